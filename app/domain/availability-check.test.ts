import { describe, expect, it } from "vitest";
import {
  closedShownSince,
  DEFAULT_AVAILABILITY_CHECK_SETTINGS,
  freshSince,
  isHiddenClosed,
  isStale,
  nairobiDaysSince,
} from "./availability-check";

const settings = DEFAULT_AVAILABILITY_CHECK_SETTINGS;
// 23:30 on 26 November 2026 in Nairobi (UTC+3).
const lateEvening = new Date("2026-11-26T20:30:00.000Z");
// 00:30 on 27 November in Nairobi, an hour later.
const afterMidnight = new Date("2026-11-26T21:30:00.000Z");

describe("the age of a check in Nairobi days", () => {
  it("is 0 on the same day there, and moves on at midnight in Nairobi, not in UTC", () => {
    const checked = "2026-11-26T05:00:00.000Z"; // 08:00 in Nairobi
    expect(nairobiDaysSince(checked, lateEvening)).toBe(0);
    expect(nairobiDaysSince(checked, afterMidnight)).toBe(1);
    // 22:00 UTC on the 25th is already 01:00 on the 26th in Nairobi.
    expect(nairobiDaysSince("2026-11-25T22:00:00.000Z", lateEvening)).toBe(0);
    expect(nairobiDaysSince("2026-11-25T20:59:59.000Z", lateEvening)).toBe(1);
  });
});

describe("a stale listing", () => {
  it("was checked the setting's number of days ago or earlier, or never", () => {
    const thirteenDays = "2026-11-13T09:00:00.000Z";
    const fourteenDays = "2026-11-12T09:00:00.000Z";
    expect(isStale(thirteenDays, lateEvening, settings)).toBe(false);
    expect(isStale(fourteenDays, lateEvening, settings)).toBe(true);
    expect(isStale(null, lateEvening, settings)).toBe(true);
    expect(isStale(thirteenDays, lateEvening, { ...settings, staleAfterDays: 7 })).toBe(true);
  });

  it("is what the queries' moment says: a check at or after it holds", () => {
    const since = freshSince(lateEvening, settings);
    expect(since).toBe("2026-11-12T21:00:00.000Z"); // midnight on 13 November in Nairobi
    expect(isStale(since, lateEvening, settings)).toBe(false);
    expect(isStale("2026-11-12T20:59:59.999Z", lateEvening, settings)).toBe(true);
    expect(isStale("2026-11-12T21:00:00.000Z", afterMidnight, settings)).toBe(true);
  });
});

describe("a listing let or sold that has left the lists", () => {
  const sold = (availabilityChangedAt: string | null) => ({
    availability: "sold" as const,
    availabilityChangedAt,
  });

  it("was let or sold more than the setting's weeks ago, counted in Nairobi days", () => {
    // Six weeks before 26 November is 15 October.
    expect(isHiddenClosed(sold("2026-10-15T06:00:00.000Z"), lateEvening, settings)).toBe(false);
    expect(isHiddenClosed(sold("2026-10-14T06:00:00.000Z"), lateEvening, settings)).toBe(true);
    expect(isHiddenClosed(sold("2026-10-15T06:00:00.000Z"), afterMidnight, settings)).toBe(true);
    expect(
      isHiddenClosed(sold("2026-10-14T06:00:00.000Z"), lateEvening, { ...settings, hideClosedAfterWeeks: 8 }),
    ).toBe(false);
  });

  it("is never one on offer or under offer, however old its last change", () => {
    for (const availability of ["available", "under-offer"] as const) {
      expect(
        isHiddenClosed(
          { availability, availabilityChangedAt: "2020-01-01T00:00:00.000Z" },
          lateEvening,
          settings,
        ),
      ).toBe(false);
    }
    expect(isHiddenClosed({ availability: "let", availabilityChangedAt: null }, lateEvening, settings)).toBe(
      true,
    );
  });

  it("is what the queries' moment says: a change at or after it is still shown", () => {
    const since = closedShownSince(lateEvening, settings);
    expect(since).toBe("2026-10-14T21:00:00.000Z"); // midnight on 15 October in Nairobi
    expect(isHiddenClosed(sold(since), lateEvening, settings)).toBe(false);
    expect(isHiddenClosed(sold("2026-10-14T20:59:59.999Z"), lateEvening, settings)).toBe(true);
  });
});
