import { describe, expect, it } from "vitest";
import {
  isSharedAddress,
  MESSAGE_LIMIT,
  messageLimitFor,
  messageSenderKey,
  minutesToWait,
  type RateLimit,
  SHARED_ADDRESS_MESSAGE_LIMIT,
  WINDOWS_KEPT_MS,
} from "./rate-limit";

describe("messageSenderKey", () => {
  it("counts an IPv4 address as it is, written plainly or mapped into IPv6", () => {
    expect(messageSenderKey("192.0.2.7")).toBe("message:192.0.2.7");
    expect(messageSenderKey("::ffff:192.0.2.7")).toBe("message:192.0.2.7");
  });

  it("counts every IPv6 address of one /64 network as one sender", () => {
    const key = "message:2001:db8:0:12::/64";
    expect(messageSenderKey("2001:db8:0:12::1")).toBe(key);
    expect(messageSenderKey("2001:0db8:0000:0012:a1b2:c3d4:e5f6:0789")).toBe(key);
    expect(messageSenderKey("2001:db8:0:12:ffff::")).toBe(key);
    expect(messageSenderKey("2001:db8::12:0:0:1")).toBe("message:2001:db8:0:0::/64");
    expect(messageSenderKey("2001:db8:0:13::1")).not.toBe(key);
  });

  it("reads short forms, zone names and embedded IPv4 addresses", () => {
    expect(messageSenderKey("::1")).toBe("message:0:0:0:0::/64");
    expect(messageSenderKey("fe80::1%eth0")).toBe("message:fe80:0:0:0::/64");
    expect(messageSenderKey("64:ff9b::192.0.2.1")).toBe("message:64:ff9b:0:0::/64");
  });
});

describe("isSharedAddress", () => {
  it("takes an IPv4 address for one a carrier may share, and an IPv6 address for one client's", () => {
    expect(isSharedAddress("197.232.61.10")).toBe(true);
    expect(isSharedAddress("::ffff:197.232.61.10")).toBe(true);
    expect(isSharedAddress("2c0f:fe38:2000::1")).toBe(false);
  });
});

describe("messageLimitFor", () => {
  it("gives an IPv4 address, shared behind a carrier's NAT, more room than one IPv6 network", () => {
    expect(messageLimitFor("197.232.61.10")).toBe(SHARED_ADDRESS_MESSAGE_LIMIT);
    expect(messageLimitFor("::ffff:197.232.61.10")).toBe(SHARED_ADDRESS_MESSAGE_LIMIT);
    expect(messageLimitFor("2c0f:fe38:2000::1")).toBe(MESSAGE_LIMIT);
    expect(SHARED_ADDRESS_MESSAGE_LIMIT.max).toBeGreaterThan(MESSAGE_LIMIT.max);
  });
});

describe("minutesToWait", () => {
  it("rounds up to whole minutes, and is never less than one", () => {
    expect(minutesToWait(1)).toBe(1);
    expect(minutesToWait(60)).toBe(1);
    expect(minutesToWait(61)).toBe(2);
    expect(minutesToWait(599)).toBe(10);
    expect(minutesToWait(0)).toBe(1);
  });
});

describe("the windows kept", () => {
  it("outlast every limit's window, so that clearing them never forgets one that still counts", async () => {
    const limits = [
      ...Object.values(await import("./rate-limit")),
      ...Object.values(await import("./search-alerts")),
    ].filter(
      (value): value is RateLimit => typeof value === "object" && value !== null && "windowMs" in value,
    );
    expect(limits.length).toBeGreaterThanOrEqual(8);
    for (const limit of limits) expect(limit.windowMs).toBeLessThanOrEqual(WINDOWS_KEPT_MS);
  });
});
