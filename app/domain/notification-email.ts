import { REPORT_REASON_LABELS, type ReportReason } from "./listing-report-fields";
import { formatReceived } from "./messages";
import { absoluteUrl } from "./site-address";

/** A message as its notification e-mail tells of it. */
export interface NotifiedMessage {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  receivedAt: string;
  /** The listing an enquiry is about; `slug` is null once the listing is deleted. */
  listing: { name: string; reference: string; slug: string | null } | null;
  /** Why the visitor reported the listing, when the message is a report. */
  reportReason: ReportReason | null;
}

/** What the office is sent about one message. */
export interface NotificationEmail {
  subject: string;
  text: string;
  html: string;
  /** The visitor, for the office's mail program to answer; null when no e-mail address was given. */
  replyTo: { name: string; address: string } | null;
}

const SUBJECT_LIMIT = 150;

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const LINE_BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Text fit for a mail header: no line breaks or other control characters (which would start
 * a header of the visitor's making), spaces collapsed, and cut to `limit` characters.
 */
export function headerText(value: string, limit = SUBJECT_LIMIT): string {
  const flat = value.replace(LINE_BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim();
  return flat.length > limit ? `${flat.slice(0, limit - 1).trimEnd()}…` : flat;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/**
 * The e-mail that tells the office of a new message or enquiry: who sent it and how to reach
 * them, what they wrote, the listing with its reference and link, and a link to the message in
 * the inbox. `site` is the site's address when the message came, and the office's name.
 */
export function notificationEmail(
  message: NotifiedMessage,
  site: { origin: string; name: string },
): NotificationEmail {
  const siteOrigin = site.origin;
  const { listing } = message;
  const listingUrl = listing?.slug ? absoluteUrl(siteOrigin, `/properties/${listing.slug}`) : null;
  const inboxUrl = absoluteUrl(siteOrigin, `/messages/${message.id}`);
  const reason = message.reportReason ? REPORT_REASON_LABELS[message.reportReason] : null;
  const subject = headerText(
    reason
      ? `Report about ${listing ? `${listing.name} (${listing.reference})` : "a listing"}: ${reason}`
      : listing
        ? `Enquiry about ${listing.name} (${listing.reference}) from ${message.name}`
        : `Message from ${message.name} on ${site.name}`,
  );

  const details: Array<[label: string, value: string, href?: string]> = [];
  if (listing) {
    details.push(["Listing", `${listing.name} (${listing.reference})${listingUrl ? "" : ", since deleted"}`]);
    if (listingUrl) details.push(["Link", listingUrl, listingUrl]);
  }
  if (reason) details.push(["Reported", reason]);
  if (message.name) details.push(["Name", message.name]);
  if (message.phone) details.push(["Phone", message.phone, `tel:${message.phone.replace(/[^\d+]/g, "")}`]);
  if (message.email) details.push(["E-mail", message.email, `mailto:${message.email}`]);
  details.push(["Received", formatReceived(message.receivedAt)]);

  const intro = reason
    ? "A visitor reported a listing."
    : listing
      ? "A visitor sent an enquiry about a listing."
      : "A visitor sent a message.";
  const text = [
    intro,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    message.message,
    "",
    `Open it in the inbox: ${inboxUrl}`,
    message.email ? "Reply to this e-mail to answer the visitor." : "The visitor gave no e-mail address.",
    "",
  ].join("\n");

  const row = ([label, value, href]: [string, string, string?]) =>
    `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${
      href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
    }</td></tr>`;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<table>${details.map(row).join("")}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p><a href="${escapeHtml(inboxUrl)}">Open it in the inbox</a></p>`,
  ].join("\n");

  return {
    subject,
    text,
    html,
    replyTo: message.email ? { name: headerText(message.name, 100), address: message.email } : null,
  };
}
