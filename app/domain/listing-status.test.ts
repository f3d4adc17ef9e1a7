import { describe, expect, it } from "vitest";
import {
  closingAvailability,
  isOnMarket,
  newListingDate,
  readStatusChange,
  statusChangeMessage,
} from "./listing-status";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("isOnMarket", () => {
  it("holds for published listings that are available or under offer", () => {
    expect(isOnMarket({ publication: "published", availability: "available" })).toBe(true);
    expect(isOnMarket({ publication: "published", availability: "under-offer" })).toBe(true);
    expect(isOnMarket({ publication: "published", availability: "sold" })).toBe(false);
    expect(isOnMarket({ publication: "published", availability: "let" })).toBe(false);
    expect(isOnMarket({ publication: "draft", availability: "available" })).toBe(false);
  });
});

describe("closingAvailability", () => {
  it("lets rentals and sells the rest", () => {
    expect(closingAvailability("rent")).toBe("let");
    expect(closingAvailability("land")).toBe("sold");
  });
});

describe("readStatusChange", () => {
  it("reads the field a status button sends", () => {
    expect(readStatusChange(form({ slug: "x", availability: "sold" }))).toEqual({ availability: "sold" });
    expect(readStatusChange(form({ publication: "draft" }))).toEqual({ publication: "draft" });
    expect(readStatusChange(form({ featured: "1" }))).toEqual({ featured: true });
    expect(readStatusChange(form({ featured: "0" }))).toEqual({ featured: false });
  });

  it("refuses unknown values and a form that names no status", () => {
    expect(readStatusChange(form({ availability: "stolen" }))).toBeNull();
    expect(readStatusChange(form({ featured: "yes" }))).toBeNull();
    expect(readStatusChange(form({ slug: "x" }))).toBeNull();
  });
});

describe("statusChangeMessage", () => {
  it("says what the listing is now", () => {
    expect(statusChangeMessage("Karen Villa", { availability: "under-offer" })).toBe(
      "“Karen Villa” is now under offer.",
    );
    expect(statusChangeMessage("Karen Villa", { publication: "draft" })).toBe(
      "“Karen Villa” is now a draft.",
    );
    expect(statusChangeMessage("Karen Villa", { featured: false })).toBe(
      "“Karen Villa” is no longer starred.",
    );
  });
});

describe("newListingDate", () => {
  // 22:30 in Nairobi (UTC+3) on the 23rd is the 24th there.
  const lateEvening = new Date("2026-11-23T21:30:00Z");

  it("dates a draft from the day it is published, in Nairobi", () => {
    expect(newListingDate("draft", "published", lateEvening)).toBe("2026-11-24");
  });

  it("keeps the date for any other change", () => {
    expect(newListingDate("published", "published", lateEvening)).toBeNull();
    expect(newListingDate("published", "draft", lateEvening)).toBeNull();
    expect(newListingDate("draft", "draft", lateEvening)).toBeNull();
  });
});
