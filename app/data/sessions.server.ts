import { SESSION_IDLE_MS, SESSION_LIFETIME_MS, sessionStatus } from "~/domain/sessions";
import type { AppDatabase } from "./app-database";
import { roleOf, type User } from "./users.server";

const before = (now: Date, milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();

export interface NewSession {
  idHash: string;
  userId: number;
  userAgent: string | null;
  clientNetwork: string | null;
  /** A session that only passed the password: it signs nobody in until the second factor. */
  awaitingSecondFactor?: { until: Date };
  now?: Date;
}

/** Stores a new session for the user under the hash of its token; ended sessions go at the same time. */
export async function createSession(
  db: AppDatabase,
  { idHash, userId, userAgent, clientNetwork, awaitingSecondFactor, now = new Date() }: NewSession,
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
  const expiresAt = awaitingSecondFactor?.until ?? new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insertInto("sessions")
    .values({
      id_hash: idHash,
      user_id: userId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      user_agent: userAgent?.slice(0, 512) ?? null,
      client_network: clientNetwork,
      awaiting_second_factor: awaitingSecondFactor ? 1 : 0,
    })
    .execute();
}

/** The session's row if it is live; an ended session is deleted and gives null. */
async function liveSession(db: AppDatabase, idHash: string, now: Date) {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.email",
      "users.role",
      "users.name",
      "users.must_change_password",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "sessions.awaiting_second_factor",
    ])
    .where("sessions.id_hash", "=", idHash)
    .where("users.status", "=", "active")
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
  const user: User = {
    id: row.id,
    email: row.email,
    role: roleOf(row.role),
    name: row.name,
    mustChangePassword: row.must_change_password === 1,
  };
  return { user, awaitingSecondFactor: row.awaiting_second_factor === 1 };
}

/** The user of a live, fully signed-in session, else null. */
export async function findSessionUser(
  db: AppDatabase,
  idHash: string,
  now = new Date(),
): Promise<User | null> {
  const session = await liveSession(db, idHash, now);
  return session && !session.awaitingSecondFactor ? session.user : null;
}

/** The user whose session passed the password and waits for the second factor, else null. */
export async function findUserAwaitingSecondFactor(
  db: AppDatabase,
  idHash: string,
  now = new Date(),
): Promise<User | null> {
  const session = await liveSession(db, idHash, now);
  return session?.awaitingSecondFactor ? session.user : null;
}

export interface SessionSummary {
  idHash: string;
  userAgent: string | null;
  clientNetwork: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's signed-in sessions, the most recently seen first. */
export async function listSessionsOfUser(db: AppDatabase, userId: number, now = new Date()) {
  const rows = await db
    .selectFrom("sessions")
    .select(["id_hash", "user_agent", "client_network", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("awaiting_second_factor", "=", 0)
    .where("expires_at", ">", now.toISOString())
    .where("last_seen_at", ">", before(now, SESSION_IDLE_MS))
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row): SessionSummary => ({
    idHash: row.id_hash,
    userAgent: row.user_agent,
    clientNetwork: row.client_network,
    createdAt: new Date(row.created_at),
    lastSeenAt: new Date(row.last_seen_at),
  }));
}

export async function deleteSession(db: AppDatabase, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function deleteSessionOfUser(db: AppDatabase, userId: number, idHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id_hash", "=", idHash)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
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
