import { describe, expect, it } from "vitest";
import {
  formatMapArea,
  gridCell,
  gridCellDegrees,
  MOST_CELLS_ACROSS,
  MOST_MAP_GROUPS,
  parseMapArea,
} from "./map-area";

describe("parseMapArea", () => {
  it("reads south,west,north,east", () => {
    expect(parseMapArea("-1.33,36.7,-1.2,36.9")).toEqual({
      south: -1.33,
      west: 36.7,
      north: -1.2,
      east: 36.9,
    });
    expect(parseMapArea("-90,-180,90,180")).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });

  it("refuses what is not an area", () => {
    for (const text of [
      null,
      "",
      "1,2,3",
      "1,2,3,4,5",
      "a,b,c,d",
      "-1.2,36.9,-1.33,36.7", // the south above the north
      "-1.33,36.9,-1.2,36.7", // the west right of the east
      "-1.33,36.7,-1.33,36.9", // no height
      "-91,0,0,1",
      "0,-181,1,0",
      "0,0,1,1e2",
      "0,0,1,Infinity",
      "0,0,1,0x10",
      `${"1".repeat(60)},0,1,1`,
    ]) {
      expect(parseMapArea(text), String(text)).toBeNull();
    }
  });

  it("writes an area back as it reads, to five decimals", () => {
    const area = { south: -1.333333333, west: 36.7, north: -1.2, east: 36.912345678 };
    expect(formatMapArea(area)).toBe("-1.33333,36.7,-1.2,36.91235");
    expect(parseMapArea(formatMapArea(area))).toEqual({
      south: -1.33333,
      west: 36.7,
      north: -1.2,
      east: 36.91235,
    });
  });
});

describe("the grid listings are grouped on", () => {
  it("has cells of 360° over a power of two, no more than MOST_CELLS_ACROSS to the area's longer side", () => {
    const areas = [
      { south: -90, west: -180, north: 90, east: 180 },
      { south: -4.7, west: 33.9, north: 5, east: 41.9 }, // Kenya
      { south: -1.33, west: 36.7, north: -1.2, east: 36.9 }, // Nairobi
      { south: -1.2922, west: 36.8218, north: -1.2921, east: 36.8219 }, // a street corner
    ];
    for (const area of areas) {
      const cell = gridCellDegrees(area);
      expect(Number.isInteger(Math.log2(360 / cell))).toBe(true);
      const span = Math.max(area.north - area.south, area.east - area.west);
      expect(span / cell).toBeLessThanOrEqual(MOST_CELLS_ACROSS);
      // Coarser by half would be too few: this is the finest level that fits (or the finest there is).
      expect(span / cell > MOST_CELLS_ACROSS / 2 || cell < 0.0001).toBe(true);
    }
    expect(gridCellDegrees({ south: -4.7, west: 33.9, north: 5, east: 41.9 })).toBe(360 / 2 ** 9);
  });

  it("puts each point in one cell, and an area touches at most MOST_MAP_GROUPS cells", () => {
    const area = { south: -4.7, west: 33.9, north: 5, east: 41.9 };
    const cell = gridCellDegrees(area);
    const corners = [
      gridCell({ latitude: area.south, longitude: area.west }, cell),
      gridCell({ latitude: area.north, longitude: area.east }, cell),
    ];
    const rows = corners[1]!.row - corners[0]!.row + 1;
    const columns = corners[1]!.column - corners[0]!.column + 1;
    expect(rows * columns).toBeLessThanOrEqual(MOST_MAP_GROUPS);
    expect(gridCell({ latitude: -1.2921, longitude: 36.8219 }, 1)).toEqual({ row: 88, column: 216 });
    expect(gridCell({ latitude: -1.2921, longitude: 36.8219 }, 0.5)).toEqual({ row: 177, column: 433 });
  });
});
