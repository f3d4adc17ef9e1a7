// Booking a viewing, the office's answers, the visitor's cancel link, the e-mails that tell of
// each turn (with a calendar entry) and the day-before reminders.
import { randomBytes, randomInt } from "node:crypto";
import { findBrand } from "~/data/brand.server";
import { data, type RouterContextProvider } from "react-router";
import type { AppDatabase } from "~/data/app-database";
import { leadRecipient } from "~/data/office-work.server";
import { countInWindow } from "~/data/rate-limits.server";
import { findNotificationAddress, findTextSettings, findViewingHours } from "~/data/settings.server";
import type { VisitorViewingTextKind } from "~/data/text-outbox.server";
import {
  addViewingToken,
  answerViewing,
  bookViewing,
  cancelViewing,
  confirmBookingCode,
  countHeldSeats,
  declineWaitingViewings,
  findCodeBooking,
  findViewing,
  findViewingByToken,
  findViewingsFrom,
  moveViewing,
  takenPlaces,
  type Viewing,
  type ViewingNews,
} from "~/data/viewings.server";
import {
  BOOKING_CODE_DIGITS,
  BOOKING_CODE_MINUTES,
  BOOKING_CODE_TRIES,
  BOOKING_CODES_PER_NUMBER,
  bookingCodePath,
  maskedMobile,
  typedBookingCode,
} from "~/domain/booking-code";
import { clientNetwork } from "~/domain/client-network";
import { NAIROBI_OFFSET_MS, todayInNairobi } from "~/domain/dates";
import { fieldErrors } from "~/domain/form-errors";
import type { Language } from "~/domain/language";
import { HONEYPOT_FIELD } from "~/domain/message-form";
import { minutesToWait } from "~/domain/rate-limit";
import { kenyanMobileNumber } from "~/domain/sms";
import { officeTextRecipients, type TextSettings } from "~/domain/text-caps";
import {
  NOT_A_KENYAN_MOBILE,
  SLOT_NOT_OFFERED,
  VIEWING_TOKEN,
  type ViewingBookingField,
  viewingBookingFields,
  type ViewingBookingResult,
  viewingCancelPath,
  type ViewingCodeResult,
} from "~/domain/viewing-booking";
import { viewingBookingSchema } from "~/domain/viewing-booking-form";
import { connectionDayHolder, viewingHoldsFor } from "~/domain/viewing-holds";
import { bookableSlot, freeViewingSlots, type ViewingSlot } from "~/domain/viewing-slots";
import type { ViewingHours } from "~/domain/viewing-hours";
import { type AppConfig, mailLinksOrigin } from "./config.server";
import { clientAddressFrom, servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";
import { takeMessageSlot, visitorMailboxWait } from "./rate-limit.server";
import { hashViewingToken, viewingChatText } from "./viewing-mail.server";

/** Letters and digits no one misreads for another: no 0/O, 1/I/L. */
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A booking's reference, `V-7KQ2MX`: short enough to read out on the phone, random so that it says nothing. */
function newViewingReference(): string {
  const letters = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `V-${letters.join("")}`;
}

/** The slots a visitor may book now; `hours` as kept (`keptViewingHours`), else read. */
export async function viewingSlotsOffered(
  db: AppDatabase,
  now = new Date(),
  hours: Promise<ViewingHours> = findViewingHours(db),
  { week }: { week?: number } = {},
): Promise<ViewingSlot[]> {
  const [officeHours, taken] = await Promise.all([hours, takenPlaces(db, now.toISOString())]);
  return freeViewingSlots(
    officeHours,
    week === undefined ? { now, taken } : { now, taken, week, limit: Infinity },
  );
}

/** The free places of every slot a visitor may book now. */
async function freePlacesAhead(db: AppDatabase, hours: ViewingHours, now: Date): Promise<number> {
  const taken = await takenPlaces(db, now.toISOString());
  return freeViewingSlots(hours, { now, taken, limit: Infinity }).reduce((sum, slot) => sum + slot.free, 0);
}

/** Seconds from `now` to the next midnight in Nairobi, when a connection's day starts afresh. */
function secondsToNairobiMidnight(now: Date): number {
  const day = 24 * 60 * 60 * 1000;
  const sinceMidnight = (now.getTime() + NAIROBI_OFFSET_MS) % day;
  return Math.ceil((day - sinceMidnight) / 1000);
}

/** A listing a visitor may book a viewing of. */
export interface ViewableListing {
  id: number;
}

/**
 * Checks the booking form and books the viewing, with its e-mails: to the visitor when they
 * gave an address, to the office's notification address. A refusal gives back everything typed:
 * 400 with the errors, 409 when the slot's last place was just taken, 429 when this client has
 * sent too many forms lately or one of the visitor's allowances of bookings is used (see
 * viewing-holds.ts). A filled-in honeypot is answered like anyone else, and dropped.
 */
export async function receiveViewingBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { listing, language, now = new Date() }: { listing: ViewableListing; language: Language; now?: Date },
) {
  const form = await request.formData();
  const values = readFormValues(form, viewingBookingFields);
  const answer = (result: ViewingBookingResult, init?: ResponseInit) => data(result, init);
  const { database, config } = servicesFrom(context);
  const db = database.db;
  const hours = await findViewingHours(db);

  const parsed = viewingBookingSchema.safeParse(values);
  const slot = parsed.success ? bookableSlot(hours, parsed.data.slot, now) : null;
  if (!parsed.success || !slot) {
    const errors = parsed.success ? {} : fieldErrors<ViewingBookingField>(parsed.error);
    if (!slot && !errors.slot) errors.slot = SLOT_NOT_OFFERED;
    return answer({ status: "invalid", values, errors }, { status: 400 });
  }
  const booking = parsed.data;
  const reference = newViewingReference();
  const siteOrigin = config.smtp ? mailLinksOrigin(config) : null;
  const booked = (emailed: "sent" | "mailbox-limited" | "none", token: string) =>
    answer({
      status: "booked",
      reference,
      name: booking.name,
      startsAt: slot.startsAt,
      email: booking.email,
      emailed,
      textedTo: textedTo(config, booking.phone),
      cancelPath: viewingCancelPath(token),
    });
  const honeypot = form.get(HONEYPOT_FIELD);
  // Answered like anyone else, with a link that opens nothing.
  if (typeof honeypot === "string" && honeypot !== "")
    return booked(siteOrigin && booking.email ? "sent" : "none", randomBytes(32).toString("base64url"));

  const limit = await takeMessageSlot(context, now);
  if (!limit.allowed) {
    return answer(
      { status: "limited", values, minutesToWait: minutesToWait(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  // With codes asked for, the booking is made only once the code texted to its phone is typed.
  const texting = config.sms ? await findTextSettings(db) : null;
  const mobile = texting?.bookingCodes ? kenyanMobileNumber(booking.phone) : null;
  if (texting?.bookingCodes && mobile === null) {
    return answer({ status: "invalid", values, errors: { phone: NOT_A_KENYAN_MOBILE } }, { status: 400 });
  }
  if (mobile !== null) {
    const { max, windowMs } = BOOKING_CODES_PER_NUMBER;
    const { hits, startedAt } = await countInWindow(db, bookingCodesKey(booking.phone), windowMs, now);
    if (hits > max) {
      const seconds = Math.max(1, Math.ceil((startedAt.getTime() + windowMs - now.getTime()) / 1000));
      return answer(
        { status: "limited", values, minutesToWait: minutesToWait(seconds) },
        { status: 429, headers: { "Retry-After": String(seconds) } },
      );
    }
  }
  // An address not proved to be the visitor's gets a few of the site's e-mails an hour at most:
  // past them the booking stands, kept without the address, and nothing is sent there.
  const mailboxFull =
    siteOrigin !== null &&
    booking.email !== null &&
    (await visitorMailboxWait(db, booking.email, now)) !== null;
  const email = mailboxFull ? null : booking.email;
  const news = await newBookingNews(context, { listingId: listing.id, email, phone: booking.phone }, texting);
  const codeToken = mobile !== null ? randomBytes(32).toString("base64url") : null;
  const clientAddress = clientAddressFrom(context);
  const date = todayInNairobi(now);
  // Both from one snapshot: read apart, a booking made between the two reads would count once
  // among the connection's seats but not among the places taken, and raise its share by one.
  const [freePlaces, heldToday] = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => [
      await freePlacesAhead(trx, hours, now),
      await countHeldSeats(trx, connectionDayHolder(clientAddress, date), now),
    ]);
  const made = await bookViewing(
    db,
    {
      reference,
      propertyId: listing.id,
      ...slot,
      ...booking,
      email,
      language,
      clientNetwork: clientNetwork(clientAddress),
      code: codeToken
        ? {
            code: newBookingCode(),
            expiresAt: new Date(now.getTime() + BOOKING_CODE_MINUTES * 60_000).toISOString(),
            tokenHash: hashViewingToken(codeToken),
          }
        : null,
    },
    {
      capacity: hours.capacity,
      // The connection's share is of the free places as they were before it took any today.
      holds: viewingHoldsFor({
        phone: booking.phone,
        email: booking.email,
        clientAddress,
        listingId: listing.id,
        startsAt: slot.startsAt,
        date,
        freePlaces: freePlaces + heldToday,
      }),
      now,
      mails: (viewingId) =>
        mobile !== null
          ? [
              {
                channel: "sms",
                kind: "viewing-code",
                viewingId,
                recipient: mobile,
                siteOrigin: mailLinksOrigin(config),
              },
            ]
          : news(viewingId),
    },
  );
  if ("refused" in made) {
    if (made.refused === "taken") return answer({ status: "taken", values }, { status: 409 });
    const retryAfter =
      made.refused === "connection-day"
        ? { "Retry-After": String(secondsToNairobiMidnight(now)) }
        : undefined;
    return answer({ status: "refused", values, refusal: made.refused }, { status: 429, headers: retryAfter });
  }
  sendNews(context);
  if (codeToken !== null && mobile !== null) {
    return answer({
      status: "code-sent",
      codePath: bookingCodePath(codeToken),
      mobile: maskedMobile(mobile),
      startsAt: slot.startsAt,
      minutes: BOOKING_CODE_MINUTES,
    });
  }
  const token = await addCancelToken(db, made.id, now);
  return booked(mailboxFull ? "mailbox-limited" : siteOrigin && email ? "sent" : "none", token);
}

/** The booking's own page offers the cancel link and the calendar file, whatever the e-mail. */
async function addCancelToken(db: AppDatabase, viewingId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await addViewingToken(db, { viewingId, tokenHash: hashViewingToken(token), now });
  return token;
}

/** The mobile a booking's news is texted to, masked as its page shows it; null when none is. */
function textedTo(config: AppConfig, phone: string): string | null {
  const mobile = config.sms ? kenyanMobileNumber(phone) : null;
  return mobile ? maskedMobile(mobile) : null;
}

/** Six random digits. */
const newBookingCode = () => String(randomInt(10 ** BOOKING_CODE_DIGITS)).padStart(BOOKING_CODE_DIGITS, "0");

/** Codes texted to one number are counted under its digits. */
const bookingCodesKey = (phoneDigits: string) => `booking-codes:${phoneDigits}`;

/**
 * What tells of a new booking once it is made: e-mails to the office's address and the
 * listing's agent's, texts to the office's mobile and the agent's when the office asks, and the
 * visitor's own e-mail and text.
 */
async function newBookingNews(
  context: Readonly<RouterContextProvider>,
  { listingId, email, phone }: { listingId: number; email: string | null; phone: string },
  /** The office's text settings; null when texts are off. */
  texting: TextSettings | null,
): Promise<(viewingId: number) => ViewingNews[]> {
  const { database, config } = servicesFrom(context);
  const db = database.db;
  const mailOrigin = config.smtp ? mailLinksOrigin(config) : null;
  const officeAddress = mailOrigin ? await findNotificationAddress(db) : "";
  // The listing's agent hears of it too, while they may sign in.
  const agent = mailOrigin || config.sms ? await leadRecipient(db, listingId) : null;
  const officeRecipients = mailOrigin
    ? [...new Set([officeAddress, agent?.email].filter((address) => !!address))]
    : [];
  const officeMobiles = texting ? officeTextRecipients(texting, agent?.mobile ?? null) : [];
  return (viewingId) => [
    ...officeRecipients.map((recipient) => ({
      kind: "viewing-to-office" as const,
      viewingId,
      recipient: recipient!,
      siteOrigin: mailOrigin!,
    })),
    ...officeMobiles.map((recipient) => ({
      channel: "sms" as const,
      kind: "viewing-to-office" as const,
      viewingId,
      recipient,
      siteOrigin: mailLinksOrigin(config),
    })),
    ...visitorNews("viewing-booked", { id: viewingId, email, phone }, context),
  ];
}

/**
 * The visitor types the code texted to their phone on the page of `token`: the right one makes
 * the booking and tells of it as a booking without a code is; a wrong one counts a try.
 */
export async function confirmViewingCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { token, now = new Date() }: { token: string; now?: Date },
) {
  const form = await request.formData();
  const typed = form.get("code");
  const typedText = typeof typed === "string" ? typed.slice(0, 20) : "";
  const { database, config } = servicesFrom(context);
  const db = database.db;
  const waiting = VIEWING_TOKEN.test(token) ? await findCodeBooking(db, hashViewingToken(token), now) : null;
  const listing = waiting ? codeListing(waiting.viewing) : null;
  const answer = (result: ViewingCodeResult, init?: ResponseInit) => data({ result, listing }, init);
  if (!waiting) return answer({ status: "gone" }, { status: 410 });
  const limit = await takeMessageSlot(context, now);
  if (!limit.allowed) {
    return answer(
      { status: "limited", minutesToWait: minutesToWait(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const { viewing } = waiting;
  const news = await newBookingNews(
    context,
    { listingId: viewing.listing.id, email: viewing.email, phone: viewing.phone },
    config.sms ? await findTextSettings(db) : null,
  );
  const outcome = await confirmBookingCode(db, {
    tokenHash: hashViewingToken(token),
    code: typedBookingCode(typedText),
    mostTries: BOOKING_CODE_TRIES,
    mails: news,
    now,
  });
  if (outcome.outcome === "gone") return answer({ status: "gone" }, { status: 410 });
  if (outcome.outcome === "wrong") {
    return answer({ status: "wrong", triesLeft: outcome.triesLeft, typed: typedText }, { status: 400 });
  }
  sendNews(context);
  const cancelToken = await addCancelToken(db, outcome.id, now);
  return answer({
    status: "booked",
    reference: viewing.reference,
    name: viewing.name,
    startsAt: viewing.startsAt,
    email: viewing.email,
    emailed: config.smtp && viewing.email ? "sent" : "none",
    textedTo: textedTo(config, viewing.phone),
    cancelPath: viewingCancelPath(cancelToken),
  });
}

/** The listing a code's page names. */
const codeListing = ({ listing }: Viewing) => ({
  slug: listing.slug,
  name: listing.name,
  nameSw: listing.nameSw,
});

/**
 * The booking waiting for its code on the page of `token`, as the page shows it: its listing,
 * its time, the masked number and the minutes left; null when none does any more.
 */
export async function bookingWaitingForCode(db: AppDatabase, token: string, now = new Date()) {
  const waiting = VIEWING_TOKEN.test(token) ? await findCodeBooking(db, hashViewingToken(token), now) : null;
  if (!waiting) return null;
  const mobile = kenyanMobileNumber(waiting.viewing.phone);
  return {
    listing: codeListing(waiting.viewing),
    startsAt: waiting.viewing.startsAt,
    mobile: mobile ? maskedMobile(mobile) : "",
    minutes: Math.max(1, Math.ceil((Date.parse(waiting.expiresAt) - now.getTime()) / 60_000)),
  };
}

/**
 * What tells the booking's visitor of this turn: an e-mail when e-mail is on and they gave an
 * address, a text when texts are on and their number is a Kenyan mobile.
 */
function visitorNews(
  kind: Exclude<VisitorViewingTextKind, "viewing-code">,
  viewing: { id: number; email: string | null; phone: string },
  context: Readonly<RouterContextProvider>,
): ViewingNews[] {
  const { config } = servicesFrom(context);
  const mailOrigin = config.smtp ? mailLinksOrigin(config) : null;
  const mobile = config.sms ? kenyanMobileNumber(viewing.phone) : null;
  return [
    ...(mailOrigin && viewing.email
      ? [{ kind, viewingId: viewing.id, recipient: viewing.email, siteOrigin: mailOrigin }]
      : []),
    ...(mobile
      ? [
          {
            channel: "sms" as const,
            kind,
            viewingId: viewing.id,
            recipient: mobile,
            siteOrigin: mailLinksOrigin(config),
          },
        ]
      : []),
  ];
}

/** Has the e-mails and texts just queued sent now rather than at the next poll. */
function sendNews(context: Readonly<RouterContextProvider>): void {
  const { notifications, texts } = servicesFrom(context);
  notifications?.nudge();
  texts?.nudge();
}

/** The office confirms or declines a booking; the booking answered, or null when it is no longer held. */
export async function answerBooking(
  context: Readonly<RouterContextProvider>,
  { id, answer, now = new Date() }: { id: number; answer: "confirmed" | "declined"; now?: Date },
): Promise<Viewing | null> {
  const { database } = servicesFrom(context);
  const viewing = await findViewing(database.db, id);
  if (!viewing) return null;
  const done = await answerViewing(database.db, {
    id,
    answer,
    now,
    mails: () =>
      visitorNews(answer === "confirmed" ? "viewing-confirmed" : "viewing-declined", viewing, context),
  });
  if (done) sendNews(context);
  return done ? viewing : null;
}

/**
 * The office declines at once the bookings of `ids` still waiting for an answer (one client's,
 * see waitingGroups), freeing their places and telling each visitor; those declined.
 */
export async function declineBookings(
  context: Readonly<RouterContextProvider>,
  { ids, now = new Date() }: { ids: number[]; now?: Date },
): Promise<Viewing[]> {
  const { database } = servicesFrom(context);
  const viewings = new Map<number, Viewing>();
  for (const id of ids) {
    const viewing = await findViewing(database.db, id);
    if (viewing) viewings.set(id, viewing);
  }
  const declined = await declineWaitingViewings(database.db, {
    ids: [...viewings.keys()],
    now,
    mails: (id) => visitorNews("viewing-declined", viewings.get(id)!, context),
  });
  if (declined.length > 0) sendNews(context);
  return declined.map((id) => viewings.get(id)!);
}

/** The office moves a booking to another slot offered now: "moved", "full", or "gone" (not held, or no such slot). */
export async function moveBooking(
  context: Readonly<RouterContextProvider>,
  { id, startsAt, now = new Date() }: { id: number; startsAt: string; now?: Date },
): Promise<"moved" | "full" | "gone"> {
  const { database } = servicesFrom(context);
  const [viewing, hours] = await Promise.all([findViewing(database.db, id), findViewingHours(database.db)]);
  const slot = bookableSlot(hours, startsAt, now);
  if (!viewing || !slot) return "gone";
  const moved = await moveViewing(database.db, {
    id,
    slot,
    capacity: hours.capacity,
    now,
    mails: () => visitorNews("viewing-moved", viewing, context),
  });
  if (moved === "moved") sendNews(context);
  return moved;
}

/** The booking a cancel link opens; null for a malformed or unknown token. */
export async function viewingOfCancelLink(db: AppDatabase, token: string): Promise<Viewing | null> {
  return VIEWING_TOKEN.test(token) ? findViewingByToken(db, hashViewingToken(token)) : null;
}

/** Cancels the booking a link opens, from its page's button: the booking as it is now, or null for a link that opens nothing. */
export async function cancelByLink(
  context: Readonly<RouterContextProvider>,
  token: string,
  now = new Date(),
): Promise<Viewing | null> {
  const { database } = servicesFrom(context);
  const viewing = await viewingOfCancelLink(database.db, token);
  if (!viewing) return null;
  const cancelled = await cancelViewing(database.db, {
    id: viewing.id,
    now,
    mails: () => visitorNews("viewing-cancelled", viewing, context),
  });
  if (cancelled) sendNews(context);
  return cancelled ? { ...viewing, status: "cancelled" } : viewing;
}

/** The bookings of slots from `from` on, for the office or one person (`agentId`), each with the WhatsApp message that tells its visitor where it stands. */
export async function viewingsForOffice(
  db: AppDatabase,
  { from, siteOrigin, agentId }: { from: string; siteOrigin: string; agentId: number | null },
): Promise<(Viewing & { chatText: string })[]> {
  const [viewings, brand] = await Promise.all([findViewingsFrom(db, from, agentId), findBrand(db)]);
  return viewings.map((viewing) => ({
    ...viewing,
    chatText: viewingChatText(viewing, siteOrigin, brand.name),
  }));
}
