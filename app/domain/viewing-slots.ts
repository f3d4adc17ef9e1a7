// The viewing slots a visitor may book: the office's hours, day by day in Nairobi time, less
// closed days, slots already full and those too soon to prepare for.
import { dateOfDayNumber, nairobiDayNumber, startOfNairobiDate } from "./dates";
import { minutesOfTime, type ViewingHours, type Weekday } from "./viewing-hours";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The office needs this long to arrange a viewing: a slot sooner is not offered. */
export const VIEWING_LEAD_MS = 2 * HOUR_MS;
/** How many days ahead slots are offered, today counted. */
export const VIEWING_HORIZON_DAYS = 14;
/** The most free slots a listing's page offers; the booking page offers every one, a week at a time. */
export const VIEWING_SLOTS_OFFERED = 24;
/** The weeks of the horizon, each a page of the booking page: the first starts today. */
export const VIEWING_WEEKS = Math.ceil(VIEWING_HORIZON_DAYS / 7);
/** The booking page's query parameter naming its week, 1 for the one starting today. */
export const VIEWING_WEEK_PARAM = "week";

export interface ViewingSlot {
  /** ISO timestamps in UTC: what the form sends and the database keeps. */
  startsAt: string;
  endsAt: string;
  /** The slot's date in Nairobi, `YYYY-MM-DD`. */
  date: string;
  /** Its start in Nairobi, `HH:MM`. */
  time: string;
  /** Places still free. */
  free: number;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The ISO weekday of a day number (1970-01-01 was a Thursday). */
const weekdayOf = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** A slot of the office's hours, full or not, with its start in ms. */
interface HorizonSlot {
  slot: Omit<ViewingSlot, "free">;
  startMs: number;
}

/** Every slot of the office's hours on one date, full or not. */
function* slotsOfDate(hours: ViewingHours, date: string): Generator<HorizonSlot> {
  const dayStart = Date.parse(startOfNairobiDate(date));
  const closes = minutesOfTime(hours.closesAt);
  for (
    let start = minutesOfTime(hours.opensAt);
    start + hours.slotMinutes <= closes;
    start += hours.slotMinutes
  ) {
    const startMs = dayStart + start * MINUTE_MS;
    yield {
      slot: {
        startsAt: new Date(startMs).toISOString(),
        endsAt: new Date(startMs + hours.slotMinutes * MINUTE_MS).toISOString(),
        date,
        time: `${pad(Math.floor(start / 60))}:${pad(start % 60)}`,
      },
      startMs,
    };
  }
}

/** Every slot from the start of `today` to the horizon, full or not, in time order. */
function* slotsFrom(hours: ViewingHours, today: number): Generator<HorizonSlot> {
  for (let day = today; day < today + VIEWING_HORIZON_DAYS; day += 1) {
    const date = dateOfDayNumber(day);
    if (!hours.weekdays.includes(weekdayOf(day) as Weekday) || hours.closedDays.includes(date)) continue;
    yield* slotsOfDate(hours, date);
  }
}

/** The slots of a day's horizon made so far, and the way to the rest. */
interface Horizon {
  today: number;
  made: HorizonSlot[];
  rest: Iterator<HorizonSlot>;
}

/**
 * The horizons of the hours as the pages keep them (the same object until the content
 * changes): every listing's page asks for the same slots all day.
 */
const horizons = new WeakMap<ViewingHours, Horizon>();

/**
 * Every slot from now's lead time to the horizon, full or not, in time order: worked out as they
 * are asked for, since a page wants only the first few free ones, and kept for the day.
 */
function* slotsAhead(hours: ViewingHours, now: Date): Generator<Omit<ViewingSlot, "free">> {
  const earliest = now.getTime() + VIEWING_LEAD_MS;
  const today = nairobiDayNumber(now.getTime());
  let horizon = horizons.get(hours);
  if (horizon?.today !== today) {
    horizon = { today, made: [], rest: slotsFrom(hours, today) };
    horizons.set(hours, horizon);
  }
  for (let index = 0; ; index += 1) {
    if (index === horizon.made.length) {
      const next = horizon.rest.next();
      if (next.done) return;
      horizon.made.push(next.value);
    }
    const { slot, startMs } = horizon.made[index]!;
    if (startMs >= earliest) yield slot;
  }
}

/** The booking page's week asked for in `params`: 1 to VIEWING_WEEKS, the first for anything else. */
export function viewingWeekAsked(params: URLSearchParams): number {
  const asked = params.get(VIEWING_WEEK_PARAM) ?? "";
  const week = /^\d$/.test(asked) ? Number(asked) : 1;
  return week >= 1 && week <= VIEWING_WEEKS ? week : 1;
}

/** The dates of a week of the horizon, counted from today in Nairobi: from its first, before its `end`. */
function weekDates(now: Date, week: number): { first: string; end: string } {
  const today = nairobiDayNumber(now.getTime());
  return { first: dateOfDayNumber(today + 7 * (week - 1)), end: dateOfDayNumber(today + 7 * week) };
}

/**
 * The slots a visitor may book now: within the horizon, not before the lead time, on the
 * office's days and not its closed ones, with a place left (`taken` counts the places held per
 * slot start); those of one `week` of the horizon when asked, and the first `limit`.
 */
export function freeViewingSlots(
  hours: ViewingHours,
  {
    now,
    taken,
    limit = VIEWING_SLOTS_OFFERED,
    week,
  }: { now: Date; taken: ReadonlyMap<string, number>; limit?: number; week?: number },
): ViewingSlot[] {
  const dates = week === undefined ? null : weekDates(now, week);
  const offered: ViewingSlot[] = [];
  for (const slot of slotsAhead(hours, now)) {
    if (offered.length === limit || (dates && slot.date >= dates.end)) break;
    if (dates && slot.date < dates.first) continue;
    const free = hours.capacity - (taken.get(slot.startsAt) ?? 0);
    if (free > 0) offered.push({ ...slot, free });
  }
  return offered;
}

/** The slot that starts at `startsAt` if it is one a visitor may book now (full or not); null otherwise. */
export function bookableSlot(
  hours: ViewingHours,
  startsAt: string,
  now: Date,
): Omit<ViewingSlot, "free"> | null {
  for (const slot of slotsAhead(hours, now)) if (slot.startsAt === startsAt) return slot;
  return null;
}

/** Slots by their date, in order. */
export function slotsByDate<Slot extends { date: string }>(
  slots: readonly Slot[],
): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
