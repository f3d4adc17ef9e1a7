import type { AppDatabase } from "~/data/app-database";
import { findAvailabilityCheckSettings } from "~/data/settings.server";
import { type ShownListings, shownListings } from "~/domain/availability-check";

/** Which listings let or sold the public queries still show today, by the office's setting. */
export async function shownListingsToday(db: AppDatabase, now = new Date()): Promise<ShownListings> {
  return shownListings(now, await findAvailabilityCheckSettings(db));
}
