import type { RequestHandler } from "express";
import { carriesSiteCookie } from "~/services/http-caching.server";
import type { AppServices } from "~/services/context.server";
import { pageCacheKey } from "~/services/page-cache.server";
import { pageReply } from "~/services/page-response.server";
import { scriptNonceOf } from "./security-headers";

/** Says whether a page came from the kept pages, for operators checking freshness and speed. */
export const CACHE_STATUS_HEADER = "X-Page-Cache";

/**
 * Serves a visitor's page from the pages rendered before (app/entry.server.tsx keeps them) while nothing it shows has changed, without running the route: React rendering
 * is most of a page's cost. Only GET requests for pages without any of our cookies qualify:
 * an administrator's pages, posts, and the data of client-side navigations (`.data`) always
 * go to the routes. A request that finds nothing carries the key on, for its page to be kept.
 */
export function cachedPages(services: AppServices): RequestHandler {
  return async (request, response, next) => {
    if (
      request.method !== "GET" ||
      request.path.endsWith(".data") ||
      carriesSiteCookie(request.headers.cookie)
    ) {
      next();
      return;
    }
    try {
      // The origin the page is rendered for: React Router's request takes its host from
      // X-Forwarded-Host when a proxy is trusted, and so does Express's `request.host`.
      const url = `${request.protocol}://${request.host}${request.originalUrl}`;
      const key = await pageCacheKey(services.database.db, url, new Date());
      const page = services.pageCache.get(key, Date.now());
      if (!page) {
        response.locals.pageCacheKey = key;
        response.setHeader(CACHE_STATUS_HEADER, "miss");
        next();
        return;
      }
      response.setHeader(CACHE_STATUS_HEADER, "hit");
      const nonce = scriptNonceOf(response);
      const reply = pageReply(request.get("If-None-Match") ?? null, {
        html: page.nonce && nonce ? page.html.replaceAll(page.nonce, nonce) : page.html,
        status: page.status,
        headers: new Headers(page.headers),
        nonce,
        mediaBaseUrl: services.config.mediaBaseUrl,
        etag: page.etag,
      });
      response.status(reply.status);
      reply.headers.forEach((value, name) => response.setHeader(name, value));
      if (reply.body === null) {
        response.end();
        return;
      }
      const body = Buffer.from(reply.body);
      response.setHeader("Content-Length", body.length);
      response.end(body);
    } catch (error) {
      next(error);
    }
  };
}

/** The key `cachedPages` found nothing under, for the page rendered now. */
export function pageCacheKeyOf(response: { locals: Record<string, unknown> }): string | undefined {
  const key = response.locals.pageCacheKey;
  return typeof key === "string" ? key : undefined;
}
