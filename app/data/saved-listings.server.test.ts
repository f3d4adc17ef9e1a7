import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { createProperty, deleteProperty } from "./property-writes.server";
import { findSavedListings } from "./saved-listings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

describe("findSavedListings", () => {
  it("gives the listings in the order saved, with their cover and prices", async () => {
    const villa = await createProperty(
      db(),
      aProperty({
        name: "Ocean View Villa",
        price: 400_000,
        discount: 25,
        photos: [
          { externalUrl: "https://images.example/villa-1.jpg" },
          { externalUrl: "https://images.example/villa-2.jpg" },
        ],
      }),
    );
    const cottage = await createProperty(db(), aProperty({ name: "Karen Cottage" }));
    const plot = await createProperty(db(), aProperty({ name: "Kilifi Plot", type: "land" }));

    const listings = await findSavedListings(db(), [plot, villa, cottage]);
    expect(listings.map((listing) => listing.name)).toEqual([
      "Kilifi Plot",
      "Ocean View Villa",
      "Karen Cottage",
    ]);
    expect(listings[1]).toMatchObject({
      slug: villa,
      price: 400_000,
      newPrice: 300_000,
      cover: { src: "https://images.example/villa-1.jpg" },
    });
    expect(listings[0]).toMatchObject({ type: "land", cover: null });
  });

  it("leaves out listings that were deleted or never existed", async () => {
    const villa = await createProperty(db(), aProperty({ name: "Ocean View Villa" }));
    const cottage = await createProperty(db(), aProperty({ name: "Karen Cottage" }));
    await deleteProperty(db(), cottage);

    const listings = await findSavedListings(db(), [cottage, "no-such-listing", villa]);
    expect(listings.map((listing) => listing.slug)).toEqual([villa]);
  });

  it("leaves drafts out but keeps sold and let listings, marked", async () => {
    const draft = await createProperty(db(), aProperty({ name: "Draft House", publication: "draft" }));
    const sold = await createProperty(db(), aProperty({ name: "Sold House", availability: "sold" }));
    const open = await createProperty(db(), aProperty({ name: "Open House" }));

    const listings = await findSavedListings(db(), [draft, sold, open]);
    expect(listings.map((listing) => [listing.name, listing.availability])).toEqual([
      ["Sold House", "sold"],
      ["Open House", "available"],
    ]);
  });

  it("gives nothing for no slugs", async () => {
    await createProperty(db(), aProperty());
    expect(await findSavedListings(db(), [])).toEqual([]);
  });
});
