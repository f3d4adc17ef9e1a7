import { describe, expect, it } from "vitest";
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionStatus } from "./sessions";

const signedInAt = new Date("2026-11-20T08:00:00Z");
const at = (milliseconds: number) => new Date(signedInAt.getTime() + milliseconds);
const MINUTE = 60_000;

describe("sessionStatus", () => {
  const session = (lastSeen: number) => ({
    lastSeenAt: at(lastSeen),
    expiresAt: at(SESSION_LIFETIME_MS),
  });

  it("leaves a session seen in the last minute alone, and touches an older one", () => {
    expect(sessionStatus(session(0), at(30_000))).toBe("fresh");
    expect(sessionStatus(session(0), at(MINUTE))).toBe("touch");
  });

  it("ends a session idle for 2 hours", () => {
    expect(sessionStatus(session(0), at(SESSION_IDLE_MS - 1))).toBe("touch");
    expect(sessionStatus(session(0), at(SESSION_IDLE_MS))).toBe("expired");
  });

  it("ends a session 7 days after sign-in, however busy", () => {
    const busy = session(SESSION_LIFETIME_MS - MINUTE);
    expect(sessionStatus(busy, at(SESSION_LIFETIME_MS - 1))).toBe("fresh");
    expect(sessionStatus(busy, at(SESSION_LIFETIME_MS))).toBe("expired");
  });
});
