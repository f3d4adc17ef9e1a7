import { describe, expect, it } from "vitest";
import {
  ALL_LISTINGS_QUERY,
  clearFilters,
  hasEmptyFields,
  hasFilters,
  hasUnreadableArea,
  listingQueryString,
  pageCount,
  parsePriceBound,
  parseListingQuery,
  pickFilter,
  searchedText,
  searchTooShort,
  sortsRentsApart,
  withPricesInDollars,
} from "./listing-query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("parseListingQuery", () => {
  it("reads every control from the query string", () => {
    expect(
      parse(
        "q=%20villa%20&type=land&city=Diani&sort=price-desc&page=3&min-price=50000&max-price=250.000" +
          "&max-move-in=3.000&bedrooms=3&min-area=1.200&amenity=dsq&amenity=borehole&include-sold=1",
      ),
    ).toEqual({
      search: "villa",
      type: "land",
      city: "Diani",
      sort: "price-desc",
      page: 3,
      minPrice: 50_000,
      maxPrice: 250_000,
      maxMoveIn: 3_000,
      priceCurrency: "USD",
      minBedrooms: 3,
      minArea: 1_200,
      amenities: ["borehole", "dsq"],
      includeClosed: true,
      area: null,
      view: "list",
    });
  });

  it("reads the smallest floor area as whole square metres, and nothing absurd", () => {
    expect(parse("min-area=120").minArea).toBe(120);
    expect(parse("min-area=120 m²").minArea).toBe(120);
    expect(parse("min-area=0").minArea).toBeNull();
    expect(parse("min-area=99999999").minArea).toBeNull();
    expect(parse("min-area=abc").minArea).toBeNull();
  });

  it("sorts by price per acre only the list of land, and drops that sort when the type changes", () => {
    expect(parse("type=land&sort=price-per-acre").sort).toBe("price-per-acre");
    expect(parse("type=houses&sort=price-per-acre").sort).toBeNull();
    expect(parse("sort=price-per-acre").sort).toBeNull();
    const land = parse("type=land&sort=price-per-acre&min-price=100");
    expect(pickFilter(land, "type", "hotel").sort).toBeNull();
    expect(pickFilter(land, "city", "Diani").sort).toBe("price-per-acre");
    expect(clearFilters(land).sort).toBeNull();
    expect(listingQueryString(land)).toBe("?type=land&sort=price-per-acre&min-price=100");
  });

  it("reads a searched map area and the map view, and ignores an area it cannot read", () => {
    expect(parse("area=-1.33,36.7,-1.2,36.9&view=map")).toMatchObject({
      area: { south: -1.33, west: 36.7, north: -1.2, east: 36.9 },
      view: "map",
    });
    expect(parse("area=-1.2,36.7,-1.33,36.9&view=satellite")).toMatchObject({ area: null, view: "list" });
    expect(hasUnreadableArea(new URLSearchParams("area=nowhere"))).toBe(true);
    expect(hasUnreadableArea(new URLSearchParams("area=-1.33,36.7,-1.2,36.9"))).toBe(false);
    expect(hasUnreadableArea(new URLSearchParams("type=land"))).toBe(false);
  });

  it("keeps the area and the view in the address, and clearing the filters keeps the view only", () => {
    const query = parse("type=land&area=-1.333333333,36.7,-1.2,36.9&view=map&page=2");
    expect(listingQueryString(query)).toBe("?type=land&area=-1.33333%2C36.7%2C-1.2%2C36.9&view=map&page=2");
    expect(hasFilters(query)).toBe(true);
    expect(clearFilters(query)).toEqual({ ...ALL_LISTINGS_QUERY, view: "map" });
  });

  it("falls back to All and page 1 for anything unknown", () => {
    expect(
      parse(
        "type=castle&sort=cheapest&page=-2&city=%20&min-price=cheap&bedrooms=0&amenity=helipad&include-sold=yes",
      ),
    ).toEqual(ALL_LISTINGS_QUERY);
    expect(parse("bedrooms=51").minBedrooms).toBeNull();
    expect(parse("bedrooms=2.5").minBedrooms).toBeNull();
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=abc").page).toBe(1);
  });

  it("caps the length of the search text", () => {
    expect(parse(`q=${"x".repeat(500)}`).search).toHaveLength(100);
  });
});

