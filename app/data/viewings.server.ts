// Visitors' bookings to view a listing and the places they hold in the office's viewing slots.
// A place is the key (slot start, seat) with seats counted from 1 to the capacity: taking one is
// an insert that does nothing on a taken key, so that of two bookings racing for the last place
// the engine keeps exactly one, on SQLite and PostgreSQL alike.
import { sql } from "kysely";
import type { Language } from "~/domain/language";
import { kenyanMobileNumber } from "~/domain/sms";
import type { HoldRefusal, ViewingHold } from "~/domain/viewing-holds";
import type { AppDatabase } from "./app-database";
import { type MailToQueue, queueMail } from "./outbox.server";
import { queueText, type TextToQueue } from "./text-outbox.server";

/** `awaiting-code`: made once the code texted to its phone is typed; never shown to the office. */
export type ViewingStatus = "awaiting-code" | "booked" | "confirmed" | "declined" | "cancelled";

/** A booking as the office and the e-mails show it. */
export interface Viewing {
  id: number;
  reference: string;
  listing: { id: number; slug: string; name: string; nameSw: string | null; location: string; city: string };
  startsAt: string;
  endsAt: string;
  status: ViewingStatus;
  name: string;
  phone: string;
  email: string | null;
  language: Language;
  revision: number;
  createdAt: string;
  /** The network it was booked from; null for bookings made before it was kept. */
  clientNetwork: string | null;
  /** The person who looks after its listing; null for the office. */
  agentId: number | null;
}

export interface NewViewing {
  reference: string;
  propertyId: number;
  startsAt: string;
  endsAt: string;
  name: string;
  phone: string;
  email: string | null;
  language: Language;
  clientNetwork: string;
  /** The code texted to its phone, which makes the booking; null to make it at once. */
  code: BookingCodeHeld | null;
}

/** A code a booking waits for: the digits, until when they work, and the hash of its page's token. */
export interface BookingCodeHeld {
  code: string;
  expiresAt: string;
  tokenHash: string;
}

/** An e-mail, or a text, that tells of a booking: queued in the transaction that changes it. */
export type ViewingNews = MailToQueue | ({ channel: "sms" } & TextToQueue);

/** What to queue with a change to a booking: its e-mails and texts, given the booking's id. */
type MailsOf = (viewingId: number) => ViewingNews[];

/** A slot with no place left: the transaction that looked for one is rolled back. */
class NoPlaceLeft extends Error {}

/** A visitor's allowance used up: the booking's transaction is rolled back. */
class AllowanceUsed extends Error {
  constructor(readonly refusal: HoldRefusal) {
    super(refusal);
  }
}

/** Why a booking was not made: its slot's last place was taken, or one of the visitor's allowances is used. */
export type BookingRefusal = "taken" | HoldRefusal;

/**
 * Takes a seat of the allowance for the booking, the way a place is taken; false when all
 * `hold.seats` are held. Seats held for slots begun are gone by then (see bookViewing).
 */
