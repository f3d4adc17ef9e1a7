import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-errors";
import { enquirySchema, NO_WAY_TO_REPLY, type EnquiryField } from "./enquiry";

const valid = {
  name: "Wanjiru Kamau",
  phone: "0712 345 678",
  email: "",
  message: "Is it still available?",
};

const errorsOf = (input: unknown) => {
  const result = enquirySchema.safeParse(input);
  expect(result.success).toBe(false);
  return fieldErrors<EnquiryField>(result.error!);
};

describe("enquirySchema", () => {
  it("accepts a phone number alone, trimmed, with no e-mail", () => {
    expect(enquirySchema.parse({ ...valid, phone: " +254 712 345 678 " })).toEqual({
      name: "Wanjiru Kamau",
      phone: "+254 712 345 678",
      email: null,
      message: "Is it still available?",
    });
  });

  it("accepts an e-mail address alone, and both together", () => {
    expect(enquirySchema.parse({ ...valid, phone: "", email: "wanjiru@example.co.ke" })).toMatchObject({
      phone: null,
      email: "wanjiru@example.co.ke",
    });
    expect(enquirySchema.parse({ ...valid, email: "wanjiru@example.co.ke" })).toMatchObject({
      phone: "0712 345 678",
      email: "wanjiru@example.co.ke",
    });
  });

  it("asks for a way to reply when neither phone nor e-mail is given", () => {
    expect(errorsOf({ ...valid, phone: "  ", email: "" })).toEqual({ phone: NO_WAY_TO_REPLY });
  });

  it("reports every problem at once, the missing way to reply among them", () => {
    expect(errorsOf({ name: "", phone: "", email: "", message: "" })).toEqual({
      name: "Please enter your name",
      phone: NO_WAY_TO_REPLY,
      message: "Please write a message",
    });
  });

  it.each(["0712 345 678", "+254 712 345 678", "254712345678", "(020) 123-4567", "712345678"])(
    "accepts the phone number %s as typed",
    (phone) => {
      expect(enquirySchema.parse({ ...valid, phone }).phone).toBe(phone);
    },
  );

  it.each([
    ["letters", "call me"],
    ["too few digits", "0712 345"],
    ["too many digits", "+254 712 345 678 999 1"],
    ["a plus inside", "0712+345678"],
  ])("refuses a phone number with %s", (_, phone) => {
    expect(errorsOf({ ...valid, phone })).toEqual({
      phone: "Please enter a phone number like 0712 345 678 or +254 712 345 678",
    });
  });

  it("refuses a bad e-mail address even when a phone number is given", () => {
    expect(errorsOf({ ...valid, email: "wanjiru@" })).toEqual({
      email: "Please enter a valid e-mail address, like name@example.com",
    });
  });

  it("keeps the contact form's limits on name and message", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101), message: "x".repeat(5001) })).toEqual({
      name: "Please keep your name under 100 characters",
      message: "Please keep your message under 5,000 characters",
    });
  });
});
