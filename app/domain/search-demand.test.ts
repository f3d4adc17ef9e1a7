import { describe, expect, it } from "vitest";
import { parseListingQuery } from "./listing-query";
import { emptySearchKey, readEmptySearchKey } from "./search-demand";

const keyOf = (queryString: string) => emptySearchKey(parseListingQuery(new URLSearchParams(queryString)));

describe("emptySearchKey", () => {
  it("counts the same wish once however it was typed, sorted or paged", () => {
    expect(keyOf("q=Pool  Villa&type=houses")).toBe("?q=pool+villa&type=houses");
    expect(keyOf("q=pool villa&type=houses&sort=price-asc&page=3")).toBe("?q=pool+villa&type=houses");
    expect(keyOf("q=POOL%20VILLA&type=houses")).toBe("?q=pool+villa&type=houses");
  });

  it("keeps every filter, which is part of what the visitor wants", () => {
    expect(keyOf("city=Nakuru&bedrooms=4&max-price=200000&amenity=swimming-pool&include-sold=1")).toBe(
      "?city=Nakuru&max-price=200000&bedrooms=4&amenity=swimming-pool&include-sold=1",
    );
  });

  it("counts nothing when nothing was asked for, or only a search too short to search by", () => {
    expect(keyOf("")).toBeNull();
    expect(keyOf("sort=latest&page=2")).toBeNull();
    expect(keyOf("q=ab")).toBeNull();
    expect(keyOf("q=ab&type=land")).toBe("?type=land");
  });

  it("leaves out keys too long to be a person's search", () => {
    expect(keyOf(`city=${"x".repeat(400)}`)).toBeNull();
  });
});

describe("readEmptySearchKey", () => {
  it("reads a counted search back as the list would", () => {
    const key = keyOf("q=Pool&type=houses&city=Nakuru&currency=KES&max-price=20000000&amenity=borehole")!;
    expect(readEmptySearchKey(key)).toMatchObject({
      search: "pool",
      type: "houses",
      city: "Nakuru",
      maxPrice: 20_000_000,
      priceCurrency: "KES",
      amenities: ["borehole"],
    });
  });
});
