import { describe, expect, it } from "vitest";
import {
  daysOfPeriod,
  DEFAULT_RETENTION_DAYS,
  KEPT_KINDS,
  periodInWords,
  RETENTION_LIMITS,
  retentionCutoff,
} from "./personal-data";

describe("the periods people's data is kept", () => {
  it("are read as the office types them", () => {
    expect(
      ["90", "90 days", "1 day", "6 months", "6m", "1 year", "2 Years", " 30d "].map(daysOfPeriod),
    ).toEqual([90, 90, 1, 180, 180, 365, 730, 30]);
    expect(["", "six months", "1.5 years", "-3", "90 weeks", "9".repeat(6)].map(daysOfPeriod)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("are written back in the unit they were typed in, when it is whole", () => {
    expect([1, 90, 180, 365, 400, 730].map(periodInWords)).toEqual([
      "1 day",
      "3 months",
      "6 months",
      "1 year",
      "400 days",
      "2 years",
    ]);
  });

  it("have defaults within the bounds the office may choose", () => {
    for (const kind of KEPT_KINDS) {
      const { min, max } = RETENTION_LIMITS[kind];
      expect(DEFAULT_RETENTION_DAYS[kind]).toBeGreaterThanOrEqual(min);
      expect(DEFAULT_RETENTION_DAYS[kind]).toBeLessThanOrEqual(max);
    }
  });

  it("end at the moment that many days before now", () => {
    expect(retentionCutoff(30, new Date("2026-11-29T06:00:00Z")).toISOString()).toBe(
      "2026-10-30T06:00:00.000Z",
    );
  });
});
