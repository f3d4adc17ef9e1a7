// Search alerts for visitors: the sign-up, the pages their e-mailed links open, the scan that
// finds each alert's new listings, and the writing of their e-mails for the outbox's worker.
import { createHash, randomBytes } from "node:crypto";
import { findListingsOfAlertMail, queueDueDigests, recordNewMatches } from "~/data/alert-matches.server";
import {
  addAlertToken,
  confirmAlert,
  confirmedAlertsStamp,
  deleteStaleAlerts,
  findActiveAlerts,
  findAlert,
  findAlertByToken,
  findAlertsOfAddress,
  type SearchAlert,
  signUpForAlert,
  unsubscribeAlerts,
} from "~/data/alerts.server";
import { readContentVersion } from "~/data/content-version.server";
import type { AppDatabase } from "~/data/database.server";
import { findCities } from "~/data/listing-search.server";
import type { ClaimedMail } from "~/data/outbox.server";
import { countInWindow } from "~/data/rate-limits.server";
import { findSettings } from "~/data/settings.server";
import { alertConfirmationEmail, alertMatchesEmail } from "~/domain/alert-email";
import { type Language, pathInLanguage } from "~/domain/language";
import { type ListingQuery, parseListingQuery } from "~/domain/listing-query";
import type { RateLimit } from "~/domain/rate-limit";
import {
  ALERT_SIGN_UPS_PER_ADDRESS,
  ALERT_TOKEN,
  type AlertFrequency,
  alertAddress,
  alertAddressKey,
  alertListPath,
  alertNetworkKey,
  alertNetworkLimitFor,
  alertPaths,
  alertQueryText,
  followedSearch,
  matchedFrom,
  nextDigestAt,
  readAlertQuery,
} from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import { absoluteUrl } from "~/domain/site-address";
import { type Translator, translatorFor } from "~/i18n/translator";
import { backgroundTask, type BackgroundTask } from "./background-task.server";
import type { OutgoingMail } from "./notifications.server";

/** Tokens are kept as their SHA-256: a copy of the database opens no one's alerts. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export type SignUpResult =
  | { status: "queued" }
  | { status: "unknown-search" }
  | { status: "too-many" }
  | { status: "limited"; retryAfterSeconds: number };

/**
 * The search sent in a sign-up's fields when it is one the list offers now (`followedSearch`,
 * with the cities of the list's menu for it); null otherwise.
 */
export async function followableSearch(
  db: AppDatabase,
  params: URLSearchParams,
): Promise<ListingQuery | null> {
  const { includeClosed } = parseListingQuery(params);
  return followedSearch(params, await findCities(db, { includeClosed }));
}

/**
 * Signs an address up for an alert on the search in `search` (the form's fields), to be
 * confirmed from the e-mail this queues; nothing is queued for a search the list does not
 * offer. Limited per mailbox (each sign-up e-mails it) and per client network. A visitor is
 * told the same whether the address is new or already has the alert, so the answer gives
 * nothing away.
 */
export async function signUp(
  db: AppDatabase,
  {
    email,
    frequency,
    search,
    siteOrigin,
    language,
    clientAddress,
  }: {
    email: string;
    frequency: AlertFrequency;
    search: URLSearchParams;
    siteOrigin: string;
    /** The language of the page the visitor signed up on, for the alert's e-mails. */
    language: Language;
    clientAddress: string;
  },
  now = new Date(),
): Promise<SignUpResult> {
  const query = await followableSearch(db, search);
  if (!query) return { status: "unknown-search" };
  for (const [key, limit] of [
    [alertNetworkKey(clientAddress), alertNetworkLimitFor(clientAddress)],
    [alertAddressKey(email), ALERT_SIGN_UPS_PER_ADDRESS],
  ] as const) {
    const wait = await slotWait(db, key, limit, now);
    if (wait !== null) return { status: "limited", retryAfterSeconds: wait };
  }
  const outcome = await signUpForAlert(db, {
    email: alertAddress(email),
    query: alertQueryText(query),
    frequency,
    siteOrigin,
    language,
    matchedFrom: matchedFrom(now),
    now,
  });
  if (outcome.kind === "too-many") return { status: "too-many" };
  return { status: "queued" };
}

/** Seconds to wait when this action is over its limit, else null (the action is counted). */
async function slotWait(db: AppDatabase, key: string, limit: RateLimit, now: Date): Promise<number | null> {
  const { hits, startedAt } = await countInWindow(db, key, limit.windowMs, now);
  if (hits <= limit.max) return null;
  return Math.ceil((startedAt.getTime() + limit.windowMs - now.getTime()) / 1000);
}

/** An alert as its pages show it, in the page's language. */
export interface AlertView {
  id: number;
  search: string;
  listPath: string;
  frequency: AlertFrequency;
  status: SearchAlert["status"];
}

const viewOf = (alert: SearchAlert, { t, localPath }: Translator): AlertView => {
  const query = readAlertQuery(alert.query);
  return {
    id: alert.id,
    search: describeSearch(query, t),
    listPath: localPath(alertListPath(query)),
    frequency: alert.frequency,
    status: alert.status,
  };
};

/** The alert a link's token opens, or null for a token that is malformed, unknown or forgotten. */
async function alertOfToken(db: AppDatabase, token: string): Promise<SearchAlert | null> {
  return ALERT_TOKEN.test(token) ? findAlertByToken(db, hashToken(token)) : null;
}

/** What the confirmation page shows: the alert the link is for; null for a link that opens nothing. */
export async function alertToConfirm(
  db: AppDatabase,
  token: string,
  page: Translator,
): Promise<AlertView | null> {
  const alert = await alertOfToken(db, token);
  return alert ? viewOf(alert, page) : null;
}

