import { describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { MAX_SAVED_LISTINGS, savedListingsPath } from "~/domain/saved-listings";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs } from "~/testing/test-services.server";
import { loader } from "./saved-listings";

const site = freshSiteForEachTest();

describe("saved listings loader", () => {
  it("answers the listings of the slugs asked for, in that order, without the missing ones, counted", async () => {
    const db = site().services.database.db;
    const villa = await createProperty(db, aProperty({ name: "Ocean View Villa" }));
    const cottage = await createProperty(db, aProperty({ name: "Karen Cottage" }));
    const { listings, removedCount } = await loader(
      routeArgs(site(), savedListingsPath([cottage, "sold-house", villa])),
    );
    expect(listings.map((listing) => listing.name)).toEqual(["Karen Cottage", "Ocean View Villa"]);
    expect(removedCount).toBe(1);
  });

  it("refuses a request with a malformed slug or too many slugs", async () => {
    const tooMany = Array.from({ length: MAX_SAVED_LISTINGS + 1 }, (_, index) => `listing-${index}`);
    for (const path of ["/saved/listings?slugs=villa,%27%20or%201=1", savedListingsPath(tooMany)]) {
      await expect(loader(routeArgs(site(), path)), path).rejects.toMatchObject({ status: 400 });
    }
  });
});
