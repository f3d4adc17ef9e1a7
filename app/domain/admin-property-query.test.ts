import { describe, expect, it } from "vitest";
import { adminPropertiesHref, parseAdminPropertyQuery } from "./admin-property-query";

const parse = (text: string) => parseAdminPropertyQuery(new URLSearchParams(text));

describe("the administrator's property list query", () => {
  it("reads the search, the status filters and the page", () => {
    expect(parse("q=%20villa&publication=draft&availability=under-offer&featured=1&page=2")).toEqual({
      search: "villa",
      publication: "draft",
      availability: "under-offer",
      featured: true,
      agent: null,
      page: 2,
    });
  });

  it("ignores unknown values", () => {
    expect(parse("publication=hidden&availability=gone&featured=yes&page=zero")).toEqual({
      search: "",
      publication: null,
      availability: null,
      featured: false,
      agent: null,
      page: 1,
    });
  });

  it("writes the list's address with defaults left out", () => {
    expect(adminPropertiesHref(parse(""))).toBe("/manage-properties");
    expect(adminPropertiesHref(parse("availability=sold&featured=1&page=3"))).toBe(
      "/manage-properties?availability=sold&featured=1&page=3",
    );
  });
});
