import { sql } from "kysely";
import type { NotifiedMessage } from "~/domain/notification-email";
import type { NotificationRecord } from "~/domain/notifications";
import { listingColumns, toMessageListing } from "./contact-messages.server";
import { type AppDatabase, dialectOf } from "./database.server";

/** A notification a worker has claimed, with the message it tells of. */
export interface ClaimedNotification {
  id: number;
  recipient: string;
  siteOrigin: string;
  /** Attempts begun, this one included. */
  attempts: number;
  message: NotifiedMessage;
}

/**
 * Claims up to `limit` notifications that are due and not claimed by another worker, until
 * `now + leaseMs`, under `token`, counting an attempt for each. One statement: on PostgreSQL
 * the rows another worker is claiming at the same moment are skipped rather than waited for,
 * and on SQLite a write holds the whole database, so two workers never claim one row.
 */
export async function claimDueNotifications(
  db: AppDatabase,
  { now, leaseMs, limit, token }: { now: Date; leaseMs: number; limit: number; token: string },
): Promise<ClaimedNotification[]> {
  const nowText = now.toISOString();
  const due = db
    .selectFrom("notification_outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", nowText)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", nowText)]))
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  const claimed = await db
    .updateTable("notification_outbox")
    .set({
      claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
      claim_token: token,
      attempts: sql<number>`attempts + 1`,
    })
    .where("id", "in", dialectOf(db) === "postgres" ? due.forUpdate().skipLocked() : due)
    .returning("id")
    .execute();
  if (claimed.length === 0) return [];

  const rows = await db
    .selectFrom("notification_outbox")
    .innerJoin("contact_messages", "contact_messages.id", "notification_outbox.message_id")
    .leftJoin("properties", "properties.id", "contact_messages.property_id")
    .select([
      "notification_outbox.id",
      "notification_outbox.recipient",
      "notification_outbox.site_origin",
      "notification_outbox.attempts",
      "contact_messages.id as message_id",
      "contact_messages.name",
      "contact_messages.email",
      "contact_messages.phone",
      "contact_messages.message",
      "contact_messages.created_at",
      ...listingColumns,
    ])
    .where("notification_outbox.claim_token", "=", token)
    .orderBy("notification_outbox.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    siteOrigin: row.site_origin,
    attempts: Number(row.attempts),
    message: {
      id: row.message_id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      receivedAt: row.created_at,
      listing: toMessageListing(row),
    },
  }));
}

/** Records a claimed notification as sent; false when the claim was lost (it ran out and another worker took it). */
export async function markNotificationSent(
  db: AppDatabase,
  { id, token, now }: { id: number; token: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("notification_outbox")
    .set({
      status: "sent",
      sent_at: now.toISOString(),
      last_error: null,
      claimed_until: null,
      claim_token: null,
    })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records a failed attempt at a claimed notification with the mail server's answer: tried
 * again from `retryAt`, or marked failed when that is null.
 */
export async function recordFailedAttempt(
  db: AppDatabase,
  { id, token, error, retryAt }: { id: number; token: string; error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .updateTable("notification_outbox")
    .set({
      status: retryAt ? "pending" : "failed",
      ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
      last_error: error,
      claimed_until: null,
      claim_token: null,
    })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .execute();
}

/** Where the e-mail about each of these messages stands; a message without one was not e-mailed. */
export async function findNotificationRecords(
  db: AppDatabase,
  messageIds: readonly number[],
): Promise<Map<number, NotificationRecord>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("notification_outbox")
    .select(["message_id", "status", "attempts", "next_attempt_at", "last_error", "sent_at"])
    .where("message_id", "in", messageIds)
    .orderBy("id")
    .execute();
  return new Map(
    rows.map((row) => [
      row.message_id,
      {
        status: row.status,
        attempts: Number(row.attempts),
        nextAttemptAt: row.next_attempt_at,
        lastError: row.last_error,
        sentAt: row.sent_at,
      },
    ]),
  );
}
