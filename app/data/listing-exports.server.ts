// Every listing whole, for the feeds and the spreadsheet: read in runs of ids so that 100,000
// listings take a few hundred queries, never one per listing.
import { normaliseAmenities } from "~/domain/amenities";
import { type Listing, type ListingPhoto } from "~/domain/property";
import type { AppDatabase } from "./app-database";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import { toPhoto } from "./listing-rows.server";
import { toListing } from "./properties.server";

/** Every listing, or the published ones only, by id. */
export async function findListingsForExport(
  db: AppDatabase,
  { publishedOnly }: { publishedOnly: boolean },
): Promise<Listing[]> {
  let query = db.selectFrom("properties").selectAll().orderBy("id");
  if (publishedOnly) query = query.where("publication", "=", "published");
  const rows = await query.execute();
  const photos = new Map<number, ListingPhoto[]>();
  const amenities = new Map<number, string[]>();
  for (const ids of chunks(
    rows.map((row) => row.id),
    ROWS_PER_STATEMENT,
  )) {
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
    for (const row of photoRows)
      photos.set(row.property_id, [...(photos.get(row.property_id) ?? []), toPhoto(row)]);
    for (const row of amenityRows)
      amenities.set(row.property_id, [...(amenities.get(row.property_id) ?? []), row.amenity]);
  }
  return rows.map((row) =>
    toListing(row, photos.get(row.id) ?? [], normaliseAmenities(amenities.get(row.id) ?? [])),
  );
}
