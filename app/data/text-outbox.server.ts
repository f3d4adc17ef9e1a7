// Every text message (SMS) the site sends, queued in the database like the e-mails and sent by
// the worker in services/text-messages.server.ts, within the office's daily and monthly caps.
import { sql } from "kysely";
import { startOfNairobiDate, todayInNairobi } from "~/domain/dates";
import type { TextCaps } from "~/domain/text-caps";
import type { AppDatabase } from "./app-database";
import { dialectOf } from "./dialect.server";

/** What a text is about, which says how the worker writes it. */
export type TextKind =
  /** To the office's or the listing's agent's number, about a new message or enquiry. */
  | "message-to-office"
  /** To the office's or the listing's agent's number, about a new booking. */
  | "viewing-to-office"
  | VisitorViewingTextKind;

/** The texts to a visitor about their booking, at each turn. */
export type VisitorViewingTextKind =
  /** The code that makes the booking, while it waits for it. */
  | "viewing-code"
  | "viewing-booked"
  | "viewing-confirmed"
  | "viewing-declined"
  | "viewing-moved"
  | "viewing-cancelled"
  | "viewing-reminder";

/** A text to queue: what it tells of, the number it goes to and the site's address for its link. */
export type TextToQueue = { recipient: string; siteOrigin: string } & (
  | { kind: "message-to-office"; messageId: number }
  | { kind: "viewing-to-office" | VisitorViewingTextKind; viewingId: number }
);

/** Texts that count against the caps: sent, or handed to the gateway without an answer. */
const SPENT = ["sent", "unconfirmed"];

/** Queues a text, due at once; call it in the transaction that makes what it tells of. */
export async function queueText(db: AppDatabase, text: TextToQueue, now: Date): Promise<number> {
  const { id } = await db
    .insertInto("text_outbox")
    .values({
      kind: text.kind,
      recipient: text.recipient,
      viewing_id: "viewingId" in text ? text.viewingId : null,
      message_id: "messageId" in text ? text.messageId : null,
      site_origin: text.siteOrigin,
      status: "pending",
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** A text a worker has claimed. */
export interface ClaimedText {
  id: number;
  kind: TextKind;
  recipient: string;
  siteOrigin: string;
  /** Attempts begun, this one included. */
  attempts: number;
  viewingId: number | null;
  messageId: number | null;
}

/** Where today and this month began, in Nairobi, for the caps. */
function capWindows(now: Date): { dayStart: string; monthStart: string } {
  const today = todayInNairobi(now);
  return { dayStart: startOfNairobiDate(today), monthStart: startOfNairobiDate(`${today.slice(0, 7)}-01`) };
}

/**
 * Claims up to `limit` due texts as `claimDueMail` claims e-mails, and no more than the caps
 * leave room for: texts sent today and this month (in Nairobi) and those other workers are
 * sending count against them. One statement, and on PostgreSQL under a lock held to the end of
 * its transaction, so that two instances never both take the last place under a cap.
 */
export async function claimDueTexts(
  db: AppDatabase,
  {
    now,
    leaseMs,
    limit,
    token,
    caps,
  }: { now: Date; leaseMs: number; limit: number; token: string; caps: TextCaps },
): Promise<ClaimedText[]> {
  const nowText = now.toISOString();
  const { dayStart, monthStart } = capWindows(now);
  const claim = async (trx: AppDatabase) => {
    if (dialectOf(trx) === "postgres") {
      await sql`select pg_advisory_xact_lock(hashtext('text_outbox claims'))`.execute(trx);
    }
    const spentSince = (since: string) => sql<number>`(select count(*) from text_outbox
      where (status in (${sql.join(SPENT)}) and sent_at >= ${since})
        or (status = 'pending' and claimed_until > ${nowText}))`;
    const [greatest, least] = dialectOf(trx) === "postgres" ? ["greatest", "least"] : ["max", "min"];
    const room = sql<number>`${sql.raw(greatest!)}(0, ${sql.raw(least!)}(${limit},
      ${caps.daily} - ${spentSince(dayStart)}, ${caps.monthly} - ${spentSince(monthStart)}))`;
    const due = sql`select id from text_outbox
      where status = 'pending' and next_attempt_at <= ${nowText}
        and (claimed_until is null or claimed_until <= ${nowText})
      order by next_attempt_at, id
      limit ${room}`;
    const { rows } = await sql<{
      id: number;
      kind: string;
      recipient: string;
      site_origin: string;
      attempts: number;
      viewing_id: number | null;
      message_id: number | null;
    }>`update text_outbox
      set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}, claim_token = ${token},
        attempts = attempts + 1
      where id in (${due})
      returning id, kind, recipient, site_origin, attempts, viewing_id, message_id`.execute(trx);
    return rows;
  };
  const rows = dialectOf(db) === "postgres" ? await db.transaction().execute(claim) : await claim(db);
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind as TextKind,
      recipient: row.recipient,
      siteOrigin: row.site_origin,
      attempts: Number(row.attempts),
      viewingId: row.viewing_id,
      messageId: row.message_id,
    }))
    .sort((a, b) => a.id - b.id);
}

