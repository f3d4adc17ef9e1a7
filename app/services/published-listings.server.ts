import { findPublishedSlugs } from "~/data/insight-counts.server";
import type { AppDatabase } from "~/data/app-database";
import type { ContentVersionReader } from "./kept-pages.server";

/**
 * Whether a slug is a published listing's, answered from memory: the slugs are read again
 * only once the content version has moved, which any change to a listing does, whichever
 * instance makes it. A flood of made-up slugs costs a look in a Set each.
 */
export function publishedListingCheck(
  db: AppDatabase,
  contentVersion: ContentVersionReader,
): (slug: string) => Promise<boolean> {
  let loaded: { version: number; slugs: Promise<Set<string>> } | null = null;
  return async (slug) => {
    const version = await contentVersion();
    if (loaded?.version !== version) {
      const slugs = findPublishedSlugs(db);
      loaded = { version, slugs };
      // A failed read is tried again by the next report.
      slugs.catch(() => {
        if (loaded?.slugs === slugs) loaded = null;
      });
    }
    return (await loaded.slugs).has(slug);
  };
}
