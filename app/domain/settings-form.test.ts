import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-errors";
import { settingsFormSchema, type SettingsField } from "./settings-form";

const valid = {
  kesRate: "125",
  mortgageRate: "13",
  whatsappNumber: "+254 712 345 678",
  contactEmail: "hello@makazi.co.ke",
  contactPhone: "+254 20 123 4567",
  contactAddress: "Ngong Road, Nairobi",
  facebookUrl: "https://facebook.com/makazi",
  instagramUrl: "",
  xUrl: "https://x.com/makazi",
};

const errorsFor = (values: Partial<typeof valid>) => {
  const result = settingsFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors<SettingsField>(result.error);
};

describe("settings form", () => {
  it("reads valid settings, the rate as a number", () => {
    expect(settingsFormSchema.parse(valid)).toEqual({
      ...valid,
      kesRate: 125,
      mortgageRate: 13,
      whatsappNumber: "254712345678",
      contactPhone: "254201234567",
    });
  });

  it.each(["0722 000 111", "+254 722 000 111", "254722000111", "722000111", "0722-000-111"])(
    "stores the phone numbers written %j in one international form",
    (written) => {
      const saved = settingsFormSchema.parse({ ...valid, whatsappNumber: written, contactPhone: written });
      expect([saved.whatsappNumber, saved.contactPhone]).toEqual(["254722000111", "254722000111"]);
    },
  );

  it("stores a Nairobi landline in international form", () => {
    expect(settingsFormSchema.parse({ ...valid, contactPhone: "020 234 5678" }).contactPhone).toBe(
      "254202345678",
    );
  });

  it("refuses a phone number it cannot read, with an example", () => {
    expect(errorsFor({ contactPhone: "ask at reception" }).contactPhone).toBe(
      "Please enter the phone number as a Kenyan number, such as 0722 000 111, +254 722 000 111 or 020 234 5678, or leave it empty",
    );
  });

  it("takes a mortgage rate from 0 to 30 per cent, with a comma or a point", () => {
    expect(settingsFormSchema.parse({ ...valid, mortgageRate: "13,5" }).mortgageRate).toBe(13.5);
    expect(settingsFormSchema.parse({ ...valid, mortgageRate: "0" }).mortgageRate).toBe(0);
    expect(settingsFormSchema.parse({ ...valid, mortgageRate: " 30 " }).mortgageRate).toBe(30);
    for (const mortgageRate of ["", "-1", "30.5", "thirteen", "13%"]) {
      expect(errorsFor({ mortgageRate }).mortgageRate, mortgageRate).toBeDefined();
    }
  });

  it.each([
    ["129,50", 129.5],
    [" 130.25 ", 130.25],
  ])("takes a comma or a point as decimal mark: %j", (kesRate, expected) => {
    expect(settingsFormSchema.parse({ ...valid, kesRate }).kesRate).toBe(expected);
  });

  it.each(["", "0", "-5", "abc", "1.250,5", "200000"])("refuses the rate %j", (kesRate) => {
    expect(errorsFor({ kesRate }).kesRate).toBeDefined();
  });

  it.each(["0712 34", "+254 712 345 678 999 1", "call me"])(
    "refuses the WhatsApp number %j",
    (whatsappNumber) => {
      expect(errorsFor({ whatsappNumber }).whatsappNumber).toBeDefined();
    },
  );

  it("accepts an empty WhatsApp number: the chat link then lets the visitor pick whom to send it to", () => {
    expect(errorsFor({ whatsappNumber: "" })).toEqual({});
  });

  it("accepts an empty e-mail and empty links, but not malformed ones", () => {
    expect(errorsFor({ contactEmail: "", facebookUrl: "", xUrl: "" })).toEqual({});
    expect(
      errorsFor({ contactEmail: "hello@", facebookUrl: "http://facebook.com/makazi", xUrl: "x.com/makazi" }),
    ).toEqual({
      contactEmail: "Please enter a valid e-mail address, like name@example.com, or leave it empty",
      facebookUrl: "Please enter the full Facebook address starting with https://, or leave it empty",
      xUrl: "Please enter the full X address starting with https://, or leave it empty",
    });
  });
});
