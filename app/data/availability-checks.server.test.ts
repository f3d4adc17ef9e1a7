import { describe, expect, it } from "vitest";
import {
  DEFAULT_AVAILABILITY_CHECK_SETTINGS,
  freshSince,
  type ShownListings,
  shownListings,
} from "~/domain/availability-check";
import { ALL_LISTINGS_QUERY } from "~/domain/listing-query";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import {
  confirmAvailability,
  countDueChecks,
  findDueChecks,
  findSimilarListings,
} from "./availability-checks.server";
import { drawHomeListings } from "./home-draw.server";
import { changeListingStatus } from "./listing-status.server";
import { findCities, findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";
import { findAvailabilityCheckSettings, saveAvailabilityCheckSettings } from "./settings.server";
import { sitemapListingPages } from "./sitemap.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

async function sitemapSlugs(shown: ShownListings): Promise<string[]> {
  const slugs: string[] = [];
  for await (const page of sitemapListingPages(db(), shown, {}))
    slugs.push(...page.map((listing) => listing.slug));
  return slugs;
}
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** Sets a listing's dates as though its check or its change of availability were made `days` ago. */
async function backdate(
  slug: string,
  column: "availability_checked_at" | "availability_changed_at",
  days: number,
) {
  await db().updateTable("properties").set(column, daysAgo(days)).where("slug", "=", slug).execute();
}

describe("listings let or sold long ago", () => {
  async function addListings() {
    const onOffer = await createProperty(db(), aProperty({ name: "Karen House", city: "Nairobi" }));
    const soldLately = await createProperty(db(), aProperty({ name: "Nyali House", city: "Mombasa" }));
    const soldLongAgo = await createProperty(db(), aProperty({ name: "Kisumu House", city: "Kisumu" }));
    for (const slug of [soldLately, soldLongAgo])
      await changeListingStatus(db(), slug, { availability: "sold" });
    await backdate(soldLately, "availability_changed_at", 40);
    await backdate(soldLongAgo, "availability_changed_at", 43);
    return { onOffer, soldLately, soldLongAgo };
  }

  it("leave the list with sold and let listings, its cities, the home page and the sitemap by themselves", async () => {
    const { onOffer, soldLately } = await addListings();
    const shown = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);
    const withClosed = await findListings(db(), { ...ALL_LISTINGS_QUERY, includeClosed: true }, shown);
    expect(withClosed.listings.map((listing) => listing.name).sort()).toEqual(["Karen House", "Nyali House"]);
    expect(withClosed.total).toBe(2);
    expect(await findCities(db(), { closedShown: shown })).toEqual(["Mombasa", "Nairobi"]);
    expect(
      (await findListings(db(), ALL_LISTINGS_QUERY, shown)).listings.map((listing) => listing.name),
    ).toEqual(["Karen House"]);
    expect((await drawHomeListings(db(), 6)).map((listing) => listing.name)).toEqual(["Karen House"]);
    expect((await sitemapSlugs(shown)).sort()).toEqual([onOffer, soldLately].sort());
  });

  it("follow the office's setting of weeks", async () => {
    await addListings();
    await saveAvailabilityCheckSettings(db(), { staleAfterDays: 14, hideClosedAfterWeeks: 5 });
    const shown = shownListings(new Date(), await findAvailabilityCheckSettings(db()));
    expect(await sitemapSlugs(shown)).toEqual(["karen-house"]);
  });

  it("are dated by the change of availability, which a repeated status or another edit does not move", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Runda Villa" }));
    const created = await findListingBySlug(db(), slug);
    expect(created!.availabilityChangedAt).toBe(created!.availabilityCheckedAt);

    await backdate(slug, "availability_changed_at", 50);
    await changeListingStatus(db(), slug, { availability: "available", featured: true });
    const unchanged = (await findListingBySlug(db(), slug))!.availabilityChangedAt!;
    expect(Date.now() - Date.parse(unchanged)).toBeGreaterThan(49 * DAY_MS);

    await changeListingStatus(db(), slug, { availability: "sold" });
    const sold = (await findListingBySlug(db(), slug))!;
    expect(Date.now() - Date.parse(sold.availabilityChangedAt!)).toBeLessThan(DAY_MS);
  });

  it("offer listings of their type on offer, in their town first", async () => {
    const gone = await createProperty(db(), aProperty({ name: "Gone Nyali House", city: "Mombasa" }));
    await changeListingStatus(db(), gone, { availability: "sold" });
    await createProperty(db(), aProperty({ name: "Karen House", city: "Nairobi" }));
    await createProperty(db(), aProperty({ name: "Bamburi House", city: "Mombasa" }));
    await createProperty(db(), aProperty({ name: "Diani Plot", city: "Mombasa", type: "land" }));
    const sold = await createProperty(db(), aProperty({ name: "Shanzu House", city: "Mombasa" }));
    await changeListingStatus(db(), sold, { availability: "sold" });

    const listing = (await findListingBySlug(db(), gone))!;
    expect((await findSimilarListings(db(), listing)).map((similar) => similar.name)).toEqual([
      "Bamburi House",
      "Karen House",
    ]);
  });
});

describe("the office's checks of availability", () => {
  it("list listings on offer not checked within the setting's days, oldest first, until checked or saved", async () => {
    const karen = await createProperty(db(), aProperty({ name: "Karen House" }));
    const runda = await createProperty(db(), aProperty({ name: "Runda House" }));
    const fresh = await createProperty(db(), aProperty({ name: "Lavington House" }));
    const draft = await createProperty(db(), aProperty({ name: "Draft House", publication: "draft" }));
    await backdate(karen, "availability_checked_at", 15);
    await backdate(runda, "availability_checked_at", 30);
    await backdate(fresh, "availability_checked_at", 13);
    await backdate(draft, "availability_checked_at", 30);
    const since = freshSince(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

    expect((await findDueChecks(db(), since, null)).map((check) => check.name)).toEqual([
      "Runda House",
      "Karen House",
    ]);
    expect(await countDueChecks(db(), since, null)).toBe(2);

    expect(await confirmAvailability(db(), runda, new Date())).toBe("Runda House");
    const listing = (await findListingBySlug(db(), karen))!;
    await updateProperty(db(), karen, { ...listing, photos: [], position: null });
    expect(await findDueChecks(db(), since, null)).toEqual([]);
    expect(await confirmAvailability(db(), "no-such-listing", new Date())).toBeNull();
  });
});
