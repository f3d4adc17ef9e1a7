// The e-mails a search alert sends: the confirmation that switches it on, and the new listings.
import { type Language, writtenText } from "./language";
import { linkPreviewDescription } from "./link-preview";
import { escapeHtml, headerText } from "./notification-email";
import type { ListingSummary } from "./property";
import { listingReference } from "./reference";
import { ALERT_FREQUENCY_PROMISES, type AlertFrequency, LISTINGS_PER_ALERT_EMAIL } from "./search-alerts";
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
  /** Whether its price fell since the alert's previous e-mail: the e-mail says so beside its name. */
  reduced: boolean;
}

interface AlertLinks {
  /** The page of the address's alerts. */
  manageUrl: string;
  /** The page with a button to unsubscribe, linked in the text. */
  unsubscribeUrl: string;
  /** The address a mail program posts to for its own Unsubscribe button. */
  oneClickUrl: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/**
 * The e-mail that asks the visitor to confirm an alert: nothing else is sent to the address
 * until they do. It says what they asked for and where, so a visitor who did not ask can ignore it.
 * Written in the language of the page the visitor signed up on, like every e-mail of the alert.
 */
export function alertConfirmationEmail({
  site,
  search,
  frequency,
  t,
  confirmUrl,
  manageUrl,
  oneClickUrl,
}: {
  /** The office's name. */
  site: string;
  search: string;
  frequency: AlertFrequency;
  t: Translate;
  confirmUrl: string;
} & AlertLinks): AlertEmail {
  const intro = t(
    "Someone, we hope you, asked {{site}} to e-mail this address new listings for: {{search}}.",
    { site, search },
  );
  const promise = t("Once you confirm, new listings come {{when}}.", {
    when: t(ALERT_FREQUENCY_PROMISES[frequency]),
  });
  const ignore = t("If it was not you, ignore this e-mail: nothing more will be sent.");
  const text = [
    intro,
    "",
    `${t("Confirm the alert")}: ${confirmUrl}`,
    "",
    promise,
    ignore,
    "",
    `${t("Your alerts")}: ${manageUrl}`,
    "",
  ].join("\n");
  const html = [
    paragraph(intro),
    `<p>${link(confirmUrl, t("Confirm the alert"))}</p>`,
    paragraph(promise),
    paragraph(ignore),
    `<p>${link(manageUrl, t("Your alerts"))}</p>`,
  ].join("\n");
  return {
    subject: headerText(t("Confirm your {{site}} alert: {{search}}", { site, search })),
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
  site,
  search,
  frequency,
  listings,
  kesRate,
  t,
  language,
  listUrl,
  manageUrl,
  unsubscribeUrl,
  oneClickUrl,
}: {
  /** The office's name. */
  site: string;
  search: string;
  frequency: AlertFrequency;
  listings: readonly AlertedListing[];
  kesRate: number;
  t: Translate;
  /** The language of `t`, which picks a listing's Kiswahili name where it has one. */
  language: Language;
  listUrl: string;
} & AlertLinks): AlertEmail {
  const shown = listings.slice(0, LISTINGS_PER_ALERT_EMAIL);
  const more = listings.length - shown.length;
  const count = listings.length;
  const subject = headerText(
    frequency === "daily"
      ? t("Today's {{count}} new listings: {{search}}", { count, search })
      : t("{{count}} new listings: {{search}}", { count, search }),
  );
  const intro = t("{{count}} new listings for your {{site}} alert: {{search}}.", {
    count,
    site,
    search,
  });
  const moreLink =
    more > 0 ? t("And {{count}} more on the list", { count: more }) : t("See them all on the list");
  const footer = t("You asked for these e-mails {{when}}.", { when: t(ALERT_FREQUENCY_PROMISES[frequency]) });
  const nameOf = (listing: ListingSummary) => writtenText(listing.name, listing.nameSw, language).text;
  const reducedNote = t("Price reduced");

  const text = [
    intro,
    "",
    ...shown.flatMap(({ listing, url, reduced }) => [
      `${nameOf(listing)} (${listingReference(listing.id)})${reduced ? ` · ${reducedNote}` : ""}`,
      linkPreviewDescription(listing, kesRate, t),
      url,
      "",
    ]),
    `${moreLink}: ${listUrl}`,
    "",
    footer,
    `${t("Unsubscribe from this alert")}: ${unsubscribeUrl}`,
    `${t("Your alerts")}: ${manageUrl}`,
    "",
  ].join("\n");

  const card = ({ listing, url, photoUrl, reduced }: AlertedListing) =>
    [
      `<tr><td style="padding:12px 0;border-top:1px solid #ddd">`,
      photoUrl
        ? `<a href="${escapeHtml(url)}"><img src="${escapeHtml(photoUrl)}" alt="${escapeHtml(nameOf(listing))}" width="300" style="display:block;max-width:100%;height:auto;border:0"></a>`
        : "",
      `<p style="margin:8px 0 0"><strong>${link(url, nameOf(listing))}</strong> (${escapeHtml(listingReference(listing.id))})${reduced ? ` · <strong style="color:#a4262c">${escapeHtml(reducedNote)}</strong>` : ""}</p>`,
      `<p style="margin:4px 0 0">${escapeHtml(linkPreviewDescription(listing, kesRate, t))}</p>`,
      `</td></tr>`,
    ].join("");
  const html = [
    paragraph(intro),
    `<table role="presentation" cellpadding="0" cellspacing="0">${shown.map(card).join("")}</table>`,
    `<p>${link(listUrl, moreLink)}</p>`,
    `<p style="color:#555">${escapeHtml(footer)} ${link(unsubscribeUrl, t("Unsubscribe from this alert"))} · ${link(manageUrl, t("Your alerts"))}</p>`,
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
