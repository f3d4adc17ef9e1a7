import { clientNetwork } from "./client-network";

/** How long a sign-in lasts. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A session ends this long after sign-in, however busy. */
export const SESSION_LIFETIME_MS = 7 * 24 * HOUR;
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * HOUR;
/** The last-seen time is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

/** Whether a session is over at `now`, and if not whether its last-seen time is worth writing. */
export function sessionStatus(
  { lastSeenAt, expiresAt }: SessionTimes,
  now: Date,
): "expired" | "touch" | "fresh" {
  const elapsed = now.getTime() - lastSeenAt.getTime();
  if (now >= expiresAt || elapsed >= SESSION_IDLE_MS) return "expired";
  return elapsed >= SESSION_TOUCH_INTERVAL_MS ? "touch" : "fresh";
}

/** Sign-in lock-out: failures counted per account and per client address over a window. */
export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export const accountKey = (email: string) => `email:${email.trim().toLowerCase()}`;
/** Failures from every address of one IPv6 /64 network count together, as for messages. */
export const addressKey = (address: string) => `address:${clientNetwork(address)}`;
