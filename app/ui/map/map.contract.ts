import type { MapData } from "~/domain/map-settings";

/**
 * What a visitor's map (the listing's and the list's, in app/site/components) is marked with
 * for the page script that draws it (app/site/scripts/maps.ts) and the map's own script.
 */
export const MAP = {
  /** The map's section: its MapData, as JSON. */
  data: "data-map",
  /** Where the map is drawn. */
  canvas: "data-map-canvas",
  /** What the section says in its place without scripts. */
  fallback: "data-map-fallback",
  /** The listing's "Show on map". */
  show: "data-map-show",
  /** The list's "Search this area", shown once the visitor moves the map. */
  search: "data-map-search",
  /** Said when none of the results is on the map. */
  empty: "data-map-empty",
  /** Set on the section once the map is drawn. */
  shown: "data-map-shown",
} as const;

export function mapDataAttributes(data: MapData) {
  return { [MAP.data]: JSON.stringify(data) };
}

export function readMapData(section: Element): MapData | null {
  return JSON.parse(section.getAttribute(MAP.data) ?? "null") as MapData | null;
}
