import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionStatus } from "~/domain/sessions";
import type { AppDatabase } from "./database.server";
import type { User } from "./users.server";

const before = (now: Date, milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

/** Stores a new session for the user under the hash of its token; ended sessions go at the same time. */
export async function createSession(
  db: AppDatabase,
  { idHash, userId, now = new Date() }: { idHash: string; userId: number; now?: Date },
): Promise<void> {
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now.toISOString()),
        eb("last_seen_at", "<=", before(now, SESSION_IDLE_MS)),
      ]),
    )
    .execute();
  await db
    .insertInto("sessions")
    .values({
      id_hash: idHash,
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
}

/** The user of a live session; an ended session is deleted and gives null. */
export async function findSessionUser(
  db: AppDatabase,
  idHash: string,
  now = new Date(),
): Promise<User | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["users.id", "users.email", "users.is_admin", "sessions.last_seen_at", "sessions.expires_at"])
    .where("sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return null;
  const status = sessionStatus(
    { lastSeenAt: new Date(row.last_seen_at), expiresAt: new Date(row.expires_at) },
    now,
  );
  if (status === "expired") {
    await deleteSession(db, idHash);
    return null;
  }
  if (status === "touch") {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: now.toISOString() })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return { id: row.id, email: row.email, isAdmin: row.is_admin === 1 };
}

export async function deleteSession(db: AppDatabase, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** Signs a user out everywhere but in the session `keepIdHash`, as after a password change. */
export async function deleteOtherSessionsOfUser(
  db: AppDatabase,
  userId: number,
  keepIdHash: string,
): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("id_hash", "!=", keepIdHash).execute();
}

/** Signs a user out everywhere, as after a password reset. */
export async function deleteSessionsOfUser(db: AppDatabase, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

/** Records a failed sign-in under each key; failures older than the window are dropped. */
export async function recordFailedSignIn(
  db: AppDatabase,
  keys: string[],
  windowMs: number,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("attempted_at", "<", before(now, windowMs)).execute();
  await db
    .insertInto("sign_in_attempts")
    .values(keys.map((key) => ({ key, attempted_at: now.toISOString() })))
    .execute();
}

export async function countRecentFailures(
  db: AppDatabase,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<number> {
  const { count } = await db
    .selectFrom("sign_in_attempts")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("key", "=", key)
    .where("attempted_at", ">", before(now, windowMs))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function clearFailures(db: AppDatabase, key: string): Promise<void> {
  await db.deleteFrom("sign_in_attempts").where("key", "=", key).execute();
}
