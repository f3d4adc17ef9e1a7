import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { parseListingQuery } from "./listing-query";
import { describeEmptySearch, emptySearchKey } from "./search-demand";

const keyOf = (queryString: string) => emptySearchKey(parseListingQuery(new URLSearchParams(queryString)));

const { t } = translatorFor("en");

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

describe("describeEmptySearch", () => {
  it("says in words what was wanted", () => {
    expect(describeEmptySearch("?q=pool+villa&type=houses&city=Nakuru", t)).toBe(
      "Houses for sale in Nakuru matching “pool villa”",
    );
    expect(
      describeEmptySearch(
        "?min-price=100000&max-price=200000&bedrooms=3&amenity=swimming-pool&amenity=wifi",
        t,
      ),
    ).toBe("Properties, 3+ bedrooms, $100.000 to $200.000, with swimming pool, wi-fi");
    expect(describeEmptySearch("?max-price=5000&type=rent", t)).toBe("Homes to rent, up to $5.000");
  });
});
