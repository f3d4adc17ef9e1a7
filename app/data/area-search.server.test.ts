import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { beforeEach, describe, expect, it } from "vitest";
import { parseListingQuery, withPricesInDollars } from "~/domain/listing-query";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

const names = async (text: string) => {
  const query = withPricesInDollars(parseListingQuery(new URLSearchParams(text)), 125);
  return (await findListings(db(), query, SHOWN_TODAY)).listings.map((listing) => listing.name);
};

describe("the list filtered by the smallest floor area", () => {
  beforeEach(async () => {
    await createProperty(db(), aProperty({ name: "Karen Villa", type: "houses", floorArea: 320 }));
    await createProperty(db(), aProperty({ name: "Kilimani Flat", type: "rent", floorArea: 85.5 }));
    await createProperty(db(), aProperty({ name: "Diani Hotel", type: "hotel", floorArea: 2_400 }));
    await createProperty(db(), aProperty({ name: "Runda House", type: "houses" }));
    // Land has no floor, whatever its plot: a floor area given for it is not kept.
    await createProperty(
      db(),
      aProperty({ name: "Big Plot", type: "land", plotSize: 5, plotSizeUnit: "acres", floorArea: 9_000 }),
    );
  });

  it("finds the buildings with at least that floor, and none without a floor area", async () => {
    expect(await names("min-area=85")).toEqual(["Diani Hotel", "Karen Villa", "Kilimani Flat"]);
    expect(await names("min-area=86")).toEqual(["Diani Hotel", "Karen Villa"]);
    expect(await names("min-area=320&type=houses")).toEqual(["Karen Villa"]);
    expect(await names("min-area=2401")).toEqual([]);
  });
});

describe("land sorted by its price per acre", () => {
  let halfAcre = "";

  beforeEach(async () => {
    // $40.000 for half an acre: $80.000 an acre.
    halfAcre = await createProperty(
      db(),
      aProperty({ name: "Half Acre", type: "land", price: 40_000, plotSize: 0.5, plotSizeUnit: "acres" }),
    );
    // $60.000 for a hectare (2.47 acres): about $24.300 an acre, the cheapest per acre though dearer.
    await createProperty(
      db(),
      aProperty({ name: "One Hectare", type: "land", price: 60_000, plotSize: 1, plotSizeUnit: "hectares" }),
    );
    // $100.000, discounted by half, for 2,023.43 m² (half an acre): $100.000 an acre.
    await createProperty(
      db(),
      aProperty({
        name: "Town Plot",
        type: "land",
        price: 100_000,
        discount: 50,
        plotSize: 2023.4282,
        plotSizeUnit: "square-metres",
      }),
    );
    // Without a plot size it has no price per acre, and comes after the rest.
    await createProperty(db(), aProperty({ name: "Plot, size unknown", type: "land", price: 1_000 }));
    await createProperty(db(), aProperty({ name: "A House", type: "houses", price: 10 }));
  });

  it("orders land from the cheapest acre, land without a plot size last", async () => {
    expect(await names("type=land&sort=price-per-acre")).toEqual([
      "One Hectare",
      "Half Acre",
      "Town Plot",
      "Plot, size unknown",
    ]);
    // Only the list of land sorts so; elsewhere the sort is not read.
    expect(await names("sort=price-per-acre")).toEqual([
      "A House",
      "Half Acre",
      "One Hectare",
      "Plot, size unknown",
      "Town Plot",
    ]);
  });

  it("keeps the price per acre in step when the plot or the price changes", async () => {
    const listing = (await findListingBySlug(db(), halfAcre))!;
    // $40.000 for 4 acres: $10.000 an acre, now the cheapest.
    await updateProperty(db(), halfAcre, { ...listing, photos: [], plotSize: 4 });
    expect((await names("type=land&sort=price-per-acre"))[0]).toBe("Half Acre");
    await updateProperty(db(), halfAcre, { ...listing, photos: [], price: 800_000, plotSize: 4 });
    expect(await names("type=land&sort=price-per-acre")).toEqual([
      "One Hectare",
      "Town Plot",
      "Half Acre",
      "Plot, size unknown",
    ]);
  });

  it("reads a later page from the far end in the same order, land without a plot size still last", async () => {
    for (let acres = 1; acres <= 22; acres += 1) {
      await createProperty(
        db(),
        aProperty({
          name: `Plot ${acres}`,
          type: "land",
          price: 1_000_000,
          plotSize: acres,
          plotSizeUnit: "acres",
        }),
      );
    }
    const query = parseListingQuery(new URLSearchParams("type=land&sort=price-per-acre&page=2"));
    const { listings, total } = await findListings(db(), query, SHOWN_TODAY);
    expect(total).toBe(26);
    // The dearest acre is Plot 1's ($1.000.000); page 1 holds the 24 cheaper ones.
    expect(listings.map((listing) => listing.name)).toEqual(["Plot 1", "Plot, size unknown"]);
  });
});
