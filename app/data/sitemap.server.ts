import type { ShownListings } from "~/domain/availability-check";
import type { AppDatabase } from "./app-database";
import { publishedAndShown } from "./listing-search.server";

export interface SitemapListing {
  slug: string;
  /** When the listing last changed: an ISO date-time. */
  updatedAt: string;
}

/**
 * The listings search engines should know, newest first, at most `limit` of them: every
 * published one, sold and let ones included while they are shown (their pages still answer);
 * drafts never.
 */
export async function findSitemapListings(
  db: AppDatabase,
  limit: number,
  shown: ShownListings,
): Promise<SitemapListing[]> {
  const rows = await db
    .selectFrom("properties")
    .select(["slug", "updated_at"])
    .where(publishedAndShown(shown))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
