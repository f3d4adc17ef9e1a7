// The office's insights on the dashboard, read from the counts insight-counts.server.ts adds.
import { nairobiDateOf, nairobiDaysEndingAt, startOfNairobiDate } from "~/domain/dates";
import type { AppDatabase } from "./app-database";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";

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

/**
 * What visitors did with the office's listings, or with one person's (`agentId`); the searches
 * that found nothing are the whole site's either way.
 */
export async function readInsights(
  db: AppDatabase,
  agentId: number | null,
  now = new Date(),
): Promise<Insights> {
  const dates = nairobiDaysEndingAt(now, INSIGHT_DAYS);
  const first = dates[0]!;
  const weekStart = dates[dates.length - WEEK]!;
  const [days, topThisWeek, listings, emptySearches] = await Promise.all([
    dailyActivity(db, dates, agentId),
    listingActivity(db, weekStart, TOP_THIS_WEEK, agentId),
    listingActivity(db, first, LISTINGS_SHOWN, agentId),
    topEmptySearches(db, first, EMPTY_SEARCHES_SHOWN),
  ]);
  return { days, topThisWeek, listings, emptySearches };
}

/** Enquiries about listings since a day began, with the listing while it exists; a report is none. */
function enquiriesSince(db: AppDatabase, date: string, agentId: number | null) {
  let enquiries = db
    .selectFrom("contact_messages")
    .where("property_reference", "is not", null)
    .where("report_reason", "is", null)
    .where("created_at", ">=", startOfNairobiDate(date));
  if (agentId !== null) enquiries = enquiries.where("agent_id", "=", agentId);
  return enquiries;
}

/** The daily counts of every listing, or of one person's listings. */
function dailyCounts(db: AppDatabase, agentId: number | null) {
  const counts = db.selectFrom("listing_daily_counts");
  return agentId === null
    ? counts
    : counts.where(
        "property_id",
        "in",
        db.selectFrom("properties").select("id").where("agent_id", "=", agentId),
      );
}

async function dailyActivity(
  db: AppDatabase,
  dates: string[],
  agentId: number | null,
): Promise<DayActivity[]> {
  const [counts, enquiries] = await Promise.all([
    dailyCounts(db, agentId)
      .select((eb) => [
        "day",
        eb.fn.sum<number>("views").as("views"),
        eb.fn.sum<number>(eb("whatsapp_taps", "+", eb.ref("call_taps"))).as("taps"),
      ])
      .where("day", ">=", dates[0]!)
      .groupBy("day")
      .execute(),
    enquiriesSince(db, dates[0]!, agentId).select("created_at").execute(),
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
async function listingActivity(
  db: AppDatabase,
  date: string,
  limit: number,
  agentId: number | null,
): Promise<ListingActivity[]> {
  const [counts, enquiries] = await Promise.all([
    dailyCounts(db, agentId)
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
    enquiriesSince(db, date, agentId)
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
