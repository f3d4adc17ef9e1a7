import { describe, expect, it } from "vitest";
import {
  fittedSmsText,
  kenyanMobileNumber,
  MOST_SMS_PARTS,
  plainSmsText,
  smsEncoding,
  smsLength,
  smsParts,
} from "./sms";

describe("smsEncoding", () => {
  it("keeps English and Kiswahili letters, digits and the GSM signs in GSM-7", () => {
    expect(smsEncoding("Karibu! Nyumba ya vyumba 3, Kilimani: KSh 85,000 @ mwezi (MK-1042).")).toBe("gsm-7");
    expect(smsEncoding("Café € [x] ~ ^ { } | \\")).toBe("gsm-7");
  });

  it("needs UCS-2 for a curly quote, an emoji or another script", () => {
    expect(smsEncoding("Mary’s viewing")).toBe("ucs-2");
    expect(smsEncoding("Nice 🏠")).toBe("ucs-2");
    expect(smsEncoding("中文")).toBe("ucs-2");
  });
});

describe("smsLength and smsParts", () => {
  it("counts an extension sign as two septets", () => {
    expect(smsLength("abc")).toBe(3);
    expect(smsLength("€[]")).toBe(6);
  });

  it("fits 160 GSM-7 letters in one part and splits longer texts into parts of 153", () => {
    expect(smsParts("a".repeat(160))).toBe(1);
    expect(smsParts("a".repeat(161))).toBe(2);
    expect(smsParts("a".repeat(306))).toBe(2);
    expect(smsParts("a".repeat(307))).toBe(3);
    expect(smsParts("€".repeat(80))).toBe(1);
    expect(smsParts("€".repeat(81))).toBe(2);
  });

  it("fits 70 UCS-2 units in one part and splits longer texts into parts of 67", () => {
    expect(smsParts("’".repeat(70))).toBe(1);
    expect(smsParts("’".repeat(71))).toBe(2);
    expect(smsParts("’".repeat(134))).toBe(2);
    expect(smsParts("’".repeat(135))).toBe(3);
  });
});

describe("plainSmsText", () => {
  it("writes typographic quotes, dashes and spaces plainly so the text stays GSM-7", () => {
    const plain = plainSmsText("Mary’s “Garden” flat – Kilimani…\u00a0now");
    expect(plain).toBe('Mary\'s "Garden" flat - Kilimani... now');
    expect(smsEncoding(plain)).toBe("gsm-7");
  });
});

describe("fittedSmsText", () => {
  it("leaves a text that fits as it is", () => {
    expect(fittedSmsText("Short news.")).toBe("Short news.");
  });

  it("cuts a long text at a word, within two parts", () => {
    const long = Array.from({ length: 120 }, (_, index) => `word${index}`).join(" ");
    const fitted = fittedSmsText(long);
    expect(smsParts(fitted)).toBeLessThanOrEqual(MOST_SMS_PARTS);
    expect(fitted.endsWith("...")).toBe(true);
    expect(long.startsWith(fitted.slice(0, -3))).toBe(true);
    expect(long.charAt(fitted.length - 3)).toBe(" ");
  });

  it("cuts one endless word too", () => {
    const fitted = fittedSmsText("x".repeat(1000), 1);
    expect(fitted).toBe(`${"x".repeat(157)}...`);
    expect(smsParts(fitted)).toBe(1);
  });
});

describe("kenyanMobileNumber", () => {
  it("reads a Kenyan mobile number however written", () => {
    expect(kenyanMobileNumber("0722 000 111")).toBe("+254722000111");
    expect(kenyanMobileNumber("+254 110 000 111")).toBe("+254110000111");
    expect(kenyanMobileNumber("254722000111")).toBe("+254722000111");
  });

  it("refuses a landline, another country's number and words", () => {
    expect(kenyanMobileNumber("020 234 5678")).toBeNull();
    expect(kenyanMobileNumber("+44 7700 900123")).toBeNull();
    expect(kenyanMobileNumber("call me")).toBeNull();
    expect(kenyanMobileNumber("")).toBeNull();
  });
});
