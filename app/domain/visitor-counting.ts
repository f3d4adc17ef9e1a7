import { isListingEvent, type ListingEvent } from "./listing-events";
import { isSlug } from "./slug";

/**
 * What a visitor's page counts each time a person is sent it: a view of a listing, or a search
 * that found nothing (its key, from `emptySearchKey`). Kept with the page, so that a page sent
 * again from the kept pages counts as one rendered does.
 */
export type PageVisit = { kind: "listing"; slug: string } | { kind: "empty-search"; search: string };

/**
 * Programs that announce themselves: search engines, link previews (WhatsApp, Facebook, X,
 * Telegram…), monitors, scripts and headless browsers. A browser's user agent names none
 * (the CUBOT phones' aside).
 */
const OBVIOUS_BOT =
  /(?<!cu)bot\b|bot\/|crawl|spider|slurp|scrap|facebookexternalhit|facebookcatalog|whatsapp|telegram|preview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|monitor|uptime|pingdom|curl\/|wget\/|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|http_request|mediapartners|google-inspectiontool|feed|validator|^mozilla\/[45]\.0$/i;

/** Whether a user agent is a program's rather than a person's browser; none at all counts as a program. */
export function isObviousBot(userAgent: string | null | undefined): boolean {
  return !userAgent || OBVIOUS_BOT.test(userAgent);
}

/**
 * `isObviousBot` that remembers its answers for the last few hundred user agents (a site sees
 * few different ones at a time): a lookup instead of the pattern on every page sent.
 */
export function rememberingBotCheck(limit = 500): (userAgent: string | null | undefined) => boolean {
  const answers = new Map<string, boolean>();
  return (userAgent) => {
    if (!userAgent) return true;
    let answer = answers.get(userAgent);
    if (answer === undefined) {
      if (answers.size >= limit) answers.clear();
      answer = isObviousBot(userAgent);
      answers.set(userAgent, answer);
    }
    return answer;
  };
}

/** The request headers that tell whether a person is looking, and where from. */
export interface VisitRequest {
  method: string;
  userAgent: string | null | undefined;
  /** `Sec-Purpose`, or the older `Purpose` / `X-Purpose` / `X-Moz`: `prefetch` when the browser only fetches ahead. */
  purpose: string | null | undefined;
  /** The client's address as the server sees it (behind a trusted proxy, the proxy says). */
  clientAddress: string;
}

/**
 * Whether a request for a page is a person looking at it: a GET (a HEAD reads no page), not
 * fetched ahead by the browser (a prefetch or prerender may never be seen), not a program.
 */
export function countsAsVisit(
  { method, userAgent, purpose }: Omit<VisitRequest, "clientAddress">,
  isBot: (userAgent: string | null | undefined) => boolean = isObviousBot,
): boolean {
  return method === "GET" && !/prefetch|preview/i.test(purpose ?? "") && !isBot(userAgent);
}

/** The headers of a page request that say whether a person asked for it, and the client's address. */
export function visitRequest(
  method: string,
  header: (name: string) => string | null | undefined,
  clientAddress: string,
): VisitRequest {
  return {
    method,
    userAgent: header("user-agent"),
    purpose: header("sec-purpose") ?? header("purpose") ?? header("x-purpose") ?? header("x-moz"),
    clientAddress,
  };
}

/** A listing event the page script reported, or null when the body is not one. */
export function parseListingEvent(form: URLSearchParams): { slug: string; event: ListingEvent } | null {
  const slug = form.get("listing") ?? "";
  const event = form.get("event") ?? "";
  return isSlug(slug) && isListingEvent(event) ? { slug, event } : null;
}
