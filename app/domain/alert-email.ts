// The e-mails a search alert sends: the confirmation that switches it on, and the new listings.
import { linkPreviewDescription } from "./link-preview";
import { escapeHtml, headerText } from "./notification-email";
import type { ListingSummary } from "./property";
import { listingReference } from "./reference";
import { type AlertFrequency, LISTINGS_PER_ALERT_EMAIL } from "./search-alerts";
import { SITE_NAME } from "./site-address";
import type { Translate } from "./translate";

export interface AlertEmail {
  subject: string;
  text: string;
  html: string;
  /** Headers beyond the usual: the one-click unsubscribe (RFC 2369, RFC 8058) on every alert. */
  headers: Record<string, string>;
}

/** A new listing as an alert tells of it: its card's facts, its absolute link and a photo fit for mail programs. */
export interface AlertedListing {
  listing: ListingSummary;
  url: string;
  /** A JPEG (mail programs show few other kinds), or null for none. */
  photoUrl: string | null;
}

interface AlertLinks {
  /** The page of the address's alerts. */
  manageUrl: string;
  /** The page with a button to unsubscribe, linked in the text. */
  unsubscribeUrl: string;
  /** The address a mail program posts to for its own Unsubscribe button. */
  oneClickUrl: string;
}

const FREQUENCY_PROMISE: Record<AlertFrequency, string> = {
  instant: "as soon as they are listed",
  daily: "once a day, in the morning",
};

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/**
 * The e-mail that asks the visitor to confirm an alert: nothing else is sent to the address
 * until they do. It says what they asked for and where, so a visitor who did not ask can ignore it.
 */
export function alertConfirmationEmail({
  search,
  frequency,
  confirmUrl,
  manageUrl,
  oneClickUrl,
}: { search: string; frequency: AlertFrequency; confirmUrl: string } & AlertLinks): AlertEmail {
  const intro = `Someone, we hope you, asked ${SITE_NAME} to e-mail this address new listings for: ${search}.`;
  const promise = `Once you confirm, new listings come ${FREQUENCY_PROMISE[frequency]}.`;
  const ignore = "If it was not you, ignore this e-mail: nothing more will be sent.";
  const text = [
    intro,
    "",
    `Confirm the alert: ${confirmUrl}`,
    "",
    promise,
    ignore,
    "",
    `Your alerts: ${manageUrl}`,
    "",
  ].join("\n");
  const html = [
    paragraph(intro),
    `<p>${link(confirmUrl, "Confirm the alert")}</p>`,
    paragraph(promise),
    paragraph(ignore),
    `<p>${link(manageUrl, "Your alerts")}</p>`,
  ].join("\n");
  return {
    subject: headerText(`Confirm your ${SITE_NAME} alert: ${search}`),
    text,
    html,
    headers: oneClickHeaders(oneClickUrl),
  };
}

/**
 * The e-mail with an alert's new listings, instant or the day's digest: each with its photo,
 * what and where it is, its price in dollars and shillings, and its link; the first
 * `LISTINGS_PER_ALERT_EMAIL`, and a link to the list for the rest.
 */
export function alertMatchesEmail({
  search,
  frequency,
  listings,
  kesRate,
  t,
  listUrl,
  manageUrl,
  unsubscribeUrl,
  oneClickUrl,
}: {
  search: string;
  frequency: AlertFrequency;
  listings: readonly AlertedListing[];
  kesRate: number;
  /** The words of the listings' descriptions. */
  t: Translate;
  listUrl: string;
} & AlertLinks): AlertEmail {
  const shown = listings.slice(0, LISTINGS_PER_ALERT_EMAIL);
  const more = listings.length - shown.length;
  const count = listings.length === 1 ? "1 new listing" : `${listings.length} new listings`;
  const subject = headerText(frequency === "daily" ? `Today's ${count}: ${search}` : `${count}: ${search}`);
  const intro = `${count} for your ${SITE_NAME} alert: ${search}.`;
  const moreText = more > 0 ? `And ${more} more on the list: ${listUrl}` : `See them all: ${listUrl}`;
  const footer = `You asked for these e-mails ${FREQUENCY_PROMISE[frequency]}.`;

  const text = [
    intro,
    "",
    ...shown.flatMap(({ listing, url }) => [
      `${listing.name} (${listingReference(listing.id)})`,
      linkPreviewDescription(listing, kesRate, t),
      url,
      "",
    ]),
    moreText,
    "",
    footer,
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
    `Your alerts: ${manageUrl}`,
    "",
  ].join("\n");

  const card = ({ listing, url, photoUrl }: AlertedListing) =>
    [
      `<tr><td style="padding:12px 0;border-top:1px solid #ddd">`,
      photoUrl
        ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(listing.name)}" width="300" style="display:block;max-width:100%;height:auto;border:0"></a>`
        : "",
      `<p style="margin:8px 0 0"><strong>${link(url, listing.name)}</strong> (${escapeHtml(listingReference(listing.id))})</p>`,
      `<p style="margin:4px 0 0">${escapeHtml(linkPreviewDescription(listing, kesRate, t))}</p>`,
      `</td></tr>`,
    ].join("");
  const html = [
    paragraph(intro),
    `<table role="presentation" cellpadding="0" cellspacing="0">${shown.map(card).join("")}</table>`,
    more > 0
      ? `<p>${link(listUrl, `And ${more} more on the list`)}</p>`
      : `<p>${link(listUrl, "See them all on the list")}</p>`,
    `<p style="color:#555">${escapeHtml(footer)} ${link(unsubscribeUrl, "Unsubscribe from this alert")} · ${link(manageUrl, "Your alerts")}</p>`,
  ].join("\n");

  return { subject, text, html, headers: oneClickHeaders(oneClickUrl) };
}

/** A mail program's own Unsubscribe button: one POST to this address, without a visit (RFC 8058). */
function oneClickHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
