import { describe, expect, it } from "vitest";
import {
  APPROXIMATE_RADIUS_METRES,
  type Coordinates,
  type MapPosition,
  openStreetMapLink,
  parseCoordinate,
  publicPosition,
  splitCoordinatePair,
} from "./coordinates";

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The distance between two points along the earth's surface (haversine). */
function distanceMetres(from: Coordinates, to: Coordinates): number {
  const latitudeChange = radians(to.latitude - from.latitude);
  const longitudeChange = radians(to.longitude - from.longitude);
  const a =
    Math.sin(latitudeChange / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(longitudeChange / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

describe("parseCoordinate", () => {
  it("reads decimal degrees with a sign, rounded to six decimals", () => {
    expect(parseCoordinate("-1.2921", "latitude")).toBe(-1.2921);
    expect(parseCoordinate(" 36.82190 ", "longitude")).toBe(36.8219);
    expect(parseCoordinate("+0.5", "latitude")).toBe(0.5);
    expect(parseCoordinate("\u22121.5", "latitude")).toBe(-1.5);
    expect(parseCoordinate("-4.123456789", "latitude")).toBe(-4.123457);
    expect(parseCoordinate("90", "latitude")).toBe(90);
    expect(parseCoordinate("-180", "longitude")).toBe(-180);
  });

  it("refuses anything else, and values beyond the range of their kind", () => {
    for (const text of ["", "abc", "1,5", "1.2.3", "1e2", "Infinity", "NaN", "--1", "0x10", "12 34"]) {
      expect(parseCoordinate(text, "latitude"), text).toBeNull();
    }
    expect(parseCoordinate("90.0001", "latitude")).toBeNull();
    expect(parseCoordinate("120", "latitude")).toBeNull();
    expect(parseCoordinate("180.5", "longitude")).toBeNull();
    expect(parseCoordinate("1000", "longitude")).toBeNull();
  });
});

describe("splitCoordinatePair", () => {
  it("splits a pair copied from a map site", () => {
    expect(splitCoordinatePair("-1.2921, 36.8219")).toEqual({ latitude: "-1.2921", longitude: "36.8219" });
    expect(splitCoordinatePair("-1.2921,36.8219")).toEqual({ latitude: "-1.2921", longitude: "36.8219" });
    expect(splitCoordinatePair("-1.2921")).toBeNull();
    expect(splitCoordinatePair("1, 2, 3")).toBeNull();
  });
});

/** Points around Kenya and elsewhere, from a fixed seed. */
function samplePoints(count: number): MapPosition[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_, index) => ({
    latitude: index % 5 === 0 ? next() * 120 - 60 : next() * 10 - 5,
    longitude: index % 5 === 0 ? next() * 340 - 170 : 34 + next() * 8,
    precision: "approximate" as const,
  }));
}

describe("publicPosition", () => {
  it("shows an exact point as it is", () => {
    expect(publicPosition("runda-villa", { latitude: -1.219, longitude: 36.81, precision: "exact" })).toEqual(
      {
        latitude: -1.219,
        longitude: 36.81,
        radiusMetres: null,
      },
    );
  });

  it("shows an approximate point as a centre within the 500 m circle, never the point itself", () => {
    samplePoints(2_000).forEach((point, index) => {
      const shown = publicPosition(`listing-${index}`, point);
      expect(shown.radiusMetres).toBe(APPROXIMATE_RADIUS_METRES);
      const distance = distanceMetres(point, shown);
      expect(distance, JSON.stringify({ point, shown })).toBeLessThan(320);
      expect(shown.latitude === point.latitude && shown.longitude === point.longitude).toBe(false);
    });
  });

  it("is the same every time for a listing, and stays put while the point moves a little", () => {
    const point: MapPosition = { latitude: -1.29004, longitude: 36.78302, precision: "approximate" };
    const shown = publicPosition("kilimani-flat", point);
    expect(publicPosition("kilimani-flat", point)).toEqual(shown);
    // Most moves of a few metres stay in the same cell, so nothing shown follows the point.
    const nearby = [-0.00002, -0.00001, 0.00001, 0.00002].flatMap((step) => [
      { ...point, latitude: point.latitude + step },
      { ...point, longitude: point.longitude + step },
    ]);
    const unchanged = nearby.filter((moved) => {
      const again = publicPosition("kilimani-flat", moved);
      return again.latitude === shown.latitude && again.longitude === shown.longitude;
    });
    expect(unchanged.length).toBeGreaterThanOrEqual(6);
  });

  it("puts neighbours on centres of their own", () => {
    const point: MapPosition = { latitude: -1.2921, longitude: 36.8219, precision: "approximate" };
    const centres = new Set(
      ["a", "b", "c", "d", "e"].map((slug) => JSON.stringify(publicPosition(`flat-${slug}`, point))),
    );
    expect(centres.size).toBeGreaterThan(1);
  });
});

describe("openStreetMapLink", () => {
  it("marks an exact point, and opens the neighbourhood of an approximate one", () => {
    expect(openStreetMapLink({ latitude: -1.219, longitude: 36.81, radiusMetres: null })).toBe(
      "https://www.openstreetmap.org/?mlat=-1.21900&mlon=36.81000#map=17/-1.21900/36.81000",
    );
    expect(openStreetMapLink({ latitude: -1.2921, longitude: 36.8219, radiusMetres: 500 })).toBe(
      "https://www.openstreetmap.org/#map=15/-1.29210/36.82190",
    );
  });
});
