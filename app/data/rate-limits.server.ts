import { sql } from "kysely";
import type { AppDatabase } from "./app-database";

/**
 * Counts one action under `key` in the window it falls in, in a single statement: parallel
 * requests each get their own number, so no more than the limit can pass. A key whose window
 * is over starts a new one at `now`. Returns the action's number in its window and when
 * the window began.
 */
export async function countInWindow(
  db: AppDatabase,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; startedAt: Date }> {
  const nowText = now.toISOString();
  const windowOver = sql<boolean>`rate_limit_windows.started_at <= ${new Date(now.getTime() - windowMs).toISOString()}`;
  const row = await db
    .insertInto("rate_limit_windows")
    .values({ key, started_at: nowText, hits: 1 })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({
        hits: sql<number>`case when ${windowOver} then 1 else rate_limit_windows.hits + 1 end`,
        started_at: sql<string>`case when ${windowOver} then ${nowText} else rate_limit_windows.started_at end`,
      }),
    )
    .returning(["hits", "started_at"])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), startedAt: new Date(row.started_at) };
}

/** Windows begun `windowMs` or longer before `now` count for nothing: their rows go. */
export async function deleteEndedWindows(db: AppDatabase, windowMs: number, now: Date): Promise<void> {
  await db
    .deleteFrom("rate_limit_windows")
    .where("started_at", "<=", new Date(now.getTime() - windowMs).toISOString())
    .execute();
}
