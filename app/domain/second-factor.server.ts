import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT } from "./second-factor";

/** RFC 6238 as every authenticator app does it: HMAC-SHA1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after still counts: phone clocks drift. */
const STEPS_OF_DRIFT = 1;

/** The authenticator app's view of `secret`, a base32 text as stored. */
const totpOf = (secret: string, { account = "", issuer = "" } = {}) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: DIGITS,
    period: STEP_SECONDS,
    label: account,
    issuer,
  });

/** A new 160-bit secret, in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const timeStepAt = (now: Date) => TOTP.counter({ period: STEP_SECONDS, timestamp: now.getTime() });

/** The code for one time step. */
export const totpCode = (secret: string, step: number): string =>
  totpOf(secret).generate({ timestamp: step * STEP_SECONDS * 1000 });

/** The time step whose code `code` is, within the allowed drift of `now`; null if none. */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const typed = Buffer.from(digits);
  const current = timeStepAt(now);
  let matched: number | null = null;
  // Every step is compared, each in constant time, so how long the check takes tells nothing of the code.
  for (let step = current - STEPS_OF_DRIFT; step <= current + STEPS_OF_DRIFT; step++) {
    if (timingSafeEqual(typed, Buffer.from(totpCode(secret, step)))) matched ??= step;
  }
  return matched;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, account: string, issuer: string): string =>
  totpOf(secret, { account, issuer }).toString();

/** The secret in groups of four, easier to type into an app by hand. */
export const secretInGroups = (secret: string) => secret.match(/.{1,4}/g)!.join(" ");

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten codes such as `k7mq2-xr9ta`: about 49 bits each, good once. */
export function newRecoveryCodes(): string[] {
  const group = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join("");
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);
}

/** What is stored of a recovery code; typing ignores case, spaces and the dash. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(normalized).digest("base64url");
}

/** Whether what was typed looks like a recovery code rather than an app's six digits. */
export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim());