/** The language of the alert a link is for, which its pages open in; null for a link that opens nothing. */
export async function languageOfAlertLink(db: AppDatabase, token: string): Promise<Language | null> {
  return (await alertOfToken(db, token))?.language ?? null;
}

/** Confirms the alert a link is for (again is fine); null for a link that opens nothing or an ended alert. */
export async function confirmByToken(
  db: AppDatabase,
  token: string,
  page: Translator,
  now = new Date(),
): Promise<AlertView | null> {
  const alert = await alertOfToken(db, token);
  if (!alert || alert.status === "unsubscribed") return null;
  if (alert.status === "pending") {
    await confirmAlert(db, { alertId: alert.id, now, firstDigestAt: nextDigestAt(now) });
  }
  return { ...viewOf(alert, page), status: "active" };
}

/**
 * Ends the alert a link is for, from the unsubscribe page's button. The alert as it is now, in
 * the page's language, when the link opens one (ended now or before), null when it opens nothing.
 */
export async function unsubscribeByToken(
  db: AppDatabase,
  token: string,
  page: Translator,
  now = new Date(),
): Promise<AlertView | null> {
  const alert = await endAlertOfToken(db, token, now);
  return alert && { ...viewOf(alert, page), status: "unsubscribed" };
}

/** RFC 8058's one-click unsubscribe: true when the link was e-mailed for an alert, now ended. */
export async function unsubscribeByOneClick(
  db: AppDatabase,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return (await endAlertOfToken(db, token, now)) !== null;
}

/** Ends the alert a link was e-mailed for; null for a link that opens nothing. */
async function endAlertOfToken(db: AppDatabase, token: string, now: Date): Promise<SearchAlert | null> {
  const alert = await alertOfToken(db, token);
  if (alert) await unsubscribeAlerts(db, { email: alert.email, alertIds: [alert.id], now });
  return alert;
}

/** The alerts of the address a link was e-mailed to; null for a link that opens nothing. */
export async function alertsOfToken(
  db: AppDatabase,
  token: string,
  page: Translator,
): Promise<AlertView[] | null> {
  const alert = await alertOfToken(db, token);
  return alert ? (await findAlertsOfAddress(db, alert.email)).map((each) => viewOf(each, page)) : null;
}

/** Ends some (or, with null, all) of the alerts of the address a link was e-mailed to; false for a link that opens nothing. */
export async function unsubscribeFromManagePage(
  db: AppDatabase,
  token: string,
  alertIds: number[] | null,
  now = new Date(),
): Promise<boolean> {
  const alert = await alertOfToken(db, token);
  if (!alert) return false;
  const ids = alertIds ?? (await findAlertsOfAddress(db, alert.email)).map((each) => each.id);
  await unsubscribeAlerts(db, { email: alert.email, alertIds: ids, now });
  return true;
}

/**
 * Writes an alert's e-mail as things stand when it is sent, with a new token for its links;
 * null when there is nothing to send: the alert was confirmed or ended meanwhile, or its
 * listings were all withdrawn.
 */
export async function alertMail(db: AppDatabase, mail: ClaimedMail, now: Date): Promise<OutgoingMail | null> {
  const alert = mail.alertId === null ? null : await findAlert(db, mail.alertId);
  if (!alert) return null;
  const confirming = mail.kind === "alert-confirmation";
  if (alert.status !== (confirming ? "pending" : "active")) return null;
  const listings = confirming ? [] : await findListingsOfAlertMail(db, mail.id);
  if (!confirming && listings.length === 0) return null;

  const token = randomBytes(32).toString("base64url");
  await addAlertToken(db, { alertId: alert.id, tokenHash: hashToken(token), now });
  const { language, t } = translatorFor(alert.language);
  const addressOf = (path: string) => absoluteUrl(mail.siteOrigin, pathInLanguage(path, language));
  const query = readAlertQuery(alert.query);
  const links = {
    manageUrl: addressOf(alertPaths.manage(token)),
    unsubscribeUrl: addressOf(alertPaths.unsubscribe(token)),
    // A resource for mail programs, in no language: the same address for every alert.
    oneClickUrl: absoluteUrl(mail.siteOrigin, alertPaths.oneClick(token)),
  };
  const search = describeSearch(query, t);
  if (confirming) {
    return alertConfirmationEmail({
      search,
      frequency: alert.frequency,
      t,
      confirmUrl: addressOf(alertPaths.confirm(token)),
      ...links,
    });
  }
  const { kesRate } = await findSettings(db);
  return alertMatchesEmail({
    search,
    frequency: alert.frequency,
    kesRate,
    t,
    language,
    listUrl: addressOf(alertListPath(query)),
    listings: listings.map((listing) => {
      const path = `/properties/${encodeURIComponent(listing.slug)}`;
      return {
        listing,
        url: addressOf(path),
        // The link preview picture: a JPEG, which mail programs show, where the photos are WebP.
        photoUrl: listing.cover ? absoluteUrl(mail.siteOrigin, `${path}/preview.jpg`) : null,
      };
    }),
    ...links,
  });
}

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
 * at one by one again.
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
    await deleteStaleAlerts(db, at);
    const nextMatchedFrom = matchedFrom(at);
    // Read before looking: a change made while the alerts are looked at is looked at next time.
    const state = `${await readContentVersion(db)}/${nextMatchedFrom}/${await confirmedAlertsStamp(db)}`;
    let queued = 0;
    let alertsScanned = 0;
    if (state !== lastScanned) {
      const { kesRate } = await findSettings(db);
      for (const alert of await findActiveAlerts(db)) {
        queued += await recordNewMatches(db, { alert, nextMatchedFrom, kesRate, now: at });
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
