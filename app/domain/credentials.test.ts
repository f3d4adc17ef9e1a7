import { describe, expect, it } from "vitest";
import { DEFAULT_CREDENTIALS, paymentNumberDigits, paymentRule } from "./credentials";
import { credentialsFormSchema } from "./credentials-form";
import { fieldErrors } from "./form-errors";

const english = (text: string, values?: Readonly<Record<string, string | number>>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values?.[name]));

describe("paymentNumberDigits", () => {
  it.each([
    ["222111", "222111"],
    ["222 111", "222111"],
    ["12345", "12345"],
    ["1234567", "1234567"],
    ["400-200", "400200"],
  ])("reads %s as %s", (text, digits) => {
    expect(paymentNumberDigits(text)).toBe(digits);
  });

  it.each(["1234", "12345678", "0712345678", "22211a", "+222111", ""])("refuses %j", (text) => {
    expect(paymentNumberDigits(text)).toBeNull();
  });
});

describe("paymentRule", () => {
  it("names the official paybill or till", () => {
    expect(
      paymentRule({ ...DEFAULT_CREDENTIALS, paymentKind: "paybill", paymentNumber: "222111" }, english),
    ).toBe("We never ask for a fee before a viewing; we only take payments to M-Pesa paybill 222111.");
    expect(
      paymentRule({ ...DEFAULT_CREDENTIALS, paymentKind: "till", paymentNumber: "54321" }, english),
    ).toBe("We never ask for a fee before a viewing; we only take payments to M-Pesa till 54321.");
  });

  it("warns against personal numbers when the office named none", () => {
    expect(paymentRule(DEFAULT_CREDENTIALS, english)).toBe(
      "We never ask for a fee before a viewing, and never ask you to pay to a personal number.",
    );
  });
});

describe("the credentials form", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  const valid = {
    registrationNumber: "EARB/2019/0123",
    certificateYear: "2026",
    openingHours: "Mon–Fri 8:30–17:00",
    paymentKind: "paybill",
    paymentNumber: "222 111",
  };
  const errorsFor = (values: Partial<typeof valid>) => {
    const result = credentialsFormSchema(now).safeParse({ ...valid, ...values });
    return result.success ? {} : fieldErrors(result.error);
  };

  it("reads the credentials, the M-Pesa number as digits", () => {
    expect(credentialsFormSchema(now).parse(valid)).toEqual({ ...valid, paymentNumber: "222111" });
  });

  it("takes every credential left empty", () => {
    const empty = {
      registrationNumber: "",
      certificateYear: "",
      openingHours: "",
      paymentKind: "",
      paymentNumber: "",
    };
    expect(credentialsFormSchema(now).parse(empty)).toEqual(DEFAULT_CREDENTIALS);
  });

  it("refuses a number without its kind, a kind without its number, and a bad number or year", () => {
    expect(errorsFor({ paymentKind: "" })).toHaveProperty("paymentKind");
    expect(errorsFor({ paymentNumber: "" })).toHaveProperty("paymentNumber");
    expect(errorsFor({ paymentNumber: "0712345678" })).toHaveProperty("paymentNumber");
    expect(errorsFor({ paymentKind: "bank" })).toHaveProperty("paymentKind");
    expect(errorsFor({ certificateYear: "2031" })).toHaveProperty("certificateYear");
    expect(errorsFor({ certificateYear: "26" })).toHaveProperty("certificateYear");
    expect(errorsFor({ registrationNumber: "<script>" })).toHaveProperty("registrationNumber");
  });
});
