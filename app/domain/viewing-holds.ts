// What one visitor may hold of the office's viewing times before the office answers: a few
// bookings per phone number and per mailbox, one per listing, never the same time twice, and
// from one connection no more than a share of the free times a day. Each allowance is a number
// of seats under a holder's name, taken like a slot's places (see app/data/viewings.server.ts):
// of two bookings racing for the last seat, the engine keeps one.
import { clientNetwork } from "./client-network";
import { mailboxOf } from "./email";
import { isSharedAddress } from "./rate-limit";

/** Bookings one phone number, or one mailbox, may have waiting for the office's answer at once, across listings. */
export const PENDING_BOOKINGS_PER_PERSON = 3;
/** The same, of one listing: a hunter views a house once. */
export const PENDING_BOOKINGS_PER_LISTING = 1;
/**
 * The share of the free places one connection may take in a day with bookings waiting for the
 * office's answer: one IPv6 /64 is one household's; an IPv4 address, which a mobile carrier
 * shares among many phones, gets twice as much, as it does for messages (see rate-limit.ts).
 */
export const DAILY_SHARE_PER_HOUSEHOLD = 1 / 8;
export const DAILY_SHARE_PER_SHARED_ADDRESS = 1 / 4;

/**
 * Why a booking is refused: the same time booked already by this person (or household), a
 * booking of this listing waiting, PENDING_BOOKINGS_PER_PERSON waiting, or the connection's
 * share of the day taken.
 */
export type HoldRefusal = "same-time" | "same-listing" | "many-waiting" | "connection-day";

/**
 * A seat a booking takes: `holder` names whose allowance it counts against, `seats` is the
 * allowance. One held while the booking waits for its answer is given back when the office
 * confirms it; one held while the booking is held, only when it is declined, cancelled or moved.
 */
export interface ViewingHold {
  holder: string;
  seats: number;
  lasts: "unanswered" | "held";
  refusal: HoldRefusal;
}

/** The places a connection may take in a day: its share of the free places, at least one. */
export function dailyPlacesFor(clientAddress: string, freePlaces: number): number {
  const share = isSharedAddress(clientAddress) ? DAILY_SHARE_PER_SHARED_ADDRESS : DAILY_SHARE_PER_HOUSEHOLD;
  return Math.max(1, Math.floor(freePlaces * share));
}

/** The holder of a connection's day: its network (see clientNetwork) and the date in Nairobi. */
export const connectionDayHolder = (clientAddress: string, date: string) =>
  `connection:${clientNetwork(clientAddress)}:${date}`;

/**
 * The seats a booking takes, always in this order (so that two bookings waiting for each
 * other's seats cannot both wait): `phone` as its international digits, `email` as typed or
 * null, `date` the day it is made in Nairobi, and `freePlaces` the free places of the horizon
 * counting those the connection holds from that day.
 */
export function viewingHoldsFor({
  phone,
  email,
  clientAddress,
  listingId,
  startsAt,
  date,
  freePlaces,
}: {
  phone: string;
  email: string | null;
  clientAddress: string;
  listingId: number;
  startsAt: string;
  date: string;
  freePlaces: number;
}): ViewingHold[] {
  const people = [`phone:${phone}`, ...(email === null ? [] : [`mailbox:${mailboxOf(email)}`])];
  // Two phones of one household book one time for one of them; many hunters share an IPv4 address.
  const household = isSharedAddress(clientAddress) ? [] : [`network:${clientNetwork(clientAddress)}`];
  return [
    ...[...people, ...household].map((who) => ({
      holder: `time:${startsAt}:${who}`,
      seats: 1,
      lasts: "held" as const,
      refusal: "same-time" as const,
    })),
    ...people.map((who) => ({
      holder: `listing:${listingId}:${who}`,
      seats: PENDING_BOOKINGS_PER_LISTING,
      lasts: "unanswered" as const,
      refusal: "same-listing" as const,
    })),
    ...people.map((who) => ({
      holder: who,
      seats: PENDING_BOOKINGS_PER_PERSON,
      lasts: "unanswered" as const,
      refusal: "many-waiting" as const,
    })),
    {
      holder: connectionDayHolder(clientAddress, date),
      seats: dailyPlacesFor(clientAddress, freePlaces),
      lasts: "unanswered",
      refusal: "connection-day",
    },
  ];
}

/** What a visitor refused a booking reads, with the office's number when there is one. */
export const HOLD_REFUSAL_NOTICES: Record<HoldRefusal, string> = {
  "same-time": "You have already booked a viewing at that time. Please choose another time.",
  "same-listing":
    "You have already booked a viewing of this property; the office will answer it soon. To change the time, cancel it from its page or call the office.",
  "many-waiting":
    "You already have {{count}} viewings waiting for the office's answer. Please wait for the office to answer them, or cancel one, before booking another.",
  "connection-day":
    "Many viewings have been booked from your connection today. Please try again tomorrow, or call the office to arrange one.",
};

/** Bookings waiting for the office's answer from one phone number or one network, shown together from this many. */
export const GROUP_SHOWN_FROM = 2;

/** Bookings waiting for an answer that came from one phone number or one network. */
export interface WaitingGroup<Booking> {
  by: "phone" | "network";
  /** The phone's international digits, or the network (see clientNetwork). */
  from: string;
  bookings: Booking[];
}

/**
 * The bookings waiting for an answer grouped by phone number and by network, each group of
 * GROUP_SHOWN_FROM or more, largest first: what one client booked, however it named itself.
 */
export function waitingGroups<
  Booking extends { status: string; phone: string; clientNetwork: string | null },
>(bookings: readonly Booking[]): WaitingGroup<Booking>[] {
  const groups = new Map<string, WaitingGroup<Booking>>();
  const add = (by: WaitingGroup<Booking>["by"], from: string, booking: Booking) => {
    const key = `${by}:${from}`;
    const group = groups.get(key) ?? { by, from, bookings: [] };
    group.bookings.push(booking);
    groups.set(key, group);
  };
  for (const booking of bookings) {
    if (booking.status !== "booked") continue;
    add("phone", booking.phone, booking);
    if (booking.clientNetwork !== null) add("network", booking.clientNetwork, booking);
  }
  return [...groups.values()]
    .filter((group) => group.bookings.length >= GROUP_SHOWN_FROM)
    .sort((a, b) => b.bookings.length - a.bookings.length);
}
