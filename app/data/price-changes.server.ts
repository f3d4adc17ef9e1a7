// The recorded changes of listings' prices and discounts (migration 021).
import { type PriceChange, priceChanged, type StoredPrice } from "~/domain/price-history";
import type { AppDatabase } from "./app-database";
import type { PriceChangesTable } from "./schema";

/**
 * Records a change of a listing's price or discount, when there is one; called in the
 * transaction that updates the listing.
 */
export async function recordPriceChange(
  db: AppDatabase,
  {
    propertyId,
    before,
    after,
    at,
  }: { propertyId: number; before: StoredPrice; after: StoredPrice; at: string },
): Promise<void> {
  if (!priceChanged(before, after)) return;
  await db
    .insertInto("price_changes")
    .values({
      property_id: propertyId,
      changed_at: at,
      old_price: before.price,
      new_price: after.price,
      old_discount: before.discount,
      new_discount: after.discount,
    })
    .execute();
}

/** Forgets a listing's price changes: its price is now in another currency. */
export async function forgetPriceChanges(db: AppDatabase, propertyId: number): Promise<void> {
  await db.deleteFrom("price_changes").where("property_id", "=", propertyId).execute();
}

const CHANGE_COLUMNS = [
  "property_id",
  "changed_at",
  "old_price",
  "new_price",
  "old_discount",
  "new_discount",
] as const;

type ChangeRow = Pick<PriceChangesTable, (typeof CHANGE_COLUMNS)[number]>;

function toPriceChange(row: ChangeRow): PriceChange {
  return {
    changedAt: row.changed_at,
    before: { price: row.old_price, discount: row.old_discount },
    after: { price: row.new_price, discount: row.new_discount },
  };
}

/** A listing's price changes in the order they were made. */
export async function findPriceChanges(db: AppDatabase, propertyId: number): Promise<PriceChange[]> {
  const rows = await db
    .selectFrom("price_changes")
    .select(CHANGE_COLUMNS)
    .where("property_id", "=", propertyId)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  return rows.map(toPriceChange);
}

/** The price changes of these listings made at `since` (an ISO timestamp) or later, by listing, in the order made. */
export async function findPriceChangesSince(
  db: AppDatabase,
  propertyIds: readonly number[],
  since: string,
): Promise<Map<number, PriceChange[]>> {
  const byListing = new Map<number, PriceChange[]>();
  if (propertyIds.length === 0) return byListing;
  const rows = await db
    .selectFrom("price_changes")
    .select(CHANGE_COLUMNS)
    .where("property_id", "in", propertyIds)
    .where("changed_at", ">=", since)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const changes = byListing.get(row.property_id) ?? [];
    changes.push(toPriceChange(row));
    byListing.set(row.property_id, changes);
  }
  return byListing;
}
