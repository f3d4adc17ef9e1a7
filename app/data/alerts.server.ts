// Search alerts: sign-up, confirmation and unsubscribing, finding each alert's new listings,
// and queueing its e-mails in the outbox.
import { sql } from "kysely";
import { withPricesInDollars } from "~/domain/listing-query";
import type { ListingSummary } from "~/domain/property";
import {
  type AlertFrequency,
  type AlertStatus,
  ENDED_ALERT_KEPT_MS,
  MAX_ALERTS_PER_ADDRESS,
  readAlertQuery,
  UNCONFIRMED_ALERT_KEPT_MS,
} from "~/domain/search-alerts";
import type { AppDatabase } from "./database.server";
import { summaryColumns, withCovers } from "./listing-rows.server";
import { filteredListings } from "./listing-search.server";
import { queueMail } from "./outbox.server";
import { findSettings } from "./settings.server";
import type { SearchAlertsTable } from "./schema";
import type { Selectable } from "kysely";

export interface SearchAlert {
  id: number;
  email: string;
  /** The stored search: the list's query string without `?`, sort or page. */
  query: string;
  frequency: AlertFrequency;
  status: AlertStatus;
  siteOrigin: string;
  matchedFrom: string;
  nextDigestAt: string | null;
  createdAt: string;
  confirmedAt: string | null;
}

