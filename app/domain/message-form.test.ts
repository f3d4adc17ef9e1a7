import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { enquiryDraft, tooManyMessagesNotice } from "./message-form";

const { t } = translatorFor("en");

describe("tooManyMessagesNotice", () => {
  it("says roughly when to try again and that nothing typed is lost", () => {
    expect(tooManyMessagesNotice(7, t)).toBe(
      "You have sent several messages in a short time. Please try again in about 7 minutes; what you typed is still below.",
    );
    expect(tooManyMessagesNotice(1, t)).toContain("Please try again in about a minute;");
  });
});

describe("enquiryDraft", () => {
  it("names the listing and its reference", () => {
    expect(enquiryDraft({ name: "Karen Villa", reference: "MK-1042" }, t)).toBe(
      "I am interested in Karen Villa (MK-1042). Is it still available, and when could I view it?",
    );
  });
});

describe("in Kiswahili", () => {
  it("says when to try again and starts the enquiry in Kiswahili", () => {
    const sw = translatorFor("sw").t;
    expect(tooManyMessagesNotice(1, sw)).toContain("dakika moja");
    expect(enquiryDraft({ name: "Karen Villa", reference: "MK-1042" }, sw)).toContain(
      "Karen Villa (MK-1042)",
    );
    expect(enquiryDraft({ name: "Karen Villa", reference: "MK-1042" }, sw)).not.toContain("interested");
  });
});
