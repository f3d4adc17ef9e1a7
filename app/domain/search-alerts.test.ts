import { visitorMailboxKey } from "./rate-limit";
import { describe, expect, it } from "vitest";
import { ALL_LISTINGS_QUERY, parseListingQuery } from "./listing-query";
import {
  alertAddress,
  alertListPath,
  alertQueryText,
  canAlert,
  followedSearch,
  isOneClickUnsubscribePath,
  matchedFrom,
  nextDigestAt,
  readAlertQuery,
} from "./search-alerts";

const query = (text: string) => parseListingQuery(new URLSearchParams(text));

describe("the search an alert watches", () => {
  it("is the list's search and filters in canonical order, without sort or page", () => {
    const text = alertQueryText(
      query("page=3&sort=price-asc&city=Nairobi&type=houses&amenity=parking&amenity=borehole"),
    );
    expect(text).toBe("type=houses&city=Nairobi&amenity=borehole&amenity=parking");
    expect(readAlertQuery(text)).toEqual({ ...query(text), sort: null, page: 1 });
    expect(alertListPath(readAlertQuery(text))).toBe(
      "/properties?type=houses&city=Nairobi&sort=latest&amenity=borehole&amenity=parking",
    );
  });

  it("is offered only when something narrows the list", () => {
    expect(canAlert(ALL_LISTINGS_QUERY)).toBe(false);
    expect(canAlert(query("sort=latest&page=2"))).toBe(false);
    expect(canAlert(query("include-sold=1"))).toBe(false);
    expect(canAlert(query("q=ki"))).toBe(false);
    for (const narrowed of [
      "q=kilimani",
      "q=MK-1042",
      "type=land",
      "city=Kisumu",
      "min-price=5",
      "max-price=9",
      "bedrooms=2",
      "amenity=swimming-pool",
    ]) {
      expect(canAlert(query(narrowed)), narrowed).toBe(true);
    }
  });
});

describe("when alerts look and send", () => {
  it("sends a digest at the first 07:00 in Nairobi after a moment", () => {
    expect(nextDigestAt(new Date("2026-03-10T03:59:59Z")).toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(nextDigestAt(new Date("2026-03-10T04:00:00Z")).toISOString()).toBe("2026-03-11T04:00:00.000Z");
    expect(nextDigestAt(new Date("2026-03-31T22:30:00Z")).toISOString()).toBe("2026-04-01T04:00:00.000Z");
  });

  it("looks at listings dated yesterday in Nairobi or later", () => {
    // 22:30 UTC is already the 11th in Nairobi.
    expect(matchedFrom(new Date("2026-03-10T22:30:00Z"))).toBe("2026-03-10");
    expect(matchedFrom(new Date("2026-03-10T12:00:00Z"))).toBe("2026-03-09");
  });
});

describe("the search a sign-up may follow", () => {
  const CITIES = ["Kisumu", "Nairobi"];
  const follow = (text: string) => followedSearch(new URLSearchParams(text), CITIES);

  it("is any search the list writes, with a city of the list's menu", () => {
    const written = alertQueryText(
      query(
        "q=garden+villa&type=houses&city=Nairobi&min-price=200000&bedrooms=3&amenity=swimming-pool&amenity=borehole",
      ),
    );
    expect(follow(written)).toEqual(readAlertQuery(written));
    // With the sign-up's own fields, and the filters in any order.
    expect(
      follow(`email=a%40b.ke&frequency=daily&amenity=parking&city=Kisumu&amenity=borehole`),
    ).toMatchObject({
      city: "Kisumu",
      amenities: ["borehole", "parking"],
    });
  });

  it("is nothing for a city the list does not offer, or any filter it would not write", () => {
    const paragraph = "Nairobi. Your account is locked: call +254 700 000 000 or visit evil.example now";
    for (const made of [
      `city=${encodeURIComponent(paragraph)}`,
      "city=nairobi",
      "city=Mombasa",
      "type=houses&type=land",
      "type=castle&city=Nairobi",
      "amenity=helipad&city=Nairobi",
      "bedrooms=99&city=Nairobi",
      "min-price=-5&city=Nairobi",
      "min-price=9999999999999999&city=Nairobi",
      "min-price=9&max-price=5",
      "currency=EUR&city=Nairobi",
      `q=${"villa ".repeat(20)}`,
      "q=%20villa",
    ]) {
      expect(follow(made), made).toBeNull();
    }
  });
});

describe("addresses and links", () => {
  it("keeps an alert under the address as typed, lower-cased, and limits it per mailbox", () => {
    expect(alertAddress("  Wanjiru+Homes@Example.co.KE ")).toBe("wanjiru+homes@example.co.ke");
    expect(visitorMailboxKey("Wanjiru+1@example.co.ke")).toBe(visitorMailboxKey("wanjiru+2@EXAMPLE.co.ke"));
    expect(visitorMailboxKey("wan.jiru+1@gmail.com")).toBe(visitorMailboxKey("wanjiru@googlemail.com"));
  });

  it("lets other sites post only to an unsubscribe link with a well-formed token", () => {
    const token = "a".repeat(43);
    expect(isOneClickUnsubscribePath(`/alerts/one-click/${token}`)).toBe(true);
    expect(isOneClickUnsubscribePath(`/alerts/one-click/${token}.data`)).toBe(false);
    expect(isOneClickUnsubscribePath(`/alerts/one-click/${token}/x`)).toBe(false);
    expect(isOneClickUnsubscribePath(`/alerts/unsubscribe/${token}`)).toBe(false);
    expect(isOneClickUnsubscribePath(`/alerts/manage/${token}`)).toBe(false);
    expect(isOneClickUnsubscribePath(`/alerts/confirm/${token}`)).toBe(false);
    expect(isOneClickUnsubscribePath("/alerts/one-click/short")).toBe(false);
    expect(isOneClickUnsubscribePath("/alerts")).toBe(false);
  });
});
