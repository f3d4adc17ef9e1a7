// Search alerts: sign-up, confirmation, unsubscribing and forgetting; what each finds is in
// alert-matches.server.ts.
import { type Selectable, sql } from "kysely";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/domain/language";
import {
  type AlertFrequency,
  type AlertStatus,
  LIVE_ALERT_STATUSES,
  MAX_ALERTS_PER_ADDRESS,
  UNCONFIRMED_ALERT_KEPT_MS,
} from "~/domain/search-alerts";
import { type MatchedAlert, noteKnownMatches } from "./alert-matches.server";
import type { AppDatabase } from "./app-database";
import { queueMail } from "./outbox.server";
import type { SearchAlertsTable } from "./schema";

export interface SearchAlert extends MatchedAlert {
  status: AlertStatus;
  /** The language of the page the visitor signed up on: its e-mails and their links are in it. */
  language: Language;
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
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    matchedFrom: row.matched_from,
    nextDigestAt: row.next_digest_at,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
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
    language: Language;
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
      .where("status", "in", LIVE_ALERT_STATUSES)
      .execute();
    const same = live.find((alert) => alert.query === input.query);
    if (same?.status === "active") return { kind: "already-on" };
    let alertId: number;
    if (same) {
      alertId = same.id;
      await trx
        .updateTable("search_alerts")
        .set({ frequency: input.frequency, site_origin: input.siteOrigin, language: input.language })
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
          language: input.language,
          matched_from: input.matchedFrom,
          next_digest_at: null,
          created_at: nowText,
          confirmed_at: null,
          unsubscribed_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow());
      await noteKnownMatches(
        trx,
        { id: alertId, query: input.query, matchedFrom: input.matchedFrom },
        input.now,
      );
    }
    await queueMail(
      trx,
      { kind: "alert-confirmation", alertId, recipient: input.email, siteOrigin: input.siteOrigin },
      input.now,
    );
    return { kind: "queued", alertId };
  });
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
    .where("status", "in", LIVE_ALERT_STATUSES)
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
    .where("status", "in", LIVE_ALERT_STATUSES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * What the confirmed alerts are, in one word that changes when one is confirmed: with the
 * content version, it tells the scan whether anything could have a new match.
 */
export async function confirmedAlertsStamp(db: AppDatabase): Promise<string> {
  const row = await db
    .selectFrom("search_alerts")
    .select((eb) => [eb.fn.countAll<number>().as("alerts"), eb.fn.max("confirmed_at").as("latest")])
    .where("status", "=", "active")
    .executeTakeFirstOrThrow();
  return `${Number(row.alerts)}@${row.latest ?? ""}`;
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

/**
 * Forgets alerts never confirmed within a week, with their tokens and e-mails; ended ones go
 * with the daily erasure, after the period the office keeps them.
 */
export async function deleteUnconfirmedAlerts(db: AppDatabase, now: Date): Promise<void> {
  await db
    .deleteFrom("search_alerts")
    .where("status", "=", "pending")
    .where("created_at", "<", new Date(now.getTime() - UNCONFIRMED_ALERT_KEPT_MS).toISOString())
    .execute();
}
