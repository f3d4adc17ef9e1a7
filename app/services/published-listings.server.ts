import { findPublishedSlugs } from "~/data/insight-counts.server";
import type { AppDatabase } from "~/data/app-database";
import type { ContentMemo } from "./content-memo.server";

/**
 * Whether a slug is a published listing's, answered from memory: the slugs are read again
 * only once the content version has moved, which any change to a listing does, whichever
 * instance makes it. A flood of made-up slugs costs a look in a Set each.
 */
export function publishedListingCheck(
  db: AppDatabase,
  memo: ContentMemo,
): (slug: string) => Promise<boolean> {
  return async (slug) => (await memo.remember("published slugs", () => findPublishedSlugs(db))).has(slug);
}
