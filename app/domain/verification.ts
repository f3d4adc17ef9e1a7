// "Is this really us?": what a house hunter pastes (a phone number, an M-Pesa number, a link
// or a listing's reference) read into what it is, and a link matched to the site's address.
import { paymentNumberDigits } from "./credentials";
import { pathWithoutLanguage } from "./language";
import { phoneNumberDigits } from "./phone";
import type { ListingSummary } from "./property";
import { idFromReference } from "./reference";

/** The most characters a check takes: a long link fits, and nothing longer is read at all. */
export const CHECKED_TEXT_MAX = 500;

/** The query parameter the check's GET form sends what was pasted under. */
export const CHECKED_TEXT_PARAM = "q";

/** What a pasted text was read as. */
export type CheckedText =
  | { kind: "reference"; listingId: number }
  | { kind: "payment"; number: string }
  | { kind: "phone"; digits: string }
  | { kind: "link"; url: URL };

const WITH_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** A web address as pasted, with or without `https://`; null when it cannot be one. */
function readLink(text: string): URL | null {
  if (/\s/.test(text)) return null;
  if (!WITH_SCHEME.test(text) && !/^[^/?#]+\.[^/?#]/.test(text)) return null;
  try {
    const url = new URL(WITH_SCHEME.test(text) ? text : `https://${text}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * What `text` is, tried in this order: a listing's reference (`MK-1042`), a paybill or till
 * number (5 to 7 digits), a phone number (Kenyan however written, another country's with its
 * `+`), a web address; null when it is none of them.
 */
export function readCheckedText(text: string): CheckedText | null {
  const trimmed = text.trim();
  const listingId = idFromReference(trimmed);
  if (listingId !== null) return { kind: "reference", listingId };
  const payment = paymentNumberDigits(trimmed);
  if (payment !== null) return { kind: "payment", number: payment };
  const digits = phoneNumberDigits(trimmed);
  if (digits !== null) return { kind: "phone", digits };
  const url = readLink(trimmed);
  return url ? { kind: "link", url } : null;
}

/** A host name without `www.` in front or a dot at its end: `www.makazi.co.ke.` is `makazi.co.ke`. */
const bareHost = (hostname: string) => hostname.replace(/\.$/, "").replace(/^www\./, "");

/**
 * The English path of the page a link opens on the site at `siteOrigin`, or null when the link
 * leads elsewhere. Only the site's own host is the site, with or without `www.`, over http or
 * https, on its port; a host that merely contains it (`makazi.co.ke.evil.com`), resembles it
 * (`makazi-co-ke.com`) or spells it in other letters (punycode) is not. The language prefix,
 * the query, the fragment and a trailing slash make no difference.
 */
export function sitePathOfLink(url: URL, siteOrigin: string): string | null {
  const site = new URL(siteOrigin);
  if (url.username !== "" || url.password !== "") return null;
  if (bareHost(url.hostname) !== bareHost(site.hostname) || url.port !== site.port) return null;
  const path = pathWithoutLanguage(url.pathname);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Whether a link that is not the site's dresses up as it: its host holds the site's name
 * (`makazi.co.ke.evil.com`, `makazi-co-ke.com`) or is written in other letters (`xn--…`).
 */
export function imitatesSite(url: URL, siteOrigin: string): boolean {
  const siteName = bareHost(new URL(siteOrigin).hostname).split(".")[0] ?? "";
  const host = bareHost(url.hostname);
  return (
    (siteName.length > 2 && host.includes(siteName)) ||
    host.split(".").some((label) => label.startsWith("xn--"))
  );
}

/** The slug of the listing page at a site path (`/properties/karen-villa`), or null for any other page. */
export function listingSlugOfPath(path: string): string | null {
  return /^\/properties\/([a-z\d-]+)$/i.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** Which of the office's numbers a phone number is. */
export type OfficePhoneRole = "whatsapp" | "phone";

/** What the check answers about one pasted text. */
export type CheckAnswer =
  | ({ kind: "phone"; number: string } & PhoneOwner)
  | { kind: "payment"; number: string; ours: boolean }
  | {
      kind: "link";
      link: string;
      ours: boolean;
      /** A link elsewhere whose host dresses up as the site's. */
      imitation: boolean;
      /** The listing page it opens, when it is one of the site's; `listing` is null when there is none such. */
      listingPage: boolean;
      listing: ListingSummary | null;
    }
  | { kind: "reference"; reference: string; listing: ListingSummary | null };

/** The numbers of one of the office's people, as "Is this really us?" knows them. */
export interface PersonPhones {
  name: string | null;
  /** International digits, `254…`, or null. */
  phone: string | null;
  whatsapp: string | null;
  /** False for someone paused or removed. */
  current: boolean;
}

/**
 * Whose a number is: the office's own (`person` null), one of its people's (their name, null
 * when they gave none), or nobody's here. `former` says it was the number of someone who no
 * longer works with the office, whom a swindler may still name.
 */
export interface PhoneOwner {
  role: OfficePhoneRole | null;
  person: { name: string | null } | null;
  former: boolean;
}

/** Whose a phone number's digits are, of the office's numbers (`254…`, empty when not set) and its people's. */
export function phoneOwner(
  digits: string,
  office: { whatsappNumber: string; contactPhone: string },
  people: readonly PersonPhones[],
): PhoneOwner {
  const same = (stored: string | null) => !!stored && phoneNumberDigits(stored) === digits;
  if (same(office.whatsappNumber)) return { role: "whatsapp", person: null, former: false };
  if (same(office.contactPhone)) return { role: "phone", person: null, former: false };
  const current = people.filter((person) => person.current);
  const whatsapp = current.find((person) => same(person.whatsapp));
  if (whatsapp) return { role: "whatsapp", person: { name: whatsapp.name }, former: false };
  const phone = current.find((person) => same(person.phone));
  if (phone) return { role: "phone", person: { name: phone.name }, former: false };
  const former = people.some((person) => !person.current && (same(person.phone) || same(person.whatsapp)));
  return { role: null, person: null, former };
}

/**
 * Whether a check was asked by a person on the site: its form sent from one of the site's pages,
 * or the address typed or opened from a bookmark. A page elsewhere making its visitors' browsers
 * ask (an image, a frame, a link) is answered but not counted. Browsers say where a request
 * comes from in `Sec-Fetch-Site` and what it is for in `Sec-Fetch-Dest`, and no page can change
 * either; an older browser says neither, and is counted.
 */
export function askedOnTheSite(headers: Headers): boolean {
  const site = headers.get("Sec-Fetch-Site");
  const destination = headers.get("Sec-Fetch-Dest");
  return (
    (site === null || site === "same-origin" || site === "none") &&
    (destination === null || destination === "document" || destination === "empty")
  );
}
