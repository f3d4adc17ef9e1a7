import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { beforeEach, describe, expect, it } from "vitest";
import { type MapPosition, publicPosition } from "~/domain/coordinates";
import { parseListingQuery } from "~/domain/listing-query";
import { gridCell, gridCellDegrees, MOST_MAP_GROUPS, parseMapArea } from "~/domain/map-area";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { translatorFor } from "~/i18n/translator";
import { findMapResults } from "./listing-map.server";
import { findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";
import { openBulkPropertyWriter } from "./synthetic-listings.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const english = translatorFor("en");

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
const query = (text: string) => parseListingQuery(new URLSearchParams(text));
const area = (text: string) => parseMapArea(text)!;

const KILIMANI: MapPosition = { latitude: -1.29004, longitude: 36.78302, precision: "approximate" };
const WESTLANDS: MapPosition = { latitude: -1.26402, longitude: 36.80297, precision: "exact" };
const DIANI: MapPosition = { latitude: -4.29905, longitude: 39.58198, precision: "exact" };

describe("listings on the map", () => {
  let kilimani: string;
  beforeEach(async () => {
    kilimani = await createProperty(
      db(),
      aProperty({ name: "Kilimani Flat", type: "rent", position: KILIMANI }),
    );
    await createProperty(db(), aProperty({ name: "Westlands Hotel", type: "hotel", position: WESTLANDS }));
    await createProperty(db(), aProperty({ name: "Diani Villa", city: "Diani", position: DIANI }));
    await createProperty(db(), aProperty({ name: "Somewhere Unmapped" }));
  });

  it("keeps the point as set and the point shown, and moves both when the point moves", async () => {
    const listing = await findListingBySlug(db(), kilimani);
    expect(listing?.position).toEqual(KILIMANI);
    expect(listing?.publicPosition).toEqual(publicPosition(kilimani, KILIMANI));
    const moved = { ...KILIMANI, latitude: -1.3, precision: "exact" as const };
    await updateProperty(db(), kilimani, {
      ...aProperty({ name: "Kilimani Flat", type: "rent" }),
      position: moved,
      amenities: [],
      bedrooms: null,
      bathrooms: null,
      plotSize: null,
      plotSizeUnit: null,
      plotSizeWords: null,
      tenure: null,
      pricePeriod: null,
      deposit: null,
      depositMonths: null,
      agencyFeePercent: null,
      serviceCharge: null,
      utilityDeposit: null,
      floorArea: null,
      videoUrl: null,
      publication: "published",
      availability: "available",
      featured: false,
    });
    expect(await findListingBySlug(db(), kilimani)).toMatchObject({
      position: moved,
      publicPosition: { latitude: -1.3, longitude: KILIMANI.longitude, radiusMetres: null },
    });
  });

  it("filters the list by an area, matched against the point shown, never the point set", async () => {
    const names = async (text: string) =>
      (await findListings(db(), query(text), SHOWN_TODAY)).listings.map((l) => l.name);
    expect(await names("area=-1.4,36.7,-1.2,36.9")).toEqual(["Kilimani Flat", "Westlands Hotel"]);
    expect(await names("area=-4.5,39.4,-4.2,39.7&type=houses")).toEqual(["Diani Villa"]);
    expect(await names("area=-1.4,36.7,-1.2,36.9&type=houses")).toEqual([]);

    // A tiny area around the exact point finds nothing; one around the centre shown finds it.
    const shown = publicPosition(kilimani, KILIMANI);
    const around = (latitude: number, longitude: number) =>
      `area=${[latitude - 0.00005, longitude - 0.00005, latitude + 0.00005, longitude + 0.00005].map((value) => value.toFixed(5)).join(",")}`;
    expect(await names(around(KILIMANI.latitude, KILIMANI.longitude))).toEqual([]);
    expect(await names(around(shown.latitude, shown.longitude))).toEqual(["Kilimani Flat"]);
  });

  it("shows the results in the area they cover, a listing alone in its cell with its label", async () => {
    const results = await findMapResults(db(), query(""), SHOWN_TODAY, null, english);
    expect(results.total).toBe(3);
    expect(results.area).toEqual({
      south: DIANI.latitude,
      west: expect.closeTo(36.78, 1),
      north: expect.closeTo(-1.26, 1),
      east: DIANI.longitude,
    });
    // Nairobi's two share a cell at this scale; Diani is alone.
    expect(results.groups).toEqual([
      expect.objectContaining({
        count: 2,
        latitude: expect.closeTo(-1.277, 1),
        longitude: expect.closeTo(36.79, 1),
      }),
    ]);
    expect(results.listings).toEqual([
      {
        latitude: DIANI.latitude,
        longitude: DIANI.longitude,
        radiusMetres: null,
        name: "Diani Villa",
        href: "/properties/diani-villa",
        place: "Kilimani, Diani",
        price: "$100.000",
      },
    ]);
  });

  it("shows an approximate listing at its centre only, and its own filters apply", async () => {
    const nairobi = await findMapResults(
      db(),
      query(""),
      SHOWN_TODAY,
      area("-1.3,36.77,-1.25,36.81"),
      english,
    );
    expect(nairobi.groups).toEqual([]);
    const flat = nairobi.listings.find((listing) => listing.name === "Kilimani Flat")!;
    const shown = publicPosition(kilimani, KILIMANI);
    expect(flat).toMatchObject({ latitude: shown.latitude, longitude: shown.longitude, radiusMetres: 500 });
    expect(flat.price).toBe("$100.000 per month");

    const hotels = await findMapResults(
      db(),
      query("type=hotel"),
      SHOWN_TODAY,
      area("-1.3,36.77,-1.25,36.81"),
      english,
    );
    expect(hotels.listings.map((listing) => listing.name)).toEqual(["Westlands Hotel"]);
    const elsewhere = await findMapResults(
      db(),
      query("area=-4.5,39.4,-4.2,39.7"),
      SHOWN_TODAY,
      area("-1.3,36.77,-1.25,36.81"),
      english,
    );
    expect(elsewhere).toEqual({ area: area("-1.3,36.77,-1.25,36.81"), total: 0, listings: [], groups: [] });
    expect(await findMapResults(db(), query("type=land"), SHOWN_TODAY, null, english)).toEqual({
      area: null,
      total: 0,
      listings: [],
      groups: [],
    });
  });
});

describe("the map at scale", () => {
  it("answers thousands of listings in a bounded number of groups", async () => {
    const writer = await openBulkPropertyWriter(db());
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    await writer.insert(
      Array.from({ length: 3_000 }, (_, index) =>
        aProperty({
          name: `Spread Listing ${index}`,
          position: { latitude: -4.5 + next() * 9, longitude: 34 + next() * 7.5, precision: "approximate" },
        }),
      ),
    );
    const kenya = await findMapResults(db(), query(""), SHOWN_TODAY, null, english);
    expect(kenya.total).toBe(3_000);
    // One entry per occupied cell of the grid, as the domain's grid puts the points shown.
    const cellDegrees = gridCellDegrees(kenya.area!);
    const shown = await db()
      .selectFrom("properties")
      .select(["public_latitude", "public_longitude"])
      .execute();
    const cells = new Set(
      shown.map((row) => {
        const { row: cellRow, column } = gridCell(
          { latitude: row.public_latitude!, longitude: row.public_longitude! },
          cellDegrees,
        );
        return `${cellRow}:${column}`;
      }),
    );
    expect(kenya.groups.length + kenya.listings.length).toBe(cells.size);
    expect(kenya.groups.length + kenya.listings.length).toBeLessThanOrEqual(MOST_MAP_GROUPS);
    expect(kenya.groups.reduce((sum, group) => sum + group.count, 0) + kenya.listings.length).toBe(3_000);

    const town = await findMapResults(db(), query(""), SHOWN_TODAY, area("-1.4,36.7,-1.2,36.9"), english);
    expect(town.groups.length + town.listings.length).toBeLessThanOrEqual(MOST_MAP_GROUPS);
    expect(town.total).toBeLessThan(100);
    const inTown = (await findListings(db(), query("area=-1.4,36.7,-1.2,36.9"), SHOWN_TODAY)).total;
    expect(town.total).toBe(inTown);
  });
});