async function takeSeat(
  trx: AppDatabase,
  { viewingId, hold, expiresAt }: { viewingId: number; hold: ViewingHold; expiresAt: string },
): Promise<boolean> {
  for (let seat = 1; seat <= hold.seats; seat += 1) {
    const taken = await trx
      .insertInto("viewing_holds")
      .values({ holder: hold.holder, seat, viewing_id: viewingId, lasts: hold.lasts, expires_at: expiresAt })
      .onConflict((conflict) => conflict.columns(["holder", "seat"]).doNothing())
      .returning("seat")
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

/** How many seats `holder` holds for slots still to come. */
export async function countHeldSeats(db: AppDatabase, holder: string, now: Date): Promise<number> {
  const { held } = await db
    .selectFrom("viewing_holds")
    .select((eb) => eb.fn.countAll<number>().as("held"))
    .where("holder", "=", holder)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(held);
}

/** Gives back the booking's seats: all of them, or those held only until the office answers. */
async function releaseSeats(
  trx: AppDatabase,
  viewingIds: number[],
  which: "all" | "unanswered",
): Promise<void> {
  if (viewingIds.length === 0) return;
  let release = trx.deleteFrom("viewing_holds").where("viewing_id", "in", viewingIds);
  if (which === "unanswered") release = release.where("lasts", "=", "unanswered");
  await release.execute();
}

/** Holds a place for the booking in the slot that starts at `startsAt`; false when every seat is taken. */
async function takePlace(
  trx: AppDatabase,
  { viewingId, startsAt, capacity }: { viewingId: number; startsAt: string; capacity: number },
): Promise<boolean> {
  for (let seat = 1; seat <= capacity; seat += 1) {
    const taken = await trx
      .insertInto("viewing_places")
      .values({ starts_at: startsAt, seat, viewing_id: viewingId })
      .onConflict((conflict) => conflict.columns(["starts_at", "seat"]).doNothing())
      .returning("seat")
      .executeTakeFirst();
    if (taken) return true;
  }
  return false;
}

async function queueAll(trx: AppDatabase, news: ViewingNews[], now: Date): Promise<void> {
  for (const item of news) {
    if ("channel" in item) await queueText(trx, item, now);
    else await queueMail(trx, item, now);
  }
}

/**
 * How many places are held in each slot starting from `from` on, by slot start; a booking whose
 * code lapsed holds none, though its place is only freed at the next booking.
 */
export async function takenPlaces(
  db: AppDatabase,
  from: string,
  now: Date = new Date(),
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("viewing_places")
    .innerJoin("viewings", "viewings.id", "viewing_places.viewing_id")
    .select(["viewing_places.starts_at", (eb) => eb.fn.countAll<number>().as("places")])
    .where("viewing_places.starts_at", ">=", from)
    .where(sql<boolean>`not ${lapsedCode(now)}`)
    .groupBy("viewing_places.starts_at")
    .execute();
  return new Map(rows.map((row) => [row.starts_at, Number(row.places)]));
}

/** A booking whose code is no longer good: its place, seats and texts go with it (their keys cascade). */
const lapsedCode = (now: Date) =>
  sql<boolean>`(${sql.ref("viewings.status")} = 'awaiting-code' and ${sql.ref("viewings.booking_code_expires_at")} <= ${now.toISOString()})`;

async function deleteLapsedCodeBookings(trx: AppDatabase, now: Date): Promise<void> {
  await trx.deleteFrom("viewings").where(lapsedCode(now)).execute();
}

/** What became of a code typed for a booking. */
export type CodeOutcome =
  | { outcome: "booked"; id: number }
  | { outcome: "wrong"; triesLeft: number }
  /** Lapsed, tried too often, or no booking waits for it: the booking, if any, is let go. */
  | { outcome: "gone" };

/**
 * Makes the booking waiting for `code` on the page of `tokenHash`, and queues what tells of it,
 * in one transaction; a wrong code counts a try, and the last wrong try, like a lapsed code,
 * lets the booking go and frees its place.
 */
export async function confirmBookingCode(
  db: AppDatabase,
  {
    tokenHash,
    code,
    mostTries,
    mails,
    now,
  }: { tokenHash: string; code: string | null; mostTries: number; mails: MailsOf; now: Date },
): Promise<CodeOutcome> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("viewings")
      .select(["id", "booking_code", "booking_code_expires_at", "booking_code_tries"])
      .where("booking_code_token_hash", "=", tokenHash)
      .where("status", "=", "awaiting-code")
      .executeTakeFirst();
    if (!waiting) return { outcome: "gone" };
    const lapsed = waiting.booking_code_expires_at! <= now.toISOString();
    const tries = Number(waiting.booking_code_tries) + 1;
    if (lapsed || (code !== waiting.booking_code && tries >= mostTries)) {
      await trx.deleteFrom("viewings").where("id", "=", waiting.id).execute();
      return { outcome: "gone" };
    }
    if (code !== waiting.booking_code) {
      await trx
        .updateTable("viewings")
        .set({ booking_code_tries: tries })
        .where("id", "=", waiting.id)
        .execute();
      return { outcome: "wrong", triesLeft: mostTries - tries };
    }
    await trx
      .updateTable("viewings")
      .set({
        status: "booked",
        booking_code: null,
        booking_code_expires_at: null,
        booking_code_token_hash: null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", waiting.id)
      .execute();
    await queueAll(trx, mails(waiting.id), now);
    return { outcome: "booked", id: waiting.id };
  });
}

/** The booking waiting for a code on the page of `tokenHash`, and until when; null when none does. */
export async function findCodeBooking(
  db: AppDatabase,
  tokenHash: string,
  now: Date,
): Promise<{ viewing: Viewing; expiresAt: string } | null> {
  const row = await viewingsQuery(db)
    .select("viewings.booking_code_expires_at")
    .where("viewings.booking_code_token_hash", "=", tokenHash)
    .where("viewings.status", "=", "awaiting-code")
    .where("viewings.booking_code_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { viewing: viewingOf(row), expiresAt: row.booking_code_expires_at! } : null;
}

/** The code a booking waits for, while it does; null once it is made, let go or lapsed. */
export async function findWaitingCode(db: AppDatabase, viewingId: number, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom("viewings")
    .select("booking_code")
    .where("id", "=", viewingId)
    .where("status", "=", "awaiting-code")
    .where("booking_code_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.booking_code ?? null;
}

/**
 * Books a viewing with the seats of the visitor's allowances (`holds`, taken in their order) and
 * its place in the slot, and queues its e-mails, in one transaction; refused when an allowance
 * is used or the slot has no place left (another visitor took the last one first).
 */
export async function bookViewing(
  db: AppDatabase,
  viewing: NewViewing,
  { capacity, holds, mails, now }: { capacity: number; holds: ViewingHold[]; mails: MailsOf; now: Date },
): Promise<{ id: number } | { refused: BookingRefusal }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("viewings")
        .values({
          reference: viewing.reference,
          property_id: viewing.propertyId,
          starts_at: viewing.startsAt,
          ends_at: viewing.endsAt,
          status: viewing.code ? "awaiting-code" : "booked",
          booking_code: viewing.code?.code ?? null,
          booking_code_expires_at: viewing.code?.expiresAt ?? null,
          booking_code_token_hash: viewing.code?.tokenHash ?? null,
          name: viewing.name,
          phone: viewing.phone,
          email: viewing.email,
          language: viewing.language,
          client_network: viewing.clientNetwork,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Seats of slots begun hold nothing, nor bookings whose code lapsed: they go before any is counted.
      await trx.deleteFrom("viewing_holds").where("expires_at", "<=", now.toISOString()).execute();
      await deleteLapsedCodeBookings(trx, now);
      for (const hold of holds) {
        if (!(await takeSeat(trx, { viewingId: id, hold, expiresAt: viewing.startsAt }))) {
          throw new AllowanceUsed(hold.refusal);
        }
      }
      if (!(await takePlace(trx, { viewingId: id, startsAt: viewing.startsAt, capacity }))) {
        throw new NoPlaceLeft();
      }
      await queueAll(trx, mails(id), now);
      return { id };
    });
  } catch (error) {
    if (error instanceof NoPlaceLeft) return { refused: "taken" };
    if (error instanceof AllowanceUsed) return { refused: error.refusal };
    throw error;
  }
}

function viewingsQuery(db: AppDatabase) {
  return db
    .selectFrom("viewings")
    .innerJoin("properties", "properties.id", "viewings.property_id")
    .select([
      "viewings.id",
      "viewings.reference",
      "viewings.starts_at",
      "viewings.ends_at",
      "viewings.status",
      "viewings.name",
      "viewings.phone",
      "viewings.email",
      "viewings.language",
      "viewings.revision",
      "viewings.created_at",
      "viewings.client_network",
      "properties.id as property_id",
      "properties.slug",
      "properties.name as listing_name",
      "properties.name_sw",
      "properties.location",
      "properties.city",
      "properties.agent_id",
    ]);
}

type ViewingRow = Awaited<ReturnType<ReturnType<typeof viewingsQuery>["executeTakeFirstOrThrow"]>>;

const viewingOf = (row: ViewingRow): Viewing => ({
  id: row.id,
  reference: row.reference,
  listing: {
    id: row.property_id,
    slug: row.slug,
    name: row.listing_name,
    nameSw: row.name_sw,
    location: row.location,
    city: row.city,
  },
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  status: row.status as ViewingStatus,
  name: row.name,
  phone: row.phone,
  email: row.email,
  language: row.language as Language,
  revision: Number(row.revision),
  createdAt: row.created_at,
  clientNetwork: row.client_network,
  agentId: row.agent_id,
});

export async function findViewing(db: AppDatabase, id: number): Promise<Viewing | null> {
  const row = await viewingsQuery(db).where("viewings.id", "=", id).executeTakeFirst();
  return row ? viewingOf(row) : null;
}

/**
 * Bookings of slots that start from `from` on, soonest first, whatever their status (save those
 * still waiting for their code): of one person's listings (`agentId`), or of the office's.
 */
export async function findViewingsFrom(
  db: AppDatabase,
  from: string,
  agentId: number | null,
): Promise<Viewing[]> {
  let viewings = viewingsQuery(db);
  if (agentId !== null) viewings = viewings.where("properties.agent_id", "=", agentId);
  const rows = await viewings
    .where("viewings.starts_at", ">=", from)
    .where("viewings.status", "!=", "awaiting-code")
    .orderBy("viewings.starts_at")
    .orderBy("viewings.id")
    .execute();
  return rows.map(viewingOf);
}

/** Bookings not yet answered by the office, of slots still to come: of one person's listings, or of all. */
export async function countNewViewings(db: AppDatabase, now: Date, agentId: number | null): Promise<number> {
  let viewings = db.selectFrom("viewings");
  if (agentId !== null)
    viewings = viewings.where(
      "property_id",
      "in",
      db.selectFrom("properties").select("id").where("agent_id", "=", agentId),
    );
  const { total } = await viewings
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("status", "=", "booked")
    .where("starts_at", ">=", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(total);
}

/**
 * Confirms or declines a booking still held, and queues what tells its visitor; a declined
 * booking gives its place back. False when it is no longer held (cancelled or declined before).
 */
export async function answerViewing(
  db: AppDatabase,
  { id, answer, mails, now }: { id: number; answer: "confirmed" | "declined"; mails: MailsOf; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("viewings")
      .set({ status: answer, revision: sql<number>`revision + 1`, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["booked", "confirmed"])
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    if (answer === "declined") await trx.deleteFrom("viewing_places").where("viewing_id", "=", id).execute();
    await releaseSeats(trx, [id], answer === "declined" ? "all" : "unanswered");
    await queueAll(trx, mails(id), now);
    return true;
  });
}

/**
 * Declines together the bookings of `ids` still waiting for an answer, giving their places and
 * seats back, and queues what tells each visitor; the ids of those declined.
 */
export async function declineWaitingViewings(
  db: AppDatabase,
  { ids, mails, now }: { ids: number[]; mails: MailsOf; now: Date },
): Promise<number[]> {
  if (ids.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const declined = (
      await trx
        .updateTable("viewings")
        .set({ status: "declined", revision: sql<number>`revision + 1`, updated_at: now.toISOString() })
        .where("id", "in", ids)
        .where("status", "=", "booked")
        .returning("id")
        .execute()
    ).map((row) => row.id);
    if (declined.length === 0) return [];
    await trx.deleteFrom("viewing_places").where("viewing_id", "in", declined).execute();
    await releaseSeats(trx, declined, "all");
    for (const id of declined) await queueAll(trx, mails(id), now);
    return declined;
  });
}

/**
 * Moves a booking still held to another slot, confirmed there, and queues what tells its
 * visitor: "moved", "full" when that slot has no place left (nothing changes), or "gone" when
 * the booking is no longer held.
 */
export async function moveViewing(
  db: AppDatabase,
  {
    id,
    slot,
    capacity,
    mails,
    now,
  }: { id: number; slot: { startsAt: string; endsAt: string }; capacity: number; mails: MailsOf; now: Date },
): Promise<"moved" | "full" | "gone"> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable("viewings")
        .set({
          status: "confirmed",
          starts_at: slot.startsAt,
          ends_at: slot.endsAt,
          revision: sql<number>`revision + 1`,
          reminder_queued_at: null,
          text_reminder_queued_at: null,
          updated_at: now.toISOString(),
        })
        .where("id", "=", id)
        .where("status", "in", ["booked", "confirmed"])
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return "gone" as const;
      await trx.deleteFrom("viewing_places").where("viewing_id", "=", id).execute();
      await releaseSeats(trx, [id], "all");
      if (!(await takePlace(trx, { viewingId: id, startsAt: slot.startsAt, capacity })))
        throw new NoPlaceLeft();
      await queueAll(trx, mails(id), now);
      return "moved" as const;
    });
  } catch (error) {
    if (error instanceof NoPlaceLeft) return "full";
    throw error;
  }
}

