import { dateOfDayNumber, nairobiDayNumber, startOfNairobiDate } from "./dates";
import { type Availability, isClosed } from "./listing-status";

/**
 * How long a confirmation that a listing can still be had holds, and how long a listing let
 * or sold stays on the site: both set by the office at /settings, both counted in whole days
 * in Nairobi, so that what a page shows changes at midnight there and not in between.
 */
export interface AvailabilityCheckSettings {
  /** A listing not confirmed for this many days is stale. */
  staleAfterDays: number;
  /** A listing let or sold for longer than this many weeks leaves the list and the sitemap. */
  hideClosedAfterWeeks: number;
}

export const DEFAULT_AVAILABILITY_CHECK_SETTINGS: AvailabilityCheckSettings = {
  staleAfterDays: 14,
  hideClosedAfterWeeks: 6,
};

export const AVAILABILITY_CHECK_LIMITS = {
  staleAfterDays: { min: 1, max: 365 },
  hideClosedAfterWeeks: { min: 1, max: 104 },
} as const satisfies Record<keyof AvailabilityCheckSettings, { min: number; max: number }>;

/** Whole days in Nairobi from a stored moment to `now`: 0 on the same day there, 1 the day after. */
export function nairobiDaysSince(timestamp: string, now: Date): number {
  return nairobiDayNumber(now.getTime()) - nairobiDayNumber(Date.parse(timestamp));
}

/** The moment the Nairobi day `days` before today began, as the database stores moments. */
function startOfDayBefore(now: Date, days: number): string {
  return startOfNairobiDate(dateOfDayNumber(nairobiDayNumber(now.getTime()) - days));
}

/**
 * Whether a listing's availability wants confirming: checked `staleAfterDays` or more days ago,
 * or never (a listing an older release added).
 */
export function isStale(checkedAt: string | null, now: Date, { staleAfterDays }: AvailabilityCheckSettings) {
  return checkedAt === null || nairobiDaysSince(checkedAt, now) >= staleAfterDays;
}

/** The earliest check that still holds today: the queries' form of `isStale`. */
export function freshSince(now: Date, { staleAfterDays }: AvailabilityCheckSettings): string {
  return startOfDayBefore(now, staleAfterDays - 1);
}

/** Whether a listing let or sold has been so for longer than the setting: it has left the site's lists. */
export function isHiddenClosed(
  listing: { availability: Availability; availabilityChangedAt: string | null },
  now: Date,
  { hideClosedAfterWeeks }: AvailabilityCheckSettings,
): boolean {
  if (!isClosed(listing.availability)) return false;
  return (
    listing.availabilityChangedAt === null ||
    nairobiDaysSince(listing.availabilityChangedAt, now) > hideClosedAfterWeeks * 7
  );
}

/** The earliest change to let or sold that is still shown today: the queries' form of `isHiddenClosed`. */
export function closedShownSince(now: Date, { hideClosedAfterWeeks }: AvailabilityCheckSettings): string {
  return startOfDayBefore(now, hideClosedAfterWeeks * 7);
}

/**
 * What the public queries are told of the day: listings let or sold before `closedShownSince`
 * are left out wherever sold and let listings would be shown.
 */
export interface ShownListings {
  closedShownSince: string;
}

export function shownListings(now: Date, settings: AvailabilityCheckSettings): ShownListings {
  return { closedShownSince: closedShownSince(now, settings) };
}
