import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { typedText } from "~/domain/text";
import { readRequestBody, refuseCutUpload } from "./request-bodies";
import { writeResponseBody } from "./response-body";
import { siteUrl } from "./request-edge";

/** Renders a page or runs a form's action: the Fetch request in, React Router's answer out. */
export type PageRenderer = (request: Request, context: RouterContextProvider) => Promise<Response>;

export interface ReactRouterHandlerOptions {
  render: PageRenderer;
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => RouterContextProvider;
  /** Whether a request (its address and headers, no body) comes from a signed-in administrator. */
  /** Whether a signed-in person of the office sent the request (the owner, when `ownerOnly`). */
  fromTheOffice: (request: Request, context: RouterContextProvider, ownerOnly: boolean) => Promise<boolean>;
}

const REDIRECT_CACHING = "private, no-store";
const isRedirect = (status: number) => status >= 300 && status < 400;

/** Percent-escapes of control characters (ESC, BEL…; a NUL was refused) in a query string. */
const ESCAPED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * The address as the routes see it (request-edge.ts), the query's text cleaned of control
 * characters no one types into a search box.
 */
function requestUrl(request: ExpressRequest): URL {
  const url = siteUrl(request);
  if (ESCAPED_CONTROL.test(url.search)) {
    const cleaned = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      cleaned.append(typedText(name, { singleLine: true }), typedText(value, { singleLine: true }));
    }
    url.search = cleaned.toString();
  }
  return url;
}

/**
 * React Router's handler for the build. In production the build is loaded once and handed over
 * as it is: given the loading function, React Router would derive its routes again for every
 * request. In development the function stays, so that each request sees the edited source.
 */
export function pageRenderer(
  build: () => Promise<ServerBuild>,
  mode: "development" | "production",
): PageRenderer {
  if (mode === "development") return createRequestHandler(build, mode);
  const handler = build().then((loaded) => createRequestHandler(loaded, mode));
  return async (request, context) => (await handler)(request, context);
}

/**
 * Hands each request to React Router as a Fetch request, reading its body first within the
 * limits of request-bodies.ts, and writes React Router's answer back.
 */
export function reactRouterHandler({
  render,
  getLoadContext,
  fromTheOffice,
}: ReactRouterHandlerOptions): RequestHandler {
  return async (request, response, next) => {
    try {
      const url = requestUrl(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
      }
      const context = getLoadContext(request, response);
      const reading = await readRequestBody(request, response, url.pathname, (ownerOnly) =>
        fromTheOffice(new Request(url, { headers }), context, ownerOnly),
      );
      if (!reading) return;
      if (reading.replacesContentType) {
        headers.delete("content-type");
        headers.delete("content-length");
      }
      const controller = new AbortController();
      response.on("close", () => {
        if (!response.writableFinished) controller.abort();
      });
      const fetchRequest = new Request(url, {
        method: request.method,
        headers,
        body: reading.body,
        signal: controller.signal,
        ...(reading.body instanceof ReadableStream ? { duplex: "half" } : {}),
      });
      const answer = await render(fetchRequest, context);
      const refusal = reading.refusal();
      if (response.destroyed || response.writableEnded || refusal) {
        await answer.body?.cancel();
        if (refusal && !response.headersSent) refuseCutUpload(request, response, refusal, reading.limit);
        return;
      }
      response.statusMessage = answer.statusText;
      response.status(answer.status);
      for (const [name, value] of answer.headers) response.append(name, value);
      // A redirect may follow from the session (sign in first): no one keeps it.
      if (isRedirect(answer.status) && !answer.headers.has("Cache-Control"))
        response.setHeader("Cache-Control", REDIRECT_CACHING);
      if (answer.body) await writeResponseBody(answer.body, response);
      else response.end();
    } catch (error) {
      if (response.headersSent) return;
      next(error);
    }
  };
}
