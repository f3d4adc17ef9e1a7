import { describe, expect, it } from "vitest";
import {
  MAX_SAVED_LISTINGS,
  parseSavedSlugs,
  requestedSlugs,
  savedListingsPath,
  withoutSaved,
  withSaved,
} from "./saved-listings";

const manySlugs = (count: number) => Array.from({ length: count }, (_, index) => `listing-${index + 1}`);

describe("parseSavedSlugs", () => {
  it("reads the stored list in its order", () => {
    expect(parseSavedSlugs('["ocean-view-villa","karen-cottage"]')).toEqual([
      "ocean-view-villa",
      "karen-cottage",
    ]);
  });

  it("gives an empty list for nothing stored or text that is not a list", () => {
    for (const stored of [null, "", "not json", "{", '{"slugs":["a"]}', '"villa"', "42", "null"]) {
      expect(parseSavedSlugs(stored), String(stored)).toEqual([]);
    }
  });

  it("drops entries that are not slugs and repeats, keeping the first of each", () => {
    const stored = JSON.stringify([
      "villa",
      7,
      null,
      "Villa",
      "../admin",
      "cottage",
      "villa",
      { slug: "x" },
      "",
    ]);
    expect(parseSavedSlugs(stored)).toEqual(["villa", "cottage"]);
  });

  it("keeps at most the cap, the most recent first", () => {
    const slugs = manySlugs(MAX_SAVED_LISTINGS + 5);
    expect(parseSavedSlugs(JSON.stringify(slugs))).toEqual(slugs.slice(0, MAX_SAVED_LISTINGS));
  });
});

describe("withSaved", () => {
  it("puts a newly saved listing first", () => {
    expect(withSaved(["cottage", "villa"], "plot")).toEqual(["plot", "cottage", "villa"]);
  });

  it("moves a listing saved again to the front instead of repeating it", () => {
    expect(withSaved(["cottage", "villa", "plot"], "villa")).toEqual(["villa", "cottage", "plot"]);
  });

  it("drops the oldest beyond the cap", () => {
    const full = manySlugs(MAX_SAVED_LISTINGS);
    const next = withSaved(full, "newest");
    expect(next).toHaveLength(MAX_SAVED_LISTINGS);
    expect(next[0]).toBe("newest");
    expect(next).not.toContain(full.at(-1));
  });
});

describe("withoutSaved", () => {
  it("removes the given slugs and keeps the order of the rest", () => {
    expect(withoutSaved(["plot", "cottage", "villa"], ["cottage", "unknown"])).toEqual(["plot", "villa"]);
  });
});

describe("savedListingsPath and requestedSlugs", () => {
  const paramsOf = (path: string) => new URL(path, "http://makazi.test").searchParams;

  it("carry the slugs from the browser to the server in order", () => {
    const path = savedListingsPath(["ocean-view-villa", "karen-cottage"]);
    expect(path.startsWith("/saved/listings?")).toBe(true);
    expect(requestedSlugs(paramsOf(path))).toEqual(["ocean-view-villa", "karen-cottage"]);
  });

  it("read no slugs as an empty request and drop repeats", () => {
    expect(requestedSlugs(paramsOf("/saved/listings"))).toEqual([]);
    expect(requestedSlugs(paramsOf("/saved/listings?slugs="))).toEqual([]);
    expect(requestedSlugs(paramsOf("/saved/listings?slugs=villa,cottage,villa"))).toEqual([
      "villa",
      "cottage",
    ]);
  });

  it("refuse a malformed slug", () => {
    for (const value of [
      "villa,,cottage",
      "villa,Cottage",
      "villa,../admin",
      "villa,",
      "villa%20x",
      "villa;drop",
    ]) {
      expect(requestedSlugs(paramsOf(`/saved/listings?slugs=${value}`)), value).toBeNull();
    }
  });

  it("refuse more slugs than a browser may keep", () => {
    expect(requestedSlugs(paramsOf(savedListingsPath(manySlugs(MAX_SAVED_LISTINGS))))).toHaveLength(
      MAX_SAVED_LISTINGS,
    );
    expect(requestedSlugs(paramsOf(savedListingsPath(manySlugs(MAX_SAVED_LISTINGS + 1))))).toBeNull();
  });
});
