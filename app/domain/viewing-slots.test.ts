import { describe, expect, it } from "vitest";
import { DEFAULT_VIEWING_HOURS, type ViewingHours } from "./viewing-hours";
import { viewingTime } from "./viewing-booking";
import {
  bookableSlot,
  freeViewingSlots,
  slotsByDate,
  VIEWING_WEEKS,
  viewingWeekAsked,
} from "./viewing-slots";

const hours: ViewingHours = {
  ...DEFAULT_VIEWING_HOURS,
  weekdays: [1, 2, 3, 4, 5],
  opensAt: "09:00",
  closesAt: "12:00",
};
// Monday 23 November 2026, 05:00 in Nairobi (02:00 UTC).
const mondayDawn = new Date("2026-11-23T02:00:00Z");
const none = new Map<string, number>();

describe("the viewing slots offered", () => {
  it("are the office's hours in Nairobi time, whatever the server's zone", () => {
    const slots = freeViewingSlots(hours, { now: mondayDawn, taken: none, limit: 3 });
    expect(slots.map(({ startsAt, date, time }) => ({ startsAt, date, time }))).toEqual([
      { startsAt: "2026-11-23T06:00:00.000Z", date: "2026-11-23", time: "09:00" },
      { startsAt: "2026-11-23T07:00:00.000Z", date: "2026-11-23", time: "10:00" },
      { startsAt: "2026-11-23T08:00:00.000Z", date: "2026-11-23", time: "11:00" },
    ]);
    expect(slots[0]!.endsAt).toBe("2026-11-23T07:00:00.000Z");
    expect(viewingTime(slots[2]!.startsAt)).toBe("11:00");
  });

  it("cut the day into slots of the set length that end by closing time", () => {
    const slots = freeViewingSlots(
      { ...hours, slotMinutes: 50 },
      { now: mondayDawn, taken: none, limit: 10 },
    ).filter((slot) => slot.date === "2026-11-23");
    expect(slots.map((slot) => slot.time)).toEqual(["09:00", "09:50", "10:40"]);
  });

  it("leave out the days the office is closed: other weekdays and holidays", () => {
    const slots = freeViewingSlots(
      { ...hours, closedDays: ["2026-11-24"] },
      { now: mondayDawn, taken: none, limit: 100 },
    );
    const dates = [...new Set(slots.map((slot) => slot.date))];
    expect(dates).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
  });

  it("start two hours from now at the earliest, and stop at the horizon of 14 days", () => {
    // 07:30 in Nairobi: 09:00 is within two hours.
    const slots = freeViewingSlots(hours, { now: new Date("2026-11-23T04:30:00Z"), taken: none, limit: 100 });
    expect(slots[0]!.startsAt).toBe("2026-11-23T07:00:00.000Z");
    expect(slots.at(-1)!.date).toBe("2026-12-04");
  });

  it("leave out full slots and count the places left in the others", () => {
    const taken = new Map([
      ["2026-11-23T06:00:00.000Z", 2],
      ["2026-11-23T07:00:00.000Z", 1],
    ]);
    const slots = freeViewingSlots({ ...hours, capacity: 2 }, { now: mondayDawn, taken, limit: 2 });
    expect(slots.map(({ time, free }) => ({ time, free }))).toEqual([
      { time: "10:00", free: 1 },
      { time: "11:00", free: 2 },
    ]);
  });

  it("are grouped by date in order", () => {
    const slots = freeViewingSlots(hours, { now: mondayDawn, taken: none, limit: 5 });
    expect(slotsByDate(slots).map(({ date, slots: daySlots }) => [date, daySlots.length])).toEqual([
      ["2026-11-23", 3],
      ["2026-11-24", 2],
    ]);
  });

  it("are none with no day of the week chosen", () => {
    expect(freeViewingSlots({ ...hours, weekdays: [] }, { now: mondayDawn, taken: none })).toEqual([]);
  });
});

describe("a slot sent by a visitor", () => {
  it("is bookable only when it is one of the slots offered now, full or not", () => {
    expect(bookableSlot(hours, "2026-11-23T06:00:00.000Z", mondayDawn)?.time).toBe("09:00");
    // Between two slots, in the past, on a Saturday.
    expect(bookableSlot(hours, "2026-11-23T06:30:00.000Z", mondayDawn)).toBeNull();
    expect(bookableSlot(hours, "2026-11-20T06:00:00.000Z", mondayDawn)).toBeNull();
    expect(bookableSlot(hours, "2026-11-28T06:00:00.000Z", mondayDawn)).toBeNull();
  });
});

describe("the booking page's weeks", () => {
  const sixDays: ViewingHours = {
    ...hours,
    weekdays: [1, 2, 3, 4, 5, 6],
    closesAt: "17:00",
    slotMinutes: 45,
  };

  it("offer every free slot of the horizon once, Saturdays included, a week at a time", () => {
    const all = freeViewingSlots(sixDays, { now: mondayDawn, taken: none, limit: Infinity });
    const byWeek = Array.from({ length: VIEWING_WEEKS }, (_, index) =>
      freeViewingSlots(sixDays, { now: mondayDawn, taken: none, limit: Infinity, week: index + 1 }),
    );
    expect(byWeek.flat().map((slot) => slot.startsAt)).toEqual(all.map((slot) => slot.startsAt));
    expect(all.length).toBeGreaterThan(24);
    expect(byWeek[0]!.at(-1)!.date).toBe("2026-11-28");
    expect(byWeek[1]![0]!.date).toBe("2026-11-30");
    expect(byWeek[1]!.some((slot) => slot.date === "2026-12-05")).toBe(true);
  });

  it("are read from the address: 1 to the last week, the first for anything else", () => {
    const asked = (query: string) => viewingWeekAsked(new URLSearchParams(query));
    expect(asked("week=2")).toBe(2);
    for (const query of ["", "week=0", "week=3", "week=x", "week=1.5", "week=-1"]) {
      expect(asked(query), query).toBe(1);
    }
  });
});
