import type { RequestHandler } from "express";
import type { EventLoopLoad } from "./event-loop-load";

export interface RenderQueueLimits {
  /** Requests the routes work on at once; more wait their turn. */
  maxInFlight: number;
  /** Requests that may wait; one more is turned away at once. */
  maxWaiting: number;
  /** How long a request may wait for its turn before it is turned away. */
  maxWaitMs: number;
}

/** The weight of the latest render in the average of how long renders take. */
const RENDER_TIME_WEIGHT = 0.2;

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
 * 503 with Retry-After at once rather than left to time out. A request's wait counts from when
 * it arrived, taken to be the event loop's delay before now: time spent waiting for the CPU
 * before it got here is time its visitor waited too. While the process is saturated nobody
 * joins the line, and those in it are turned away when a render ends, rather than adding a
 * wait in line to the one for the CPU. Nor does a request join the line when the renders ahead
 * of it would take longer than its wait allows, going by how long renders take now: it is
 * turned away at once rather than after waiting in vain. Kept pages, static files, media
 * and health checks are answered before this and never wait here. Only GET and HEAD wait:
 * a form post is limited where it is read (body size, message limits, sign-in throttling),
 * and one whose body comes slowly over mobile data must not hold a place that pages need.
 */
export function renderQueue(
  { maxInFlight, maxWaiting, maxWaitMs }: RenderQueueLimits,
  load: EventLoopLoad = { delayMs: () => 0, saturated: () => false },
  clock: () => number = () => performance.now(),
): RequestHandler {
  const waiting: Array<{ turn: () => void; turnAway: () => void }> = [];
  /** How long a render takes now, start to finish (a moving average; 0 until one has finished). */
  let renderMs = 0;
  /** When each render in flight began, earliest first: as many as are in flight. */
  const startTimes: number[] = [];
  /**
   * How long a request joining the line now would wait, going by how long renders take: as
   * long as they took lately, or as the renders in flight, all of them, have run already
   * (when a cold or stalled process renders slower than it did).
   */
  const expectedWaitMs = () => {
    const youngestRunMs = startTimes.length === 0 ? 0 : clock() - startTimes[startTimes.length - 1]!;
    return Math.ceil((waiting.length + 1) / maxInFlight) * Math.max(renderMs, youngestRunMs);
  };

  function release() {
    if (load.saturated()) for (const waiter of waiting.splice(0)) waiter.turnAway();
    waiting.shift()?.turn();
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
      const startedAt = clock();
      startTimes.push(startedAt);
      let released = false;
      const done = () => {
        if (released) return;
        released = true;
        startTimes.splice(startTimes.indexOf(startedAt), 1);
        renderMs += (clock() - startedAt - renderMs) * RENDER_TIME_WEIGHT;
        release();
      };
      response.once("finish", done);
      response.once("close", done);
      next();
    };

    if (startTimes.length < maxInFlight) {
      start();
      return;
    }
    const waitLeftMs = maxWaitMs - load.delayMs();
    if (
      waiting.length >= maxWaiting ||
      waitLeftMs <= 0 ||
      expectedWaitMs() > waitLeftMs ||
      load.saturated()
    ) {
      turnAway(response);
      return;
    }
    const waiter = {
      turn() {
        clearTimeout(timer);
        response.off("close", leave);
        start();
      },
      turnAway() {
        clearTimeout(timer);
        response.off("close", leave);
        turnAway(response);
      },
    };
    const leave = () => {
      clearTimeout(timer);
      const index = waiting.indexOf(waiter);
      if (index !== -1) waiting.splice(index, 1);
    };
    const timer = setTimeout(() => {
      leave();
      turnAway(response);
    }, waitLeftMs);
    // A client that gave up while waiting leaves the line.
    response.once("close", leave);
    waiting.push(waiter);
  };
}
