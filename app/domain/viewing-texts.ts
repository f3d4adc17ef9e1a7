// The text messages about a booked viewing: to the visitor at each turn, in the language of the
// page they booked on, and to the office when one is booked; and the office's text about a new
// message. Each within two parts: a name or the message is shortened before the reference or
// the link is cut.
import { REPORT_REASON_LABELS } from "./listing-report-fields";
import type { NotifiedMessage } from "./notification-email";
import { formatPhoneNumber } from "./phone";
import { fittedSmsText, MOST_SMS_PARTS, plainSmsText, smsParts } from "./sms";
import type { Translate } from "./translate";
import { viewingMoment } from "./viewing-booking";
import { type ViewingTold, type VisitorNews, viewingNews } from "./viewing-email";

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The text `write` makes with `name` as long as it fits in two parts, else with `name` cut at a
 * word (down to nothing); the rest of the text is never cut, save as a last resort.
 */
function fittedAround(name: string, write: (name: string) => string): string {
  let shown = name;
  while (smsParts(write(shown)) > MOST_SMS_PARTS && shown !== "") {
    const words = shown.replace(/\.\.\.$/, "").split(" ");
    shown = words.length > 1 ? `${words.slice(0, -1).join(" ")}...` : "";
  }
  return fittedSmsText(write(shown));
}

/** The visitor's text; `cancelUrl` for a booking still held, null once it is off. */
export function visitorViewingText(
  news: VisitorNews,
  viewing: ViewingTold,
  { t, locale, cancelUrl }: { t: Translate; locale: string; cancelUrl: string | null },
): string {
  const siteName = plainSmsText(viewing.siteName);
  return fittedAround(plainSmsText(viewing.listingName), (listingName) => {
    const told = capitalized(viewingNews(news, { ...viewing, listingName }, t, locale));
    const reference = t("Ref. {{reference}}.", { reference: viewing.reference });
    const cancel = cancelUrl ? ` ${t("Cancel")}: ${cancelUrl}` : "";
    return plainSmsText(`${siteName}: ${told} ${reference}${cancel}`);
  });
}

/** The visitor's text with the code that makes their booking, in their language. */
export function viewingCodeText(
  viewing: ViewingTold,
  code: string,
  { t, locale, minutes }: { t: Translate; locale: string; minutes: number },
): string {
  const siteName = plainSmsText(viewing.siteName);
  return fittedAround(plainSmsText(viewing.listingName), (listingName) =>
    plainSmsText(
      `${siteName}: ${t("{{code}} is your code to book the viewing of {{listing}} on {{when}}. It works for {{minutes}} minutes.", { code, listing: listingName, when: viewingMoment(viewing.startsAt, locale), minutes })}`,
    ),
  );
}

/** The office's text about a new booking, in English like the office's pages. */
export function officeViewingText(viewing: ViewingTold, { viewingsUrl }: { viewingsUrl: string }): string {
  const when = viewingMoment(viewing.startsAt, "en-KE");
  const visitor = plainSmsText(viewing.name);
  return fittedAround(plainSmsText(viewing.listingName), (listingName) =>
    plainSmsText(
      `New viewing ${viewing.reference}: ${visitor}, +${viewing.phone}, ${listingName}, ${when}. ${viewingsUrl}`,
    ),
  );
}

/**
 * The office's text about a new message, enquiry or report, in English: who sent it, their
 * number, the listing, the start of what they wrote and the message's page in the inbox.
 */
export function officeMessageText(message: NotifiedMessage, { messageUrl }: { messageUrl: string }): string {
  const sender = plainSmsText(message.name);
  const phone = message.phone ? `, ${formatPhoneNumber(message.phone)}` : "";
  const about = message.listing
    ? `${message.reportReason ? `Report (${REPORT_REASON_LABELS[message.reportReason]})` : "Enquiry"} about ${plainSmsText(message.listing.name)} (${message.listing.reference})`
    : "Message";
  const words = plainSmsText(message.message).replace(/\s+/g, " ").trim();
  return fittedAround(words, (shown) =>
    plainSmsText(`${about} from ${sender}${phone}: "${shown}" ${messageUrl}`),
  );
}
