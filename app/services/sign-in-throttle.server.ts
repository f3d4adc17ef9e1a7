import type { AppDatabase } from "~/data/app-database";
import {
  claimAttempt,
  deleteForgottenThrottles,
  delayNextAttempt,
  releaseThrottles,
} from "~/data/sign-in-throttles.server";
import {
  ATTEMPT_HOLD_MS,
  delayAfter,
  FORGET_AFTER_MS,
  type ThrottleKey,
  waitInWords,
} from "~/domain/sign-in-throttle";

export const tooManyAttempts = (retryAfterMs: number) =>
  `Too many failed attempts. Please wait ${waitInWords(retryAfterMs)} and try again.`;

export type Attempt =
  | { allowed: false; retryAfterMs: number }
  | {
      allowed: true;
      /** The secret was right: every key starts afresh. */
      succeeded(): Promise<void>;
      /** The secret was wrong: each key waits as its failures say; true if one now has to wait. */
      failed(): Promise<{ delayed: boolean }>;
    };

/**
 * Takes an attempt at a secret (a password, a code) under every key, before checking it.
 * Refused when any key has to wait; the keys claimed before it then count the refusal as a failure.
 */
export async function takeAttempt(
  db: AppDatabase,
  keys: readonly ThrottleKey[],
  now = new Date(),
): Promise<Attempt> {
  const options = { holdMs: ATTEMPT_HOLD_MS, forgetAfterMs: FORGET_AFTER_MS, now };
  const claims: Array<ThrottleKey & { failures: number }> = [];
  const delayClaimed = async () => {
    let delayed = false;
    for (const { key, policy, failures } of claims) {
      const delay = delayAfter(failures, policy);
      delayed ||= delay > 0;
      await delayNextAttempt(db, key, new Date(now.getTime() + delay));
    }
    return { delayed };
  };
  for (const { key, policy } of keys) {
    const claim = await claimAttempt(db, key, { ...options, freeAttempts: policy.freeAttempts });
    if (!claim.claimed) {
      await delayClaimed();
      await deleteForgottenThrottles(db, FORGET_AFTER_MS, now);
      return { allowed: false, retryAfterMs: Math.max(0, claim.nextAttemptAt.getTime() - now.getTime()) };
    }
    claims.push({ key, policy, failures: claim.failures });
  }
  return {
    allowed: true,
    succeeded: () =>
      releaseThrottles(
        db,
        keys.map(({ key }) => key),
      ),
    failed: delayClaimed,
  };
}
