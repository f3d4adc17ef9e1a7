import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { beforeEach, describe, expect, it } from "vitest";
import { LISTINGS_PER_PAGE, parseListingQuery } from "~/domain/listing-query";
import { listingReference } from "~/domain/reference";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { changeListingStatus } from "./listing-status.server";
import { findCities, findListings, SORT_SEARCH_MATCHES_UP_TO } from "./listing-search.server";
import { createProperty } from "./property-writes.server";
import { openBulkPropertyWriter } from "./synthetic-listings.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
const query = (text: string) => parseListingQuery(new URLSearchParams(text));

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
        listedOn: "2026-06-01",
      }),
    );
  });

  const names = async (text: string) =>
    (await findListings(db(), query(text), SHOWN_TODAY)).listings.map((l) => l.name);

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

  it("searches whole words and their beginnings without regard to case, % and _ no wildcards", async () => {
    expect(await names("q=VILLA")).toEqual(["Karen Villa"]);
    expect(await names("q=100%25")).toEqual(["Apartment 100% Furnished"]);
    expect(await names("q=Apart")).toEqual(["Apartment 100% Furnished"]);
    expect(await names("q=partment")).toEqual([]);
    // As wildcards, these would match every name, or "Villa".
    expect(await names("q=%25%25%25")).toEqual([]);
    expect(await names("q=ll_")).toEqual([]);
  });

  it("does not search by fewer than three letters, unless by reference", async () => {
    const everything = await names("");
    expect(everything).toHaveLength(4);
    expect(await names("q=_")).toEqual(everything);
    expect(await names("q=Ka")).toEqual(everything);
  });

  it("sorts by the price a visitor sees, the new price when discounted", async () => {
    expect(await names("sort=price-asc")).toEqual([
      "Beach Plot",
      "Karen Villa",
      "Lakeside Hotel",
      "Apartment 100% Furnished",
    ]);
    expect(await names("sort=price-desc")).toEqual([
      "Lakeside Hotel",
      "Karen Villa",
      "Beach Plot",
      "Apartment 100% Furnished",
    ]);
  });

  it("sorts by price the listings for sale first, then those to rent, when no type is chosen", async () => {
    await createProperty(
      db(),
      aProperty({ name: "Shamba Corner Plot", type: "land", city: "Nairobi", price: 900 }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Studio to Let", type: "rent", city: "Nairobi", price: 600 }),
    );
    const forSaleThenToRent = [
      "Shamba Corner Plot",
      "Beach Plot",
      "Karen Villa",
      "Lakeside Hotel",
      "Studio to Let",
      "Apartment 100% Furnished",
    ];
    expect(await names("sort=price-asc")).toEqual(forSaleThenToRent);
    expect(await names("sort=price-desc")).toEqual([
      "Lakeside Hotel",
      "Karen Villa",
      "Beach Plot",
      "Shamba Corner Plot",
      "Apartment 100% Furnished",
      "Studio to Let",
    ]);
    // A search's page, sorted from its matches, keeps them apart too.
    expect(await names("q=nairobi&sort=price-asc")).toEqual([
      "Shamba Corner Plot",
      "Karen Villa",
      "Studio to Let",
      "Apartment 100% Furnished",
    ]);
    // Within one type, price alone.
    expect(await names("type=rent&sort=price-asc")).toEqual(["Studio to Let", "Apartment 100% Furnished"]);
  });

  it("sorts the latest published first", async () => {
    expect((await names("sort=latest"))[0]).toBe("Lakeside Hotel");
  });

  it("counts every match while returning one page", async () => {
    for (let index = 0; index < 30; index++) {
      await createProperty(db(), aProperty({ name: `Plot ${String(index).padStart(2, "0")}`, type: "land" }));
    }
    const first = await findListings(db(), query("type=land"), SHOWN_TODAY);
    const second = await findListings(db(), query("type=land&page=2"), SHOWN_TODAY);
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

describe("finer filters", () => {
  beforeEach(async () => {
    await createProperty(
      db(),
      aProperty({
        name: "Karen Villa",
        location: "Karen",
        price: 900_000,
        discount: 50,
        bedrooms: 5,
        amenities: ["Borehole", "Swimming pool", "DSQ"],
      }),
    );
    await createProperty(
      db(),
      aProperty({
        name: "Runda House",
        location: "Runda",
        price: 500_000,
        bedrooms: 4,
        amenities: ["Borehole", "DSQ"],
      }),
    );
    await createProperty(
      db(),
      aProperty({
        name: "Kilimani Flat",
        type: "rent",
        location: "Kilimani",
        price: 1_200,
        bedrooms: 2,
        amenities: ["Swimming pool"],
      }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Diani Plot", type: "land", location: "Galu", city: "Diani", price: 60_000 }),
    );
  });

  const names = async (text: string) =>
    (await findListings(db(), query(text), SHOWN_TODAY)).listings.map((listing) => listing.name).sort();

  it("compares the price range with the price a visitor sees, the new price after a discount", async () => {
    // Karen Villa costs 900.000 before its discount and 450.000 after it.
    expect(await names("max-price=460000")).toEqual(["Diani Plot", "Karen Villa", "Kilimani Flat"]);
    expect(await names("min-price=460000")).toEqual(["Runda House"]);
    expect(await names("min-price=60000&max-price=500000")).toEqual([
      "Diani Plot",
      "Karen Villa",
      "Runda House",
    ]);
    expect((await findListings(db(), query("min-price=60000&max-price=500000"), SHOWN_TODAY)).total).toBe(3);
  });

  it("keeps listings with at least the bedrooms asked for, and leaves out those that do not say", async () => {
    expect(await names("bedrooms=4")).toEqual(["Karen Villa", "Runda House"]);
    expect(await names("bedrooms=1")).toEqual(["Karen Villa", "Kilimani Flat", "Runda House"]);
  });

  it("keeps listings with every amenity asked for", async () => {
    expect(await names("amenity=borehole")).toEqual(["Karen Villa", "Runda House"]);
    expect(await names("amenity=borehole&amenity=swimming-pool")).toEqual(["Karen Villa"]);
    expect(await names("amenity=swimming-pool&amenity=dsq&amenity=borehole&type=houses")).toEqual([
      "Karen Villa",
    ]);
    expect((await findListings(db(), query("amenity=garden"), SHOWN_TODAY)).total).toBe(0);
  });

  it("searches location, city and reference as well as the name", async () => {
    expect(await names("q=runda")).toEqual(["Runda House"]);
    expect(await names("q=galu")).toEqual(["Diani Plot"]);
    expect(await names("q=DIANI")).toEqual(["Diani Plot"]);
    const [flat] = (await findListings(db(), query("q=Kilimani Flat"), SHOWN_TODAY)).listings;
    expect(await names(`q=MK-${flat!.id + 1000}`)).toEqual(["Kilimani Flat"]);
    expect(await names(`q=mk ${flat!.id + 1000}`)).toEqual(["Kilimani Flat"]);
  });
});

describe("search pages", () => {
  it("are sorted and paged alike whether a search matches a few listings or thousands", async () => {
    const common = SORT_SEARCH_MATCHES_UP_TO + 300;
    const writer = await openBulkPropertyWriter(db());
    await writer.insert(
      Array.from({ length: common + 40 }, (_, index) =>
        aProperty({
          // Every plot says "plot"; a third name a garden, a third describe one.
          name:
            index >= common
              ? `Lodge ${index}`
              : [`Plot ${index}`, `Garden Plot ${index}`, `Lodge Plot ${index}`][index % 3],
          description: index < common && index % 3 === 0 ? "A plot with a garden." : "A bright home.",
          // Prices out of step with names, so that each sort orders differently.
          price: 1_000 + ((index * 7_919) % 5_003),
          availability: index % 10 === 0 ? "sold" : "available",
        }),
      ),
    );
    const stored = await db()
      .selectFrom("properties")
      .select(["name", "name_key", "description", "display_price", "on_market", "id"])
      .execute();
    const byName = (a: (typeof stored)[number], b: (typeof stored)[number]) =>
      a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id;

    for (const word of ["garden", "plot", "lodge"]) {
      const named = stored.filter((row) => row.on_market === 1 && row.name_key.includes(word));
      const described = stored.filter(
        (row) => row.on_market === 1 && !row.name_key.includes(word) && row.description.includes(word),
      );
      const matches = [...named, ...described];
      // Relevance ranks the few; thousands of matches are in the list's order, by name.
      const unsorted =
        matches.length <= SORT_SEARCH_MATCHES_UP_TO
          ? [...named.sort(byName), ...described.sort(byName)]
          : [...matches].sort(byName);
      const byPrice = [...matches].sort((a, b) => a.display_price - b.display_price || a.id - b.id);
      const lastPage = Math.ceil(matches.length / LISTINGS_PER_PAGE);
      const whereNamedEnd = Math.floor(named.length / LISTINGS_PER_PAGE) + 1;
      for (const [sort, expected] of [
        ["", unsorted],
        ["price-asc", byPrice],
        ["price-desc", [...byPrice].reverse()],
      ] as const) {
        for (const page of new Set([1, whereNamedEnd, lastPage])) {
          const found = await findListings(db(), query(`q=${word}&sort=${sort}&page=${page}`), SHOWN_TODAY);
          expect(found.total, word).toBe(matches.length);
          const start = (page - 1) * LISTINGS_PER_PAGE;
          expect(
            found.listings.map((listing) => listing.name),
            `${word}, ${sort || "unsorted"}, page ${page}`,
          ).toEqual(expected.slice(start, start + LISTINGS_PER_PAGE).map((row) => row.name));
        }
      }
    }
  });
});

describe("statuses in the public list", () => {
  beforeEach(async () => {
    await createProperty(db(), aProperty({ name: "Open House", city: "Nairobi" }));
    await createProperty(db(), aProperty({ name: "Draft House", city: "Nyeri", publication: "draft" }));
    await createProperty(db(), aProperty({ name: "Sold House", city: "Kisumu", availability: "sold" }));
    await createProperty(
      db(),
      aProperty({ name: "Let Flat", city: "Nakuru", type: "rent", availability: "let" }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Offered House", city: "Nairobi", availability: "under-offer" }),
    );
  });

  const names = async (text: string) =>
    (await findListings(db(), query(text), SHOWN_TODAY)).listings.map((listing) => listing.name);

  it("leaves out drafts, sold and let listings, but keeps those under offer", async () => {
    expect(await names("")).toEqual(["Offered House", "Open House"]);
    expect((await findListings(db(), query(""), SHOWN_TODAY)).total).toBe(2);
    expect(await findCities(db())).toEqual(["Nairobi"]);
  });

  it("includes sold and let listings on request, never drafts", async () => {
    expect(await names("include-sold=1")).toEqual(["Let Flat", "Offered House", "Open House", "Sold House"]);
    expect(await names("include-sold=1&q=draft")).toEqual([]);
    expect(await findCities(db(), { closedShown: SHOWN_TODAY })).toEqual(["Kisumu", "Nairobi", "Nakuru"]);
  });

  it("finds a let or sold listing by its reference while the site still shows such listings, never a draft", async () => {
    const idOf = async (name: string) =>
      (await db().selectFrom("properties").select("id").where("name", "=", name).executeTakeFirstOrThrow())
        .id;
    expect(await names(`q=${listingReference(await idOf("Let Flat"))}`)).toEqual(["Let Flat"]);
    expect(await names(`q=${listingReference(await idOf("Sold House"))}`)).toEqual(["Sold House"]);
    expect(await names(`q=${listingReference(await idOf("Draft House"))}`)).toEqual([]);
    const afterTheWeeks = shownListings(new Date(Date.now() + 10 * 7 * 24 * 3600 * 1000), {
      ...DEFAULT_AVAILABILITY_CHECK_SETTINGS,
      hideClosedAfterWeeks: 6,
    });
    const letFlat = query(`q=${listingReference(await idOf("Let Flat"))}`);
    expect((await findListings(db(), letFlat, afterTheWeeks)).listings).toEqual([]);
  });

  it("shows a listing again once its draft is published", async () => {
    await changeListingStatus(db(), "draft-house", { publication: "published" });
    expect(await names("")).toEqual(["Draft House", "Offered House", "Open House"]);
  });
});

describe("pages deep in the list", () => {
  it("hold each listing once and in order, on every page to the last, for every sort", async () => {
    const count = 5 * LISTINGS_PER_PAGE - 7;
    const writer = await openBulkPropertyWriter(db());
    await writer.insert(
      Array.from({ length: count }, (_, index) =>
        aProperty({
          // Prices and dates repeat, so that ties are ordered by id.
          name: `Plot ${index}`,
          type: index % 4 === 0 ? "rent" : "houses",
          price: 1_000 + (index % 13) * 100,
          listedOn: `2026-01-${String(1 + (index % 5)).padStart(2, "0")}`,
        }),
      ),
    );
    const stored = await db()
      .selectFrom("properties")
      .select(["id", "name_key", "type", "display_price", "published"])
      .execute();
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    const toRent = (row: { type: string }) => (row.type === "rent" ? 1 : 0);
    const expected: Record<string, (typeof stored)[number][]> = {
      "": stored.toSorted((a, b) => (a.name_key < b.name_key ? -1 : 1)),
      "price-asc": stored.toSorted(
        (a, b) => toRent(a) - toRent(b) || a.display_price - b.display_price || byId(a, b),
      ),
      "price-desc": stored.toSorted(
        (a, b) => toRent(a) - toRent(b) || b.display_price - a.display_price || b.id - a.id,
      ),
      latest: stored.toSorted((a, b) => b.published.localeCompare(a.published) || b.id - a.id),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const pages = [];
      for (let page = 1; page <= 5; page++) {
        pages.push(...(await findListings(db(), query(`sort=${sort}&page=${page}`), SHOWN_TODAY)).listings);
      }
      expect(
        pages.map((listing) => listing.id),
        sort || "by name",
      ).toEqual(order.map((row) => row.id));
    }
    expect((await findListings(db(), query("page=6"), SHOWN_TODAY)).listings).toEqual([]);
  });
});
