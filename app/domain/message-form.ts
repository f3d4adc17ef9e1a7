// What the contact and enquiry forms show in the browser; free of zod, which stays on the server.

/** A hidden field of every message form that people never fill in and simple bots do. */
export const HONEYPOT_FIELD = "website";

/** What a message form (contact, enquiry) answers, with everything typed kept when it is refused. */
export type MessageFormResult<Field extends string> =
  | { status: "sent"; name: string }
  | { status: "invalid"; values: Record<Field, string>; errors: Partial<Record<Field, string>> }
  | { status: "limited"; values: Record<Field, string>; minutesToWait: number };

/** What a visitor refused by the message limit reads. */
export function tooManyMessagesNotice(minutesToWait: number): string {
  const wait = minutesToWait === 1 ? "about a minute" : `about ${minutesToWait} minutes`;
  return `You have sent several messages in a short time. Please try again in ${wait}; what you typed is still below.`;
}

/** The message the enquiry form starts with, for the visitor to keep, change or replace. */
export function enquiryDraft(listing: { name: string; reference: string }): string {
  return `I am interested in ${listing.name} (${listing.reference}). Is it still available, and when could I view it?`;
}
