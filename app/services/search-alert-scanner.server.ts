// The scan that finds each search alert's new listings and queues their e-mails.
import { queueDueDigests, recordNewMatches } from "~/data/alert-matches.server";
import { confirmedAlertsStamp, deleteUnconfirmedAlerts, findActiveAlerts } from "~/data/alerts.server";
import type { AppDatabase } from "~/data/app-database";
import { readContentVersion } from "~/data/content-version.server";
import { findAvailabilityCheckSettings, findSettings } from "~/data/settings.server";
import { freshSince, shownListings } from "~/domain/availability-check";
import { matchedFrom, nextDigestAt } from "~/domain/search-alerts";
import { backgroundTask, type BackgroundTask } from "./background-task.server";

/** Looks for new listings for every alert and queues digests that are due, in the background. */
export interface AlertScanner extends BackgroundTask {
  /**
   * One scan now: new matches noted and queued, due digests queued, stale alerts forgotten.
   * Says how many e-mails were queued and how many alerts were looked at.
   */
  runDue(): Promise<{ queued: number; alertsScanned: number }>;
}

export interface AlertScannerOptions {
  db: AppDatabase;
  /** Called when e-mails were queued, to send them without waiting for the worker's next poll. */
  onQueued: () => void;
  intervalMs: number;
  /** The clock: tests move it on to a digest's time instead of waiting a day. */
  now?: () => Date;
}

/**
 * Every `intervalMs`, in each app process: looks for listings that each confirmed alert's
 * search shows and that it has not seen, whoever published them (this site, another instance
 * or SQL by hand; a site import notes its listings as seen), and queues their e-mails.
 * Instances may scan at once: each listing is noted once per alert, and each digest taken by
 * one of them.
 *
 * A new match needs a change to the listings (which moves the content version, whoever makes
 * it), a newly confirmed alert or a new day (from which alerts stop looking at older
 * listings): while none of these has happened since the last scan, the alerts are not looked
 * at one by one again. Listings go stale with the day too, which is why a new day is one.
 */
export function createAlertScanner({
  db,
  onQueued,
  intervalMs,
  now = () => new Date(),
}: AlertScannerOptions): AlertScanner {
  let lastScanned: string | null = null;
  async function runDue() {
    const at = now();
    await deleteUnconfirmedAlerts(db, at);
    const nextMatchedFrom = matchedFrom(at);
    // Read before looking: a change made while the alerts are looked at is looked at next time.
    const state = `${await readContentVersion(db)}/${nextMatchedFrom}/${await confirmedAlertsStamp(db)}`;
    let queued = 0;
    let alertsScanned = 0;
    if (state !== lastScanned) {
      const [{ kesRate }, checks] = await Promise.all([findSettings(db), findAvailabilityCheckSettings(db)]);
      const day = { shown: shownListings(at, checks), freshSince: freshSince(at, checks) };
      for (const alert of await findActiveAlerts(db)) {
        queued += await recordNewMatches(db, { alert, nextMatchedFrom, kesRate, day, now: at });
        alertsScanned += 1;
      }
      lastScanned = state;
    }
    queued += await queueDueDigests(db, { now: at, next: nextDigestAt });
    if (queued > 0) onQueued();
    return { queued, alertsScanned };
  }
  return {
    runDue,
    ...backgroundTask(runDue, intervalMs, "Could not look for new listings for the search alerts"),
  };
}
