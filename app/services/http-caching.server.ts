import { createHash } from "node:crypto";

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
