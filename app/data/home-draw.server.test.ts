import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { drawHomeListings } from "./home-draw.server";
import { createProperty } from "./property-writes.server";
import { openBulkPropertyWriter } from "./synthetic-listings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

describe("drawHomeListings", () => {
  it("draws distinct listings, no more than there are", async () => {
    for (let index = 0; index < 5; index++) await createProperty(db(), aProperty());
    for (let draw = 0; draw < 20; draw++) {
      const ids = (await drawHomeListings(db(), 3)).map((listing) => listing.id);
      expect(new Set(ids).size).toBe(3);
    }
    expect(await drawHomeListings(db(), 10)).toHaveLength(5);
  });

  it("draws nothing from an empty database", async () => {
    expect(await drawHomeListings(db(), 3)).toEqual([]);
  });

  it("draws starred listings first, then others, never drafts, sold or let ones", async () => {
    await createProperty(db(), aProperty({ name: "Starred", featured: true }));
    await createProperty(db(), aProperty({ name: "Starred Draft", featured: true, publication: "draft" }));
    await createProperty(db(), aProperty({ name: "Starred Sold", featured: true, availability: "sold" }));
    await createProperty(db(), aProperty({ name: "Draft", publication: "draft" }));
    await createProperty(db(), aProperty({ name: "Let", type: "rent", availability: "let" }));
    await createProperty(db(), aProperty({ name: "Under Offer", availability: "under-offer" }));
    await createProperty(db(), aProperty({ name: "Plain" }));
    for (let draw = 0; draw < 10; draw++) {
      const names = (await drawHomeListings(db(), 3)).map((listing) => listing.name);
      expect(names[0]).toBe("Starred");
      expect(names.slice(1).sort()).toEqual(["Plain", "Under Offer"]);
    }
  });

  it("draws starred listings first among many, by probing", async () => {
    const writer = await openBulkPropertyWriter(db());
    await writer.insert(
      Array.from({ length: 450 }, (_, index) =>
        aProperty({
          name: `Listing ${index}`,
          featured: index % 2 === 0,
          availability: index < 10 ? "sold" : "available",
        }),
      ),
    );
    for (let draw = 0; draw < 5; draw++) {
      const listings = await drawHomeListings(db(), 3);
      expect(new Set(listings.map((listing) => listing.id)).size).toBe(3);
      for (const listing of listings) {
        const index = Number(listing.name.replace("Listing ", ""));
        expect(index % 2, listing.name).toBe(0);
        expect(index, listing.name).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
