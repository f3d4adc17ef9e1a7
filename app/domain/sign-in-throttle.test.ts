import { describe, expect, it } from "vitest";
import {
  delayAfter,
  FIRST_DELAY_MS,
  LONGEST_DELAY_MS,
  signInThrottleKeys,
  waitInWords,
} from "./sign-in-throttle";

describe("delayAfter", () => {
  const policy = { freeAttempts: 5 };

  it("lets the first attempts through at once, then doubles the wait up to 15 minutes", () => {
    expect([0, 1, 4].map((failures) => delayAfter(failures, policy))).toEqual([0, 0, 0]);
    expect(delayAfter(5, policy)).toBe(FIRST_DELAY_MS);
    expect(delayAfter(6, policy)).toBe(2 * FIRST_DELAY_MS);
    expect(delayAfter(7, policy)).toBe(4 * FIRST_DELAY_MS);
    expect(delayAfter(50, policy)).toBe(LONGEST_DELAY_MS);
  });
});

describe("signInThrottleKeys", () => {
  it("counts a known browser against itself only", () => {
    expect(signInThrottleKeys("Admin@Example.com", "192.0.2.7", "abc").map(({ key }) => key)).toEqual([
      "device:abc",
    ]);
  });

  it("counts an unknown browser against the account from its network, the account and its network", () => {
    const keys = signInThrottleKeys(" Admin@Example.com", "2001:db8:0:12::1", null).map(({ key }) => key);
    expect(keys).toEqual([
      "account:admin@example.com|2001:db8:0:12::/64",
      "account:admin@example.com|unknown-devices",
      "network:2001:db8:0:12::/64",
    ]);
  });

  it("keeps the account's counts apart from network to network", () => {
    const [fromHere] = signInThrottleKeys("a@example.com", "192.0.2.7", null);
    const [fromThere] = signInThrottleKeys("a@example.com", "198.51.100.9", null);
    expect(fromHere!.key).not.toBe(fromThere!.key);
  });
});

describe("waitInWords", () => {
  it("says seconds below a minute and whole minutes above, never zero", () => {
    expect(waitInWords(0)).toBe("1 second");
    expect(waitInWords(29_500)).toBe("30 seconds");
    expect(waitInWords(60_000)).toBe("1 minute");
    expect(waitInWords(61_000)).toBe("2 minutes");
  });
});
