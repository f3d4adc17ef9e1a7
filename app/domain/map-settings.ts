import type { PublicPosition } from "./coordinates";
import type { MapArea } from "./map-area";

/** What a page needs to draw a map: the map's own script and stylesheet, loaded on demand, and the tiles. */
export interface MapSettings {
  /** The script's address, and its integrity when built. */
  script: { src: string; integrity?: string };
  stylesheet: string;
  tiles: {
    /** A URL template with `{z}`, `{x}` and `{y}` (and `{s}` for a subdomain). */
    url: string;
    /** The credit the tile provider requires, as text and the page it links to. */
    attribution: { text: string; url: string };
  };
}

/** A listing's place, drawn when the visitor asks for the map. */
export interface ListingMapData {
  kind: "listing";
  settings: MapSettings;
  position: PublicPosition;
  name: string;
}

/** The property list's results on a map, drawn as the page opens in the map view. */
export interface ResultsMapData {
  kind: "results";
  settings: MapSettings;
  /** The address of the results' groups (/properties/map.json with the list's query). */
  results: string;
  /** The area searched, outlined on the map; null for everywhere. */
  area: MapArea | null;
  /** Words the map shows, from the page, so that the script holds no text of its own. */
  labels: {
    /** A group of listings, with `{count}` for how many. */
    group: string;
    /** The link from a group at the closest zoom to the list of its listings. */
    showInList: string;
  };
}

export type MapData = ListingMapData | ResultsMapData;
