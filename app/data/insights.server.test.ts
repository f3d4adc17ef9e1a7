import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { addCounts, type ListingCounts } from "./insight-counts.server";
import { readInsights } from "./insights.server";
import { createProperty } from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** Noon in Nairobi on 24 November 2026. */
const NOW = new Date("2026-11-24T09:00:00Z");

function counts(slug: string, day: string, values: Partial<ListingCounts> = {}): ListingCounts {
  return { slug, day, views: 0, whatsappTaps: 0, callTaps: 0, saves: 0, ...values };
}

async function enquiryAt(listingSlug: string | null, createdAt: string, reportReason: string | null = null) {
  const listing = listingSlug
    ? await db()
        .selectFrom("properties")
        .select(["id", "name"])
        .where("slug", "=", listingSlug)
        .executeTakeFirst()
    : undefined;
  await db()
    .insertInto("contact_messages")
    .values({
      name: "Wanjiru",
      email: "wanjiru@example.co.ke",
      message: "Is it still available?",
      property_id: listing ? Number(listing.id) : null,
      property_name: listing?.name ?? null,
      property_reference: listing ? "MK-1001" : null,
      created_at: createdAt,
      read_at: null,
      report_reason: reportReason,
    })
    .execute();
}

describe("readInsights", () => {
  it("gives the last 30 days in Nairobi with views, taps and enquiries, today last", async () => {
    const villa = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const plot = await createProperty(db(), aProperty({ name: "Kilifi Plot" }));
    await addCounts(db(), {
      listings: [
        counts(villa, "2026-11-24", { views: 7, whatsappTaps: 2, callTaps: 1 }),
        counts(plot, "2026-11-24", { views: 3 }),
        counts(villa, "2026-10-26", { views: 4 }),
        counts(villa, "2026-10-25", { views: 100 }),
      ],
      emptySearches: [],
    });
    // 22:30 UTC on the 23rd is already the 24th in Nairobi.
    await enquiryAt(villa, "2026-11-23T22:30:00.000Z");
    await enquiryAt(villa, "2026-11-23T20:00:00.000Z");
    await enquiryAt(null, "2026-11-24T08:00:00.000Z");
    // A report about a listing is no enquiry.
    await enquiryAt(villa, "2026-11-24T09:00:00.000Z", "asked-to-pay");

    const { days } = await readInsights(db(), null, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ date: "2026-10-26", views: 4, taps: 0, enquiries: 0 });
    expect(days.at(-2)).toEqual({ date: "2026-11-23", views: 0, taps: 0, enquiries: 1 });
    expect(days.at(-1)).toEqual({ date: "2026-11-24", views: 10, taps: 3, enquiries: 1 });
  });

  it("ranks the listings by views this week and over 30 days, with their enquiries", async () => {
    const villa = await createProperty(db(), aProperty({ name: "Karen Villa" }));
    const plot = await createProperty(db(), aProperty({ name: "Kilifi Plot" }));
    const cottage = await createProperty(db(), aProperty({ name: "Runda Cottage" }));
    await addCounts(db(), {
      listings: [
        counts(villa, "2026-11-20", { views: 5, whatsappTaps: 1, saves: 2 }),
        counts(plot, "2026-11-24", { views: 9, callTaps: 1 }),
        counts(villa, "2026-11-01", { views: 50 }),
      ],
      emptySearches: [],
    });
    await enquiryAt(cottage, "2026-11-10T09:00:00.000Z");

    const { topThisWeek, listings } = await readInsights(db(), null, NOW);
    expect(topThisWeek.map((listing) => [listing.name, listing.views])).toEqual([
      ["Kilifi Plot", 9],
      ["Karen Villa", 5],
    ]);
    expect(listings).toEqual([
      expect.objectContaining({
        slug: villa,
        views: 55,
        whatsappTaps: 1,
        callTaps: 0,
        saves: 2,
        enquiries: 0,
      }),
      expect.objectContaining({ slug: plot, views: 9, callTaps: 1 }),
      expect.objectContaining({ slug: cottage, name: "Runda Cottage", views: 0, enquiries: 1 }),
    ]);
  });

  it("lists the searches that found nothing, most made first", async () => {
    await addCounts(
      db(),
      {
        listings: [],
        emptySearches: [
          { day: "2026-11-24", search: "?q=pool", searches: 2 },
          { day: "2026-11-20", search: "?q=pool", searches: 3 },
          { day: "2026-11-24", search: "?type=land&city=Nakuru", searches: 4 },
          { day: "2026-10-01", search: "?q=golf", searches: 40 },
        ],
      },
      { now: NOW },
    );
    const { emptySearches } = await readInsights(db(), null, NOW);
    expect(emptySearches).toEqual([
      { search: "?q=pool", searches: 5 },
      { search: "?type=land&city=Nakuru", searches: 4 },
    ]);
  });
});
