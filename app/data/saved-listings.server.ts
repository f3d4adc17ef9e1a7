import type { ListingSummary } from "~/domain/property";
import type { AppDatabase } from "./app-database";
import { summaryColumns, withCovers } from "./listing-rows.server";

/**
 * The listings a visitor saved, in the order of `slugs`; slugs of listings that are no
 * longer on the site (deleted, or made a draft) are left out. Sold and let listings stay,
 * marked as such, so that the visitor learns what became of them.
 */
export async function findSavedListings(
  db: AppDatabase,
  slugs: readonly string[],
): Promise<ListingSummary[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .selectFrom("properties")
    .select(summaryColumns)
    .where("slug", "in", slugs)
    .where("publication", "=", "published")
    .execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return withCovers(
    db,
    slugs.flatMap((slug) => bySlug.get(slug) ?? []),
  );
}