describe("listingQueryString", () => {
  it("leaves defaults out and round-trips through parsing", () => {
    expect(listingQueryString(parse(""))).toBe("");
    const query = parse("q=sea view&city=Kilifi&sort=latest&page=2");
    expect(parse(listingQueryString(query).slice(1))).toEqual(query);
    const filtered = parse("amenity=wifi&amenity=dsq&max-price=$1,000&bedrooms=2&include-sold=1");
    expect(listingQueryString(filtered)).toBe(
      "?max-price=1000&bedrooms=2&amenity=dsq&amenity=wifi&include-sold=1",
    );
    expect(parse(listingQueryString(filtered).slice(1))).toEqual(filtered);
  });
});

describe("the price range", () => {
  it("counts only the digits of a typed amount", () => {
    expect(parsePriceBound("250.000")).toBe(250_000);
    expect(parsePriceBound(" $ 1,250,000 ")).toBe(1_250_000);
    expect(parsePriceBound("")).toBeNull();
    expect(parsePriceBound("any")).toBeNull();
    expect(parsePriceBound("9".repeat(14))).toBeNull();
  });

  it("reads a range typed the wrong way round as the same range", () => {
    expect(parse("min-price=500000&max-price=100000")).toMatchObject({
      minPrice: 100_000,
      maxPrice: 500_000,
    });
  });
});

describe("a price range in shillings", () => {
  it("is read with its currency, and carried in the address", () => {
    const query = parse("currency=KES&min-price=5.000.000&max-price=20,000,000");
    expect(query).toMatchObject({ priceCurrency: "KES", minPrice: 5_000_000, maxPrice: 20_000_000 });
    expect(listingQueryString(query)).toBe("?currency=KES&min-price=5000000&max-price=20000000");
    expect(parse(listingQueryString(query).slice(1))).toEqual(query);
  });

  it("is in dollars for any other currency, and without a range the currency is left out", () => {
    expect(parse("currency=EUR&min-price=100").priceCurrency).toBe("USD");
    expect(parse("currency=kes&min-price=100").priceCurrency).toBe("USD");
    expect(parse("currency=KES")).toEqual(ALL_LISTINGS_QUERY);
    expect(listingQueryString(parse("currency=KES&q=villa"))).toBe("?q=villa");
    expect(listingQueryString(parse("currency=USD&min-price=10"))).toBe("?min-price=10");
  });

  it("is searched in dollars at the rate, finding a price shown in whole shillings at the bounds", () => {
    const inDollars = withPricesInDollars(parse("currency=KES&min-price=1250000&max-price=2500000"), 125);
    expect(inDollars.priceCurrency).toBe("USD");
    // $10.000 shows as Ksh 1,250,000 and $20.000 as Ksh 2,500,000: both are in the range.
    expect(inDollars.minPrice).toBeLessThanOrEqual(10_000);
    expect(inDollars.maxPrice).toBeGreaterThanOrEqual(20_000);
    // A dollar less, or more, is Ksh 125 outside it.
    expect(inDollars.minPrice).toBeGreaterThan(9_999);
    expect(inDollars.maxPrice).toBeLessThan(20_001);
  });

  it("rounds as the page does at an awkward rate", () => {
    // $1.000 at 129,37 shows as Ksh 129,370.
    const shown = parse("currency=KES&min-price=129370&max-price=129370");
    const { minPrice, maxPrice } = withPricesInDollars(shown, 129.37);
    expect(minPrice! <= 1_000 && 1_000 <= maxPrice!).toBe(true);
    expect(withPricesInDollars(parse("currency=KES&max-price=129369"), 129.37).maxPrice).toBeLessThan(1_000);
  });

  it("widens a range in dollars by half a cent, for listings in shillings shown to the cent, and leaves an open end open", () => {
    const { minPrice, maxPrice } = withPricesInDollars(parse("min-price=100&max-price=200"), 125);
    // Ksh 24,999.50 is $199,996: shown as $200.
    expect(minPrice! <= 99.995 && 199.996 <= maxPrice!).toBe(true);
    expect(minPrice! > 99.99 && maxPrice! < 200.01).toBe(true);
    expect(withPricesInDollars(parse("currency=KES&min-price=125"), 125)).toMatchObject({ maxPrice: null });
    expect(withPricesInDollars(parse("currency=KES&min-price=0&max-price=1"), 125).minPrice).toBe(0);
  });
});

