import { sql } from "kysely";
import type { AppDatabase } from "./app-database";

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

export type Claim = { claimed: true; failures: number } | { claimed: false; nextAttemptAt: Date };

/**
 * Takes one attempt under `key` in a single statement, so parallel attempts cannot all pass
 * a count made before any of them is recorded. The attempt counts as a failure until
 * `releaseThrottle` says otherwise, and holds the key for `holdMs` meanwhile; it is refused
 * once `freeAttempts` are used and the key's next attempt time has not come.
 */
export async function claimAttempt(
  db: AppDatabase,
  key: string,
  {
    freeAttempts,
    holdMs,
    forgetAfterMs,
    now = new Date(),
  }: { freeAttempts: number; holdMs: number; forgetAfterMs: number; now?: Date },
): Promise<Claim> {
  const nowText = now.toISOString();
  const forgotten = sql<boolean>`sign_in_throttles.updated_at <= ${at(now, -forgetAfterMs)}`;
  const claimed = await db
    .insertInto("sign_in_throttles")
    .values({ key, failures: 1, next_attempt_at: at(now, holdMs), updated_at: nowText })
    .onConflict((conflict) =>
      conflict
        .column("key")
        .doUpdateSet({
          failures: sql<number>`case when ${forgotten} then 1 else sign_in_throttles.failures + 1 end`,
          next_attempt_at: at(now, holdMs),
          updated_at: nowText,
        })
        .where((eb) =>
          eb.or([
            eb("sign_in_throttles.failures", "<", freeAttempts),
            eb("sign_in_throttles.next_attempt_at", "<=", nowText),
            forgotten,
          ]),
        ),
    )
    .returning("failures")
    .executeTakeFirst();
  if (claimed) return { claimed: true, failures: claimed.failures };
  const { next_attempt_at } = await db
    .selectFrom("sign_in_throttles")
    .select("next_attempt_at")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return { claimed: false, nextAttemptAt: new Date(next_attempt_at) };
}

/** After a failed attempt: the next one under `key` waits until `nextAttemptAt`. */
export async function delayNextAttempt(db: AppDatabase, key: string, nextAttemptAt: Date): Promise<void> {
  await db
    .updateTable("sign_in_throttles")
    .set({ next_attempt_at: nextAttemptAt.toISOString() })
    .where("key", "=", key)
    .execute();
}

/** After a successful attempt, or a reset from the command line: `keys` start afresh. */
export async function releaseThrottles(db: AppDatabase, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom("sign_in_throttles").where("key", "in", keys).execute();
}

/** Every key that begins with `prefix`, such as an account's from every network: they start afresh. */
export async function releaseThrottlesStartingWith(db: AppDatabase, prefix: string): Promise<void> {
  await db
    .deleteFrom("sign_in_throttles")
    .where(sql<string>`substr(key, 1, ${prefix.length})`, "=", prefix)
    .execute();
}

/** Keys with no attempt for `forgetAfterMs` count for nothing: their rows go. */
export async function deleteForgottenThrottles(db: AppDatabase, forgetAfterMs: number, now = new Date()) {
  await db.deleteFrom("sign_in_throttles").where("updated_at", "<=", at(now, -forgetAfterMs)).execute();
}
