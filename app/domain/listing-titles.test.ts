import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { parseListingQuery } from "./listing-query";
import { listingsDescription, listingsHeadline } from "./listing-titles";

const { t } = translatorFor("en");
const query = (text: string) => parseListingQuery(new URLSearchParams(text));

describe("listingsHeadline", () => {
  it("names the type and city a visitor filtered by", () => {
    expect(listingsHeadline(query(""), t)).toBe("Properties");
    expect(listingsHeadline(query("type=houses&city=Nairobi"), t)).toBe("Houses for sale in Nairobi");
    expect(listingsHeadline(query("type=rent"), t)).toBe("Homes to rent");
    expect(listingsHeadline(query("city=Kisumu&sort=latest"), t)).toBe("Properties in Kisumu");
  });

  it("adds the search and the page", () => {
    expect(listingsHeadline(query("page=2"), t)).toBe("Properties, page 2");
    expect(listingsHeadline(query("q=villa&type=hotel&page=3"), t)).toBe("Hotels matching “villa”, page 3");
  });
});

describe("listingsDescription", () => {
  it("describes a filtered list by what it holds", () => {
    expect(listingsDescription(query("type=land&city=Eldoret"), t)).toBe(
      "Land for sale in Eldoret, with every price in US dollars and Kenyan shillings.",
    );
    expect(listingsDescription(query("type=hotel"), t)).toBe(
      "Hotels in Kenya, with every price in US dollars and Kenyan shillings.",
    );
    expect(listingsDescription(query("q=villa"), t)).toMatch(/^Search houses for sale/);
  });
});
