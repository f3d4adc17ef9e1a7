// What visitors do, counted in memory by services/visitor-counts.server.ts and added here in
// batches; the dashboard reads it through insights.server.ts.
import { sql } from "kysely";
import { nairobiDaysEndingAt } from "~/domain/dates";
import type { Publication } from "~/domain/listing-status";
import type { AppDatabase } from "./app-database";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";

/** What visitors did with one listing on one day, added to what is stored. */
export interface ListingCounts {
  slug: string;
  /** `YYYY-MM-DD` in Nairobi. */
  day: string;
  views: number;
  whatsappTaps: number;
  callTaps: number;
  saves: number;
}

/** How often a search that found nothing was made on one day. */
export interface EmptySearchCount {
  day: string;
  /** The search's key (`emptySearchKey`). */
  search: string;
  searches: number;
}

/** Counts gathered in memory, written together. */
export interface CountBatch {
  listings: ListingCounts[];
  emptySearches: EmptySearchCount[];
}

const PUBLISHED: Publication = "published";

/** Searches that found nothing kept per day at most: a flood of made-up searches stops there. */
export const MAX_EMPTY_SEARCHES_PER_DAY = 500;
/** Searches that found nothing are kept this many days; the dashboard shows the last 30. */
export const EMPTY_SEARCH_DAYS_KEPT = 90;

/**
 * Adds a batch of counts to the stored ones in one transaction. Each statement adds to the
 * row that is there (`on conflict … do update set n = n + excluded.n`), so several instances
 * writing the same listing and day all count. Counts for listings that no longer exist or are
 * not published are dropped; a day's searches beyond `maxSearchesPerDay` distinct ones are too.
 */
export async function addCounts(
  db: AppDatabase,
  batch: CountBatch,
  { maxSearchesPerDay = MAX_EMPTY_SEARCHES_PER_DAY, now = new Date() } = {},
): Promise<void> {
  const ids = await publishedListingIds(db, [...new Set(batch.listings.map((counts) => counts.slug))]);
  const rows = batch.listings.flatMap((counts) => {
    const id = ids.get(counts.slug);
    return id === undefined
      ? []
      : [
          {
            property_id: id,
            day: counts.day,
            views: counts.views,
            whatsapp_taps: counts.whatsappTaps,
            call_taps: counts.callTaps,
            saves: counts.saves,
          },
        ];
  });
  if (rows.length === 0 && batch.emptySearches.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const chunk of chunks(rows, ROWS_PER_STATEMENT)) {
      await trx
        .insertInto("listing_daily_counts")
        .values(chunk)
        .onConflict((conflict) =>
          conflict.columns(["property_id", "day"]).doUpdateSet({
            views: sql`listing_daily_counts.views + excluded.views`,
            whatsapp_taps: sql`listing_daily_counts.whatsapp_taps + excluded.whatsapp_taps`,
            call_taps: sql`listing_daily_counts.call_taps + excluded.call_taps`,
            saves: sql`listing_daily_counts.saves + excluded.saves`,
          }),
        )
        .execute();
    }
    if (batch.emptySearches.length === 0) return;
    for (const day of new Set(batch.emptySearches.map((search) => search.day))) {
      const searches = batch.emptySearches.filter((search) => search.day === day);
      await addEmptySearches(trx, day, searches, maxSearchesPerDay);
    }
    const oldest = nairobiDaysEndingAt(now, EMPTY_SEARCH_DAYS_KEPT)[0]!;
    await trx.deleteFrom("empty_searches").where("day", "<", oldest).execute();
  });
}

async function publishedListingIds(db: AppDatabase, slugs: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const chunk of chunks(slugs, ROWS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom("properties")
      .select(["id", "slug"])
      .where("slug", "in", chunk)
      .where("publication", "=", PUBLISHED)
      .execute();
    for (const row of rows) ids.set(row.slug, Number(row.id));
  }
  return ids;
}

/** The slugs of every published listing, sold and let ones included: the listings visitors can act on. */
export async function findPublishedSlugs(db: AppDatabase): Promise<Set<string>> {
  const rows = await db
    .selectFrom("properties")
    .select("slug")
    .where("publication", "=", PUBLISHED)
    .execute();
  return new Set(rows.map((row) => row.slug));
}

/** One day's searches: those stored already are added to, new ones only while the day has room. */
async function addEmptySearches(
  db: AppDatabase,
  day: string,
  searches: EmptySearchCount[],
  maxPerDay: number,
): Promise<void> {
  const known = new Set<string>();
  for (const chunk of chunks(searches, ROWS_PER_STATEMENT)) {
    const rows = await db
      .selectFrom("empty_searches")
      .select("search")
      .where("day", "=", day)
      .where(
        "search",
        "in",
        chunk.map((search) => search.search),
      )
      .execute();
    for (const row of rows) known.add(row.search);
  }
  const { stored } = await db
    .selectFrom("empty_searches")
    .select((eb) => eb.fn.countAll<number>().as("stored"))
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  const room = Math.max(0, maxPerDay - Number(stored));
  const added = searches
    .filter((search) => !known.has(search.search))
    .sort((a, b) => b.searches - a.searches)
    .slice(0, room);
  const rows = [...searches.filter((search) => known.has(search.search)), ...added];
  for (const chunk of chunks(rows, ROWS_PER_STATEMENT)) {
    await db
      .insertInto("empty_searches")
      .values(chunk)
      .onConflict((conflict) =>
        conflict
          .columns(["day", "search"])
          .doUpdateSet({ searches: sql`empty_searches.searches + excluded.searches` }),
      )
      .execute();
  }
}
