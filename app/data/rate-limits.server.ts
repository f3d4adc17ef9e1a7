import type { AppDatabase } from "./database.server";

/** How many hits under `key` still count at `now`, and when the first of them stops counting. */
export async function countLiveHits(
  db: AppDatabase,
  key: string,
  now: Date,
): Promise<{ count: number; firstExpiry: Date | null }> {
  const { count, first } = await db
    .selectFrom("rate_limit_hits")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.min("expires_at").as("first")])
    .where("key", "=", key)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return { count: Number(count), firstExpiry: first === null ? null : new Date(first) };
}

/** Records a hit under `key` that counts until `expiresAt`; hits that no longer count go at the same time. */
export async function recordHit(db: AppDatabase, key: string, expiresAt: Date, now: Date): Promise<void> {
  await db.deleteFrom("rate_limit_hits").where("expires_at", "<=", now.toISOString()).execute();
  await db.insertInto("rate_limit_hits").values({ key, expires_at: expiresAt.toISOString() }).execute();
}
