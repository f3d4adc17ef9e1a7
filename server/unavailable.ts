import type { ErrorRequestHandler, RequestHandler } from "express";
import { databaseFault, RETRY_AFTER_SECONDS } from "~/data/database-faults.server";
import { logger } from "~/shared/logger.server";

function answerUnavailable(response: Parameters<RequestHandler>[1], text: string): void {
  response
    .status(503)
    .set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" })
    .type("text/plain")
    .send(text);
}

/** While the process waits for its database, every page is answered 503, to be asked again shortly. */
export function unavailableWhileStarting(starting: () => boolean): RequestHandler {
  return (_request, response, next) => {
    if (!starting()) return next();
    answerUnavailable(
      response,
      "Makazi is starting. Please try again in a moment.\nMakazi inaanza. Tafadhali jaribu tena baada ya muda mfupi.\n",
    );
  };
}

/**
 * The last word on a request that failed outside the pages (which answer for themselves): a
 * database that cannot serve just now gives a 503 to try again, anything else a logged 500.
 */
export function whenSomethingFails(): ErrorRequestHandler {
  return (error, request, response, next) => {
    const status = (error as { status?: unknown }).status;
    // Express's own refusals (a malformed address, say) keep their 4xx.
    if (response.headersSent || (typeof status === "number" && status < 500)) return next(error);
    const fault = databaseFault(error);
    if (fault) {
      logger.warn("The database could not serve a request", {
        fault,
        path: request.path,
        error: error instanceof Error ? error.message : String(error),
      });
      answerUnavailable(
        response,
        "The site cannot reach its data for a moment. Please try again in a minute.\n",
      );
      return;
    }
    logger.error("A request failed", error, { path: request.path });
    response.status(500).set("Cache-Control", "no-store").type("text/plain").send("Something went wrong.\n");
  };
}
