import type { AppDatabase } from "./app-database";

/**
 * The secret in the feeds' addresses, stored with the settings but kept out of SiteSettings,
 * which every public page is given. Saving it moves the content version on, so that kept feeds
 * at the old addresses are never sent again.
 */
const FEED_TOKEN_KEY = "feedToken";

/** The feeds' token; null until the office first asks for the addresses. */
export async function findFeedToken(db: AppDatabase): Promise<string | null> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", FEED_TOKEN_KEY)
    .executeTakeFirst();
  return row?.value || null;
}

export async function saveFeedToken(db: AppDatabase, token: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: FEED_TOKEN_KEY, value: token })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: token }))
    .execute();
}
