import { describe, expect, it } from "vitest";
import { fieldErrors } from "./form-errors";
import { listingReportSchema } from "./listing-report";

describe("the report form", () => {
  it("reads a reason with an optional message and phone number", () => {
    expect(listingReportSchema.parse({ reason: "already-let", message: "", phone: "" })).toEqual({
      reason: "already-let",
      message: "",
      phone: null,
    });
    expect(
      listingReportSchema.parse({
        reason: "suspicious-contact",
        message: " Asked for KES 2,000 ",
        phone: "0712 345 678",
      }),
    ).toEqual({ reason: "suspicious-contact", message: "Asked for KES 2,000", phone: "0712 345 678" });
  });

  it("refuses a missing or unknown reason, a bad phone and an overlong message", () => {
    const errors = (values: Record<string, string>) => {
      const result = listingReportSchema.safeParse({ reason: "other", message: "", phone: "", ...values });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(errors({ reason: "" })).toHaveProperty("reason");
    expect(errors({ reason: "spam" })).toHaveProperty("reason");
    expect(errors({ phone: "call me" })).toHaveProperty("phone");
    expect(errors({ message: "x".repeat(2001) })).toHaveProperty("message");
  });
});
