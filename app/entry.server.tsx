import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { databaseFault } from "~/data/database-faults.server";
import { brandStyle, DEFAULT_BRAND, type SiteBrand } from "~/domain/brand";
import { ScriptNonce } from "~/site/components/script-nonce";
import { contentSecurityPolicy, withoutModulePreloads } from "~/services/content-security-policy.server";
import { visitRequest } from "~/domain/visitor-counting";
import {
  clientAddressFrom,
  keepPlaceFrom,
  noteDatabaseFault,
  pageVisitFrom,
  servicesFrom,
} from "~/services/context.server";
import { pageFaultStatus } from "~/services/database-fault-answers.server";
import {
  cacheControlFor,
  pageEtag,
  PRIVATE_CACHING,
  PUBLIC_PAGE_CACHING,
} from "~/services/http-caching.server";
import { KEPT_PAGE_STATUS_HEADER } from "~/services/kept-pages.server";
import { tileImageSource } from "~/services/map-tiles.server";
import { matchesEtag } from "~/services/media-storage.server";
import { logger } from "~/shared/logger.server";

export const streamTimeout = 5_000;

/**
 * Logs what failed. A database that cannot serve the request just now (restarting, busy, full)
 * is noted, so that the answer is a 503 that says so rather than a 500.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const fault = databaseFault(error);
  if (!fault) {
    if (isRouteErrorResponse(error) && error.status < 500) {
      // A request the site does not answer (a wrong method, an unknown action): the client's
      // doing, so a line to count, not a stack to read.
      logger.info("Refused a request", {
        status: error.status,
        method: request.method,
        path: new URL(request.url).pathname,
      });
      return;
    }
    const cause = isRouteErrorResponse(error) && "error" in error ? error.error : undefined;
    logger.error("A request failed", cause ?? error);
    return;
  }
  noteDatabaseFault(context, fault);
  logger.warn("The database could not serve a request", {
    fault,
    path: new URL(request.url).pathname,
    error: error instanceof Error ? error.message : String(error),
  });
};

/** What a route says of its pages in its `handle` export. */
export interface PageHandle {
  /** The administrator's pages: never kept, never shared. */
  adminPage?: boolean;
  /** Pages that differ on each visit (a random draw): how many renderings to keep and pick from. */
  keptRenderings?: number;
  /**
   * Pages whole as sent, with the page script only, never rendered in the browser: the
   * visitors' pages, and the office's window card.
   */
  htmlOnly?: boolean;
  /**
   * Whether the page at an address may be kept; every address when left out. A page that
   * answers what one visitor typed (a calculation) is rendered each time, so that the kept
   * pages cannot be filled with addresses nobody else asks for.
   */
  keptAt?: (url: URL) => boolean;
  /**
   * Pages for one visitor, opened by a secret link (a search alert's) or answering what they sent
   * (a booking): never kept, never shared, never indexed.
   */
  secretLink?: boolean;
  /** The origins the page may frame (a listing's video player), from the route's loader data; none when left out. */
  frameSources?: (loaderData: unknown) => string[];
}

function pageHandles(routerContext: EntryContext): PageHandle[] {
  return routerContext.staticHandlerContext.matches.map((match) => (match.route.handle ?? {}) as PageHandle);
}

/** The office's brand as the root loaded it; the new site's when the root could not load (a fault page). */
function pageBrand(routerContext: EntryContext): SiteBrand {
  const root = routerContext.staticHandlerContext.loaderData.root as { brand?: SiteBrand } | undefined;
  return root?.brand ?? DEFAULT_BRAND;
}

/** What the page's routes let it frame, each as its handle says from its own loader data. */
function pageFrameSources(routerContext: EntryContext): string[] {
  const { matches, loaderData } = routerContext.staticHandlerContext;
  return matches.flatMap((match) => {
    const handle = (match.route.handle ?? {}) as PageHandle;
    return handle.frameSources?.(loaderData[match.route.id]) ?? [];
  });
}

