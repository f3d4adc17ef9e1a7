import type { AppDatabase } from "./database.server";

/**
 * The number that triggers move on whenever a listing, its photos or amenities, the About
 * text or the settings change (migration 008). Pages read after it are at least that fresh.
 */
export async function readContentVersion(db: AppDatabase): Promise<number> {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
