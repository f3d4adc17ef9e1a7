const nairobiDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date in Nairobi at `now`, as `YYYY-MM-DD`: the date a new listing is listed on. */
export function todayInNairobi(now: Date): string {
  return nairobiDate.format(now);
}

/** Nairobi keeps East Africa Time, UTC+3, all year (no daylight saving since 1942). */
export const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day in Nairobi at `timeMs` as a whole number of days since 1970-01-01: plain arithmetic,
 * cheap enough to do for every request counted.
 */
export function nairobiDayNumber(timeMs: number): number {
  return Math.floor((timeMs + NAIROBI_OFFSET_MS) / DAY_MS);
}

/** A day number as its date, `YYYY-MM-DD`. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date as its day number. */
export function dayNumberOfDate(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The date `days` after a `YYYY-MM-DD` date (before it when negative). */
export const addDays = (date: string, days: number): string => dateOfDayNumber(dayNumberOfDate(date) + days);

/** The `count` dates in Nairobi that end with the day of `now`, oldest first. */
export function nairobiDaysEndingAt(now: Date, count: number): string[] {
  const today = nairobiDayNumber(now.getTime());
  return Array.from({ length: count }, (_, index) => dateOfDayNumber(today - count + 1 + index));
}

/** The moment a date in Nairobi begins, as an ISO timestamp (what the database stores). */
export function startOfNairobiDate(date: string): string {
  return new Date(dayNumberOfDate(date) * DAY_MS - NAIROBI_OFFSET_MS).toISOString();
}

/** The date in Nairobi of a stored ISO timestamp. */
export function nairobiDateOf(timestamp: string): string {
  return dateOfDayNumber(nairobiDayNumber(Date.parse(timestamp)));
}
