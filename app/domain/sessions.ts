/** How long a sign-in lasts. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A session ends this long after sign-in, however busy. */
export const SESSION_LIFETIME_MS = 7 * 24 * HOUR;
/** A session ends after this long without a request: an administrator's, so kept short. */
export const SESSION_IDLE_MS = 2 * HOUR;
/** Between a right password and the second factor, at most this long. */
export const SECOND_FACTOR_WAIT_MS = 10 * MINUTE;
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
