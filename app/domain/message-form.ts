// What the contact and enquiry forms show in the browser; free of zod, which stays on the server.

import type { Translate } from "./translate";

/** A hidden field of every message form that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = "website";

/** What a message form (contact, enquiry) answers, with everything typed kept when it is refused. */
export type MessageFormResult<Field extends string> =
  | { status: "sent"; name: string }
  | { status: "invalid"; values: Record<Field, string>; errors: Partial<Record<Field, string>> }
  | { status: "limited"; values: Record<Field, string>; minutesToWait: number };

/** What a visitor refused by the message limit reads. */
export function tooManyMessagesNotice(minutesToWait: number, t: Translate): string {
  return t(
    "You have sent several messages in a short time. Please try again in {{wait}}; what you typed is still below.",
    { wait: t("about {{count}} minutes", { count: minutesToWait }) },
  );
}

/** The message the enquiry form starts with, for the visitor to keep, change or replace. */
export function enquiryDraft(listing: { name: string; reference: string }, t: Translate): string {
  return t("I am interested in {{name}} ({{reference}}). Is it still available, and when could I view it?", {
    name: listing.name,
    reference: listing.reference,
  });
}
