import { describe, expect, it } from "vitest";
import { MINIMUM_PASSWORD_LENGTH } from "./password-change-fields";
import { generateOneTimePassword, hashPassword, verifyPassword } from "./password.server";

// Each hash takes a deliberate fraction of a second of CPU; a busy machine needs room.
describe("hashPassword and verifyPassword", { timeout: 30_000 }, () => {
  it("encodes the algorithm, its parameters, a salt and the hash", async () => {
    expect(await hashPassword("correct horse battery")).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it("salts every hash, and accepts the right password only", async () => {
    const [first, second] = await Promise.all([hashPassword("correct horse"), hashPassword("correct horse")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse", first)).toBe(true);
    expect(await verifyPassword("correct horsE", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("refuses strings it did not make", async () => {
    expect(await verifyPassword("secret", "")).toBe(false);
    expect(await verifyPassword("secret", "plain-text-secret")).toBe(false);
    expect(await verifyPassword("secret", "scrypt$17$8$1$c2FsdA$c2hvcnQ")).toBe(false);
  });
});

describe("generateOneTimePassword", () => {
  it("gives four groups of five unambiguous characters, different every time", () => {
    const passwords = Array.from({ length: 20 }, generateOneTimePassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-hj-km-np-z2-9]{5}(-[a-hj-km-np-z2-9]{5}){3}$/);
      expect(password.length).toBeGreaterThanOrEqual(MINIMUM_PASSWORD_LENGTH);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
