import { describe, expect, it } from "vitest";
import type { CountBatch } from "~/data/insight-counts.server";
import type { VisitRequest } from "~/domain/visitor-counting";
import { createVisitorCounter, type VisitorCounterOptions } from "./visitor-counts.server";

const PERSON: VisitRequest = {
  method: "GET",
  userAgent:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
  purpose: undefined,
  clientAddress: "203.0.113.1",
};
/** The same person's browser on another network. */
const from = (clientAddress: string): VisitRequest => ({ ...PERSON, clientAddress });
const NOON_24_NOV = Date.parse("2026-11-24T09:00:00Z");
const VILLA = { kind: "listing", slug: "karen-villa" } as const;

function counterWritingTo(batches: CountBatch[], options: Partial<VisitorCounterOptions> = {}) {
  return createVisitorCounter({
    write: async (batch) => {
      batches.push(batch);
    },
    flushIntervalMs: 60_000,
    enabled: true,
    now: () => NOON_24_NOV,
    ...options,
  });
}

describe("the visitor counter", () => {
  it("writes many visits as one batch of counts per listing and day", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches);
    for (const address of ["203.0.113.1", "203.0.113.2", "2001:db8::1"])
      counter.countPageVisit(from(address), VILLA);
    counter.countListingEvent("karen-villa", "whatsapp", PERSON.clientAddress);
    counter.countListingEvent("karen-villa", "save", PERSON.clientAddress);
    counter.countListingEvent("kilifi-plot", "call", PERSON.clientAddress);
    counter.countPageVisit(PERSON, { kind: "empty-search", search: "?q=pool" });
    counter.countPageVisit(from("203.0.113.2"), { kind: "empty-search", search: "?q=pool" });
    await counter.flush();

    expect(batches).toEqual([
      {
        listings: [
          { slug: "karen-villa", day: "2026-11-24", views: 3, whatsappTaps: 1, callTaps: 0, saves: 1 },
          { slug: "kilifi-plot", day: "2026-11-24", views: 0, whatsappTaps: 0, callTaps: 1, saves: 0 },
        ],
        emptySearches: [{ day: "2026-11-24", search: "?q=pool", searches: 2 }],
      },
    ]);
    await counter.flush();
    expect(batches).toHaveLength(1);
  });

  it("counts a view, a tap, a save or a search once per client network and day", async () => {
    const batches: CountBatch[] = [];
    let now = NOON_24_NOV;
    const counter = counterWritingTo(batches, { now: () => now });
    for (let tap = 0; tap < 300; tap++) counter.countListingEvent("karen-villa", "whatsapp", "203.0.113.1");
    // Any address of one IPv6 /64 is one household's or phone's.
    for (const address of ["2001:db8:0:12::1", "2001:db8:0:12:ffff::9", "2001:db8:0:12::1"]) {
      counter.countPageVisit(from(address), VILLA);
      counter.countListingEvent("karen-villa", "call", address);
      counter.countListingEvent("karen-villa", "save", address);
      counter.countPageVisit(from(address), { kind: "empty-search", search: "?q=pool" });
    }
    now += 24 * 60 * 60 * 1000;
    counter.countListingEvent("karen-villa", "whatsapp", "203.0.113.1");
    await counter.flush();
    expect(batches[0]!.listings).toEqual([
      { slug: "karen-villa", day: "2026-11-24", views: 1, whatsappTaps: 1, callTaps: 1, saves: 1 },
      { slug: "karen-villa", day: "2026-11-25", views: 0, whatsappTaps: 1, callTaps: 0, saves: 0 },
    ]);
    expect(batches[0]!.emptySearches).toEqual([{ day: "2026-11-24", search: "?q=pool", searches: 1 }]);
  });

  it("tells a bounded number of visitors apart a day, and counts no more that day", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches, { maxCountedPerDay: 2 });
    for (let n = 1; n <= 5; n++) counter.countPageVisit(from(`203.0.113.${n}`), VILLA);
    await counter.flush();
    expect(batches[0]!.listings[0]!.views).toBe(2);
  });

  it("counts each visit on the day it happened in Nairobi", async () => {
    const batches: CountBatch[] = [];
    let now = Date.parse("2026-11-24T20:59:00Z");
    const counter = counterWritingTo(batches, { now: () => now });
    counter.countPageVisit(PERSON, VILLA);
    now = Date.parse("2026-11-24T21:01:00Z");
    counter.countPageVisit(PERSON, VILLA);
    await counter.flush();
    expect(batches[0]!.listings.map((counts) => [counts.day, counts.views])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 1],
    ]);
  });

  it("leaves out programs, prefetches, HEAD and pages that count nothing", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches);
    counter.countPageVisit({ ...PERSON, userAgent: "Googlebot/2.1" }, VILLA);
    counter.countPageVisit({ ...PERSON, purpose: "prefetch" }, VILLA);
    counter.countPageVisit({ ...PERSON, method: "HEAD" }, VILLA);
    counter.countPageVisit(PERSON, undefined);
    await counter.flush();
    expect(batches).toEqual([]);
  });

  it("counts nothing when turned off", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches, { enabled: false });
    counter.countPageVisit(PERSON, VILLA);
    counter.countListingEvent("karen-villa", "call", PERSON.clientAddress);
    await counter.flush();
    expect(batches).toEqual([]);
  });

  it("keeps the counts of a failed write and adds them to the next", async () => {
    const batches: CountBatch[] = [];
    let failing = true;
    const counter = createVisitorCounter({
      write: async (batch) => {
        if (failing) throw new Error("database is locked");
        batches.push(batch);
      },
      flushIntervalMs: 60_000,
      enabled: true,
      now: () => NOON_24_NOV,
    });
    counter.countPageVisit(PERSON, VILLA);
    counter.countPageVisit(PERSON, { kind: "empty-search", search: "?q=pool" });
    await counter.flush();
    failing = false;
    counter.countPageVisit(from("203.0.113.2"), VILLA);
    await counter.flush();
    expect(batches).toEqual([
      {
        listings: [
          { slug: "karen-villa", day: "2026-11-24", views: 2, whatsappTaps: 0, callTaps: 0, saves: 0 },
        ],
        emptySearches: [{ day: "2026-11-24", search: "?q=pool", searches: 1 }],
      },
    ]);
  });

  it("writes one batch at a time: what comes during a write goes in the next", async () => {
    const batches: CountBatch[] = [];
    let release!: () => void;
    let writeBegan!: () => void;
    const firstWriteBegun = new Promise<void>((resolve) => (writeBegan = resolve));
    const counter = createVisitorCounter({
      write: async (batch) => {
        batches.push(batch);
        if (batches.length > 1) return;
        writeBegan();
        await new Promise<void>((resolve) => (release = resolve));
      },
      flushIntervalMs: 60_000,
      enabled: true,
      now: () => NOON_24_NOV,
    });
    counter.countPageVisit(PERSON, VILLA);
    const first = counter.flush();
    await firstWriteBegun;
    counter.countPageVisit(from("203.0.113.2"), VILLA);
    const second = counter.flush();
    await Promise.resolve();
    expect(batches).toHaveLength(1);
    release();
    await Promise.all([first, second]);
    expect(batches.map((batch) => batch.listings[0]!.views)).toEqual([1, 1]);
  });

  it("holds a bounded number of listings and searches between writes, the searches taking no room from the listings", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches, { maxPending: 1 });
    counter.countPageVisit(PERSON, { kind: "empty-search", search: "?q=pool" });
    counter.countPageVisit(PERSON, { kind: "empty-search", search: "?q=golf" });
    counter.countPageVisit(PERSON, VILLA);
    counter.countListingEvent("kilifi-plot", "save", PERSON.clientAddress);
    counter.countPageVisit(from("203.0.113.2"), VILLA);
    await counter.flush();
    expect(batches[0]!.listings.map((counts) => [counts.slug, counts.views])).toEqual([["karen-villa", 2]]);
    expect(batches[0]!.emptySearches.map((search) => search.search)).toEqual(["?q=pool"]);
  });

  it("writes what is left when stopped", async () => {
    const batches: CountBatch[] = [];
    const counter = counterWritingTo(batches);
    counter.start();
    counter.countListingEvent("karen-villa", "call", PERSON.clientAddress);
    await counter.stop();
    expect(batches).toHaveLength(1);
  });
});
