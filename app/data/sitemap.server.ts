import type { AppDatabase } from "./app-database";

export interface SitemapListing {
  slug: string;
  /** When the listing last changed: an ISO date-time. */
  updatedAt: string;
}

/**
 * The listings search engines should know, newest first, at most `limit` of them: every
 * published one, sold and let ones included (their pages still answer); drafts never.
 */
export async function findSitemapListings(db: AppDatabase, limit: number): Promise<SitemapListing[]> {
  const rows = await db
    .selectFrom("properties")
    .select(["slug", "updated_at"])
    .where("publication", "=", "published")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
