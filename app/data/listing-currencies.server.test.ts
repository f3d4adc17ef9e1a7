import { XMLParser } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { kyeroFeed } from "~/domain/feeds";
import { parseListingQuery, withPricesInDollars } from "~/domain/listing-query";
import { displayedPrice, formatAmount } from "~/domain/money";
import { moveInCost } from "~/domain/move-in";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findListings } from "./listing-search.server";
import { findPriceChanges } from "./price-changes.server";
import { findListingBySlug } from "./properties.server";
import { createProperty, updateProperty } from "./property-writes.server";
import { findSettings, saveSettings } from "./settings.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** The names the list shows for a query string, searched at the rate stored now. */
async function names(text: string): Promise<string[]> {
  const { kesRate } = await findSettings(db());
  const query = withPricesInDollars(parseListingQuery(new URLSearchParams(text)), kesRate);
  return (await findListings(db(), query, SHOWN_TODAY)).listings.map((listing) => listing.name);
}

describe("a rent typed in shillings", () => {
  let slug = "";

  beforeEach(async () => {
    await saveSettings(db(), { kesRate: 129.5 });
    slug = await createProperty(
      db(),
      aProperty({
        name: "Kileleshwa Flat",
        type: "rent",
        currency: "KES",
        price: 45_000,
        pricePeriod: "month",
        depositMonths: 2,
        agencyFeePercent: 50,
        serviceCharge: 5_000,
        utilityDeposit: 3_500,
      }),
    );
  });

  it("stays exactly what the office typed, with every amount to move in, after the rate changes", async () => {
    await saveSettings(db(), { kesRate: 131 });
    const listing = (await findListingBySlug(db(), slug))!;
    expect(listing).toMatchObject({
      currency: "KES",
      price: 45_000,
      serviceCharge: 5_000,
      utilityDeposit: 3_500,
    });
    const shown = (amount: number) => formatAmount(amount, listing.currency, "KES", 131);
    expect(shown(displayedPrice(listing))).toBe("Ksh\u00a045,000");
    const cost = moveInCost(displayedPrice(listing), listing.pricePeriod, listing)!;
    expect(
      [cost.firstMonthRent, cost.deposit!, cost.agencyFee!, cost.serviceCharge!, cost.utilityDeposit!].map(
        shown,
      ),
    ).toEqual(["Ksh\u00a045,000", "Ksh\u00a090,000", "Ksh\u00a022,500", "Ksh\u00a05,000", "Ksh\u00a03,500"]);
    expect(shown(cost.total)).toBe("Ksh\u00a0166,000");
    // The dollars beside it follow today's rate.
    expect(formatAmount(45_000, "KES", "USD", 131)).toBe("$343,51");
  });

  it("keeps its shillings when saved again by the office", async () => {
    const listing = (await findListingBySlug(db(), slug))!;
    await updateProperty(db(), slug, { ...listing, description: "Freshly painted." });
    expect(await findListingBySlug(db(), slug)).toMatchObject({ currency: "KES", price: 45_000 });
  });

  it("records its price changes in shillings, and starts a new history when priced in dollars", async () => {
    const listing = (await findListingBySlug(db(), slug))!;
    await updateProperty(db(), slug, { ...listing, price: 42_000 });
    expect((await findPriceChanges(db(), listing.id)).map((change) => change.after.price)).toEqual([42_000]);
    await updateProperty(db(), slug, { ...listing, currency: "USD", price: 330 });
    expect(await findPriceChanges(db(), listing.id)).toEqual([]);
    expect(await findListingBySlug(db(), slug)).toMatchObject({ currency: "USD", price: 330 });
  });

  it("is sent to the feeds in shillings", async () => {
    await saveSettings(db(), { kesRate: 131 });
    const listing = (await findListingBySlug(db(), slug))!;
    const feed = new XMLParser({ parseTagValue: false }).parse(
      kyeroFeed(
        [listing],
        { origin: "https://makazi.co.ke", mediaBaseUrl: null },
        { name: "Makazi", email: "", phone: "" },
      ),
    );
    expect(feed.root.property).toMatchObject({ price: "45000", currency: "KES" });
  });
});

describe("the list over listings in both currencies", () => {
  beforeEach(async () => {
    await saveSettings(db(), { kesRate: 125 });
    // At 125 shillings to the dollar: $360, $400 and $480.
    await createProperty(
      db(),
      aProperty({
        name: "Shilling Bedsitter",
        type: "rent",
        currency: "KES",
        price: 45_000,
        pricePeriod: "month",
      }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Dollar Studio", type: "rent", currency: "USD", price: 400, pricePeriod: "month" }),
    );
    await createProperty(
      db(),
      aProperty({
        name: "Shilling Maisonette",
        type: "rent",
        currency: "KES",
        price: 60_000,
        pricePeriod: "month",
      }),
    );
  });

  it("finds listings of both currencies by a price range in shillings", async () => {
    expect(await names("type=rent&currency=KES&min-price=45000&max-price=50000&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Dollar Studio",
    ]);
    expect(await names("type=rent&currency=KES&min-price=45001&sort=price-asc")).toEqual([
      "Dollar Studio",
      "Shilling Maisonette",
    ]);
  });

  it("finds listings of both currencies by a price range in dollars", async () => {
    expect(await names("type=rent&max-price=360&sort=price-asc")).toEqual(["Shilling Bedsitter"]);
    expect(await names("type=rent&min-price=361&max-price=480&sort=price-asc")).toEqual([
      "Dollar Studio",
      "Shilling Maisonette",
    ]);
  });

  it("sorts by price across currencies, at today's rate", async () => {
    expect(await names("type=rent&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Dollar Studio",
      "Shilling Maisonette",
    ]);
    // At 200 shillings to the dollar both shilling rents fall below $400.
    await saveSettings(db(), { kesRate: 200 });
    expect(await names("type=rent&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Shilling Maisonette",
      "Dollar Studio",
    ]);
    expect(await names("type=rent&sort=price-desc")).toEqual([
      "Dollar Studio",
      "Shilling Maisonette",
      "Shilling Bedsitter",
    ]);
    // The shilling range still finds the shilling rent at exactly its figure.
    expect(await names("type=rent&currency=KES&min-price=45000&max-price=45000")).toEqual([
      "Shilling Bedsitter",
    ]);
    expect(await names("type=rent&max-price=300&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Shilling Maisonette",
    ]);
  });

  it("compares the sum to move in across currencies", async () => {
    // Each rental's sum is its first month's rent alone: Ksh 45,000, $400 (Ksh 50,000), Ksh 60,000.
    expect(await names("type=rent&currency=KES&max-move-in=50000&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Dollar Studio",
    ]);
    // At 160: $281,25, $375 and $400.
    await saveSettings(db(), { kesRate: 160 });
    expect(await names("type=rent&max-move-in=400&sort=price-asc")).toEqual([
      "Shilling Bedsitter",
      "Shilling Maisonette",
      "Dollar Studio",
    ]);
  });
});
