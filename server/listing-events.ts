import type { RequestHandler } from "express";
import { LISTING_EVENTS_PATH } from "~/domain/listing-events";
import { isObviousBot, parseListingEvent } from "~/domain/visitor-counting";
import type { VisitorCounter } from "~/services/visitor-counts.server";
import { readUpTo, TOO_LARGE, TOO_SLOW } from "./request-bodies";

/** `listing=<slug>&event=whatsapp` and the like are a few dozen bytes; nothing longer is read. */
export const LISTING_EVENT_BODY_LIMIT = 256;

/**
 * The page script's reports of taps on WhatsApp and Call and of saves (`navigator.sendBeacon`,
 * a url-encoded form from the same site): counted in memory, once a day per client network
 * (`request.ip`, which follows TRUST_PROXY), answered 204 with no body and no cookie.
 * Programs, and reports on listings that are not published, are answered the same but not
 * counted.
 */
export function listingEvents(
  counter: VisitorCounter,
  isPublishedListing: (slug: string) => Promise<boolean>,
): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== "POST" || request.path !== LISTING_EVENTS_PATH) return next();
    response.setHeader("Cache-Control", "no-store");
    const refuse = (status: 400 | 408 | 413 | 415, message: string) => {
      response.setHeader("Connection", "close");
      response.status(status).type("text/plain").send(`${message}\n`);
    };
    const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") {
      return refuse(415, "A listing event is sent as application/x-www-form-urlencoded.");
    }
    const tooLarge = `A listing event is at most ${LISTING_EVENT_BODY_LIMIT} bytes.`;
    if (Number(request.headers["content-length"] ?? 0) > LISTING_EVENT_BODY_LIMIT)
      return refuse(413, tooLarge);
    try {
      const body = await readUpTo(request, LISTING_EVENT_BODY_LIMIT);
      if (body === TOO_LARGE) return refuse(413, tooLarge);
      if (body === TOO_SLOW) return refuse(408, "A listing event took too long to arrive.");
      const reported = parseListingEvent(new URLSearchParams(body.toString("utf8")));
      if (!reported)
        return refuse(400, "Not a listing event: send listing=<slug>&event=whatsapp, call or save.");
      if (!isObviousBot(request.headers["user-agent"]) && (await isPublishedListing(reported.slug)))
        counter.countListingEvent(reported.slug, reported.event, request.ip ?? "unknown");
      response.status(204).end();
    } catch (error) {
      next(error);
    }
  };
}
