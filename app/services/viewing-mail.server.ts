// The e-mails about a booked viewing, written as it stands when sent, with a calendar entry for
// the visitor; the WhatsApp text the office sends; and the day-before reminders.
import { createHash, randomBytes } from "node:crypto";
import { findBrand } from "~/data/brand.server";
import type { AppDatabase } from "~/data/app-database";
import type { ClaimedMail, ViewingMailKind } from "~/data/outbox.server";
import { countInWindow } from "~/data/rate-limits.server";
import { findNotificationAddress } from "~/data/settings.server";
import { addViewingToken, findViewing, queueDueReminders, type Viewing } from "~/data/viewings.server";
import { type Language, pathInLanguage, writtenText } from "~/domain/language";
import { MAILS_PER_VISITOR_MAILBOX, visitorMailboxKey } from "~/domain/rate-limit";
import { absoluteUrl } from "~/domain/site-address";
import { viewingCancelPath, viewingPlace } from "~/domain/viewing-booking";
import { viewingCalendar } from "~/domain/viewing-calendar";
import {
  officeViewingEmail,
  viewingChatMessage,
  type ViewingTold,
  type VisitorNews,
  visitorViewingEmail,
} from "~/domain/viewing-email";
import { translatorFor } from "~/i18n/translator";
import { backgroundTask, type BackgroundTask } from "./background-task.server";
import type { OutgoingMail } from "./outgoing-mail.server";

/** The reminder goes this long before the viewing: the day before. */
const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

export const hashViewingToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * A new cancel link for a booking, whose token's hash alone is kept: each e-mail and text
 * carries its own.
 */
export async function newCancelUrl(db: AppDatabase, viewing: Viewing, siteOrigin: string, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await addViewingToken(db, { viewingId: viewing.id, tokenHash: hashViewingToken(token), now });
  return absoluteUrl(siteOrigin, pathInLanguage(viewingCancelPath(token), viewing.language));
}

/** A booking as its messages tell of it, in `language`. */
export function toldOf(
  viewing: Viewing,
  siteOrigin: string,
  language: Language,
  siteName: string,
): ViewingTold {
  const listingName = writtenText(viewing.listing.name, viewing.listing.nameSw, language).text;
  return {
    reference: viewing.reference,
    name: viewing.name,
    phone: viewing.phone,
    email: viewing.email,
    startsAt: viewing.startsAt,
    listingName,
    place: viewingPlace({ ...viewing.listing, name: listingName }),
    listingUrl: absoluteUrl(siteOrigin, pathInLanguage(`/properties/${viewing.listing.slug}`, language)),
    siteName,
  };
}

/** The booking as a calendar entry: to add, or (`CANCEL`) to take off the visitor's calendar. */
async function calendarOf(
  db: AppDatabase,
  viewing: Viewing,
  {
    siteOrigin,
    siteName,
    method,
    description,
    attendeeAddress,
    now,
  }: {
    siteOrigin: string;
    siteName: string;
    method: "REQUEST" | "CANCEL";
    description: string;
    attendeeAddress: string | null;
    now: Date;
  },
): Promise<string> {
  const { t } = translatorFor(viewing.language);
  const told = toldOf(viewing, siteOrigin, viewing.language, siteName);
  const organizer = (await findNotificationAddress(db)) || `no-reply@${new URL(siteOrigin).hostname}`;
  return viewingCalendar({
    uid: `${viewing.reference}@${new URL(siteOrigin).hostname}`,
    sequence: viewing.revision,
    method,
    confirmed: viewing.status === "confirmed",
    startsAt: viewing.startsAt,
    endsAt: viewing.endsAt,
    stamp: now,
    summary: t("Viewing: {{listing}} ({{reference}})", {
      listing: told.listingName,
      reference: viewing.reference,
    }),
    location: told.place,
    description,
    url: told.listingUrl,
    organizer: { name: siteName, address: organizer },
    attendee: { name: viewing.name, address: attendeeAddress ?? organizer },
  });
}

/**
 * The calendar entry a visitor downloads from the booking's page or its cancel link, while the
 * booking is held: the news as it stands, the place, the time and the reference.
 */
export async function viewingCalendarFile(
  db: AppDatabase,
  viewing: Viewing,
  siteOrigin: string,
  now = new Date(),
): Promise<string> {
  const { t, locale } = translatorFor(viewing.language);
  const siteName = (await findBrand(db)).name;
  const told = toldOf(viewing, siteOrigin, viewing.language, siteName);
  const news: VisitorNews = viewing.status === "confirmed" ? "confirmed" : "booked";
  const { text } = visitorViewingEmail(news, told, { t, locale, cancelUrl: null });
  return calendarOf(db, viewing, {
    siteOrigin,
    siteName,
    method: "REQUEST",
    description: text,
    attendeeAddress: viewing.email,
    now,
  });
}

