import type { AppDatabase } from "./app-database";

/** A photo stored by an upload: its files exist under `storageKey` in the media storage. */
export interface UploadedPhoto {
  storageKey: string;
  /** Size of the largest stored rendition, after EXIF orientation. */
  width: number;
  height: number;
}

/** Notes an upload until a property is saved with it (again: the same photo keeps one key). */
export async function recordUpload(db: AppDatabase, photo: UploadedPhoto, now = new Date()): Promise<void> {
  await db
    .insertInto("image_uploads")
    .values({
      storage_key: photo.storageKey,
      width: photo.width,
      height: photo.height,
      uploaded_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column("storage_key").doUpdateSet({ uploaded_at: now.toISOString() }))
    .execute();
}

/** The uploads among `storageKeys` still waiting to be saved with a property. */
export async function findUploads(db: AppDatabase, storageKeys: string[]): Promise<UploadedPhoto[]> {
  if (storageKeys.length === 0) return [];
  const rows = await db
    .selectFrom("image_uploads")
    .select(["storage_key", "width", "height"])
    .where("storage_key", "in", storageKeys)
    .execute();
  return rows.map((row) => ({ storageKey: row.storage_key, width: row.width, height: row.height }));
}

/** Forgets uploads that a property now holds: its photo rows keep them from here on. */
export async function forgetUploads(db: AppDatabase, storageKeys: string[]): Promise<void> {
  if (storageKeys.length === 0) return;
  await db.deleteFrom("image_uploads").where("storage_key", "in", storageKeys).execute();
}

/**
 * Forgets uploads made before `before` that no property was saved with (a form left
 * unsaved) and returns the storage keys no photo uses, whose files the caller deletes.
 */
export async function forgetAbandonedUploads(db: AppDatabase, before: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const abandoned = await trx
      .selectFrom("image_uploads")
      .select("storage_key")
      .where("uploaded_at", "<", before.toISOString())
      .execute();
    if (abandoned.length === 0) return [];
    const keys = abandoned.map((row) => row.storage_key);
    await trx.deleteFrom("image_uploads").where("storage_key", "in", keys).execute();
    const used = await trx
      .selectFrom("property_images")
      .select("storage_key")
      .where("storage_key", "in", keys)
      .execute();
    const usedKeys = new Set(used.map((row) => row.storage_key));
    return keys.filter((key) => !usedKeys.has(key));
  });
}
