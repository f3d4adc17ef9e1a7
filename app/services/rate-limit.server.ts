import type { RouterContextProvider } from "react-router";
import { countLiveHits, recordHit } from "~/data/rate-limits.server";
import { MESSAGE_LIMIT, messageSenderKey, type RateLimit } from "~/domain/rate-limit";
import { clientAddressFrom, servicesFrom } from "./context.server";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one action under `key` unless `limit.max` already count. The count lives in the
 * database, so every instance of the site shares it. Two requests at the very same moment
 * may both get the last place: the limit is there to stop floods, not to be exact.
 */
async function takeSlot(
  context: Readonly<RouterContextProvider>,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<RateLimitDecision> {
  const db = servicesFrom(context).database.db;
  const { count, firstExpiry } = await countLiveHits(db, key, now);
  if (count >= limit.max && firstExpiry) {
    return { allowed: false, retryAfterSeconds: Math.ceil((firstExpiry.getTime() - now.getTime()) / 1000) };
  }
  await recordHit(db, key, new Date(now.getTime() + limit.windowMs), now);
  return { allowed: true };
}

/** Lets the request's client send one more message (contact form or enquiry), or says how long to wait. */
export function takeMessageSlot(
  context: Readonly<RouterContextProvider>,
  now = new Date(),
): Promise<RateLimitDecision> {
  return takeSlot(context, messageSenderKey(clientAddressFrom(context)), MESSAGE_LIMIT, now);
}
