import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { addCounts, type ListingCounts } from "./insight-counts.server";
import { createProperty, deleteProperty } from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** Noon in Nairobi on 24 November 2026. */
const NOW = new Date("2026-11-24T09:00:00Z");

function counts(slug: string, day: string, values: Partial<ListingCounts> = {}): ListingCounts {
  return { slug, day, views: 0, whatsappTaps: 0, callTaps: 0, saves: 0, ...values };
}

async function storedCounts() {
  return db()
    .selectFrom("listing_daily_counts")
    .select(["day", "views", "whatsapp_taps", "call_taps", "saves"])
    .orderBy("day")
    .execute();
}

describe("addCounts", () => {
  it("adds each batch to what is stored, also when two instances write at once", async () => {
    const villa = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    await addCounts(db(), {
      listings: [counts(villa, "2026-11-24", { views: 3, saves: 1 })],
      emptySearches: [],
    });
    await Promise.all([
      addCounts(db(), {
        listings: [counts(villa, "2026-11-24", { views: 2, whatsappTaps: 1 })],
        emptySearches: [],
      }),
      addCounts(db(), {
        listings: [
          counts(villa, "2026-11-24", { views: 5, callTaps: 2 }),
          counts(villa, "2026-11-25", { views: 1 }),
        ],
        emptySearches: [],
      }),
    ]);

    expect((await storedCounts()).map((row) => ({ ...row, views: Number(row.views) }))).toEqual([
      { day: "2026-11-24", views: 10, whatsapp_taps: 1, call_taps: 2, saves: 1 },
      { day: "2026-11-25", views: 1, whatsapp_taps: 0, call_taps: 0, saves: 0 },
    ]);
  });

  it("drops counts for listings that no longer exist or are not published, and a listing's counts go with it", async () => {
    const villa = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const draft = await createProperty(db(), aProperty({ name: "Muthaiga Draft", publication: "draft" }));
    await addCounts(db(), {
      listings: [
        counts("no-such-listing", "2026-11-24", { views: 4 }),
        counts(draft, "2026-11-24", { whatsappTaps: 9 }),
        counts(villa, "2026-11-24", { views: 1 }),
      ],
      emptySearches: [],
    });
    expect(await storedCounts()).toHaveLength(1);

    await deleteProperty(db(), villa);
    expect(await storedCounts()).toEqual([]);
  });

  it("keeps at most so many new searches a day, and goes on counting those it has", async () => {
    const search = (key: string, searches = 1) => ({ day: "2026-11-24", search: key, searches });
    await addCounts(
      db(),
      { listings: [], emptySearches: [search("?q=pool", 2), search("?q=jacuzzi")] },
      {
        maxSearchesPerDay: 3,
        now: NOW,
      },
    );
    await addCounts(
      db(),
      {
        listings: [],
        emptySearches: [search("?q=pool"), search("?q=sauna", 5), search("?q=golf", 1), search("?q=lift")],
      },
      { maxSearchesPerDay: 3, now: NOW },
    );

    const rows = await db()
      .selectFrom("empty_searches")
      .select(["search", "searches"])
      .orderBy("search")
      .execute();
    expect(rows.map((row) => [row.search, Number(row.searches)])).toEqual([
      ["?q=jacuzzi", 1],
      ["?q=pool", 3],
      ["?q=sauna", 5],
    ]);
  });

  it("forgets searches after 90 days", async () => {
    await addCounts(
      db(),
      { listings: [], emptySearches: [{ day: "2026-08-01", search: "?q=pool", searches: 1 }] },
      { now: new Date("2026-08-01T09:00:00Z") },
    );
    await addCounts(
      db(),
      { listings: [], emptySearches: [{ day: "2026-11-24", search: "?q=golf", searches: 1 }] },
      { now: NOW },
    );
    const rows = await db().selectFrom("empty_searches").select("search").execute();
    expect(rows.map((row) => row.search)).toEqual(["?q=golf"]);
  });
});
