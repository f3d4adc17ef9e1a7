// The administrator's table of listings: search, status filter and pages.
import type { AdminPropertyQuery } from "~/domain/admin-property-query";
import { type Currency, isCurrency } from "~/domain/currency";
import type { ListingStatus } from "~/domain/listing-status";
import { type PropertyType } from "~/domain/property-type";
import type { AppDatabase } from "./app-database";
import { dialectOf } from "./dialect.server";
import { matchesSearch } from "./listing-search.server";
import { statusOf } from "./listing-rows.server";

export const ADMIN_PROPERTIES_PER_PAGE = 50;

export interface AdminPropertyRow extends ListingStatus {
  id: number;
  slug: string;
  name: string;
  type: PropertyType;
  city: string;
  currency: Currency;
  price: number;
  newPrice: number | null;
  listedOn: string;
  /** When the office last confirmed it can still be had (ISO); null when never. */
  availabilityCheckedAt: string | null;
  /** The person who looks after it, null for the office itself. */
  agentId: number | null;
}

/**
 * One page of the office's properties, newest first, searched like the public list (name,
 * location, city or reference) and filtered by status, and by the person who looks after them
 * when `agentId` is given.
 */
export async function findPropertiesForAdmin(
  db: AppDatabase,
  query: AdminPropertyQuery,
  agentId: number | null,
): Promise<{ properties: AdminPropertyRow[]; total: number }> {
  let filtered = db.selectFrom("properties");
  if (agentId !== null) filtered = filtered.where("agent_id", "=", agentId);
  const matching = query.search ? matchesSearch(query.search, dialectOf(db)) : null;
  if (matching) filtered = filtered.where(matching);
  if (query.publication) filtered = filtered.where("publication", "=", query.publication);
  if (query.availability) filtered = filtered.where("availability", "=", query.availability);
  if (query.featured) filtered = filtered.where("featured", "=", 1);
  const [rows, count] = await Promise.all([
    filtered
      .select([
        "id",
        "slug",
        "name",
        "type",
        "city",
        "currency",
        "price",
        "new_price",
        "published",
        "publication",
        "availability",
        "featured",
        "availability_checked_at",
        "agent_id",
      ])
      .orderBy("id", "desc")
      .limit(ADMIN_PROPERTIES_PER_PAGE)
      .offset((query.page - 1) * ADMIN_PROPERTIES_PER_PAGE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    properties: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type as PropertyType,
      city: row.city,
      currency: isCurrency(row.currency) ? row.currency : "USD",
      price: row.price,
      newPrice: row.new_price,
      listedOn: row.published,
      availabilityCheckedAt: row.availability_checked_at,
      agentId: row.agent_id,
      ...statusOf(row),
    })),
    total: Number(count.total),
  };
}