/** Cancels a booking still held, giving its place back, and queues what tells of it; false when it was not held. */
export async function cancelViewing(
  db: AppDatabase,
  { id, mails, now }: { id: number; mails: MailsOf; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("viewings")
      .set({ status: "cancelled", revision: sql<number>`revision + 1`, updated_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "in", ["booked", "confirmed"])
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await trx.deleteFrom("viewing_places").where("viewing_id", "=", id).execute();
    await releaseSeats(trx, [id], "all");
    await queueAll(trx, mails(id), now);
    return true;
  });
}

/** Keeps a cancel link's token hash for a booking; the token itself goes only into the e-mail. */
export async function addViewingToken(
  db: AppDatabase,
  { viewingId, tokenHash, now }: { viewingId: number; tokenHash: string; now: Date },
): Promise<void> {
  await db
    .insertInto("viewing_tokens")
    .values({ token_hash: tokenHash, viewing_id: viewingId, created_at: now.toISOString() })
    .execute();
}

/** The booking a cancel link's token was e-mailed for; null for an unknown token. */
export async function findViewingByToken(db: AppDatabase, tokenHash: string): Promise<Viewing | null> {
  const row = await viewingsQuery(db)
    .innerJoin("viewing_tokens", "viewing_tokens.viewing_id", "viewings.id")
    .where("viewing_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? viewingOf(row) : null;
}

/**
 * Queues the reminder of each booking still held whose slot starts within `aheadMs` of now, and
 * that was booked longer than that before its slot (one booked since has its booking's news
 * fresh): by e-mail to those who gave an address, or by text to those whose number is a Kenyan
 * mobile. Each booking once on each channel, however many instances look at once.
 */
export async function queueDueReminders(
  db: AppDatabase,
  {
    now,
    aheadMs,
    siteOrigin,
    channel,
  }: { now: Date; aheadMs: number; siteOrigin: string; channel: "email" | "sms" },
): Promise<number> {
  const claimColumn = channel === "email" ? "reminder_queued_at" : "text_reminder_queued_at";
  let due = db
    .selectFrom("viewings")
    .select(["id", "email", "phone", "starts_at", "created_at"])
    .where("status", "in", ["booked", "confirmed"])
    .where(claimColumn, "is", null)
    .where("starts_at", ">", now.toISOString())
    .where("starts_at", "<=", new Date(now.getTime() + aheadMs).toISOString());
  if (channel === "email") due = due.where("email", "is not", null);
  let queued = 0;
  for (const viewing of await due.execute()) {
    if (Date.parse(viewing.starts_at) - Date.parse(viewing.created_at) <= aheadMs) continue;
    const recipient = channel === "email" ? viewing.email : kenyanMobileNumber(viewing.phone);
    if (recipient === null) continue;
    queued += await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable("viewings")
        .set({ [claimColumn]: now.toISOString() })
        .where("id", "=", viewing.id)
        .where(claimColumn, "is", null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows === 0n) return 0;
      const reminder = { kind: "viewing-reminder" as const, viewingId: viewing.id, recipient, siteOrigin };
      if (channel === "email") await queueMail(trx, reminder, now);
      else await queueText(trx, reminder, now);
      return 1;
    });
  }
  return queued;
}
