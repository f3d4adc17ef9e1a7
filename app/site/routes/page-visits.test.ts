import { describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { pageVisitFrom } from "~/services/context.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, TEST_CLIENT_ADDRESS } from "~/testing/test-services.server";
import * as properties from "./properties";
import * as property from "./property";

const site = freshSiteForEachTest();

/** The arguments of a request of its own, so that what its loader notes is its own. */
const request = <Params extends Record<string, string>>(path: string, params = {} as Params) =>
  routeArgs<Params>(site(), path, { params, clientAddress: TEST_CLIENT_ADDRESS });

describe("what a page counts when a person is sent it", () => {
  it("a listing's page counts a view of the listing", async () => {
    const slug = await createProperty(site().services.database.db, aProperty({ name: "Karen Villa" }));
    const args = request(`/properties/${slug}`, { slug });
    await property.loader(args);
    expect(pageVisitFrom(args.context)).toEqual({ kind: "listing", slug });
  });

  it("a search that finds nothing counts under what was wanted; one that finds something counts nothing", async () => {
    await createProperty(site().services.database.db, aProperty({ name: "Karen Villa", type: "houses" }));

    const nothing = request("/properties?q=Treehouse%20Lamu&type=houses&sort=latest");
    await properties.loader(nothing);
    expect(pageVisitFrom(nothing.context)).toEqual({
      kind: "empty-search",
      search: "?q=treehouse+lamu&type=houses",
    });

    const found = request("/properties?q=karen");
    await properties.loader(found);
    expect(pageVisitFrom(found.context)).toBeUndefined();

    const pastTheEnd = request("/properties?page=9");
    await properties.loader(pastTheEnd);
    expect(pageVisitFrom(pastTheEnd.context)).toBeUndefined();
  });
});
