import type { ShownListings } from "~/domain/availability-check";
import type { AppDatabase } from "./app-database";
import { publishedAndShown } from "./listing-search.server";

export interface SitemapListing {
  slug: string;
  /** When the listing last changed: an ISO date-time. */
  updatedAt: string;
}

/** Listings read per page of the sitemap. */
export const SITEMAP_PAGE_SIZE = 500;

/**
 * How many listings search engines should know, and the highest id among them: every published
 * one, sold and let ones included while they are shown (their pages still answer); drafts never.
 */
export async function sitemapListingExtent(
  db: AppDatabase,
  shown: ShownListings,
): Promise<{ count: number; highestId: number }> {
  const row = await db
    .selectFrom("properties")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("id").as("highest")])
    .where(publishedAndShown(shown))
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), highestId: Number(row.highest ?? 0) };
}

/**
 * The listings search engines should know (see `sitemapListingExtent`) whose ids are above
 * `aboveId` and at most `upToId`, newest first, a page at a time.
 */
export async function* sitemapListingPages(
  db: AppDatabase,
  shown: ShownListings,
  {
    aboveId = 0,
    upToId = null,
    pageSize = SITEMAP_PAGE_SIZE,
  }: { aboveId?: number; upToId?: number | null; pageSize?: number },
): AsyncGenerator<SitemapListing[], void, undefined> {
  let belowId = upToId === null ? null : upToId + 1;
  for (;;) {
    let query = db
      .selectFrom("properties")
      .select(["id", "slug", "updated_at"])
      .where(publishedAndShown(shown))
      .where("id", ">", aboveId)
      .orderBy("id", "desc")
      .limit(pageSize);
    if (belowId !== null) query = query.where("id", "<", belowId);
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
    if (rows.length < pageSize) return;
    belowId = rows.at(-1)!.id;
  }
}
