// The pages a search alert's e-mailed links open: confirm, unsubscribe (also in one click from
// a mail program) and the address's alerts.
import type { AppDatabase } from "~/data/app-database";
import {
  confirmAlert,
  findAlertByToken,
  findAlertsOfAddress,
  type SearchAlert,
  unsubscribeAlerts,
} from "~/data/alerts.server";
import type { Language } from "~/domain/language";
import {
  ALERT_TOKEN,
  type AlertFrequency,
  alertListPath,
  nextDigestAt,
  readAlertQuery,
} from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import type { Translator } from "~/i18n/translator";
import { hashAlertToken } from "./search-alert-mail.server";

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
  return ALERT_TOKEN.test(token) ? findAlertByToken(db, hashAlertToken(token)) : null;
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
