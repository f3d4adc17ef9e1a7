import type { RouterContextProvider } from "react-router";
import { countInWindow, deleteEndedWindows } from "~/data/rate-limits.server";
import type { AppDatabase } from "~/data/app-database";
import {
  checkedNumberKey,
  checkedNumberLimitFor,
  MAILS_PER_VISITOR_MAILBOX,
  messageLimitFor,
  messageSenderKey,
  type RateLimit,
  SIGN_IN_LINK_LIMIT,
  signInLinkKey,
  verificationKey,
  verificationLimitFor,
  visitorMailboxKey,
  WINDOWS_KEPT_MS,
} from "~/domain/rate-limit";
import { clientAddressFrom, servicesFrom } from "./context.server";

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one action under `key` and allows it while no more than `limit.max` fall in the
 * current window. The count lives in the database, so every instance of the site shares it,
 * and is taken in one statement, so parallel requests cannot all take the last place.
 */
async function takeSlot(
  context: Readonly<RouterContextProvider>,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<RateLimitDecision> {
  const db = servicesFrom(context).database.db;
  const { hits, startedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (hits === 1) await deleteEndedWindows(db, WINDOWS_KEPT_MS, now);
  if (hits <= limit.max) return { allowed: true };
  const windowEnd = startedAt.getTime() + limit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
}

/** Seconds to wait when this action is over its limit, else null (the action is counted). */
export async function slotWait(
  db: AppDatabase,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<number | null> {
  const { hits, startedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (hits <= limit.max) return null;
  return Math.ceil((startedAt.getTime() + limit.windowMs - now.getTime()) / 1000);
}

/**
 * Counts one e-mail a stranger's form makes the site send to `email`, whichever way it is
 * spelled; says how long to wait when that mailbox has had its share (MAILS_PER_VISITOR_MAILBOX).
 */
export function visitorMailboxWait(db: AppDatabase, email: string, now: Date): Promise<number | null> {
  return slotWait(db, visitorMailboxKey(email), MAILS_PER_VISITOR_MAILBOX, now);
}

/** Lets the request's client send one more message (contact form or enquiry), or says how long to wait. */
export function takeMessageSlot(
  context: Readonly<RouterContextProvider>,
  now = new Date(),
): Promise<RateLimitDecision> {
  const address = clientAddressFrom(context);
  return takeSlot(context, messageSenderKey(address), messageLimitFor(address), now);
}

/** Lets the request's client make one more "Is this really us?" check, or says how long to wait. */
export function takeVerificationSlot(
  context: Readonly<RouterContextProvider>,
  now = new Date(),
): Promise<RateLimitDecision> {
  const address = clientAddressFrom(context);
  return takeSlot(context, verificationKey(address), verificationLimitFor(address), now);
}

/**
 * Whether the request's client may raise the count of a number checked that is not the office's
 * once more today (CHECKED_NUMBER_LIMIT); the check itself is limited by takeVerificationSlot.
 */
export async function takeCheckedNumberSlot(
  context: Readonly<RouterContextProvider>,
  number: { kind: string; number: string },
  now = new Date(),
): Promise<boolean> {
  const address = clientAddressFrom(context);
  const decision = await takeSlot(
    context,
    checkedNumberKey(address, number),
    checkedNumberLimitFor(address),
    now,
  );
  return decision.allowed;
}

/** Lets one more sign-in link be e-mailed to the account, or says how long to wait. */
export function takeSignInLinkSlot(
  context: Readonly<RouterContextProvider>,
  userId: number,
  now = new Date(),
): Promise<RateLimitDecision> {
  return takeSlot(context, signInLinkKey(userId), SIGN_IN_LINK_LIMIT, now);
}
