import { describe, expect, it } from "vitest";
import {
  dailyPlacesFor,
  PENDING_BOOKINGS_PER_LISTING,
  PENDING_BOOKINGS_PER_PERSON,
  viewingHoldsFor,
  waitingGroups,
} from "./viewing-holds";

const booking = {
  phone: "254712345678",
  email: "Jane.Doe+viewings@GoogleMail.com",
  listingId: 7,
  startsAt: "2026-12-01T06:00:00.000Z",
  date: "2026-11-29",
  freePlaces: 96,
};

describe("the seats a booking takes", () => {
  it("count a phone number and a mailbox, however spelled, per time, per listing and in all", () => {
    const holds = viewingHoldsFor({ ...booking, clientAddress: "203.0.113.9" });
    expect(holds.map(({ holder, seats, refusal }) => [holder, seats, refusal])).toEqual([
      ["time:2026-12-01T06:00:00.000Z:phone:254712345678", 1, "same-time"],
      ["time:2026-12-01T06:00:00.000Z:mailbox:janedoe@gmail.com", 1, "same-time"],
      ["listing:7:phone:254712345678", PENDING_BOOKINGS_PER_LISTING, "same-listing"],
      ["listing:7:mailbox:janedoe@gmail.com", PENDING_BOOKINGS_PER_LISTING, "same-listing"],
      ["phone:254712345678", PENDING_BOOKINGS_PER_PERSON, "many-waiting"],
      ["mailbox:janedoe@gmail.com", PENDING_BOOKINGS_PER_PERSON, "many-waiting"],
      ["connection:203.0.113.9:2026-11-29", 24, "connection-day"],
    ]);
  });

  it("are given back when the office answers, but for the time, which a booking keeps while held", () => {
    const holds = viewingHoldsFor({ ...booking, clientAddress: "203.0.113.9" });
    expect(holds.filter((hold) => hold.lasts === "held").every((hold) => hold.refusal === "same-time")).toBe(
      true,
    );
  });

  it("count a household's /64 as one, for its times too, and a booking without e-mail by its phone alone", () => {
    const holds = viewingHoldsFor({ ...booking, email: null, clientAddress: "2001:db8:0:12::99" });
    expect(holds.map((hold) => hold.holder)).toEqual([
      "time:2026-12-01T06:00:00.000Z:phone:254712345678",
      "time:2026-12-01T06:00:00.000Z:network:2001:db8:0:12::/64",
      "listing:7:phone:254712345678",
      "phone:254712345678",
      "connection:2001:db8:0:12::/64:2026-11-29",
    ]);
  });
});

describe("a connection's share of a day's free times", () => {
  it("is a quarter for an IPv4 address many phones share and an eighth for a household, at least one", () => {
    expect(dailyPlacesFor("203.0.113.9", 96)).toBe(24);
    expect(dailyPlacesFor("::ffff:203.0.113.9", 96)).toBe(24);
    expect(dailyPlacesFor("2001:db8::1", 96)).toBe(12);
    expect(dailyPlacesFor("203.0.113.9", 3)).toBe(1);
    expect(dailyPlacesFor("2001:db8::1", 0)).toBe(1);
  });
});

describe("the bookings waiting from one client", () => {
  const viewing = (id: number, phone: string, clientNetwork: string | null, status = "booked") => ({
    id,
    phone,
    clientNetwork,
    status,
  });

  it("are grouped by phone and by network, two or more, largest first, answered ones left out", () => {
    const groups = waitingGroups([
      viewing(1, "254700000001", "203.0.113.9"),
      viewing(2, "254700000002", "203.0.113.9"),
      viewing(3, "254700000003", "203.0.113.9"),
      viewing(4, "254711111111", "198.51.100.1"),
      viewing(5, "254711111111", "198.51.100.2"),
      viewing(6, "254711111111", null, "confirmed"),
      viewing(7, "254722222222", null),
    ]);
    expect(groups.map(({ by, from, bookings }) => [by, from, bookings.map((b) => b.id)])).toEqual([
      ["network", "203.0.113.9", [1, 2, 3]],
      ["phone", "254711111111", [4, 5]],
    ]);
  });
});
