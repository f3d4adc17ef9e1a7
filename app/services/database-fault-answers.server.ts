import {
  type EntryContext,
  type MiddlewareFunction,
  type RouterContextProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
} from "react-router";
import { type DatabaseFault, RETRY_AFTER_SECONDS } from "~/data/database-faults.server";
import { databaseFaultFrom } from "./context.server";

/** What a page says when the database could not serve it, read or write. */
const FAULT_MESSAGES: Record<DatabaseFault, { read: string; write: string }> = {
  unavailable: {
    read: "The site cannot reach its data for a moment. Please try again in a minute.",
    write:
      "The site cannot reach its data for a moment, so nothing was saved. Go back: what you typed is still there. Send it again in a minute.",
  },
  full: {
    read: "The site has no room left to save anything. Please try again later.",
    write:
      "The site has no room left to save anything, so nothing was saved. Go back: what you typed is still there. Send it again later.",
  },
};

/**
 * For a page the database could not serve (handleError noted the fault): its errors become a
 * 503 that says why, with Retry-After. Gives the status to answer with, or null.
 */
export function pageFaultStatus(
  request: Request,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  responseHeaders: Headers,
): number | null {
  const fault = databaseFaultFrom(loadContext);
  if (!fault) return null;
  const messages = FAULT_MESSAGES[fault];
  // Only a write that failed itself was not saved; one saved before the page failed was.
  const writeFailed =
    !["GET", "HEAD"].includes(request.method) && !routerContext.staticHandlerContext.actionData;
  const message = writeFailed ? messages.write : messages.read;
  const errors = routerContext.staticHandlerContext.errors ?? {};
  for (const routeId of Object.keys(errors)) {
    errors[routeId] = new ErrorResponseImpl(503, "Service Unavailable", message);
  }
  responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return 503;
}

/** React Router's own answers for a resource route that failed: its last resort, or a thrown error response. */
const RESOURCE_ERROR_TYPES = /^(text\/plain|application\/json)\b/;

/**
 * Answers the requests the database could not serve outside a page (an upload, the map's
 * data) with a 503 and Retry-After, the reason in JSON as `error`. Pages answer for themselves
 * (pageFaultStatus), and so does the data of a page a script asks for.
 */
export const databaseFaultAnswers: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const fault = databaseFaultFrom(context);
  if (
    !fault ||
    response.status < 500 ||
    !RESOURCE_ERROR_TYPES.test(response.headers.get("Content-Type") ?? "")
  ) {
    return response;
  }
  await response.body?.cancel();
  const messages = FAULT_MESSAGES[fault];
  return Response.json(
    { error: ["GET", "HEAD"].includes(request.method) ? messages.read : messages.write },
    { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
};