/** How a claimed text ended, as the worker records it. */
export type TextOutcome =
  | { status: "sent" | "unconfirmed"; gatewayStatus: string; cost: string | null; parts: number }
  | { status: "pending"; gatewayStatus: string; retryAt: Date }
  | { status: "failed"; gatewayStatus: string }
  | { status: "dropped" };

/** Records what became of a claimed text; false when the claim was lost to another worker. */
export async function settleText(
  db: AppDatabase,
  { id, token, now }: { id: number; token: string; now: Date },
  outcome: TextOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable("text_outbox")
    .set({
      status: outcome.status,
      claimed_until: null,
      claim_token: null,
      ...(outcome.status === "sent" || outcome.status === "unconfirmed"
        ? {
            sent_at: now.toISOString(),
            gateway_status: outcome.gatewayStatus,
            cost: outcome.cost,
            parts: outcome.parts,
            last_error: outcome.status === "unconfirmed" ? outcome.gatewayStatus : null,
          }
        : {}),
      ...(outcome.status === "pending"
        ? { next_attempt_at: outcome.retryAt.toISOString(), last_error: outcome.gatewayStatus }
        : {}),
      ...(outcome.status === "failed" ? { last_error: outcome.gatewayStatus } : {}),
    })
    .where("id", "=", id)
    .where("claim_token", "=", token)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The texts sent (or handed over) today and this month, and those waiting to go. */
export interface TextCounts {
  today: number;
  thisMonth: number;
  /** What this month's texts cost, by currency, as the gateway reported it: `KES 12.80`. */
  costThisMonth: string[];
  /** Due now, not sent: waiting for room under a cap, or for the gateway. */
  waiting: number;
}

export async function countTexts(db: AppDatabase, now: Date): Promise<TextCounts> {
  const { dayStart, monthStart } = capWindows(now);
  const [month, waiting] = await Promise.all([
    db
      .selectFrom("text_outbox")
      .select(["sent_at", "cost"])
      .where("status", "in", SPENT)
      .where("sent_at", ">=", monthStart)
      .execute(),
    db
      .selectFrom("text_outbox")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now.toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  const costs = new Map<string, number>();
  for (const { cost } of month) {
    const reported = /^([A-Z]{3}) (\d+(?:\.\d+)?)$/.exec(cost ?? "");
    if (reported) costs.set(reported[1]!, (costs.get(reported[1]!) ?? 0) + Number(reported[2]));
  }
  return {
    today: month.filter((text) => text.sent_at! >= dayStart).length,
    thisMonth: month.length,
    costThisMonth: [...costs].map(([currency, amount]) => `${currency} ${amount.toFixed(2)}`),
    waiting: Number(waiting.count),
  };
}

/** A text as the office's list shows it. */
export interface TextRecord {
  id: number;
  kind: TextKind;
  recipient: string;
  status: string;
  attempts: number;
  gatewayStatus: string | null;
  lastError: string | null;
  cost: string | null;
  parts: number | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** The latest texts, newest first. */
export async function findLatestTexts(db: AppDatabase, limit: number): Promise<TextRecord[]> {
  const rows = await db.selectFrom("text_outbox").selectAll().orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as TextKind,
    recipient: row.recipient,
    status: row.status,
    attempts: Number(row.attempts),
    gatewayStatus: row.gateway_status,
    lastError: row.last_error,
    cost: row.cost,
    parts: row.parts === null ? null : Number(row.parts),
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    createdAt: row.created_at,
  }));
}