/**
 * Renders the whole page before sending it (pages wait for no slow data, so streaming would
 * gain nothing), which gives it an ETag: a browser or CDN holding the same page gets a 304.
 * A visitor's page is the same bytes for everyone: its scripts run by their hashes, and it is
 * kept to be sent again as it is. A page rendered for one person (the administrator, anyone
 * carrying our cookies) gets a nonce of its own.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseStatusCode =
    pageFaultStatus(request, routerContext, loadContext, responseHeaders) ?? responseStatusCode;
  const handles = pageHandles(routerContext);
  // A route may make its answer private with its own headers (an answer for one visitor), never public.
  const saidPrivate = /\bprivate\b|\bno-store\b/.test(responseHeaders.get("Cache-Control") ?? "");
  const privatePage = saidPrivate || handles.some((handle) => handle.adminPage || handle.secretLink);
  const cacheControl = cacheControlFor({ request, status: responseStatusCode, privatePage });
  responseHeaders.set("Cache-Control", cacheControl);
  if (privatePage) responseHeaders.set("X-Robots-Tag", "noindex");
  responseHeaders.append("Vary", "Cookie");
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const { config, keptPages, visitorCounts, ownScriptHashes } = servicesFrom(loadContext);
  const development = config.environment === "development";
  const visitorsPage = cacheControl === PUBLIC_PAGE_CACHING;
  const nonce = development || visitorsPage ? undefined : randomBytes(16).toString("base64");
  const rendered = await renderPage(request, responseStatusCode, routerContext, nonce);
  const { status } = rendered;
  const html = visitorsPage && !development ? withoutModulePreloads(rendered.html) : rendered.html;
  const scripts = development ? null : { nonce, hashes: ownScriptHashes };
  const imageSources = [
    ...(config.mediaBaseUrl ? [new URL(config.mediaBaseUrl).origin] : []),
    ...[tileImageSource(config.mapTiles.url)].filter((source) => source !== null),
  ];
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy(scripts, imageSources, pageFrameSources(routerContext), [
      brandStyle(pageBrand(routerContext)),
    ]),
  );

  const body = Buffer.from(html);
  // Looked for among the kept pages, and not found.
  const place = keepPlaceFrom(loadContext);
  if (place) responseHeaders.set(KEPT_PAGE_STATUS_HEADER, "miss");
  if (!visitorsPage || status !== 200) {
    return new Response(body, { status, headers: responseHeaders });
  }
  const etag = pageEtag(body);
  responseHeaders.set("ETag", etag);
  // Counted as the kept page will be each time it is sent (kept-pages.server.ts), a 304 too.
  const visit = pageVisitFrom(loadContext);
  if (visit)
    visitorCounts.countPageVisit(
      visitRequest(request.method, (name) => request.headers.get(name), clientAddressFrom(loadContext)),
      visit,
    );
  // Kept for the next visitors, where the server said.
  const url = new URL(request.url);
  if (
    place &&
    !responseHeaders.has("Set-Cookie") &&
    handles.every((handle) => handle.keptAt?.(url) ?? true)
  ) {
    const renderings = Math.max(1, ...handles.map((handle) => handle.keptRenderings ?? 1));
    keptPages.keep(place, { status, headers: [...responseHeaders], body, etag, visit }, renderings);
  }
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, etag)) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(body, { status, headers: responseHeaders });
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
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
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
export const handleDataRequest: HandleDataRequestFunction = (response, { request, params }) => {
  // A route whose address holds a secret (a feed's, an alert's, a cancel link's): its data is
  // never stored by anyone and never indexed, whatever the route said.
  if (params.token !== undefined) {
    response.headers.set("Cache-Control", PRIVATE_CACHING);
    response.headers.set("X-Robots-Tag", "noindex");
    return response;
  }
  if (!response.headers.has("Cache-Control")) {
    response.headers.set(
      "Cache-Control",
      cacheControlFor({ request, status: response.status, privatePage: false }),
    );
    response.headers.append("Vary", "Cookie");
  }
  return response;
};
