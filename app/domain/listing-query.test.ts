import { describe, expect, it } from "vitest";
import {
  ALL_LISTINGS_QUERY,
  clearFilters,
  hasEmptyFields,
  hasFilters,
  hasUnreadableArea,
  listingQueryString,
  pageCount,
  parseDollars,
  parseListingQuery,
  pickFilter,
  searchedText,
  searchTooShort,
} from "./listing-query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("parseListingQuery", () => {
  it("reads every control from the query string", () => {
    expect(
      parse(
        "q=%20villa%20&type=land&city=Diani&sort=price-desc&page=3&min-price=50000&max-price=250.000" +
          "&bedrooms=3&amenity=dsq&amenity=borehole&include-sold=1",
      ),
    ).toEqual({
      search: "villa",
      type: "land",
      city: "Diani",
      sort: "price-desc",
      page: 3,
      minPrice: 50_000,
      maxPrice: 250_000,
      minBedrooms: 3,
      amenities: ["borehole", "dsq"],
      includeClosed: true,
      area: null,
      view: "list",
    });
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
    expect(parseDollars("250.000")).toBe(250_000);
    expect(parseDollars(" $ 1,250,000 ")).toBe(1_250_000);
    expect(parseDollars("")).toBeNull();
    expect(parseDollars("any")).toBeNull();
    expect(parseDollars("9".repeat(14))).toBeNull();
  });

  it("reads a range typed the wrong way round as the same range", () => {
    expect(parse("min-price=500000&max-price=100000")).toMatchObject({
      minPrice: 100_000,
      maxPrice: 500_000,
    });
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
