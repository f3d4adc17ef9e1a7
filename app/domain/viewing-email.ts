// The e-mails about a booked viewing: to the office when it is booked (in English, like the
// office's pages), and to the visitor at each turn, in the language of the page they booked on.
import { escapeHtml, headerText } from "./notification-email";
import type { Translate } from "./translate";
import { viewingMoment } from "./viewing-booking";

/** A booking as its e-mails tell of it. */
export interface ViewingTold {
  reference: string;
  name: string;
  phone: string;
  email: string | null;
  startsAt: string;
  /** The listing's name (in the visitor's language when written in it) and where it is. */
  listingName: string;
  place: string;
  listingUrl: string;
  /** The office's name. */
  siteName: string;
}

/** What happened to the booking, which the visitor's e-mail tells. */
export type VisitorNews = "booked" | "confirmed" | "moved" | "declined" | "cancelled" | "reminder";

export interface ViewingEmail {
  subject: string;
  text: string;
  html: string;
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

const valuesOf = (viewing: ViewingTold, locale: string) => ({
  name: viewing.name,
  listing: viewing.listingName,
  when: viewingMoment(viewing.startsAt, locale),
  reference: viewing.reference,
});

/** The news in a sentence that follows a greeting: "your viewing of … is confirmed." */
export function viewingNews(news: VisitorNews, viewing: ViewingTold, t: Translate, locale: string): string {
  const values = valuesOf(viewing, locale);
  const told: Record<VisitorNews, string> = {
    booked: t(
      "we have your booking to view {{listing}} on {{when}}. The office will confirm it soon.",
      values,
    ),
    confirmed: t("your viewing of {{listing}} on {{when}} is confirmed.", values),
    moved: t("your viewing of {{listing}} has moved to {{when}}, and is confirmed.", values),
    declined: t(
      "sorry: the office cannot show you {{listing}} on {{when}}. Please choose another time on the listing's page.",
      values,
    ),
    cancelled: t("your viewing of {{listing}} on {{when}} is cancelled.", values),
    reminder: t("a reminder: your viewing of {{listing}} is on {{when}}.", values),
  };
  return told[news];
}

/**
 * What the visitor is told first: the news, with the listing and the time, greeted by the name
 * they gave in an e-mail to them; plainly in the office's chat message, which carries nothing
 * the visitor typed.
 */
function newsOf(
  news: VisitorNews,
  viewing: ViewingTold,
  t: Translate,
  locale: string,
  greeting: "by name" | "plain",
): string {
  const hello = greeting === "by name" ? t("Hello {{name}},", valuesOf(viewing, locale)) : t("Hello,");
  return `${hello} ${viewingNews(news, viewing, t, locale)}`;
}

/** The facts every message about a booking carries: the place, the time and the reference. */
function factsOf(viewing: ViewingTold, t: Translate, locale: string): string[] {
  return [
    `${t("Where")}: ${viewing.place}`,
    `${t("When")}: ${viewingMoment(viewing.startsAt, locale)}`,
    `${t("Booking reference")}: ${viewing.reference}`,
  ];
}

/** The office's chat message to the visitor about the booking: the news, the place, the time and the reference. */
export function viewingChatMessage(
  news: VisitorNews,
  viewing: ViewingTold,
  t: Translate,
  locale: string,
): string {
  return [newsOf(news, viewing, t, locale, "plain"), ...factsOf(viewing, t, locale)].join("\n");
}

/** The visitor's e-mail; `cancelUrl` for a booking still held, null once it is off. */
export function visitorViewingEmail(
  news: VisitorNews,
  viewing: ViewingTold,
  { t, locale, cancelUrl }: { t: Translate; locale: string; cancelUrl: string | null },
): ViewingEmail {
  const values = valuesOf(viewing, locale);
  const subjects: Record<VisitorNews, string> = {
    booked: t("Viewing booked: {{listing}}, {{when}} ({{reference}})", values),
    confirmed: t("Viewing confirmed: {{listing}}, {{when}} ({{reference}})", values),
    moved: t("Viewing moved: {{listing}}, now {{when}} ({{reference}})", values),
    declined: t("Viewing not possible: {{listing}}, {{when}} ({{reference}})", values),
    cancelled: t("Viewing cancelled: {{listing}}, {{when}} ({{reference}})", values),
    reminder: t("Reminder: viewing of {{listing}}, {{when}} ({{reference}})", values),
  };
  const opening = newsOf(news, viewing, t, locale, "by name");
  const facts = factsOf(viewing, t, locale);
  const safety = t("Never pay a deposit or a viewing fee before you have seen the property.");
  const text = [
    opening,
    "",
    ...facts,
    "",
    `${t("The listing")}: ${viewing.listingUrl}`,
    ...(cancelUrl ? [`${t("Cancel the viewing")}: ${cancelUrl}`] : []),
    "",
    safety,
    "",
  ].join("\n");
  const html = [
    paragraph(opening),
    `<p>${facts.map(escapeHtml).join("<br>")}</p>`,
    `<p>${link(viewing.listingUrl, t("The listing"))}${cancelUrl ? ` · ${link(cancelUrl, t("Cancel the viewing"))}` : ""}</p>`,
    paragraph(safety),
  ].join("\n");
  return { subject: headerText(subjects[news]), text, html };
}

/** The office's e-mail about a new booking, with the visitor's details and a link to the viewings page. */
export function officeViewingEmail(
  viewing: ViewingTold,
  { viewingsUrl }: { viewingsUrl: string },
): ViewingEmail & { replyTo: { name: string; address: string } | null } {
  const when = viewingMoment(viewing.startsAt, "en-KE");
  const lines = [
    `${viewing.name} booked a viewing of ${viewing.listingName} on ${when}.`,
    "",
    `Reference: ${viewing.reference}`,
    `Where: ${viewing.place}`,
    `Phone: +${viewing.phone}`,
    ...(viewing.email ? [`E-mail: ${viewing.email}`] : []),
    "",
    `Confirm, decline or move it: ${viewingsUrl}`,
    `The listing: ${viewing.listingUrl}`,
    "",
  ];
  return {
    subject: headerText(
      `New viewing: ${viewing.listingName}, ${when} (${viewing.reference}) – ${viewing.siteName}`,
    ),
    text: lines.join("\n"),
    html: [
      paragraph(lines[0]!),
      `<p>${lines.slice(2, lines.indexOf("", 2)).map(escapeHtml).join("<br>")}</p>`,
      `<p>${link(viewingsUrl, "Confirm, decline or move it")} · ${link(viewing.listingUrl, "The listing")}</p>`,
    ].join("\n"),
    replyTo: viewing.email ? { name: headerText(viewing.name, 100), address: viewing.email } : null,
  };
}
