import { Secret } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  looksLikeRecoveryCode,
  matchingTimeStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  timeStepAt,
  totpCode,
} from "./second-factor.server";

// RFC 6238, appendix B: the SHA-1 seed "12345678901234567890", eight-digit codes cut to six.
// Written out in base32, as a secret made before the library came is stored.
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

describe("TOTP", () => {
  it.each([
    [59, "287082"],
    [1_111_111_109, "081804"],
    [1_111_111_111, "050471"],
    [1_234_567_890, "005924"],
    [2_000_000_000, "279037"],
    [20_000_000_000, "353130"],
  ])("gives the RFC 6238 test code at %i seconds", (seconds, code) => {
    expect(totpCode(RFC_SECRET, timeStepAt(new Date(seconds * 1000)))).toBe(code);
    expect(matchingTimeStep(RFC_SECRET, code, new Date(seconds * 1000))).toBe(
      timeStepAt(new Date(seconds * 1000)),
    );
  });

  it("reads the RFC seed as a stored secret", () => {
    expect(Secret.fromBase32(RFC_SECRET).utf8).toBe("12345678901234567890");
  });

  it("accepts the code of the step before and after, and nothing further", () => {
    const now = new Date("2026-11-24T10:00:15Z");
    const step = timeStepAt(now);
    const secret = newTotpSecret();
    expect(matchingTimeStep(secret, totpCode(secret, step), now)).toBe(step);
    expect(matchingTimeStep(secret, totpCode(secret, step - 1), now)).toBe(step - 1);
    expect(matchingTimeStep(secret, totpCode(secret, step + 1), now)).toBe(step + 1);
    expect(matchingTimeStep(secret, totpCode(secret, step - 2), now)).toBeNull();
    expect(matchingTimeStep(secret, "12345", now)).toBeNull();
    expect(matchingTimeStep(secret, "abcdef", now)).toBeNull();
  });

  it("makes 160-bit base32 secrets and an otpauth address apps read", () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    const uri = new URL(otpauthUri(secret, "admin@example.com", "Makazi"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Makazi:admin@example.com");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Makazi");
  });
});

describe("recovery codes", () => {
  it("makes ten different codes, each recognised however it is typed", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [code] = codes;
    expect(looksLikeRecoveryCode(code!)).toBe(true);
    expect(recoveryCodeHash(code!.toUpperCase().replace("-", " "))).toBe(recoveryCodeHash(code!));
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});
