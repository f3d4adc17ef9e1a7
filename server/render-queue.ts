import type { RequestHandler } from "express";

export interface RenderQueueLimits {
  /** Requests the routes work on at once; more wait their turn. */
  maxInFlight: number;
  /** Requests that may wait; one more is turned away at once. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is turned away. */
  maxWaitMs: number;
}

/** Seconds a turned-away client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

const BUSY_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy · Makazi</title>
<h1>Makazi is very busy</h1>
<p>Too many people are searching right now. Please try again in a few seconds.</p>
</html>
`;

/**
 * Lets a bounded number of requests reach the routes at once and the next ones wait in the
 * order they came. When the line is full, or a request has waited its longest, it is answered
 * 503 with Retry-After at once rather than left to time out. Kept pages, static files, media
 * and health checks are answered before this and never wait here. Only GET and HEAD wait:
 * a form post is limited where it is read (body size, message limits, sign-in throttling),
 * and one whose body comes slowly over mobile data must not hold a place that pages need.
 */
export function renderQueue({ maxInFlight, maxWaiting, maxWaitMs }: RenderQueueLimits): RequestHandler {
  let inFlight = 0;
  const waiting: Array<() => void> = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  }

  function turnAway(response: Parameters<RequestHandler>[1]) {
    response.status(503);
    response.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    response.setHeader("Cache-Control", "no-store");
    response.type("html").send(BUSY_PAGE);
  }

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      next();
      return;
    }
    const start = () => {
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        release();
      };
      response.once("finish", done);
      response.once("close", done);
      next();
    };

    if (inFlight < maxInFlight) {
      inFlight += 1;
      start();
      return;
    }
    if (waiting.length >= maxWaiting) {
      turnAway(response);
      return;
    }
    const turn = () => {
      clearTimeout(timer);
      response.off("close", leave);
      start();
    };
    const leave = () => {
      clearTimeout(timer);
      const index = waiting.indexOf(turn);
      if (index !== -1) waiting.splice(index, 1);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(response);
    }, maxWaitMs);
    // A client that gave up while waiting leaves the line.
    response.once("close", leave);
    waiting.push(turn);
  };
}
