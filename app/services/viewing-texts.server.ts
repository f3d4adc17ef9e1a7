// The texts about a booked viewing, written as it stands when sent: the office's, and the
// visitor's with a new cancel link while the booking is held.
import type { AppDatabase } from "~/data/app-database";
import type { ClaimedText } from "~/data/text-outbox.server";
import { findViewing, findWaitingCode } from "~/data/viewings.server";
import { BOOKING_CODE_MINUTES } from "~/domain/booking-code";
import { absoluteUrl } from "~/domain/site-address";
import { officeViewingText, viewingCodeText, visitorViewingText } from "~/domain/viewing-texts";
import { translatorFor } from "~/i18n/translator";
import { NEWS_OF_KIND, newCancelUrl, toldOf } from "./viewing-mail.server";

/**
 * Null when there is nothing to tell: the booking is gone, a reminder's viewing is off or over,
 * or a code is no longer waited for.
 */
export async function viewingText(
  db: AppDatabase,
  text: ClaimedText,
  now: Date,
  siteName: string,
): Promise<string | null> {
  const viewing = text.viewingId === null ? null : await findViewing(db, text.viewingId);
  if (!viewing) return null;
  if (text.kind === "viewing-to-office") {
    return officeViewingText(toldOf(viewing, text.siteOrigin, "en", siteName), {
      viewingsUrl: absoluteUrl(text.siteOrigin, "/viewings"),
    });
  }
  if (text.kind === "viewing-code") {
    const code = await findWaitingCode(db, viewing.id, now);
    if (code === null) return null;
    const { t, locale } = translatorFor(viewing.language);
    return viewingCodeText(toldOf(viewing, text.siteOrigin, viewing.language, siteName), code, {
      t,
      locale,
      minutes: BOOKING_CODE_MINUTES,
    });
  }
  const held = viewing.status === "booked" || viewing.status === "confirmed";
  if (text.kind === "viewing-reminder" && (!held || Date.parse(viewing.startsAt) <= now.getTime()))
    return null;
  const news = NEWS_OF_KIND[text.kind as keyof typeof NEWS_OF_KIND];
  const { t, locale } = translatorFor(viewing.language);
  const cancelUrl =
    held && news !== "declined" && news !== "cancelled"
      ? await newCancelUrl(db, viewing, text.siteOrigin, now)
      : null;
  return visitorViewingText(news, toldOf(viewing, text.siteOrigin, viewing.language, siteName), {
    t,
    locale,
    cancelUrl,
  });
}