function toAlert(row: Selectable<SearchAlertsTable>): SearchAlert {
  return {
    id: row.id,
    email: row.email,
    query: row.query,
    frequency: row.frequency === "daily" ? "daily" : "instant",
    status: row.status as AlertStatus,
    siteOrigin: row.site_origin,
    matchedFrom: row.matched_from,
    nextDigestAt: row.next_digest_at,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

/** Live alerts: confirmed, or waiting to be. */
const LIVE: AlertStatus[] = ["pending", "active"];

/**
 * The listings an alert's search shows, listed on its `matchedFrom` date or later, that it has
 * not seen: the same filters as the public list, with the date and the alert's seen listings.
 */
async function unseenMatches(
  db: AppDatabase,
  alert: Pick<SearchAlert, "id" | "query" | "matchedFrom">,
): Promise<number[]> {
  const { kesRate } = await findSettings(db);
  const rows = await filteredListings(db, withPricesInDollars(readAlertQuery(alert.query), kesRate))
    .where("published", ">=", alert.matchedFrom)
    .where("id", "not in", (eb) =>
      eb.selectFrom("search_alert_matches").select("property_id").where("alert_id", "=", alert.id),
    )
    .select("id")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

export type SignUpOutcome =
  /** A confirmation e-mail is queued for a new alert, or again for one not yet confirmed. */
  | { kind: "queued"; alertId: number }
  /** The address already has this alert, confirmed: nothing is sent. */
  | { kind: "already-on" }
  /** The address has as many alerts as it may. */
  | { kind: "too-many" };

/**
 * Signs an address up for an alert on a search, waiting for confirmation, and queues the e-mail
 * that asks for it, in one transaction. The listings the search shows now are noted as known,
 * so that only listings that come later are sent.
 */
export async function signUpForAlert(
  db: AppDatabase,
  input: {
    email: string;
    query: string;
    frequency: AlertFrequency;
    siteOrigin: string;
    matchedFrom: string;
    now: Date;
  },
): Promise<SignUpOutcome> {
  const nowText = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const live = await trx
      .selectFrom("search_alerts")
      .select(["id", "query", "status"])
      .where("email", "=", input.email)
      .where("status", "in", LIVE)
      .execute();
    const same = live.find((alert) => alert.query === input.query);
    if (same?.status === "active") return { kind: "already-on" };
    let alertId: number;
    if (same) {
      alertId = same.id;
      await trx
        .updateTable("search_alerts")
        .set({ frequency: input.frequency, site_origin: input.siteOrigin })
        .where("id", "=", alertId)
        .execute();
    } else {
      if (live.length >= MAX_ALERTS_PER_ADDRESS) return { kind: "too-many" };
      ({ id: alertId } = await trx
        .insertInto("search_alerts")
        .values({
          email: input.email,
          query: input.query,
          frequency: input.frequency,
          status: "pending",
          site_origin: input.siteOrigin,
          matched_from: input.matchedFrom,
          next_digest_at: null,
          created_at: nowText,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow());
      const known = await unseenMatches(trx, {
        id: alertId,
        query: input.query,
        matchedFrom: input.matchedFrom,
      });
      await insertMatches(trx, alertId, known, "known", nowText);
    }
    await queueMail(
      trx,
      { kind: "alert-confirmation", alertId, recipient: input.email, siteOrigin: input.siteOrigin },
      input.now,
    );
    return { kind: "queued", alertId };
  });
}

type MatchState = "known" | "waiting" | "queued";

/** Notes listings as seen by an alert; returns those it had not seen (two workers never both get one). */
async function insertMatches(
  db: AppDatabase,
  alertId: number,
  propertyIds: readonly number[],
  state: MatchState,
  nowText: string,
): Promise<number[]> {
  const inserted: number[] = [];
  for (let start = 0; start < propertyIds.length; start += 200) {
    const rows = await db
      .insertInto("search_alert_matches")
      .values(
        propertyIds.slice(start, start + 200).map((propertyId) => ({
          alert_id: alertId,
          property_id: propertyId,
          state,
          outbox_id: null,
          found_at: nowText,
        })),
      )
      .onConflict((conflict) => conflict.columns(["alert_id", "property_id"]).doNothing())
      .returning("property_id")
      .execute();
    inserted.push(...rows.map((row) => row.property_id));
  }
  return inserted;
}

/** Keeps a token's hash for an alert; the token itself goes only into the e-mail. */
export async function addAlertToken(
  db: AppDatabase,
  { alertId, tokenHash, now }: { alertId: number; tokenHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto("search_alert_tokens")
    .values({ token_hash: tokenHash, alert_id: alertId, created_at: now.toISOString() })
    .execute();
}

/** The alert a token was e-mailed for, whatever its status; null for an unknown token or a forgotten alert. */
export async function findAlertByToken(db: AppDatabase, tokenHash: string): Promise<SearchAlert | null> {
  const row = await db
    .selectFrom("search_alert_tokens")
    .innerJoin("search_alerts", "search_alerts.id", "search_alert_tokens.alert_id")
    .selectAll("search_alerts")
    .where("search_alert_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toAlert(row) : null;
}

export async function findAlert(db: AppDatabase, alertId: number): Promise<SearchAlert | null> {
  const row = await db.selectFrom("search_alerts").selectAll().where("id", "=", alertId).executeTakeFirst();
  return row ? toAlert(row) : null;
}

/** An address's alerts, confirmed or waiting to be, oldest first. */
export async function findAlertsOfAddress(db: AppDatabase, email: string): Promise<SearchAlert[]> {
  const rows = await db
    .selectFrom("search_alerts")
    .selectAll()
    .where("email", "=", email)
    .where("status", "in", LIVE)
    .orderBy("id")
    .execute();
  return rows.map(toAlert);
}

/**
 * Switches a waiting alert on; a daily alert's first digest is due at `firstDigestAt`. False
 * when it was not waiting (confirmed already, or unsubscribed).
 */
export async function confirmAlert(
  db: AppDatabase,
  { alertId, now, firstDigestAt }: { alertId: number; now: Date; firstDigestAt: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("search_alerts")
    .set({
      status: "active",
      confirmed_at: now.toISOString(),
      next_digest_at: sql<
        string | null
      >`case when frequency = 'daily' then ${firstDigestAt.toISOString()} else null end`,
    })
    .where("id", "=", alertId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends these alerts of one address: nothing more is sent for them, queued e-mails included. */
export async function unsubscribeAlerts(
  db: AppDatabase,
  { email, alertIds, now }: { email: string; alertIds: readonly number[]; now: Date },
): Promise<number> {
  if (alertIds.length === 0) return 0;
  const result = await db
    .updateTable("search_alerts")
    .set({ status: "unsubscribed", unsubscribed_at: now.toISOString(), next_digest_at: null })
    .where("id", "in", alertIds)
    .where("email", "=", email)
    .where("status", "in", LIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every confirmed alert, for the worker to look for new listings. */
export async function findActiveAlerts(db: AppDatabase): Promise<SearchAlert[]> {
  const rows = await db
    .selectFrom("search_alerts")
    .selectAll()
    .where("status", "=", "active")
    .orderBy("id")
    .execute();
  return rows.map(toAlert);
}

/**
 * Looks for an active alert's new listings and notes them: an instant alert's are queued in an
 * e-mail at once, a daily alert's wait for its digest. Each listing is noted once per alert
 * (two workers at once note it once between them). Then listings older than `nextMatchedFrom`
 * are no longer looked at. Returns how many e-mails were queued (0 or 1).
 */
export async function recordNewMatches(
  db: AppDatabase,
  { alert, nextMatchedFrom, now }: { alert: SearchAlert; nextMatchedFrom: string; now: Date },
): Promise<number> {
  const found = await unseenMatches(db, alert);
  const nowText = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let queued = 0;
    if (found.length > 0) {
      const instant = alert.frequency === "instant";
      const noted = await insertMatches(trx, alert.id, found, instant ? "queued" : "waiting", nowText);
      if (instant && noted.length > 0) {
        const outboxId = await queueMail(
          trx,
          { kind: "alert-matches", alertId: alert.id, recipient: alert.email, siteOrigin: alert.siteOrigin },
          now,
        );
        await trx
          .updateTable("search_alert_matches")
          .set({ outbox_id: outboxId })
          .where("alert_id", "=", alert.id)
          .where("property_id", "in", noted)
          .execute();
        queued = 1;
      }
    }
    if (nextMatchedFrom > alert.matchedFrom) {
      await trx
        .updateTable("search_alerts")
        .set({ matched_from: nextMatchedFrom })
        .where("id", "=", alert.id)
        .where("matched_from", "<", nextMatchedFrom)
        .execute();
    }
    return queued;
  });
}

/**
 * Queues the digest of every daily alert whose digest is due, with the listings found since
 * the last, and moves its next digest on with `next`. Each alert's digest is taken by one
 * worker: the one whose update still finds the due time it read. Returns how many e-mails
 * were queued (a digest with no new listing is not sent).
 */
export async function queueDueDigests(
  db: AppDatabase,
  { now, next }: { now: Date; next: (due: Date) => Date },
): Promise<number> {
  const nowText = now.toISOString();
  const due = await db
    .selectFrom("search_alerts")
    .select(["id", "email", "site_origin", "next_digest_at"])
    .where("status", "=", "active")
    .where("frequency", "=", "daily")
    .where("next_digest_at", "<=", nowText)
    .orderBy("id")
    .execute();
  let queued = 0;
  for (const alert of due) {
    queued += await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("search_alerts")
        .set({ next_digest_at: next(now).toISOString() })
        .where("id", "=", alert.id)
        .where("status", "=", "active")
        .where("next_digest_at", "=", alert.next_digest_at)
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) return 0;
      const waiting = await trx
        .selectFrom("search_alert_matches")
        .select("property_id")
        .where("alert_id", "=", alert.id)
        .where("state", "=", "waiting")
        .execute();
      if (waiting.length === 0) return 0;
      const outboxId = await queueMail(
        trx,
        { kind: "alert-matches", alertId: alert.id, recipient: alert.email, siteOrigin: alert.site_origin },
        now,
      );
      await trx
        .updateTable("search_alert_matches")
        .set({ state: "queued", outbox_id: outboxId })
        .where("alert_id", "=", alert.id)
        .where("state", "=", "waiting")
        .execute();
      return 1;
    });
  }
  return queued;
}

/** The listings an alert e-mail tells of that are still published, with their covers, newest first. */
export async function findListingsOfAlertMail(db: AppDatabase, outboxId: number): Promise<ListingSummary[]> {
  const rows = await db
    .selectFrom("properties")
    .select(summaryColumns)
    .where("publication", "=", "published")
    .where("id", "in", (eb) =>
      eb.selectFrom("search_alert_matches").select("property_id").where("outbox_id", "=", outboxId),
    )
    .orderBy("published", "desc")
    .orderBy("id", "desc")
    .execute();
  return withCovers(db, rows);
}

/** Active alerts per search, the most followed first: for the administrator. */
export async function countActiveAlertsBySearch(
  db: AppDatabase,
): Promise<{ query: string; alerts: number }[]> {
  const rows = await db
    .selectFrom("search_alerts")
    .select((eb) => ["query", eb.fn.countAll<number>().as("alerts")])
    .where("status", "=", "active")
    .groupBy("query")
    .orderBy("alerts", "desc")
    .orderBy("query")
    .execute();
  return rows.map((row) => ({ query: row.query, alerts: Number(row.alerts) }));
}

/** Forgets alerts never confirmed within a week, and those ended a month ago, with their tokens and e-mails. */
export async function deleteStaleAlerts(db: AppDatabase, now: Date): Promise<void> {
  await db
    .deleteFrom("search_alerts")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("status", "=", "pending"),
          eb("created_at", "<", new Date(now.getTime() - UNCONFIRMED_ALERT_KEPT_MS).toISOString()),
        ]),
        eb.and([
          eb("status", "=", "unsubscribed"),
          eb("unsubscribed_at", "<", new Date(now.getTime() - ENDED_ALERT_KEPT_MS).toISOString()),
        ]),
      ]),
    )
    .execute();
}
