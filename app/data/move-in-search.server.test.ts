import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { beforeEach, describe, expect, it } from "vitest";
import { ALL_LISTINGS_QUERY, parseListingQuery, withPricesInDollars } from "~/domain/listing-query";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
const KES_RATE = 125;

const names = async (text: string) => {
  const query = withPricesInDollars(parseListingQuery(new URLSearchParams(text)), KES_RATE);
  return (await findListings(db(), { ...query, sort: "price-asc" }, SHOWN_TODAY)).listings.map(
    (listing) => listing.name,
  );
};

describe("the list filtered by the most it takes to move in", () => {
  let kilimani = "";

  beforeEach(async () => {
    // 600 + 2 months (1,200) + half a month's agency fee (300) + 40 + 100 = 2,240.
    kilimani = await createProperty(
      db(),
      aProperty({
        name: "Kilimani Flat",
        type: "rent",
        price: 600,
        depositMonths: 2,
        agencyFeePercent: 50,
        serviceCharge: 40,
        utilityDeposit: 100,
      }),
    );
    // 150 a week is 650 a month, and a deposit of 650: 1,300.
    await createProperty(
      db(),
      aProperty({ name: "Ngong Bedsitter", type: "rent", price: 150, pricePeriod: "week", deposit: 650 }),
    );
    // 800 discounted by 25 % is 600 a month, with a deposit of 3 months: 2,400.
    await createProperty(
      db(),
      aProperty({ name: "Lavington Maisonette", type: "rent", price: 800, discount: 25, depositMonths: 3 }),
    );
    // Homes for sale, land and hotels have no move-in sum, however cheap.
    await createProperty(db(), aProperty({ name: "Cheap Plot", type: "land", price: 900 }));
  });

  it("finds exactly the rentals whose sum is at most the amount, in dollars or shillings", async () => {
    expect(await names("max-move-in=2240")).toEqual(["Ngong Bedsitter", "Kilimani Flat"]);
    expect(await names("max-move-in=2239")).toEqual(["Ngong Bedsitter"]);
    expect(await names("max-move-in=5000")).toEqual([
      "Ngong Bedsitter",
      "Kilimani Flat",
      "Lavington Maisonette",
    ]);
    // 2,240 dollars are 280,000 shillings.
    expect(await names("currency=KES&max-move-in=280000")).toEqual(["Ngong Bedsitter", "Kilimani Flat"]);
    expect(await names("currency=KES&max-move-in=279999")).toEqual(["Ngong Bedsitter"]);
    const { total } = await findListings(db(), { ...ALL_LISTINGS_QUERY, maxMoveIn: 2_240 }, SHOWN_TODAY);
    expect(total).toBe(2);
  });

  it("keeps the sum in step when the rental is saved again", async () => {
    const listing = (await findListingBySlug(db(), kilimani))!;
    await updateProperty(db(), kilimani, { ...listing, photos: [], depositMonths: null, deposit: 200 });
    // 600 + 200 + 300 + 40 + 100.
    expect(await names("max-move-in=1240")).toEqual(["Kilimani Flat"]);
    expect(await findListingBySlug(db(), kilimani)).toMatchObject({ deposit: 200, depositMonths: null });
  });
});
