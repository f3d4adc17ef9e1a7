import type { AppDatabase } from "~/data/app-database";
import { acceptTimeStep, spendRecoveryCode } from "~/data/second-factor.server";
import { looksLikeRecoveryCode, matchingTimeStep, recoveryCodeHash } from "~/domain/second-factor.server";
import { secondFactorThrottleKey } from "~/domain/sign-in-throttle";
import { takeAttempt, tooManyAttempts } from "./sign-in-throttle.server";

export const WRONG_CODE =
  "That code is not right, or was used already. Please try the newest code from your app.";

export type CodeCheck =
  | { ok: true; step: number | null; usedRecoveryCode: boolean }
  | { ok: false; message: string; httpStatus: 400 | 429 };

/**
 * Checks a code from the authenticator app against `secret`, or, where `recoveryCodes` allows,
 * spends a recovery code. Each code is accepted once, and wrong ones count towards the account's
 * second-factor throttle, so a borrowed session cannot be used to guess them.
 */
export async function checkSecondFactorCode(
  db: AppDatabase,
  userId: number,
  {
    secret,
    code,
    recoveryCodes,
    now = new Date(),
  }: {
    secret: string | null;
    code: string;
    recoveryCodes: boolean;
    now?: Date;
  },
): Promise<CodeCheck> {
  const attempt = await takeAttempt(db, [secondFactorThrottleKey(userId)], now);
  if (!attempt.allowed) return { ok: false, message: tooManyAttempts(attempt.retryAfterMs), httpStatus: 429 };
  const usedRecoveryCode = recoveryCodes && looksLikeRecoveryCode(code);
  let step: number | null = null;
  let accepted = false;
  if (usedRecoveryCode) {
    accepted = await spendRecoveryCode(db, userId, recoveryCodeHash(code));
  } else if (secret) {
    step = matchingTimeStep(secret, code, now);
    accepted = step !== null && (await acceptTimeStep(db, userId, step));
  }
  if (!accepted) {
    await attempt.failed();
    return { ok: false, message: WRONG_CODE, httpStatus: 400 };
  }
  await attempt.succeeded();
  return { ok: true, step, usedRecoveryCode };
}
