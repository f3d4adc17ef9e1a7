import { describe, expect, it } from "vitest";
import { formatReceived, parsePositiveInteger } from "./messages";

describe("messages", () => {
  it("shows the time a message came in Nairobi time", () => {
    expect(formatReceived("2026-11-22T00:15:00.000Z")).toMatch(/22 Nov 2026.*03:15/);
  });

  it("reads positive whole numbers only", () => {
    expect(parsePositiveInteger("12")).toBe(12);
    expect(parsePositiveInteger("0")).toBeNull();
    expect(parsePositiveInteger("-1")).toBeNull();
    expect(parsePositiveInteger("1.5")).toBeNull();
    expect(parsePositiveInteger(null)).toBeNull();
  });
});
