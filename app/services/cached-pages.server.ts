import type { MiddlewareFunction } from "react-router";
import { pageCacheKeyFrom, scriptNonceFrom, servicesFrom } from "./context.server";
import { PUBLIC_PAGE_CACHING } from "./http-caching.server";

/** Headers written afresh for every response: the policy carries that response's nonce. */
const PER_RESPONSE_HEADERS = new Set(["content-security-policy", "etag", "content-length"]);

function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get("Cache-Control") === PUBLIC_PAGE_CACHING &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    response.headers.has("ETag") &&
    !response.headers.has("Set-Cookie")
  );
}

/**
 * Keeps a visitor's rendered page for the next visitors, when the server found none kept and
 * named where to keep it (server/cached-pages.ts, which serves the kept pages).
 */
export const keepPublicPages: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const key = pageCacheKeyFrom(context);
  if (key && storable(response)) {
    servicesFrom(context).pageCache.set(key, {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !PER_RESPONSE_HEADERS.has(name.toLowerCase())),
      html: await response.clone().text(),
      nonce: scriptNonceFrom(context),
      etag: response.headers.get("ETag")!,
      storedAt: Date.now(),
    });
  }
  return response;
};
