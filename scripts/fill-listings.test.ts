import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "~/data/app-database";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import { findListings } from "~/data/listing-search.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import { ALL_LISTINGS_QUERY, type ListingQuery } from "~/domain/listing-query";
import { computeNewPrice, displayedPrice } from "~/domain/money";
import { type ListingSummary } from "~/domain/property";
import { PROPERTY_TYPES } from "~/domain/property-type";
import { createTestDatabase, type TestDatabase } from "~/testing/test-database.server";
import { fillListings, type FillOptions } from "./lib/fill";
import { UsageError } from "./lib/arguments";
import { parseFillArguments } from "./lib/fill-command";

const COUNT = 250;
const SEED = 42;

/** Which listings let or sold are shown today, by the default setting. */
const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

/** Sold and let listings included: the fill makes some. */
const everything: ListingQuery = { ...ALL_LISTINGS_QUERY, includeClosed: true };

/** Every listing matching the query, page by page, in the order the site shows them. */
async function allListings(db: AppDatabase, query: Partial<ListingQuery> = {}): Promise<ListingSummary[]> {
  const listings: ListingSummary[] = [];
  for (let page = 1; ; page++) {
    const result = await findListings(db, { ...everything, ...query, page }, SHOWN_TODAY);
    listings.push(...result.listings);
    if (result.listings.length === 0 || listings.length >= result.total) return listings;
  }
}

function isSortedBy<T>(items: T[], key: (item: T) => number | string, direction: "asc" | "desc") {
  return items.every((item, index) => {
    if (index === 0) return true;
    const [before, after] = [key(items[index - 1]!), key(item)];
    return direction === "asc" ? before <= after : before >= after;
  });
}

describe("fillListings", () => {
  let directory: string;
  let testDatabase: TestDatabase;
  let databaseUrl: string;
  let database: DatabaseHandle;
  /** The synthetic listings and the demo listing. */
  let all: ListingSummary[];
  let listings: ListingSummary[];
  let options: FillOptions;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "makazi-fill-"));
    testDatabase = await createTestDatabase(directory);
    databaseUrl = testDatabase.url;
    options = { databaseUrl, count: COUNT, mediaDir: join(directory, "media"), seed: SEED };

    const demo = await openDatabase(databaseUrl);
    await createProperty(demo.db, {
      name: "Demo Villa",
      price: 250_000,
      discount: null,
      location: "Karen",
      city: "Nairobi",
      description: "A demo listing whose photos the synthetic listings reuse.",
      type: "houses",
      listedOn: "2025-01-01",
      photos: [
        { storageKey: "demo-villa-front", width: 1600, height: 1067 },
        { storageKey: "demo-villa-garden", width: 1600, height: 1067 },
      ],
    });
    await demo.close();

    const result = await fillListings(options);
    expect(result).toMatchObject({ inserted: COUNT, total: COUNT + 1 });

    database = await openDatabase(databaseUrl);
    all = await allListings(database.db);
    listings = all.filter((listing) => listing.name !== "Demo Villa");
  });

  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
    await rm(directory, { recursive: true, force: true });
  });

  it("adds the requested number of listings", () => {
    expect(listings).toHaveLength(COUNT);
  });

  it("gives every listing a name unique regardless of case, and a slug made from it", () => {
    const names = new Set(listings.map((listing) => listing.name.toLowerCase()));
    const slugs = new Set(listings.map((listing) => listing.slug));
    expect(names.size).toBe(COUNT);
    expect(slugs.size).toBe(COUNT);
    for (const listing of listings) expect(listing.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every property type and many cities", () => {
    expect(new Set(listings.map((listing) => listing.type))).toEqual(new Set(PROPERTY_TYPES));
    expect(new Set(listings.map((listing) => listing.city)).size).toBeGreaterThanOrEqual(10);
  });

  it("computes new prices as createProperty does, with some listings discounted", () => {
    for (const listing of listings) {
      expect(listing.newPrice).toBe(computeNewPrice(listing.price, listing.discount));
    }
    const discounted = listings.filter((listing) => listing.discount !== null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.length).toBeLessThan(COUNT / 2);
  });

  it("publishes listings on dates spread over the last two years", () => {
    const dates = listings.map((listing) => listing.listedOn).sort();
    const spanDays = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
    expect(spanDays).toBeLessThan(731);
  });

  it("reuses the stored images already in the database, one to three per listing", async () => {
    for (const listing of listings.slice(0, 25)) {
      const stored = await findListingBySlug(database.db, listing.slug);
      expect(stored!.photos.length).toBeGreaterThanOrEqual(1);
      expect(stored!.photos.length).toBeLessThanOrEqual(3);
      for (const photo of stored!.photos) expect(photo.src).toMatch(/^\/media\/demo-villa-(front|garden)-/);
    }
  });

  it("is found by findListings, filtered by type and city and sorted by displayed price", async () => {
    const query = { type: "houses", city: "Nairobi", sort: "price-asc" } as const;
    const found = await allListings(database.db, query);
    const expected = all.filter((listing) => listing.type === "houses" && listing.city === "Nairobi");
    const ids = (some: ListingSummary[]) => some.map((listing) => listing.id).sort((a, b) => a - b);
    expect(found.length).toBeGreaterThan(1);
    expect(ids(found)).toEqual(ids(expected));
    expect(found.every((listing) => listing.type === "houses" && listing.city === "Nairobi")).toBe(true);
    expect(isSortedBy(found, displayedPrice, "asc")).toBe(true);
  });

  it("is sorted by displayed price downwards and by publication date", async () => {
    const byPrice = await allListings(database.db, { type: "rent", sort: "price-desc" });
    expect(byPrice).toHaveLength(all.filter((listing) => listing.type === "rent").length);
    expect(isSortedBy(byPrice, displayedPrice, "desc")).toBe(true);

    const latest = await allListings(database.db, { sort: "latest" });
    expect(isSortedBy(latest, (listing) => listing.listedOn, "desc")).toBe(true);
  });

  it("keeps names unique when the same fill runs again", async () => {
    const second = await fillListings({ ...options, count: 100 });
    expect(second).toMatchObject({ inserted: 100, total: COUNT + 101 });
    const afterwards = await allListings(database.db);
    expect(new Set(afterwards.map((listing) => listing.name.toLowerCase())).size).toBe(afterwards.length);
    expect(new Set(afterwards.map((listing) => listing.slug)).size).toBe(afterwards.length);
  });
});

