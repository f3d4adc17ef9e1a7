import type { ListingSummary } from "~/domain/property";
import type { AppDatabase } from "./database.server";
import { summaryColumns, withCovers } from "./properties.server";

/**
 * The listings a visitor saved, in the order of `slugs`; slugs of listings that are no
 * longer on the site are left out.
 */
export async function findSavedListings(
  db: AppDatabase,
  slugs: readonly string[],
): Promise<ListingSummary[]> {
  if (slugs.length === 0) return [];
  const rows = await db.selectFrom("properties").select(summaryColumns).where("slug", "in", slugs).execute();
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return withCovers(
    db,
    slugs.flatMap((slug) => bySlug.get(slug) ?? []),
  );
}
