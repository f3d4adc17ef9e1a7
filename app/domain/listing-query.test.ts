import { describe, expect, it } from "vitest";
import { listingQueryString, pageCount, parseListingQuery, pickFilter } from "./listing-query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("parseListingQuery", () => {
  it("reads every control from the query string", () => {
    expect(parse("q=%20villa%20&type=land&city=Diani&sort=price-desc&page=3")).toEqual({
      search: "villa",
      type: "land",
      city: "Diani",
      sort: "price-desc",
      page: 3,
    });
  });

  it("falls back to All and page 1 for anything unknown", () => {
    expect(parse("type=castle&sort=cheapest&page=-2&city=%20")).toEqual({
      search: "",
      type: null,
      city: null,
      sort: null,
      page: 1,
    });
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
    const next = pickFilter(parse("q=villa&city=Diani&sort=latest"), "type", "houses");
    expect(next).toMatchObject({ search: "villa", city: "Diani", sort: "latest", type: "houses" });
  });
});

describe("pageCount", () => {
  it("always has at least one page and rounds up", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});
