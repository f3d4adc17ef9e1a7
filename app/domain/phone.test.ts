import { describe, expect, it } from "vitest";
import {
  formatPhoneNumber,
  kenyanPhoneDigits,
  mobileNumberDigits,
  phoneNumberDigits,
  telephoneHref,
} from "./phone";

describe("telephoneHref", () => {
  it("dials a Kenyan number in international form, however it was written", () => {
    expect(telephoneHref("+254 712 345 678")).toBe("tel:+254712345678");
    expect(telephoneHref("254712345678")).toBe("tel:+254712345678");
    expect(telephoneHref("(020) 123-4567")).toBe("tel:+254201234567");
  });

  it("dials the digits of a number it cannot read, keeping a leading plus", () => {
    expect(telephoneHref("+99 12")).toBe("tel:+9912");
  });
});

describe("phoneNumberDigits", () => {
  it.each([
    ["0722 000 111", "254722000111"],
    ["+254 722 000 111", "254722000111"],
    ["254722000111", "254722000111"],
    ["722000111", "254722000111"],
    ["+254 (0) 722 000 111", "254722000111"],
    ["020 234 5678", "254202345678"],
    ["(041) 222-3333", "254412223333"],
    ["+44 7700 900123", "447700900123"],
  ])("reads %j as %s", (written, digits) => {
    expect(phoneNumberDigits(written)).toBe(digits);
  });

  it.each(["0722 000 11", "0722 000 1111", "+254 20 12", "722 CALL ME", "447700900123", "", "0000000000"])(
    "cannot read %j",
    (written) => {
      expect(phoneNumberDigits(written)).toBeNull();
    },
  );
});

describe("kenyanPhoneDigits", () => {
  it("reads Kenyan numbers only", () => {
    expect(kenyanPhoneDigits("0722 000 111")).toBe("254722000111");
    expect(kenyanPhoneDigits("+44 7700 900123")).toBeNull();
  });
});

describe("formatPhoneNumber", () => {
  it("shows a stored number grouped, with the country code", () => {
    expect(formatPhoneNumber("254722000111")).toBe("+254 722 000 111");
    expect(formatPhoneNumber("254202345678")).toBe("+254 20 234 5678");
  });

  it("shows any other number as it was written", () => {
    expect(formatPhoneNumber("+44 7700 900123")).toBe("+44 7700 900123");
    expect(formatPhoneNumber("ask at reception")).toBe("ask at reception");
  });
});

describe("mobileNumberDigits", () => {
  it.each([
    ["0712345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["0712-345-678", "254712345678"],
    ["0110 123 456", "254110123456"],
    ["+254 712 345 678", "254712345678"],
    ["+254-712-345-678", "254712345678"],
    ["+254712345678", "254712345678"],
    ["254712345678", "254712345678"],
    ["254 110 123 456", "254110123456"],
    ["+254 (0) 712 345 678", "254712345678"],
    ["  0712.345.678 ", "254712345678"],
  ])("reads the Kenyan mobile %j as %s", (written, digits) => {
    expect(mobileNumberDigits(written)).toBe(digits);
  });

  it("keeps another country's number written in full with its plus", () => {
    expect(mobileNumberDigits("+44 7700 900123")).toBe("447700900123");
    expect(mobileNumberDigits("+1 (415) 555-0100")).toBe("14155550100");
  });

  it.each([
    ["a landline", "(020) 123-4567"],
    ["a Kenyan number too short", "0712 345 67"],
    ["a Kenyan number too long", "0712 345 6789"],
    ["a Kenyan number that is not a mobile", "+254 20 123 4567"],
    ["a foreign number without its plus", "447700900123"],
    ["letters", "0712 CALL ME"],
    ["an extension", "0712345678 ext 2"],
    ["nothing", ""],
    ["a plus alone", "+"],
  ])("gives null for %s (%j)", (_what, written) => {
    expect(mobileNumberDigits(written)).toBeNull();
  });
});
