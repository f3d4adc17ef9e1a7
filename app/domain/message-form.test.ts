import { describe, expect, it } from "vitest";
import { enquiryDraft, tooManyMessagesNotice } from "./message-form";

describe("tooManyMessagesNotice", () => {
  it("says roughly when to try again and that nothing typed is lost", () => {
    expect(tooManyMessagesNotice(7)).toBe(
      "You have sent several messages in a short time. Please try again in about 7 minutes; what you typed is still below.",
    );
    expect(tooManyMessagesNotice(1)).toContain("Please try again in about a minute;");
  });
});

describe("enquiryDraft", () => {
  it("names the listing and its reference", () => {
    expect(enquiryDraft({ name: "Karen Villa", reference: "MK-1042" })).toBe(
      "I am interested in Karen Villa (MK-1042). Is it still available, and when could I view it?",
    );
  });
});
