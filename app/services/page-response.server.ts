import { contentSecurityPolicy } from "./content-security-policy.server";
import { pageEtag, PUBLIC_PAGE_CACHING } from "./http-caching.server";
import { matchesEtag } from "./media-storage.server";

export interface RenderedPage {
  html: string;
  status: number;
  /** Cache-Control, Vary and Content-Type already set. */
  headers: Headers;
  /** The nonce the page's scripts carry; none in development. */
  nonce: string | undefined;
  mediaBaseUrl: string | null;
  /** The page's ETag, when it was computed before (a kept page's). */
  etag?: string;
}

export interface PageReply {
  status: number;
  headers: Headers;
  /** None for a 304. */
  body: string | null;
}

/**
 * What to answer with a rendered page: a public page gets an ETag, and a 304 when the browser
 * or CDN holds it already (keeping the policy of the page it holds, whose nonce its scripts
 * carry); otherwise the page with its Content-Security-Policy.
 */
export function pageReply(
  ifNoneMatch: string | null,
  { html, status, headers, nonce, mediaBaseUrl, etag = pageEtag(html, nonce) }: RenderedPage,
): PageReply {
  if (headers.get("Cache-Control") === PUBLIC_PAGE_CACHING && status === 200) {
    headers.set("ETag", etag);
    if (matchesEtag(ifNoneMatch ?? undefined, etag)) return { status: 304, headers, body: null };
  }
  const mediaOrigin = mediaBaseUrl ? new URL(mediaBaseUrl).origin : null;
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, mediaOrigin));
  return { status, headers, body: html };
}
