// Every listing whole, for the feeds and the spreadsheet: read a page of listings at a time, in
// order of id, so that 100,000 listings take a few hundred queries and never sit in memory at once.
import { normaliseAmenities } from "~/domain/amenities";
import { type Listing, type ListingPhoto } from "~/domain/property";
import type { AppDatabase } from "./app-database";
import { ROWS_PER_STATEMENT } from "./batches.server";
import { toPhoto } from "./listing-rows.server";
import { toListing } from "./properties.server";

/**
 * Listings read per page, their photos and amenities in one query each. SQLite reads in the
 * server's thread: a hundred listings with their text take a few milliseconds (500 took 40–70 ms
 * on a busy machine), so that other requests wait no longer than that between two pages.
 */
export const EXPORT_PAGE_SIZE = 100;

export interface ExportSelection {
  publishedOnly: boolean;
  /** Listings per page read (tests set it low); at most ROWS_PER_STATEMENT. */
  pageSize?: number;
}

/**
 * Every listing, or the published ones only, by id, a page at a time. Each page is read after the
 * one before has been taken: a reader that stops taking (`return()`, a cancelled stream) stops
 * the reading, with no query left running after the one under way.
 */
export async function* listingPagesForExport(
  db: AppDatabase,
  { publishedOnly, pageSize = EXPORT_PAGE_SIZE }: ExportSelection,
): AsyncGenerator<Listing[], void, undefined> {
  if (pageSize < 1 || pageSize > ROWS_PER_STATEMENT) throw new RangeError(`Page size ${pageSize}`);
  let afterId = 0;
  for (;;) {
    let query = db
      .selectFrom("properties")
      .selectAll()
      .where("id", ">", afterId)
      .orderBy("id")
      .limit(pageSize);
    if (publishedOnly) query = query.where("publication", "=", "published");
    const rows = await query.execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const [photoRows, amenityRows] = await Promise.all([
      db
        .selectFrom("property_images")
        .selectAll()
        .where("property_id", "in", ids)
        .orderBy("property_id")
        .orderBy("position")
        .execute(),
      db
        .selectFrom("property_amenities")
        .select(["property_id", "amenity"])
        .where("property_id", "in", ids)
        .orderBy("property_id")
        .orderBy("amenity")
        .execute(),
    ]);
    const photos = new Map<number, ListingPhoto[]>();
    const amenities = new Map<number, string[]>();
    for (const row of photoRows) {
      const list = photos.get(row.property_id) ?? [];
      list.push(toPhoto(row));
      photos.set(row.property_id, list);
    }
    for (const row of amenityRows) {
      const list = amenities.get(row.property_id) ?? [];
      list.push(row.amenity);
      amenities.set(row.property_id, list);
    }
    yield rows.map((row) =>
      toListing(row, photos.get(row.id) ?? [], normaliseAmenities(amenities.get(row.id) ?? [])),
    );
    if (rows.length < pageSize) return;
    afterId = rows.at(-1)!.id;
  }
}

/** Every listing, or the published ones only, by id, all in memory at once: for a reader that needs them together. */
export async function findListingsForExport(db: AppDatabase, selection: ExportSelection): Promise<Listing[]> {
  const listings: Listing[] = [];
  for await (const page of listingPagesForExport(db, selection)) listings.push(...page);
  return listings;
}
