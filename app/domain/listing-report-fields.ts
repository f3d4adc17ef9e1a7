// The "Report this listing" form's fields; free of zod, which stays on the server.
import { choiceField, textField } from "./form-fields";

/** What a house hunter says is wrong with a listing. */
export const REPORT_REASONS = ["already-let", "wrong-price", "suspicious-contact", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const isReportReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  "already-let": "Already let or sold",
  "wrong-price": "Wrong price",
  "suspicious-contact": "Someone asked me to pay or gave another number",
  other: "Something else",
};

/** A report: why, and optionally what happened and a phone number to call back. */
export const listingReportFields = {
  reason: choiceField({ name: "reason", label: "What is wrong?", required: true }),
  message: textField({
    name: "message",
    label: "What happened (optional)",
    multiline: true,
    maxLength: 2000,
    tooLong: () => "Please keep your message under 2,000 characters",
  }),
  phone: textField({
    name: "phone",
    label: "Your phone, if we may call you (optional)",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: 30,
    tooLong: () => "That phone number is too long",
  }),
};
