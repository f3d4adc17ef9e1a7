// The list searched in a hunter's words, called as React Router calls it, on a real database:
// a typo read as the place it means, and the places suggested as the hunter types.
import { beforeEach, describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import * as placeSuggestions from "./place-suggestions";
import * as properties from "./properties";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await createProperty(
    db(),
    aProperty({ name: "Garden Flat", location: "Kilimani", description: "A pool." }),
  );
  await createProperty(
    db(),
    aProperty({ name: "Hill Villa", location: "Kileleshwa", description: "A view." }),
  );
  await createProperty(db(), aProperty({ name: "Creek House", location: "Mtwapa", city: "Kilifi" }));
});

const search = async (path: string) => {
  const { data } = await properties.loader(routeArgs(site(), path));
  return { names: data.listings.map((listing) => listing.name), correctedSearch: data.correctedSearch };
};

describe("a search typed a letter or two off", () => {
  it("shows the listings of the place it means, and says what it searched for", async () => {
    expect(await search("/properties?q=pool+kilimanii")).toEqual({
      names: ["Garden Flat"],
      correctedSearch: "pool kilimani",
    });
    expect(await search("/properties?q=Kileleswa")).toEqual({
      names: ["Hill Villa"],
      correctedSearch: "kileleshwa",
    });
  });

  it("searches the words as typed when asked, and words that find something are never changed", async () => {
    expect(await search("/properties?q=kilimanii&as-typed=1")).toEqual({ names: [], correctedSearch: null });
    expect(await search("/properties?q=kilimani")).toEqual({ names: ["Garden Flat"], correctedSearch: null });
  });

  it("reads nothing into a word nothing is near, nor into a draft's", async () => {
    await createProperty(db(), aProperty({ name: "Zanzibar Draft", publication: "draft" }));
    expect(await search("/properties?q=zanzibaar")).toEqual({ names: [], correctedSearch: null });
    expect(await search("/properties?q=qwertyuiop")).toEqual({ names: [], correctedSearch: null });
  });
});

describe("places suggested in the search box", () => {
  const suggested = async (typed: string) =>
    (await placeSuggestions.loader(routeArgs(site(), `/properties/places.json?q=${typed}`))).json();

  it("are the places whose words begin with the letters typed, with their listings", async () => {
    expect(await suggested("kil")).toEqual([
      { place: "Kilifi", listings: 1 },
      { place: "Kileleshwa, Nairobi", listings: 1 },
      { place: "Kilimani, Nairobi", listings: 1 },
    ]);
  });

  it("answer any bytes typed with an empty list, never an error", async () => {
    for (const typed of ["%00", "%FF%FE", encodeURIComponent("'\"*:-NEAR"), "x".repeat(10_000), ""]) {
      const response = await placeSuggestions.loader(routeArgs(site(), `/properties/places.json?q=${typed}`));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });
});