describe("clearing the filters", () => {
  it("knows whether any filter is set, the search and sort apart", () => {
    expect(hasFilters(parse("q=villa&sort=latest&page=2"))).toBe(false);
    for (const text of [
      "type=land",
      "city=Diani",
      "min-price=1",
      "max-price=1",
      "bedrooms=1",
      "amenity=dsq",
      "include-sold=1",
    ]) {
      expect(hasFilters(parse(text)), text).toBe(true);
    }
  });

  it("resets every filter and the page, and keeps the search and sort", () => {
    const query = parse(
      "q=villa&sort=latest&type=land&city=Diani&min-price=1&bedrooms=2&amenity=dsq&include-sold=1&page=3",
    );
    expect(listingQueryString(clearFilters(query))).toBe("?q=villa&sort=latest");
  });

  it("notices the empty fields a GET form sends", () => {
    expect(hasEmptyFields(new URLSearchParams("q=villa&min-price=&bedrooms="))).toBe(true);
    expect(hasEmptyFields(new URLSearchParams("q=villa&bedrooms=2"))).toBe(false);
  });
});

describe("pickFilter", () => {
  it("applies a new value and goes back to the first page", () => {
    const next = pickFilter(parse("type=land&page=4"), "type", "rent");
    expect(next.type).toBe("rent");
    expect(next.page).toBe(1);
  });

  it("resets a control to All when its selected value is picked again", () => {
    expect(pickFilter(parse("type=land"), "type", "land").type).toBeNull();
    expect(pickFilter(parse("city=Diani"), "city", "Diani").city).toBeNull();
    expect(pickFilter(parse("sort=latest"), "sort", "latest").sort).toBeNull();
  });

  it("leaves the other controls alone", () => {
    const next = pickFilter(parse("q=villa&city=Diani&sort=latest&bedrooms=3&amenity=dsq"), "type", "houses");
    expect(next).toMatchObject({
      search: "villa",
      city: "Diani",
      sort: "latest",
      type: "houses",
      minBedrooms: 3,
      amenities: ["dsq"],
    });
  });
});

describe("sortsRentsApart", () => {
  const apart = (text: string) => sortsRentsApart(parseListingQuery(new URLSearchParams(text)));

  it("keeps rents apart from sale prices in a price order over every type only", () => {
    expect(apart("sort=price-asc")).toBe(true);
    expect(apart("sort=price-desc&city=Nairobi&q=villa")).toBe(true);
    expect(apart("sort=price-asc&type=rent")).toBe(false);
    expect(apart("sort=price-desc&type=houses")).toBe(false);
    expect(apart("sort=latest")).toBe(false);
    expect(apart("")).toBe(false);
  });
});

describe("pageCount", () => {
  it("always has at least one page and rounds up", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});

describe("hostile text in the query", () => {
  it("drops control characters from the search and the city, NUL among them", () => {
    const query = parseListingQuery(new URLSearchParams("q=Ka%00ren%1B&city=Nai%00robi%0A"));
    expect(query.search).toBe("Karen");
    expect(query.city).toBe("Nairobi");
  });

  it("reads FTS and LIKE operators as the letters they are", () => {
    expect(parseListingQuery(new URLSearchParams('q="villa" OR * %_ NEAR(')).search).toBe(
      '"villa" OR * %_ NEAR(',
    );
  });
});

describe("searchTooShort and searchedText", () => {
  it("asks for three letters or more, or a reference", () => {
    expect(searchTooShort("")).toBe(false);
    expect(searchTooShort("a")).toBe(true);
    expect(searchTooShort("ka")).toBe(true);
    expect(searchTooShort("kar")).toBe(false);
    expect(searchTooShort("MK-1042")).toBe(false);
    expect(searchedText({ ...ALL_LISTINGS_QUERY, search: "ka" })).toBe("");
    expect(searchedText({ ...ALL_LISTINGS_QUERY, search: "Karen" })).toBe("Karen");
  });
});