describe("fillListings on a database without images", () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "makazi-fill-"));
  });

  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("draws its own images into the media directory, in every served width", async () => {
    const mediaDir = join(directory, "media");
    const empty = await createTestDatabase(directory, { name: "empty" });
    await fillListings({ databaseUrl: empty.url, count: 20, mediaDir, seed: SEED });

    const files = new Set(await readdir(mediaDir));
    const database = await openDatabase(empty.url);
    try {
      const [listing] = (await findListings(database.db, everything, SHOWN_TODAY)).listings;
      const stored = await findListingBySlug(database.db, listing!.slug);
      for (const photo of stored!.photos) {
        const storageKey = photo.src.replace(/^\/media\//, "").replace(/-\d+\.webp$/, "");
        for (const width of PHOTO_WIDTHS) expect(files).toContain(storedPhotoFile(storageKey, width));
      }
    } finally {
      await database.close();
      await empty.drop();
    }
  });
});

describe("parseFillArguments", () => {
  const env = { DATABASE_URL: "file:./data/site.sqlite", MEDIA_DIR: "./site-media" };

  it("takes the database and media directory from the environment by default", () => {
    expect(parseFillArguments(["--count", "10"], env)).toMatchObject({
      count: 10,
      databaseUrl: "file:./data/site.sqlite",
      mediaDir: "./site-media",
    });
  });

  it("prefers the command line", () => {
    const argv = ["--count=5", "--database", "file:/tmp/x.sqlite", "--media-dir", "/tmp/m", "--seed", "7"];
    expect(parseFillArguments(argv, env)).toEqual({
      count: 5,
      databaseUrl: "file:/tmp/x.sqlite",
      mediaDir: "/tmp/m",
      seed: 7,
    });
  });

  it("falls back to the server's defaults", () => {
    expect(parseFillArguments(["--count", "1"], {})).toMatchObject({
      databaseUrl: "file:./data/makazi.sqlite",
      mediaDir: "./data/media",
    });
  });

  it.each([
    [[]],
    [["--count", "0"]],
    [["--count", "ten"]],
    [["--count", "1.5"]],
    [["--count", "1", "--size", "2"]],
  ])("rejects %j", (argv) => {
    expect(() => parseFillArguments(argv, env)).toThrow(UsageError);
  });
});
