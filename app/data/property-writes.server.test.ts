import { describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { ALL_LISTINGS_QUERY } from "~/domain/listing-query";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, DuplicateNameError } from "./property-writes.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

describe("createProperty", () => {
  it("makes a slug from the name and computes the new price itself", async () => {
    const slug = await createProperty(
      db(),
      aProperty({ name: "Sunny 3-Bedroom Villa, Diani", price: 1_250_000, discount: 10.5 }),
    );
    expect(slug).toBe("sunny-3-bedroom-villa-diani");
    const listing = await findListingBySlug(db(), slug);
    expect(listing).toMatchObject({ price: 1_250_000, discount: 10.5, newPrice: 1_118_750 });
  });

  it("refuses a name that exists already, whatever its case", async () => {
    await createProperty(db(), aProperty({ name: "Ocean View Villa" }));
    await expect(createProperty(db(), aProperty({ name: "  ocean VIEW villa " }))).rejects.toThrow(
      new DuplicateNameError("ocean VIEW villa"),
    );
  });

  it("numbers the slug when different names make the same slug", async () => {
    const first = await createProperty(db(), aProperty({ name: "Villa!" }));
    const second = await createProperty(db(), aProperty({ name: "Villa?" }));
    expect([first, second]).toEqual(["villa", "villa-2"]);
  });

  it("gives two saves at once of the same name one listing and one refusal", async () => {
    const saves = await Promise.allSettled([
      createProperty(db(), aProperty({ name: "Twin Villa" })),
      createProperty(db(), aProperty({ name: "twin villa" })),
    ]);
    expect(saves.filter((save) => save.status === "fulfilled")).toHaveLength(1);
    const refused = saves.find((save) => save.status === "rejected");
    expect(refused?.reason).toBeInstanceOf(DuplicateNameError);
  });

  it("numbers the slug of one of two saves at once whose names make the same slug", async () => {
    const slugs = await Promise.all([
      createProperty(db(), aProperty({ name: "Villa!" })),
      createProperty(db(), aProperty({ name: "Villa?" })),
    ]);
    expect(slugs.sort()).toEqual(["villa", "villa-2"]);
  });

  it("keeps images in the order given, stored ones in several widths", async () => {
    const slug = await createProperty(
      db(),
      aProperty({
        photos: [
          { storageKey: "abc123", width: 1440, height: 960 },
          { externalUrl: "https://images.example/house.jpg" },
        ],
      }),
    );
    const listing = await findListingBySlug(db(), slug);
    expect(listing?.photos.map((photo) => photo.src)).toEqual([
      "/media/abc123-1440.webp",
      "https://images.example/house.jpg",
    ]);
    expect(listing?.photos[0]?.srcSet).toBe(
      "/media/abc123-480.webp 480w, /media/abc123-960.webp 960w, /media/abc123-1440.webp 1440w",
    );
    expect(listing?.cover?.src).toBe("/media/abc123-1440.webp");
    // A card is never drawn wider than 960 pixels fill: its cover offers no larger file.
    const shown = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);
    const { listings } = await findListings(db(), ALL_LISTINGS_QUERY, shown);
    expect(listings[0]?.cover).toMatchObject({
      src: "/media/abc123-960.webp",
      srcSet: "/media/abc123-480.webp 480w, /media/abc123-960.webp 960w",
    });
  });
});
