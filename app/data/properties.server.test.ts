import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseListingQuery } from "~/domain/listing-query";
import { aProperty } from "~/testing/listings";
import { openTestSite, type TestSite } from "~/testing/test-services.server";
import {
  createProperty,
  DuplicateNameError,
  findCities,
  findListingBySlug,
  findListings,
  findRandomListings,
} from "./properties.server";

let site: TestSite;
const db = () => site.services.database.db;
const query = (text: string) => parseListingQuery(new URLSearchParams(text));

beforeEach(async () => {
  site = await openTestSite();
});
afterEach(async () => {
  await site.close();
});

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
        images: [
          { storageKey: "abc123", width: 1440, height: 960 },
          { externalUrl: "https://images.example/house.jpg" },
        ],
      }),
    );
    const listing = await findListingBySlug(db(), slug);
    expect(listing?.images.map((image) => image.src)).toEqual([
      "/media/abc123-1440.webp",
      "https://images.example/house.jpg",
    ]);
    expect(listing?.images[0]?.srcSet).toBe(
      "/media/abc123-480.webp 480w, /media/abc123-960.webp 960w, /media/abc123-1440.webp 1440w",
    );
    expect(listing?.cover?.src).toBe("/media/abc123-1440.webp");
  });
});

describe("findListings", () => {
  beforeEach(async () => {
    await createProperty(
      db(),
      aProperty({ name: "Beach Plot", type: "land", city: "Kilifi", price: 40_000 }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Karen Villa", type: "houses", city: "Nairobi", price: 900_000, discount: 50 }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Apartment 100% Furnished", type: "rent", city: "Nairobi", price: 1_500 }),
    );
    await createProperty(
      db(),
      aProperty({
        name: "Lakeside Hotel",
        type: "hotel",
        city: "Naivasha",
        price: 2_000_000,
        published: "2026-06-01",
      }),
    );
  });

  const names = async (text: string) => (await findListings(db(), query(text))).listings.map((l) => l.name);

  it("lists by name when no sort is chosen", async () => {
    expect(await names("")).toEqual([
      "Apartment 100% Furnished",
      "Beach Plot",
      "Karen Villa",
      "Lakeside Hotel",
    ]);
  });

  it("filters by type and city together", async () => {
    expect(await names("type=houses")).toEqual(["Karen Villa"]);
    expect(await names("city=Nairobi")).toEqual(["Apartment 100% Furnished", "Karen Villa"]);
    expect(await names("city=Nairobi&type=rent")).toEqual(["Apartment 100% Furnished"]);
    expect(await names("city=Mombasa")).toEqual([]);
  });

  it("searches names without regard to case, taking % and _ literally", async () => {
    expect(await names("q=VILLA")).toEqual(["Karen Villa"]);
    expect(await names("q=100%25")).toEqual(["Apartment 100% Furnished"]);
    expect(await names("q=%25")).toEqual(["Apartment 100% Furnished"]);
    expect(await names("q=_")).toEqual([]);
  });

  it("sorts by the price a visitor sees, the new price when discounted", async () => {
    expect(await names("sort=price-asc")).toEqual([
      "Apartment 100% Furnished",
      "Beach Plot",
      "Karen Villa",
      "Lakeside Hotel",
    ]);
    expect(await names("sort=price-desc")).toEqual([
      "Lakeside Hotel",
      "Karen Villa",
      "Beach Plot",
      "Apartment 100% Furnished",
    ]);
  });

  it("sorts the latest published first", async () => {
    expect((await names("sort=latest"))[0]).toBe("Lakeside Hotel");
  });

  it("counts every match while returning one page", async () => {
    for (let index = 0; index < 30; index++) {
      await createProperty(db(), aProperty({ name: `Plot ${String(index).padStart(2, "0")}`, type: "land" }));
    }
    const first = await findListings(db(), query("type=land"));
    const second = await findListings(db(), query("type=land&page=2"));
    expect(first.total).toBe(31);
    expect(first.listings).toHaveLength(24);
    expect(second.listings).toHaveLength(7);
    const seen = new Set([...first.listings, ...second.listings].map((listing) => listing.id));
    expect(seen.size).toBe(31);
  });

  it("lists each city once, alphabetically", async () => {
    expect(await findCities(db())).toEqual(["Kilifi", "Nairobi", "Naivasha"]);
  });
});

describe("findRandomListings", () => {
  it("draws distinct listings, no more than there are", async () => {
    for (let index = 0; index < 5; index++) await createProperty(db(), aProperty());
    for (let draw = 0; draw < 20; draw++) {
      const ids = (await findRandomListings(db(), 3)).map((listing) => listing.id);
      expect(new Set(ids).size).toBe(3);
    }
    expect(await findRandomListings(db(), 10)).toHaveLength(5);
  });

  it("draws nothing from an empty database", async () => {
    expect(await findRandomListings(db(), 3)).toEqual([]);
  });
});
