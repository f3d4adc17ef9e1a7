// The writing of a search alert's e-mails for the outbox's worker: the request to confirm, and
// the new listings.
import { createHash, randomBytes } from "node:crypto";
import { findListingsOfAlertMail, previousAlertMailSentAt } from "~/data/alert-matches.server";
import { addAlertToken, findAlert } from "~/data/alerts.server";
import type { AppDatabase } from "~/data/app-database";
import type { ClaimedMail } from "~/data/outbox.server";
import { findPriceChangesSince } from "~/data/price-changes.server";
import { findAvailabilityCheckSettings, findSettings } from "~/data/settings.server";
import { alertConfirmationEmail, alertMatchesEmail } from "~/domain/alert-email";
import { freshSince } from "~/domain/availability-check";
import { pathInLanguage } from "~/domain/language";
import { fellSince } from "~/domain/price-history";
import { alertListPath, alertPaths, readAlertQuery } from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import { absoluteUrl } from "~/domain/site-address";
import { translatorFor } from "~/i18n/translator";
import type { OutgoingMail } from "./outgoing-mail.server";

/** Tokens are kept as their SHA-256: a copy of the database opens no one's alerts. */
export const hashAlertToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Writes an alert's e-mail as things stand when it is sent, with a new token for its links;
 * null when there is nothing to send: the alert was confirmed or ended meanwhile, or its
 * listings were all withdrawn.
 */
export async function alertMail(
  db: AppDatabase,
  mail: ClaimedMail,
  now: Date,
  site: string,
): Promise<OutgoingMail | null> {
  const alert = mail.alertId === null ? null : await findAlert(db, mail.alertId);
  if (!alert) return null;
  const confirming = mail.kind === "alert-confirmation";
  if (alert.status !== (confirming ? "pending" : "active")) return null;
  const listings = confirming
    ? []
    : await findListingsOfAlertMail(db, {
        outboxId: mail.id,
        freshSince: freshSince(now, await findAvailabilityCheckSettings(db)),
      });
  if (!confirming && listings.length === 0) return null;

  const token = randomBytes(32).toString("base64url");
  await addAlertToken(db, { alertId: alert.id, tokenHash: hashAlertToken(token), now });
  const { language, t } = translatorFor(alert.language);
  const addressOf = (path: string) => absoluteUrl(mail.siteOrigin, pathInLanguage(path, language));
  const query = readAlertQuery(alert.query);
  const links = {
    manageUrl: addressOf(alertPaths.manage(token)),
    unsubscribeUrl: addressOf(alertPaths.unsubscribe(token)),
    // A resource for mail programs, in no language: the same address for every alert.
    oneClickUrl: absoluteUrl(mail.siteOrigin, alertPaths.oneClick(token)),
  };
  // The address is not yet proved to be whoever typed the words searched: the confirmation
  // names them only as words, so that a stranger's text never reaches someone else's inbox.
  const search = describeSearch(query, t, { quotingWords: !confirming });
  if (confirming) {
    return alertConfirmationEmail({
      site,
      search,
      frequency: alert.frequency,
      t,
      confirmUrl: addressOf(alertPaths.confirm(token)),
      ...links,
    });
  }
  const { kesRate } = await findSettings(db);
  // Price falls are news since the alert's previous e-mail, or since it was switched on.
  const since =
    (await previousAlertMailSentAt(db, { alertId: alert.id, outboxId: mail.id })) ??
    alert.confirmedAt ??
    alert.createdAt;
  const changes = await findPriceChangesSince(
    db,
    listings.map((listing) => listing.id),
    since,
  );
  return alertMatchesEmail({
    site,
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
        reduced: fellSince(changes.get(listing.id) ?? [], since),
      };
    }),
    ...links,
  });
}
