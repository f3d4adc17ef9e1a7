import { describe, expect, it } from "vitest";
import { mobileNumberDigits, telephoneHref } from "./phone";

describe("telephoneHref", () => {
  it("dials the digits, keeping a leading plus", () => {
    expect(telephoneHref("+254 712 345 678")).toBe("tel:+254712345678");
    expect(telephoneHref("(020) 123-4567")).toBe("tel:0201234567");
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
