import { sql } from "kysely";
import { nairobiDateOf, nairobiDaysEndingAt, startOfNairobiDate } from "~/domain/dates";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import type { Publication } from "~/domain/listing-status";
import type { AppDatabase } from "./app-database";

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

/** One day of the chart. */
export interface DayActivity {
  date: string;
  views: number;
  /** WhatsApp and Call taps together. */
  taps: number;
  enquiries: number;
}

/** What visitors did with one listing over some days. */
export interface ListingActivity {
  id: number;
  slug: string;
  name: string;
  views: number;
  whatsappTaps: number;
  callTaps: number;
  enquiries: number;
  saves: number;
}

export interface SearchDemand {
  search: string;
  searches: number;
}

/** The office's insights on the dashboard. */
export interface Insights {
  /** The last 30 days in Nairobi, today last. */
  days: DayActivity[];
  /** The listings most viewed in the last 7 days. */
  topThisWeek: ListingActivity[];
  /** Every listing with something counted in the last 30 days, the most viewed first (at most 50). */
  listings: ListingActivity[];
  /** The searches that found nothing most often in the last 30 days. */
  emptySearches: SearchDemand[];
}

export const INSIGHT_DAYS = 30;
const WEEK = 7;
const TOP_THIS_WEEK = 5;
const LISTINGS_SHOWN = 50;
const EMPTY_SEARCHES_SHOWN = 10;

export async function readInsights(db: AppDatabase, now = new Date()): Promise<Insights> {
  const dates = nairobiDaysEndingAt(now, INSIGHT_DAYS);
  const first = dates[0]!;
  const weekStart = dates[dates.length - WEEK]!;
  const [days, topThisWeek, listings, emptySearches] = await Promise.all([
    dailyActivity(db, dates),
    listingActivity(db, weekStart, TOP_THIS_WEEK),
    listingActivity(db, first, LISTINGS_SHOWN),
    topEmptySearches(db, first, EMPTY_SEARCHES_SHOWN),
  ]);
  return { days, topThisWeek, listings, emptySearches };
}

/** Enquiries about listings since a day began, with the listing while it exists. */
function enquiriesSince(db: AppDatabase, date: string) {
  return db
    .selectFrom("contact_messages")
    .where("property_reference", "is not", null)
    .where("created_at", ">=", startOfNairobiDate(date));
}

async function dailyActivity(db: AppDatabase, dates: string[]): Promise<DayActivity[]> {
  const [counts, enquiries] = await Promise.all([
    db
      .selectFrom("listing_daily_counts")
      .select((eb) => [
        "day",
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>(eb("whatsapp_taps", "+", eb.ref("call_taps"))).as("taps"),
      ])
      .where("day", ">=", dates[0]!)
      .groupBy("day")
      .execute(),
    enquiriesSince(db, dates[0]!).select("created_at").execute(),
  ]);
  const byDay = new Map(counts.map((row) => [row.day, row]));
  const enquiriesByDay = new Map<string, number>();
  for (const { created_at } of enquiries) {
    const date = nairobiDateOf(created_at);
    enquiriesByDay.set(date, (enquiriesByDay.get(date) ?? 0) + 1);
  }
  return dates.map((date) => ({
    date,
    views: Number(byDay.get(date)?.views ?? 0),
    taps: Number(byDay.get(date)?.taps ?? 0),
    enquiries: enquiriesByDay.get(date) ?? 0,
  }));
}

/** Each listing with views, taps, saves or enquiries since `date`, most viewed first. */
async function listingActivity(db: AppDatabase, date: string, limit: number): Promise<ListingActivity[]> {
  const [counts, enquiries] = await Promise.all([
    db
      .selectFrom("listing_daily_counts")
      .select((eb) => [
        "property_id",
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>("whatsapp_taps").as("whatsapp_taps"),
        eb.fn.sum<number>("call_taps").as("call_taps"),
        eb.fn.sum<number>("saves").as("saves"),
      ])
      .where("day", ">=", date)
      .groupBy("property_id")
      .execute(),
    enquiriesSince(db, date)
      .select((eb) => ["property_id", eb.fn.countAll<number>().as("enquiries")])
      .where("property_id", "is not", null)
      .groupBy("property_id")
      .execute(),
  ]);
  const activity = new Map<number, Omit<ListingActivity, "slug" | "name">>();
  const entry = (id: number) => {
    const existing = activity.get(id);
    if (existing) return existing;
    const created = { id, views: 0, whatsappTaps: 0, callTaps: 0, enquiries: 0, saves: 0 };
    activity.set(id, created);
    return created;
  };
  for (const row of counts) {
    Object.assign(entry(Number(row.property_id)), {
      views: Number(row.views),
      whatsappTaps: Number(row.whatsapp_taps),
      callTaps: Number(row.call_taps),
      saves: Number(row.saves),
    });
  }
  for (const row of enquiries) entry(Number(row.property_id)).enquiries = Number(row.enquiries);
  const ranked = [...activity.values()]
    .sort(
      (a, b) =>
        b.views - a.views ||
        b.enquiries - a.enquiries ||
        b.whatsappTaps + b.callTaps - (a.whatsappTaps + a.callTaps) ||
        b.saves - a.saves ||
        a.id - b.id,
    )
    .slice(0, limit);
  const listings = new Map<number, { slug: string; name: string }>();
  for (const chunk of chunks(
    ranked.map((listing) => listing.id),
    ROWS_PER_STATEMENT,
  )) {
    const rows = await db
      .selectFrom("properties")
      .select(["id", "slug", "name"])
      .where("id", "in", chunk)
      .execute();
    for (const row of rows) listings.set(Number(row.id), row);
  }
  return ranked.flatMap((listing) => {
    const named = listings.get(listing.id);
    return named ? [{ ...listing, slug: named.slug, name: named.name }] : [];
  });
}

async function topEmptySearches(db: AppDatabase, date: string, limit: number): Promise<SearchDemand[]> {
  const rows = await db
    .selectFrom("empty_searches")
    .select((eb) => ["search", eb.fn.sum<number>("searches").as("searches")])
    .where("day", ">=", date)
    .groupBy("search")
    .orderBy("searches", "desc")
    .orderBy("search")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ search: row.search, searches: Number(row.searches) }));
}
