import type { ListingStatus } from "~/domain/listing-status";
import type { AppDatabase } from "./app-database";
import { statusOf } from "./listing-rows.server";
import { availabilityCheckColumns, listingDateColumn, statusColumns } from "./property-writes.server";

/**
 * Changes one or more of a listing's statuses and keeps the rest. Returns the listing's name
 * and its statuses afterwards, or null for an unknown slug.
 */
export async function changeListingStatus(
  db: AppDatabase,
  slug: string,
  change: Partial<ListingStatus>,
): Promise<({ name: string } & ListingStatus) | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("properties")
      .select(["id", "name", "publication", "availability", "featured"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!current) return null;
    const stored = statusOf(current);
    const status: ListingStatus = {
      publication: change.publication ?? stored.publication,
      availability: change.availability ?? stored.availability,
      featured: change.featured ?? stored.featured,
    };
    // Visitors see when a listing last changed; a star is the administrator's own mark.
    const visibleChange = change.publication !== undefined || change.availability !== undefined;
    const now = new Date().toISOString();
    await trx
      .updateTable("properties")
      .set({
        ...statusColumns(status),
        ...listingDateColumn(current.publication, status.publication),
        ...(change.availability === undefined
          ? {}
          : availabilityCheckColumns(current.availability, change.availability, now)),
        ...(visibleChange ? { updated_at: now } : {}),
      })
      .where("id", "=", current.id)
      .execute();
    return { name: current.name, ...status };
  });
}
