// Booking a viewing, the office's answers, the visitor's cancel link, the e-mails that tell of
// each turn (with a calendar entry) and the day-before reminders.
import { randomBytes, randomInt } from "node:crypto";
import { findBrand } from "~/data/brand.server";
import { data, type RouterContextProvider } from "react-router";
import type { AppDatabase } from "~/data/app-database";
import { leadRecipient } from "~/data/office-work.server";
import { findNotificationAddress, findTextSettings, findViewingHours } from "~/data/settings.server";
import type { VisitorViewingTextKind } from "~/data/text-outbox.server";
import {
  addViewingToken,
  answerViewing,
  bookViewing,
  cancelViewing,
  countHeldSeats,
  declineWaitingViewings,
  findViewing,
  findViewingByToken,
  findViewingsFrom,
  moveViewing,
  takenPlaces,
  type Viewing,
  type ViewingNews,
} from "~/data/viewings.server";
import { clientNetwork } from "~/domain/client-network";
import { NAIROBI_OFFSET_MS, todayInNairobi } from "~/domain/dates";
import { fieldErrors } from "~/domain/form-errors";
import type { Language } from "~/domain/language";
import { HONEYPOT_FIELD } from "~/domain/message-form";
import { minutesToWait } from "~/domain/rate-limit";
import { kenyanMobileNumber } from "~/domain/sms";
import {
  SLOT_NOT_OFFERED,
  VIEWING_TOKEN,
  type ViewingBookingField,
  viewingBookingFields,
  type ViewingBookingResult,
  viewingCancelPath,
} from "~/domain/viewing-booking";
import { viewingBookingSchema } from "~/domain/viewing-booking-form";
import { connectionDayHolder, viewingHoldsFor } from "~/domain/viewing-holds";
import { bookableSlot, freeViewingSlots, type ViewingSlot } from "~/domain/viewing-slots";
import type { ViewingHours } from "~/domain/viewing-hours";
import { mailLinksOrigin } from "./config.server";
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
  // An address not proved to be the visitor's gets a few of the site's e-mails an hour at most:
  // past them the booking stands, kept without the address, and nothing is sent there.
  const mailboxFull =
    siteOrigin !== null &&
    booking.email !== null &&
    (await visitorMailboxWait(db, booking.email, now)) !== null;
  const email = mailboxFull ? null : booking.email;
  const officeAddress = siteOrigin ? await findNotificationAddress(db) : "";
  // The listing's agent hears of it too, while they may sign in.
  const agent = siteOrigin || config.sms ? await leadRecipient(db, listing.id) : null;
  const officeRecipients = siteOrigin
    ? [...new Set([officeAddress, agent?.email].filter((address) => !!address))]
    : [];
  const texting = config.sms ? await findTextSettings(db) : null;
  const officeMobiles = texting
    ? [
        ...new Set(
          [kenyanMobileNumber(texting.officeNumber), texting.textAgents ? agent?.mobile : null].filter(
            (number) => !!number,
          ),
        ),
      ]
    : [];
  const clientAddress = clientAddressFrom(context);
  const date = todayInNairobi(now);
  const [freePlaces, heldToday] = await Promise.all([
    freePlacesAhead(db, hours, now),
    countHeldSeats(db, connectionDayHolder(clientAddress, date), now),
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
      mails: (viewingId) => [
        ...(siteOrigin
          ? officeRecipients.map((recipient) => ({
              kind: "viewing-to-office" as const,
              viewingId,
              recipient: recipient!,
              siteOrigin,
            }))
          : []),
        ...officeMobiles.map((recipient) => ({
          channel: "sms" as const,
          kind: "viewing-to-office" as const,
          viewingId,
          recipient: recipient!,
          siteOrigin: mailLinksOrigin(config),
        })),
        ...visitorNews("viewing-booked", { id: viewingId, email, phone: booking.phone }, context),
      ],
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
  const { id } = made;
  sendNews(context);
  // The booking's own page offers the cancel link and the calendar file, whatever the e-mail.
  const token = randomBytes(32).toString("base64url");
  await addViewingToken(db, { viewingId: id, tokenHash: hashViewingToken(token), now });
  return booked(mailboxFull ? "mailbox-limited" : siteOrigin && email ? "sent" : "none", token);
}

/**
 * What tells the booking's visitor of this turn: an e-mail when e-mail is on and they gave an
 * address, a text when texts are on and their number is a Kenyan mobile.
 */
function visitorNews(
  kind: VisitorViewingTextKind,
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
