// E-mail alerts for house hunters: what a search alert watches, when its e-mails go, and the
// limits that keep the sign-up from being turned against a mailbox. The search in words is
// search-description.ts.
import { clientNetwork } from "./client-network";
import { todayInNairobi } from "./dates";
import {
  FILTER_PARAMS,
  type ListingQuery,
  listingQueryString,
  parseListingQuery,
  searchedText,
} from "./listing-query";
import { isSharedAddress, type RateLimit } from "./rate-limit";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const ALERT_FREQUENCIES = ["instant", "daily"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Each frequency as a visitor chooses it. */
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "As soon as they are listed",
  daily: "Once a day, in the morning",
};

/** Each frequency as a promise in a sentence: new listings come "as soon as they are listed". */
export const ALERT_FREQUENCY_PROMISES: Record<AlertFrequency, string> = {
  instant: "as soon as they are listed",
  daily: "once a day, in the morning",
};

/** `pending` until the visitor confirms from the e-mail; nothing but that e-mail is sent before. */
export type AlertStatus = "pending" | "active" | "unsubscribed";

/** Live alerts: confirmed, or waiting to be. */
export const LIVE_ALERT_STATUSES: readonly AlertStatus[] = ["pending", "active"];

/** The search an alert watches: the list's search and filters, without its order or page. */
export function alertSearch(query: ListingQuery): ListingQuery {
  return { ...query, sort: null, page: 1 };
}

/** How an alert's search is stored: the list's canonical query string without `?`, sort and page. */
export function alertQueryText(query: ListingQuery): string {
  return listingQueryString(alertSearch(query)).replace(/^\?/, "");
}

/** An alert's stored search read back, exactly as the list reads its address. */
export function readAlertQuery(text: string): ListingQuery {
  return alertSearch(parseListingQuery(new URLSearchParams(text)));
}

/** The query-string names an alert's search is sent in: the list's, but its order and page. */
const ALERT_SEARCH_PARAMS = ["q", "type", "city", ...Object.values(FILTER_PARAMS)];

const sameValues = (sent: string[], written: string[]) =>
  sent.length === written.length && sent.toSorted().join("\n") === written.toSorted().join("\n");

/** Whether the list offers the query's city in its menu, or the query names none. */
export function isListedCity(query: ListingQuery, listedCities: readonly string[]): boolean {
  return query.city === null || listedCities.includes(query.city);
}

/**
 * The search a sign-up asks to follow, when it is one the list itself offers and writes: a
 * city of the list's menu, a known type and amenities, prices and bedrooms within bounds, and
 * the search word as the list reads it (at most 100 characters), each sent exactly as the
 * list writes it. Null for anything else: only these values reach the alert's e-mails.
 */
export function followedSearch(
  params: URLSearchParams,
  listedCities: readonly string[],
): ListingQuery | null {
  const query = alertSearch(parseListingQuery(params));
  const written = new URLSearchParams(alertQueryText(query));
  const asWritten = ALERT_SEARCH_PARAMS.every((name) =>
    sameValues(params.getAll(name), written.getAll(name)),
  );
  return asWritten && isListedCity(query, listedCities) ? query : null;
}

/** The list an alert's e-mails link to: its search, newest first. */
export function alertListPath(query: ListingQuery): string {
  return `/properties${listingQueryString({ ...alertSearch(query), sort: "latest" })}`;
}

/**
 * Whether an alert may be set on this list: something narrows it (a search, a type, a city, a
 * price, bedrooms or an amenity). Every new listing is better followed on the list itself.
 */
export function canAlert(query: ListingQuery): boolean {
  return (
    searchedText(query) !== "" ||
    query.type !== null ||
    query.city !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.maxMoveIn !== null ||
    query.minBedrooms !== null ||
    query.minArea !== null ||
    query.amenities.length > 0
  );
}

/**
 * The address an alert is kept under and written to: as typed, trimmed and lower-cased. A
 * `+tag` stays, since some visitors file their alerts by it.
 */
export function alertAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** Sign-ups from one client network, whatever the addresses. */
export const ALERT_SIGN_UPS_PER_NETWORK: RateLimit = { max: 10, windowMs: HOUR };
/** The same from one IPv4 address, which a mobile carrier may share among many hunters. */
export const ALERT_SIGN_UPS_PER_SHARED_ADDRESS: RateLimit = { max: 40, windowMs: HOUR };
export const alertNetworkLimitFor = (clientAddress: string): RateLimit =>
  isSharedAddress(clientAddress) ? ALERT_SIGN_UPS_PER_SHARED_ADDRESS : ALERT_SIGN_UPS_PER_NETWORK;
/** Alerts one address may have, confirmed or waiting to be. */
export const MAX_ALERTS_PER_ADDRESS = 10;

export const alertNetworkKey = (clientAddress: string) => `alert-network:${clientNetwork(clientAddress)}`;

/** An alert never confirmed is forgotten after this long: its confirmation link lasts as long. */
export const UNCONFIRMED_ALERT_KEPT_MS = 7 * DAY;

/** At most this many listings in one e-mail; the rest are a link to the list away. */
export const LISTINGS_PER_ALERT_EMAIL = 20;

/** Digests leave at 07:00 in Nairobi (UTC+3 all year), for the morning's reading. */
const DIGEST_HOUR_UTC = 4;

/** When a daily alert's next digest is due: the first 07:00 in Nairobi after `after`. */
export function nextDigestAt(after: Date): Date {
  const next = new Date(after);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The first listing date an alert still looks at, at `now`: yesterday in Nairobi. Listings
 * are dated the day they are published, so anything new is dated today or, just after
 * midnight, yesterday; older ones were either seen already or were on the list at sign-up.
 */
export function matchedFrom(now: Date): string {
  return todayInNairobi(new Date(now.getTime() - DAY));
}

/** A token e-mailed for an alert, as it appears in links: 32 random bytes in base64url. */
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The pages an alert's e-mails link to, each carrying one token. */
export const alertPaths = {
  confirm: (token: string) => `/alerts/confirm/${token}`,
  manage: (token: string) => `/alerts/manage/${token}`,
  /** The page with a button to unsubscribe, for people. */
  unsubscribe: (token: string) => `/alerts/unsubscribe/${token}`,
  /** The one-click address in `List-Unsubscribe`, for mail programs (RFC 8058); a visit goes on to the page. */
  oneClick: (token: string) => `/alerts/one-click/${token}`,
};

/**
 * The one address other sites may post to: a mail program's one-click unsubscribe (RFC 8058)
 * comes with no Origin or a foreign one. Its token is the whole authority; it changes nothing
 * else and carries no cookie's weight.
 */
export function isOneClickUnsubscribePath(path: string): boolean {
  const match = /^\/alerts\/one-click\/([^/]+)$/.exec(path);
  return match !== null && ALERT_TOKEN.test(match[1]!);
}

/** The body RFC 8058 has mail programs post, and that the unsubscribe page's button posts too. */
export const ONE_CLICK_FIELD = "List-Unsubscribe";
export const ONE_CLICK_VALUE = "One-Click";
