import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { fromBase32, toBase32 } from "./base32";
import { RECOVERY_CODE_COUNT } from "./second-factor";

/** RFC 6238 as every authenticator app does it: HMAC-SHA1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** A code from the step before or after still counts: phone clocks drift. */
const STEPS_OF_DRIFT = 1;

/** A new 160-bit secret, in base32. */
export const newTotpSecret = () => toBase32(randomBytes(20));

export const timeStepAt = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The code for one time step (RFC 4226's HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const key = fromBase32(secret);
  if (!key) throw new Error("The TOTP secret is not base32");
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** DIGITS).padStart(DIGITS, "0");
}

/** The time step whose code `code` is, within the allowed drift of `now`; null if none. */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const current = timeStepAt(now);
  for (let step = current - STEPS_OF_DRIFT; step <= current + STEPS_OF_DRIFT; step++) {
    if (totpCode(secret, step) === digits) return step;
  }
  return null;
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const parameters = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: "6", period: "30" });
  return `otpauth://totp/${label}?${parameters}`;
}

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
