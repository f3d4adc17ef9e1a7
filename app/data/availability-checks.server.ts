// The office's checks that listings can still be had, and the listings a page of one that has
// gone offers in its place.
import type { ListingSummary } from "~/domain/property";
import { type PropertyType } from "~/domain/property-type";
import type { AppDatabase } from "./app-database";
import { summaryColumns, withCovers } from "./listing-rows.server";

/** Most listings the list of checks shows at once: the oldest first, so the rest come next. */
export const MOST_DUE_CHECKS = 100;

export interface DueCheck {
  slug: string;
  name: string;
  type: PropertyType;
  city: string;
  /** When the office last confirmed it (ISO); null when never. */
  checkedAt: string | null;
}

/** Listings on the market whose last check is older than `freshSince` (or missing): of one person (`agentId`), or of the office. */
function dueChecks(db: AppDatabase, freshSince: string, agentId: number | null) {
  let listings = db.selectFrom("properties");
  if (agentId !== null) listings = listings.where("agent_id", "=", agentId);
  return listings
    .where("on_market", "=", 1)
    .where((eb) =>
      eb.or([eb("availability_checked_at", "is", null), eb("availability_checked_at", "<", freshSince)]),
    );
}

/** The listings due for a check, never checked first, then the oldest check first. */
export async function findDueChecks(
  db: AppDatabase,
  freshSince: string,
  agentId: number | null,
): Promise<DueCheck[]> {
  const rows = await dueChecks(db, freshSince, agentId)
    .select(["slug", "name", "type", "city", "availability_checked_at"])
    .orderBy((eb) => eb.fn.coalesce("availability_checked_at", eb.val("")))
    .orderBy("id")
    .limit(MOST_DUE_CHECKS)
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    type: row.type as PropertyType,
    city: row.city,
    checkedAt: row.availability_checked_at,
  }));
}

export async function countDueChecks(
  db: AppDatabase,
  freshSince: string,
  agentId: number | null,
): Promise<number> {
  const { total } = await dueChecks(db, freshSince, agentId)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Notes that the office confirmed the listing can still be had, now. Returns its name, or null
 * for an unknown slug.
 */
export async function confirmAvailability(db: AppDatabase, slug: string, now: Date): Promise<string | null> {
  const row = await db
    .updateTable("properties")
    .set({ availability_checked_at: now.toISOString() })
    .where("slug", "=", slug)
    .returning("name")
    .executeTakeFirst();
  return row?.name ?? null;
}

/** How many listings a page of one that has gone offers instead. */
export const SIMILAR_LISTINGS = 3;

/**
 * Listings on the market of the same type as one that has gone, in its town first, newest
 * first: what a visitor who came for it may want instead.
 */
export async function findSimilarListings(
  db: AppDatabase,
  listing: { id: number; type: PropertyType; city: string },
): Promise<ListingSummary[]> {
  const rows = await db
    .selectFrom("properties")
    .select(summaryColumns)
    .where("on_market", "=", 1)
    .where("type", "=", listing.type)
    .where("id", "!=", listing.id)
    .orderBy((eb) => eb.case().when("city", "=", listing.city).then(0).else(1).end())
    .orderBy("published", "desc")
    .orderBy("id", "desc")
    .limit(SIMILAR_LISTINGS)
    .execute();
  return withCovers(db, rows);
}
