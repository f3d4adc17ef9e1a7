import type { AppDatabase } from "./app-database";

/** An uploaded photo, by the key of its stored files and the width of the largest. */
export interface StoredPhoto {
  storageKey: string;
  width: number | null;
}

/**
 * The photo a listing's shared link shows: its first uploaded one, in the listing's order
 * (image links to other sites are left out). `{ photo: null }` for a listing without one,
 * null for an unknown slug or a draft, which visitors may not see.
 */
export async function findLinkPreviewPhoto(
  db: AppDatabase,
  slug: string,
): Promise<{ photo: StoredPhoto | null } | null> {
  const row = await db
    .selectFrom("properties as property")
    .leftJoin("property_images as image", (join) =>
      join.onRef("image.property_id", "=", "property.id").on("image.storage_key", "is not", null),
    )
    .select(["image.storage_key", "image.width"])
    .where("property.slug", "=", slug)
    .where("property.publication", "=", "published")
    .orderBy("image.position")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { photo: row.storage_key ? { storageKey: row.storage_key, width: row.width } : null };
}
