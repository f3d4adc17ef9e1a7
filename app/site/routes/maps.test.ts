import { describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { publicPosition } from "~/domain/coordinates";
import type { MapResults } from "~/domain/map-area";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as properties from "./properties";
import * as propertiesMap from "./properties-map";
import * as property from "./property";

const site = freshSiteForEachTest();
const POINT = { latitude: -1.29004, longitude: 36.78302, precision: "approximate" as const };

describe("the map of the list's results", () => {
  it("answers the groups for the list's query and the part of the map in view", async () => {
    await createProperty(site().services.database.db, aProperty({ name: "Kilimani Flat", position: POINT }));
    const response = await propertiesMap.loader(
      routeArgs(site(), "/properties/map.json?type=houses&bbox=-1.4,36.7,-1.2,36.9"),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    const results = (await response.json()) as MapResults;
    expect(results.total).toBe(1);
    expect(results.listings[0]).toMatchObject(publicPosition("kilimani-flat", POINT));
  });

  it("refuses a view it cannot read with 400 and says why", async () => {
    for (const bbox of ["", "1,2,3", "-1.2,36.7,-1.4,36.9", "0,0,1,north", "0,0,91,1"]) {
      const response = await propertiesMap.loader(routeArgs(site(), `/properties/map.json?bbox=${bbox}`));
      expect(response.status, bbox).toBe(400);
      expect(await response.text()).toMatch(/could not be read/);
    }
  });
});

describe("the list's map view and searched area", () => {
  it("gives the map's settings only in the map view, and says when an area cannot be read", async () => {
    const list = unwrap(await properties.loader(routeArgs(site(), "/properties")));
    expect(list.value).toMatchObject({ map: null, areaUnreadable: false });
    const map = unwrap(await properties.loader(routeArgs(site(), "/properties?view=map&area=nowhere")));
    expect(map.status).toBe(200);
    expect(map.value).toMatchObject({
      map: { tiles: { url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png" } },
      areaUnreadable: true,
      query: { area: null, view: "map" },
    });
  });
});

describe("a listing's place on its page", () => {
  it("sends the point shown and never the point set", async () => {
    const slug = await createProperty(
      site().services.database.db,
      aProperty({ name: "Kilimani Flat", position: POINT }),
    );
    const { data } = await property.loader(routeArgs(site(), `/properties/${slug}`, { params: { slug } }));
    expect(data.listing.position).toBeNull();
    expect(data.listing.publicPosition).toEqual(publicPosition(slug, POINT));
    expect(JSON.stringify(data)).not.toContain(String(POINT.latitude));
  });
});
