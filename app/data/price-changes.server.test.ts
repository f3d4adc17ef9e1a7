import { describe, expect, it } from "vitest";
import { NO_DETAILS } from "~/domain/listing-details";
import { DEFAULT_STATUS } from "~/domain/listing-status";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findPriceChanges } from "./price-changes.server";
import { findListingBySlug } from "./properties.server";
import {
  createProperty,
  deleteProperty,
  type PropertyUpdate,
  updateProperty,
} from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

function anUpdate(overrides: Partial<PropertyUpdate>): PropertyUpdate {
  const { listedOn: _listedOn, ...property } = aProperty({ name: "Karen Villa", price: 500_000 });
  return { ...property, ...NO_DETAILS, ...DEFAULT_STATUS, amenities: [], position: null, ...overrides };
}

async function listingId(slug: string): Promise<number> {
  const listing = await findListingBySlug(db(), slug);
  if (!listing) throw new Error(`No listing ${slug}`);
  return listing.id;
}

describe("price changes", () => {
  it("records an edit of the price or discount once, with what it was and became", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa", price: 500_000 }));
    const id = await listingId(slug);

    await updateProperty(db(), slug, anUpdate({ price: 450_000 }));
    await updateProperty(db(), slug, anUpdate({ price: 450_000, discount: 10 }));

    const changes = await findPriceChanges(db(), id);
    expect(changes.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { price: 500_000, discount: null }, after: { price: 450_000, discount: null } },
      { before: { price: 450_000, discount: null }, after: { price: 450_000, discount: 10 } },
    ]);
    const { updatedAt } = (await findListingBySlug(db(), slug))!;
    expect(changes[1]?.changedAt).toBe(updatedAt);
  });

  it("records nothing for an edit that keeps the price and discount", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa", price: 500_000 }));
    await updateProperty(db(), slug, anUpdate({ description: "Now with a borehole." }));
    expect(await findPriceChanges(db(), await listingId(slug))).toEqual([]);
  });

  it("go with the listing when it is deleted", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa", price: 500_000 }));
    const id = await listingId(slug);
    await updateProperty(db(), slug, anUpdate({ price: 450_000 }));
    await deleteProperty(db(), slug);
    expect(await findPriceChanges(db(), id)).toEqual([]);
  });
});
