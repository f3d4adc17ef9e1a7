import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { pageCacheKeyFrom, scriptNonceFrom, servicesFrom } from "~/services/context.server";
import { cacheControlFor, pageEtag, PUBLIC_PAGE_CACHING } from "~/services/http-caching.server";
import { logger } from "~/shared/logger.server";
import { pageReply } from "~/services/page-response.server";

export const streamTimeout = 5_000;

const ADMIN_LAYOUT_ROUTE = "routes/admin-layout";

/**
 * Renders the whole page before sending it (pages wait for no slow data, so streaming would
 * gain nothing), which gives it an ETag: a browser or CDN holding the same page gets a 304.
 * Every script React and React Router write carries the nonce of the page's
 * Content-Security-Policy.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const adminPage = routerContext.staticHandlerContext.matches.some(
    (match) => match.route.id === ADMIN_LAYOUT_ROUTE,
  );
  const cacheControl = cacheControlFor({ request, status: responseStatusCode, adminPage });
  responseHeaders.set("Cache-Control", cacheControl);
  responseHeaders.append("Vary", "Cookie");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = scriptNonceFrom(loadContext);
  const { html, status } = await renderPage(request, responseStatusCode, routerContext, nonce);
  const { config, pageCache } = servicesFrom(loadContext);

  // Kept for the next visitors when server/cached-pages.ts found none and said where to keep it.
  const pageCacheKey = pageCacheKeyFrom(loadContext);
  let etag: string | undefined;
  if (
    pageCacheKey &&
    status === 200 &&
    cacheControl === PUBLIC_PAGE_CACHING &&
    !responseHeaders.has("Set-Cookie")
  ) {
    etag = pageEtag(html, nonce);
    pageCache.set(pageCacheKey, {
      status,
      headers: [...responseHeaders],
      html,
      nonce,
      etag,
      storedAt: Date.now(),
    });
  }

  const reply = pageReply(request.headers.get("If-None-Match"), {
    html,
    status,
    headers: responseHeaders,
    nonce,
    mediaBaseUrl: config.mediaBaseUrl,
    etag,
  });
  return new Response(reply.body, { status: reply.status, headers: reply.headers });
}

function renderPage(
  request: Request,
  status: number,
  routerContext: EntryContext,
  nonce: string | undefined,
): Promise<{ html: string; status: number }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          pipe(body);
          text(body).then((html) => resolve({ html, status: failed ? 500 : status }), reject);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          logger.error("Rendering a page failed", error);
        },
      },
    );
    // Leaves time to render the error boundaries of whatever did not finish.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Data for client-side navigations follows the same caching rules as the pages. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  if (!response.headers.has("Cache-Control")) {
    response.headers.set(
      "Cache-Control",
      cacheControlFor({ request, status: response.status, adminPage: false }),
    );
    response.headers.append("Vary", "Cookie");
  }
  return response;
};
