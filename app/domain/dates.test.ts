import { describe, expect, it } from "vitest";
import {
  dateOfDayNumber,
  dayNumberOfDate,
  nairobiDateOf,
  nairobiDayNumber,
  nairobiDaysEndingAt,
  startOfNairobiDate,
  todayInNairobi,
} from "./dates";

describe("todayInNairobi", () => {
  it("gives the date in Nairobi, three hours ahead of UTC", () => {
    expect(todayInNairobi(new Date("2026-03-04T12:00:00Z"))).toBe("2026-03-04");
    expect(todayInNairobi(new Date("2026-03-04T20:59:59Z"))).toBe("2026-03-04");
    expect(todayInNairobi(new Date("2026-03-04T21:00:00Z"))).toBe("2026-03-05");
    expect(todayInNairobi(new Date("2026-12-31T22:30:00Z"))).toBe("2027-01-01");
  });
});

describe("nairobiDayNumber", () => {
  it("changes day at midnight in Nairobi, as the calendar there does", () => {
    for (const time of [
      "2026-03-04T20:59:59.999Z",
      "2026-03-04T21:00:00Z",
      "2026-12-31T22:30:00Z",
      "2028-02-28T21:00:00Z",
      "1999-12-31T20:00:00Z",
    ]) {
      const moment = new Date(time);
      expect(dateOfDayNumber(nairobiDayNumber(moment.getTime())), time).toBe(todayInNairobi(moment));
    }
  });

  it("turns dates into day numbers and back", () => {
    expect(dayNumberOfDate("1970-01-02")).toBe(1);
    expect(dateOfDayNumber(dayNumberOfDate("2026-11-24"))).toBe("2026-11-24");
  });
});

describe("nairobiDaysEndingAt", () => {
  it("lists the days up to today in Nairobi, oldest first", () => {
    expect(nairobiDaysEndingAt(new Date("2026-03-01T22:00:00Z"), 3)).toEqual([
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});

describe("startOfNairobiDate and nairobiDateOf", () => {
  it("begin a day in Nairobi at 21:00 UTC the evening before", () => {
    expect(startOfNairobiDate("2026-03-05")).toBe("2026-03-04T21:00:00.000Z");
    expect(nairobiDateOf("2026-03-04T21:00:00.000Z")).toBe("2026-03-05");
    expect(nairobiDateOf("2026-03-04T20:59:59.999Z")).toBe("2026-03-04");
  });
});
