import type { AppDatabase } from "./app-database";
import { saveSettingValue } from "./settings.server";

/**
 * The secret in each feed's address, stored with the settings but kept out of SiteSettings,
 * which every public page is given: one per feed, so that each is renewed on its own. Saving
 * one moves the content version on, so that a kept feed at its old address is never sent again.
 * Before each feed had its own, one token opened them all (`feedToken`): a feed not yet renewed
 * keeps answering at that address.
 */
const SHARED_TOKEN_KEY = "feedToken";
const tokenKey = (feed: string) => `${SHARED_TOKEN_KEY}:${feed}`;

/** The feed's token; null until the office first asks for its address. */
export async function findFeedToken(db: AppDatabase, feed: string): Promise<string | null> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", [tokenKey(feed), SHARED_TOKEN_KEY])
    .execute();
  const value = (key: string) => rows.find((row) => row.key === key)?.value || null;
  return value(tokenKey(feed)) ?? value(SHARED_TOKEN_KEY);
}

export async function saveFeedToken(db: AppDatabase, feed: string, token: string): Promise<void> {
  await saveSettingValue(db, tokenKey(feed), token);
}