/** What the visitor's e-mail (or text) of each kind tells. */
export const NEWS_OF_KIND: Record<Exclude<ViewingMailKind, "viewing-to-office">, VisitorNews> = {
  "viewing-booked": "booked",
  "viewing-confirmed": "confirmed",
  "viewing-moved": "moved",
  "viewing-declined": "declined",
  "viewing-cancelled": "cancelled",
  "viewing-reminder": "reminder",
};

/** The WhatsApp message to the visitor about a booking as it stands, in their language. */
export function viewingChatText(viewing: Viewing, siteOrigin: string, siteName: string): string {
  const { t, locale } = translatorFor(viewing.language);
  return viewingChatMessage(
    viewing.status === "awaiting-code" ? "booked" : viewing.status,
    toldOf(viewing, siteOrigin, viewing.language, siteName),
    t,
    locale,
  );
}

/**
 * Counts one more e-mail to a visitor's mailbox in its share of the site's e-mails
 * (MAILS_PER_VISITOR_MAILBOX, which alert sign-ups and bookings take too); whether it is within it.
 * A booking's own e-mail was counted as it was made, where a booking past the share keeps no address.
 */
async function withinMailboxShare(db: AppDatabase, recipient: string, now: Date): Promise<boolean> {
  const { max, windowMs } = MAILS_PER_VISITOR_MAILBOX;
  const { hits } = await countInWindow(db, visitorMailboxKey(recipient), windowMs, now);
  return hits <= max;
}

/**
 * Writes a booking's e-mail as it stands when sent: the office's, or the visitor's with a
 * calendar entry and, while the booking is held, a new cancel link whose token's hash alone is
 * kept. Null when there is nothing to tell (the booking is gone, or a reminder's viewing is off
 * or over), or when the visitor's mailbox has had its share of the site's e-mails: every e-mail
 * to a visitor's address counts, the office's answers, the reminder and a cancellation too.
 */
export async function viewingMail(
  db: AppDatabase,
  mail: ClaimedMail,
  now: Date,
  siteName: string,
): Promise<OutgoingMail | null> {
  const viewing = mail.viewingId === null ? null : await findViewing(db, mail.viewingId);
  if (!viewing) return null;
  const held = viewing.status === "booked" || viewing.status === "confirmed";
  if (mail.kind === "viewing-to-office") {
    const { replyTo, ...email } = officeViewingEmail(toldOf(viewing, mail.siteOrigin, "en", siteName), {
      viewingsUrl: absoluteUrl(mail.siteOrigin, "/viewings"),
    });
    return { ...email, ...(replyTo && { replyTo }) };
  }
  if (mail.kind === "viewing-reminder" && (!held || Date.parse(viewing.startsAt) <= now.getTime()))
    return null;
  if (mail.kind !== "viewing-booked" && !(await withinMailboxShare(db, mail.recipient, now))) return null;
  const news = NEWS_OF_KIND[mail.kind as keyof typeof NEWS_OF_KIND];
  const { t, locale } = translatorFor(viewing.language);
  let cancelUrl: string | null = null;
  if (held && news !== "declined" && news !== "cancelled") {
    cancelUrl = await newCancelUrl(db, viewing, mail.siteOrigin, now);
  }
  const told = toldOf(viewing, mail.siteOrigin, viewing.language, siteName);
  const email = visitorViewingEmail(news, told, { t, locale, cancelUrl });
  const off = news === "declined" || news === "cancelled";
  const method = off ? "CANCEL" : "REQUEST";
  const calendar = await calendarOf(db, viewing, {
    siteOrigin: mail.siteOrigin,
    siteName,
    method,
    description: email.text,
    attendeeAddress: viewing.email ?? mail.recipient,
    now,
  });
  return {
    ...email,
    attachments: [
      {
        filename: "viewing.ics",
        content: calendar,
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

/** Queues the day-before reminders that are due, in the background. */
export interface ViewingReminders extends BackgroundTask {
  runDue(): Promise<{ queued: number }>;
}

/**
 * Every `intervalMs`, in each app process, like the search alerts' scan: each booking is reminded
 * once on each channel that is on (`channels`: e-mail, texts).
 */
export function createViewingReminders({
  db,
  siteOrigin,
  channels,
  onQueued,
  intervalMs,
  now = () => new Date(),
}: {
  db: AppDatabase;
  siteOrigin: string;
  channels: ("email" | "sms")[];
  onQueued: () => void;
  intervalMs: number;
  now?: () => Date;
}): ViewingReminders {
  async function runDue() {
    let queued = 0;
    for (const channel of channels) {
      queued += await queueDueReminders(db, { now: now(), aheadMs: REMINDER_AHEAD_MS, siteOrigin, channel });
    }
    if (queued > 0) onQueued();
    return { queued };
  }
  return { runDue, ...backgroundTask(runDue, intervalMs, "Could not queue the viewings' reminders") };
}
