// Every e-mail the site sends, queued in the database and sent by the worker in
// services/notifications.server.ts: claimed for a while, retried, marked sent, failed or dropped.
import { sql } from "kysely";
import type { NotificationRecord } from "~/domain/notifications";
import type { AppDatabase } from "./app-database";
import { dialectOf } from "./dialect.server";

/** What an e-mail in the outbox is about, which says how the worker writes it. */
export type OutboxKind =
  /** To the office, about a new message or enquiry. */
  | "message"
  /** To a visitor, asking them to confirm a search alert. */
  | "alert-confirmation"
  /** To a visitor, with an alert's new listings. */
  | "alert-matches"
  /** To an administrator held up by strangers' wrong passwords, with a one-time sign-in link. */
  | "sign-in-link"
  /** To someone the owner invites to the office, with a one-time link to join. */
  | "invitation"
  | ViewingMailKind;

/** The e-mails about a booked viewing: to the office when it is booked, and to its visitor at each turn. */
export type ViewingMailKind =
  | "viewing-to-office"
  | "viewing-booked"
  | "viewing-confirmed"
  | "viewing-declined"
  | "viewing-moved"
  | "viewing-cancelled"
  | "viewing-reminder";

/** An e-mail to queue: what it is about, where it goes, and the site's address for its links. */
export type MailToQueue = { recipient: string; siteOrigin: string } & (
  | { kind: "message"; messageId: number }
  | { kind: "alert-confirmation" | "alert-matches"; alertId: number }
  | { kind: "sign-in-link" | "invitation" }
  | { kind: ViewingMailKind; viewingId: number }
);

/** Queues an e-mail, due at once; call it in the transaction that makes what it tells of. */
export async function queueMail(db: AppDatabase, mail: MailToQueue, now: Date): Promise<number> {
  const { id } = await db
    .insertInto("notification_outbox")
    .values({
      kind: mail.kind,
      message_id: mail.kind === "message" ? mail.messageId : null,
      alert_id: mail.kind === "alert-confirmation" || mail.kind === "alert-matches" ? mail.alertId : null,
      viewing_id: "viewingId" in mail ? mail.viewingId : null,
      recipient: mail.recipient,
      site_origin: mail.siteOrigin,
      status: "pending",
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** An e-mail a worker has claimed. */
export interface ClaimedMail {
  id: number;
  kind: OutboxKind;
  recipient: string;
  siteOrigin: string;
  /** Attempts begun, this one included. */
  attempts: number;
  messageId: number | null;
  alertId: number | null;
  viewingId: number | null;
}

/**
 * Claims up to `limit` e-mails that are due and not claimed by another worker, until
 * `now + leaseMs`, under `token`, counting an attempt for each. One statement: on PostgreSQL
 * the rows another worker is claiming at the same moment are skipped rather than waited for,
 * and on SQLite a write holds the whole database, so two workers never claim one row.
 */
export async function claimDueMail(
  db: AppDatabase,
  { now, leaseMs, limit, token }: { now: Date; leaseMs: number; limit: number; token: string },
): Promise<ClaimedMail[]> {
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
    .returning(["id", "kind", "recipient", "site_origin", "attempts", "message_id", "alert_id", "viewing_id"])
    .execute();
  return claimed
    .map((row) => ({
      id: row.id,
      kind: row.kind as OutboxKind,
      recipient: row.recipient,
      siteOrigin: row.site_origin,
      attempts: Number(row.attempts),
      messageId: row.message_id,
      alertId: row.alert_id,
      viewingId: row.viewing_id,
    }))
    .sort((a, b) => a.id - b.id);
}

/** Records a claimed e-mail as sent; false when the claim was lost (it ran out and another worker took it). */
export async function markMailSent(
  db: AppDatabase,
  { id, token, now }: { id: number; token: string; now: Date },
): Promise<boolean> {
  return settle(db, { id, token }, { status: "sent", sent_at: now.toISOString(), last_error: null });
}

/** Records a claimed e-mail as not to be sent: what it told of is gone (an alert ended, its listings withdrawn). */
export async function markMailDropped(db: AppDatabase, { id, token }: { id: number; token: string }) {
  return settle(db, { id, token }, { status: "dropped" });
}

/**
 * Records a failed attempt at a claimed e-mail with the mail server's answer: tried
 * again from `retryAt`, or marked failed when that is null.
 */
export async function recordFailedAttempt(
  db: AppDatabase,
  { id, token, error, retryAt }: { id: number; token: string; error: string; retryAt: Date | null },
): Promise<void> {
  await settle(
    db,
    { id, token },
    {
      status: retryAt ? "pending" : "failed",
      ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
      last_error: error,
    },
  );
}

/** The outboxes: e-mails, and text messages (migration 037), claimed and settled alike. */
export type Outbox = "notification_outbox" | "text_outbox";

/** Kysely is told of the e-mails' table for both: every column a claim or a settling uses is in each. */
const outboxTable = (outbox: Outbox) => outbox as "notification_outbox";

/**
 * Gives back the e-mails (or texts) still claimed under `token` and not settled, due again at
 * once: their worker lost the database in the middle of the batch. One sent just before that
 * is sent again, as it would be once its lease ran out, only sooner.
 */
export async function releaseClaim(
  db: AppDatabase,
  token: string,
  outbox: Outbox = "notification_outbox",
): Promise<void> {
  await db
    .updateTable(outboxTable(outbox))
    .set({ claimed_until: null, claim_token: null })
    .where("claim_token", "=", token)
    .where("status", "=", "pending")
    .execute();
}

async function settle(
  db: AppDatabase,
  { id, token }: { id: number; token: string },
  outcome: { status: string; sent_at?: string; next_attempt_at?: string; last_error?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable("notification_outbox")
    .set({ ...outcome, claimed_until: null, claim_token: null })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
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
      row.message_id!,
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
