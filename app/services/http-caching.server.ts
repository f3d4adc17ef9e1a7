import { createHash } from "node:crypto";
import { matchesEtag } from "./media-storage.server";

/**
 * Public pages may be kept by a CDN for a minute and served stale for ten more while it
 * fetches a fresh copy; browsers always ask again (max-age=0), cheaply thanks to the ETag.
 */
export const PUBLIC_PAGE_CACHING = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/** The administrator's pages, and anything answered to a request that carries our cookies. */
export const PRIVATE_CACHING = "private, no-store";

/**
 * The headers of an answer at an address that carries a secret (a search alert's link, a
 * booking's cancel link, a feed's token): never stored, never indexed. React Router gives a
 * route's headers to its HTML and to the data for it (`.data`) alike.
 */
export const secretLinkHeaders = () => ({ "Cache-Control": PRIVATE_CACHING, "X-Robots-Tag": "noindex" });

/** Our cookies (session, confirmation) all start so; a visitor's requests carry none. */
const SITE_COOKIE = /(?:^|;\s*)(?:__Host-)?makazi_/;

/** Whether a request's Cookie header holds a session or confirmation cookie of ours. */
export function carriesSiteCookie(cookieHeader: string | null | undefined): boolean {
  return SITE_COOKIE.test(cookieHeader ?? "");
}

export interface CachingInput {
  request: Request;
  status: number;
  /** Whether the page is one of the administrator's, or one reached by a secret link. */
  privatePage: boolean;
}

/** The Cache-Control of a page or of the data for a page. */
export function cacheControlFor({ request, status, privatePage }: CachingInput): string {
  const shared =
    request.method === "GET" &&
    !privatePage &&
    !carriesSiteCookie(request.headers.get("Cookie")) &&
    (status === 200 || status === 404);
  return shared ? PUBLIC_PAGE_CACHING : PRIVATE_CACHING;
}

/** A weak validator for a page's bytes. */
export function pageEtag(body: string | Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** An answer's Last-Modified, for its `notModified`. */
export interface LastModified {
  date: Date;
  /**
   * Whether an earlier content of the address was given the same date (it changed within a
   * second): If-Modified-Since, in whole seconds, then cannot tell them apart and validates nothing.
   */
  shared: boolean;
}

/**
 * The Last-Modified of answers whose validator is not a time (the content version): the second
 * this process first gave the address that validator. A restart starts again from its own time:
 * a client then gets the whole answer once more, never a wrong 304.
 */
export function lastModifiedClock(
  clock: () => number = Date.now,
): (address: string, validator: string) => LastModified {
  const given = new Map<string, { validator: string; lastModified: LastModified }>();
  return (address, validator) => {
    const known = given.get(address);
    if (known?.validator === validator) return known.lastModified;
    const date = new Date(Math.floor(clock() / 1000) * 1000);
    const shared = known !== undefined && known.lastModified.date.getTime() === date.getTime();
    const lastModified = { date, shared };
    given.set(address, { validator, lastModified });
    return lastModified;
  };
}

/**
 * Whether a GET may be answered 304: If-None-Match when the client sends it (it wins over a
 * date), else If-Modified-Since not before the Last-Modified.
 */
export function notModified(request: Request, etag: string, { date, shared }: LastModified): boolean {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch !== null) return matchesEtag(ifNoneMatch, etag);
  const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
  return !shared && Number.isFinite(since) && date.getTime() <= since;
}
