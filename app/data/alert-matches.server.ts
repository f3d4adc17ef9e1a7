// The listings each search alert finds: those on the list when it was made (known, never sent),
// new ones noted once per alert, queued in an e-mail at once or held for the day's digest.
import { type ShownListings, shownListings } from "~/domain/availability-check";
import { withPricesInDollars } from "~/domain/listing-query";
import type { ListingSummary } from "~/domain/property";
import { type AlertFrequency, LIVE_ALERT_STATUSES, readAlertQuery } from "~/domain/search-alerts";
import type { AppDatabase } from "./app-database";
import { summaryColumns, withCovers } from "./listing-rows.server";
import { filteredListings } from "./listing-search.server";
import { queueMail } from "./outbox.server";
import { findAvailabilityCheckSettings, findSettings } from "./settings.server";

/** What the scan needs of an alert. */
export interface MatchedAlert {
  id: number;
  email: string;
  /** The stored search: the list's query string without `?`, sort or page. */
  query: string;
  frequency: AlertFrequency;
  siteOrigin: string;
  matchedFrom: string;
}

/**
 * What a scan is told of the day: the listings let or sold that the list still shows, and the
 * earliest check of availability that still holds (see freshSince); a listing checked before
 * it is stale and is not sent until the office confirms it again.
 */
export interface MatchDay {
  shown: ShownListings;
  freshSince: string;
}

/**
 * The listings an alert's search shows, listed on its `matchedFrom` date or later, that it has
 * not seen: the same filters as the public list, with the date and the alert's seen listings;
 * with `freshSince`, only those whose availability was checked since.
 */
async function unseenMatches(
  db: AppDatabase,
  alert: Pick<MatchedAlert, "id" | "query" | "matchedFrom">,
  kesRate: number,
  { shown, freshSince }: { shown: ShownListings; freshSince: string | null },
): Promise<number[]> {
  let matches = filteredListings(db, withPricesInDollars(readAlertQuery(alert.query), kesRate), shown);
  if (freshSince !== null) matches = matches.where("availability_checked_at", ">=", freshSince);
  const rows = await matches
    .where("published", ">=", alert.matchedFrom)
    .where("id", "not in", (eb) =>
      eb.selectFrom("search_alert_matches").select("property_id").where("alert_id", "=", alert.id),
    )
    .select("id")
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
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

/**
 * Notes what an alert's search shows now, and it has not seen, as known: never to be sent, stale
 * listings included, so that a check of one later does not make it news.
 */
async function noteShownAsKnown(
  db: AppDatabase,
  alert: Pick<MatchedAlert, "id" | "query" | "matchedFrom">,
  kesRate: number,
  now: Date,
): Promise<void> {
  const shown = shownListings(now, await findAvailabilityCheckSettings(db));
  const known = await unseenMatches(db, alert, kesRate, { shown, freshSince: null });
  await insertMatches(db, alert.id, known, "known", now.toISOString());
}

/**
 * Notes the listings a new alert's search shows now as known, so that only listings that come
 * later are sent.
 */
export async function noteKnownMatches(
  db: AppDatabase,
  alert: Pick<MatchedAlert, "id" | "query" | "matchedFrom">,
  now: Date,
): Promise<void> {
  const { kesRate } = await findSettings(db);
  await noteShownAsKnown(db, alert, kesRate, now);
}

/**
 * Notes what every live alert's search shows now as known. After a site import its listings
 * are the site as it stands, not news: what the alerts had seen went with the listings replaced.
 */
export async function noteKnownMatchesOfLiveAlerts(db: AppDatabase, now: Date): Promise<void> {
  const alerts = await db
    .selectFrom("search_alerts")
    .select(["id", "query", "matched_from as matchedFrom"])
    .where("status", "in", LIVE_ALERT_STATUSES)
    .orderBy("id")
    .execute();
  const { kesRate } = await findSettings(db);
  for (const alert of alerts) {
    await noteShownAsKnown(db, alert, kesRate, now);
  }
}

/** Queues an e-mail of an alert's new listings; the listings are tied to it by the caller. */
function queueMatchesMail(
  db: AppDatabase,
  alert: Pick<MatchedAlert, "id" | "email" | "siteOrigin">,
  now: Date,
): Promise<number> {
  return queueMail(
    db,
    { kind: "alert-matches", alertId: alert.id, recipient: alert.email, siteOrigin: alert.siteOrigin },
    now,
  );
}

/**
 * Looks for an active alert's new listings and notes them: an instant alert's are queued in an
 * e-mail at once, a daily alert's wait for its digest. Each listing is noted once per alert
 * (two workers at once note it once between them). Then listings older than `nextMatchedFrom`
 * are no longer looked at. `kesRate` converts a price range typed in shillings, as the list
 * does. Returns how many e-mails were queued (0 or 1).
 */
export async function recordNewMatches(
  db: AppDatabase,
  {
    alert,
    nextMatchedFrom,
    kesRate,
    day,
    now,
  }: { alert: MatchedAlert; nextMatchedFrom: string; kesRate: number; day: MatchDay; now: Date },
): Promise<number> {
  const found = await unseenMatches(db, alert, kesRate, day);
  const nowText = now.toISOString();
  return db.transaction().execute(async (trx) => {
    let queued = 0;
    if (found.length > 0) {
      const instant = alert.frequency === "instant";
      const noted = await insertMatches(trx, alert.id, found, instant ? "queued" : "waiting", nowText);
      if (instant && noted.length > 0) {
        const outboxId = await queueMatchesMail(trx, alert, now);
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
      const outboxId = await queueMatchesMail(
        trx,
        { id: alert.id, email: alert.email, siteOrigin: alert.site_origin },
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

/**
 * The listings an alert e-mail tells of that are still published and whose availability was
 * checked since `freshSince` (a digest waits up to a day), with their covers, newest first.
 */
export async function findListingsOfAlertMail(
  db: AppDatabase,
  { outboxId, freshSince }: { outboxId: number; freshSince: string },
): Promise<ListingSummary[]> {
  const rows = await db
    .selectFrom("properties")
    .select(summaryColumns)
    .where("publication", "=", "published")
    .where("availability_checked_at", ">=", freshSince)
    .where("id", "in", (eb) =>
      eb.selectFrom("search_alert_matches").select("property_id").where("outbox_id", "=", outboxId),
    )
    .orderBy("published", "desc")
    .orderBy("id", "desc")
    .execute();
  return withCovers(db, rows);
}

/** When the alert's last e-mail of listings before this one was sent; null when none was. */
export async function previousAlertMailSentAt(
  db: AppDatabase,
  { alertId, outboxId }: { alertId: number; outboxId: number },
): Promise<string | null> {
  const row = await db
    .selectFrom("notification_outbox")
    .select((eb) => eb.fn.max("sent_at").as("sentAt"))
    .where("alert_id", "=", alertId)
    .where("kind", "=", "alert-matches")
    .where("status", "=", "sent")
    .where("id", "!=", outboxId)
    .executeTakeFirst();
  return row?.sentAt ?? null;
}
