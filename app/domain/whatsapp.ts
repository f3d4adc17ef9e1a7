import { mobileNumberDigits, phoneNumberDigits } from "./phone";
import type { Translate } from "./translate";

/**
 * The message a visitor sends about a listing: its name and reference, which the office
 * finds it by, and its link for anyone reading the chat on a phone.
 */
export function enquiryMessage(
  listing: { name: string; reference: string; url: string; site: string },
  t: Translate,
): string {
  return t('Hello, I am interested in "{{name}}" ({{reference}}) on {{site}}: {{url}}', listing);
}

/**
 * `https://wa.me/<number>?text=<message>`, the number in the international digits wa.me wants
 * (`0722 000 111` → `254722000111`); without a number WhatsApp asks whom to send it to.
 */
export function whatsappLink(number: string, message: string): string {
  const digits = phoneNumberDigits(number) ?? number.replace(/\D/g, "");
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/**
 * The first line of the office's answer to a message, enquiry or report: naming the listing and
 * its reference, so the chat starts where the visitor left off, and nothing the visitor typed
 * (their name included), since the number it goes to is theirs only by their word.
 */
export function replyMessage(
  message: {
    listing: { name: string; reference: string } | null;
    reportReason: string | null;
  },
  site: string,
) {
  const about = message.listing
    ? `your ${message.reportReason ? "report" : "enquiry"} about "${message.listing.name}" (${message.listing.reference})`
    : "your message";
  return `Hello, thank you for ${about} on ${site}.`;
}

/** A wa.me link answering a visitor on their own number, or null when it is not a mobile we can read. */
export function whatsappReplyLink(phone: string, message: string): string | null {
  const digits = mobileNumberDigits(phone);
  return digits === null ? null : whatsappLink(digits, message);
}
