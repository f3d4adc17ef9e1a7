import { clientNetwork } from "./client-network";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How failed sign-ins slow the next attempt under one key: the first `freeAttempts` go
 * through at once, then each waits twice as long as the one before, from 30 seconds up to
 * 15 minutes. A key that stays quiet for a day starts afresh.
 */
export interface ThrottlePolicy {
  freeAttempts: number;
}

export const FIRST_DELAY_MS = 30 * SECOND;
export const LONGEST_DELAY_MS = 15 * MINUTE;
export const FORGET_AFTER_MS = 24 * HOUR;
/** An attempt in progress holds its key this long, so that parallel guesses wait for its outcome. */
export const ATTEMPT_HOLD_MS = 30 * SECOND;

/** How long to wait after `failures` failures before the next attempt. */
export function delayAfter(failures: number, { freeAttempts }: ThrottlePolicy): number {
  if (failures < freeAttempts) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - freeAttempts), LONGEST_DELAY_MS);
}

export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

const normalizedEmail = (email: string) => email.trim().toLowerCase();

/**
 * What every key of the account from unknown browsers begins with, whatever the network: what
 * clears its lock.
 */
export const accountThrottlePrefix = (email: string) => `account:${normalizedEmail(email)}|`;

/**
 * The keys a sign-in attempt counts under. A browser the account signed in from before counts
 * only against itself, so a stranger's guesses from elsewhere never lock the administrator out
 * of her own phone. Any other browser counts against the account from its network, against the
 * account from every unknown browser together (which slows a guesser spread over many networks),
 * and against its network whatever the account (which slows one network trying many accounts).
 */
export function signInThrottleKeys(
  email: string,
  clientAddress: string,
  knownDeviceHash: string | null,
): ThrottleKey[] {
  if (knownDeviceHash) return [{ key: `device:${knownDeviceHash}`, policy: { freeAttempts: 5 } }];
  const network = clientNetwork(clientAddress);
  return [
    { key: `${accountThrottlePrefix(email)}${network}`, policy: { freeAttempts: 5 } },
    { key: `${accountThrottlePrefix(email)}unknown-devices`, policy: { freeAttempts: 10 } },
    { key: `network:${network}`, policy: { freeAttempts: 20 } },
  ];
}

/** Codes of the second factor, and current passwords typed into a signed-in session. */
export const secondFactorThrottleKey = (userId: number): ThrottleKey => ({
  key: `second-factor:${userId}`,
  policy: { freeAttempts: 5 },
});
export const passwordCheckThrottleKey = (userId: number): ThrottleKey => ({
  key: `password-check:${userId}`,
  policy: { freeAttempts: 5 },
});

/** "Please wait 2 minutes", in whole seconds below a minute and whole minutes above. */
export function waitInWords(milliseconds: number): string {
  if (milliseconds < MINUTE) {
    const seconds = Math.max(1, Math.ceil(milliseconds / SECOND));
    return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  }
  const minutes = Math.ceil(milliseconds / MINUTE);
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
