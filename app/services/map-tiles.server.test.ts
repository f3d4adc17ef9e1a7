import { describe, expect, it } from "vitest";
import { readConfig } from "./config.server";
import { tileImageSource } from "./map-tiles.server";

describe("map tiles", () => {
  it("take OpenStreetMap's tiles and credit unless told otherwise", () => {
    expect(readConfig({}).mapTiles).toEqual({
      url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      attribution: { text: "© OpenStreetMap contributors", url: "https://www.openstreetmap.org/copyright" },
    });
    expect(
      readConfig({
        MAP_TILE_URL: "https://{s}.tiles.example.co.ke/osm/{z}/{x}/{y}@2x.png?key=abc",
        MAP_ATTRIBUTION: "© Example Maps © OpenStreetMap contributors",
        MAP_ATTRIBUTION_URL: "https://tiles.example.co.ke/credits",
      }).mapTiles,
    ).toEqual({
      url: "https://{s}.tiles.example.co.ke/osm/{z}/{x}/{y}@2x.png?key=abc",
      attribution: {
        text: "© Example Maps © OpenStreetMap contributors",
        url: "https://tiles.example.co.ke/credits",
      },
    });
  });

  it("refuse a template the browser could not load tiles from", () => {
    for (const template of [
      "tile.openstreetmap.org/{z}/{x}/{y}.png",
      "ftp://tiles.example/{z}/{x}/{y}.png",
      "https://tiles.example/{z}/{x}.png",
      "https://tiles-{s}.example/{z}/{x}/{y}.png",
      'https://tiles.example/{z}/{x}/{y}.png" onerror="',
    ]) {
      expect(() => readConfig({ MAP_TILE_URL: template }), template).toThrow(/MAP_TILE_URL/);
    }
    expect(() => readConfig({ MAP_ATTRIBUTION_URL: "javascript:alert(1)" })).toThrow(/MAP_ATTRIBUTION_URL/);
  });

  it("let images come from the tiles' origin, any subdomain for {s}", () => {
    expect(tileImageSource("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(
      "https://tile.openstreetmap.org",
    );
    expect(tileImageSource("https://{s}.tile.example.com/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.com",
    );
    expect(tileImageSource("http://127.0.0.1:8080/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8080");
    expect(tileImageSource("not a url")).toBeNull();
  });
});
