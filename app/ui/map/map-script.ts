// The maps, built as a script of their own (Leaflet and this) that pages load only when a map
// is drawn: a listing's place, the property list's results, and the administrator's picker.
import {
  circle,
  divIcon,
  type LatLngBoundsExpression,
  type LayerGroup,
  latLng,
  layerGroup,
  type Map as LeafletMap,
  map as leafletMap,
  marker,
  rectangle,
  tileLayer,
} from "leaflet";
import type { Coordinates } from "~/domain/coordinates";
import type { MapArea, MapGroup, MapListing, MapResults } from "~/domain/map-area";
import type { ListingMapData, MapSettings, ResultsMapData } from "~/domain/map-settings";
import { MAP } from "./map.contract";

const MOST_ZOOM = 18;
/** Kenya as a whole, for a map with nothing to show yet. */
const KENYA: LatLngBoundsExpression = [
  [-4.7, 33.9],
  [5.0, 41.9],
];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A map with the configured tiles and their credit. */
function tiledMap(canvas: HTMLElement, tiles: MapSettings["tiles"]): LeafletMap {
  const map = leafletMap(canvas, { scrollWheelZoom: false, maxZoom: MOST_ZOOM });
  const { text, url } = tiles.attribution;
  tileLayer(tiles.url, {
    maxZoom: MOST_ZOOM,
    attribution: `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(text)}</a>`,
  }).addTo(map);
  return map;
}

/** A marker drawn by the stylesheet, reachable from the keyboard, named by its title. */
function dot(point: Coordinates, title: string, className = "map-dot") {
  return marker([point.latitude, point.longitude], {
    title,
    icon: divIcon({ className, iconSize: [18, 18] }),
  });
}

/** A listing's place: its point, or the circle of about 500 m it lies in. */
export function showListingMap(canvas: HTMLElement, { settings, position, name }: ListingMapData): void {
  const map = tiledMap(canvas, settings.tiles);
  const centre: [number, number] = [position.latitude, position.longitude];
  map.setView(centre, 16);
  if (position.radiusMetres === null) {
    dot(position, name).addTo(map);
  } else {
    const area = circle(centre, { radius: position.radiusMetres, className: "map-circle" }).addTo(map);
    map.fitBounds(area.getBounds(), { padding: [16, 16] });
  }
}

const areaBounds = (area: MapArea): LatLngBoundsExpression => [
  [area.south, area.west],
  [area.north, area.east],
];

/** The part of the map in view, as the server reads an area, kept within the globe. */
function viewOf(map: LeafletMap): MapArea {
  const bounds = map.getBounds();
  const limit = (value: number, most: number) => Math.min(most, Math.max(-most, value));
  const view = {
    south: limit(bounds.getSouth(), 90),
    west: limit(bounds.getWest(), 180),
    north: limit(bounds.getNorth(), 90),
    east: limit(bounds.getEast(), 180),
  };
  return view.west < view.east ? view : { ...view, west: -180, east: 180 };
}

const areaText = (area: MapArea) =>
  [area.south, area.west, area.north, area.east].map((value) => value.toFixed(5)).join(",");

function withParam(address: string, name: string, value: string): string {
  const url = new URL(address, window.location.href);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/** This page's address searching the area instead, on the map, from the first page. */
function searchAddress(area: MapArea): string {
  const address = new URL(window.location.href);
  address.searchParams.set("area", areaText(area));
  address.searchParams.set("view", "map");
  address.searchParams.delete("page");
  return `${address.pathname}${address.search}`;
}

function listingPopup(listing: MapListing): HTMLElement {
  const popup = document.createElement("div");
  popup.className = "map-popup";
  const link = document.createElement("a");
  link.href = listing.href;
  link.textContent = listing.name;
  const place = document.createElement("span");
  place.textContent = listing.place;
  const price = document.createElement("strong");
  price.textContent = listing.price;
  popup.append(link, place, price);
  return popup;
}

function groupSize(count: number): string {
  return count < 10 ? "small" : count < 100 ? "medium" : "large";
}

/**
 * The list's results on the map, asked of the server for the part in view each time the map
 * stops moving. Once the visitor has moved it, "Search this area" takes the list there: the
 * area becomes part of the address, and the server filters the list and the map by it.
 */
export function showResultsMap(section: HTMLElement, canvas: HTMLElement, data: ResultsMapData): void {
  const map = tiledMap(canvas, data.settings.tiles);
  const shown: LayerGroup = layerGroup().addTo(map);
  const searchButton = section.querySelector<HTMLButtonElement>(`[${MAP.search}]`);
  const emptyNote = section.querySelector<HTMLElement>(`[${MAP.empty}]`);
  let asking: AbortController | null = null;

  function groupMarker(group: MapGroup) {
    const title = data.labels.group.replace("{count}", group.count.toLocaleString("en-KE"));
    const icon = divIcon({
      className: `map-group map-group--${groupSize(group.count)}`,
      // Named by its title ("12 properties"), the figure is only drawn.
      html: `<span aria-hidden="true">${group.count}</span>`,
      iconSize: [40, 40],
    });
    const point = marker([group.latitude, group.longitude], { title, icon });
    const spread = group.area.north > group.area.south || group.area.east > group.area.west;
    point.on("click", () => {
      if (spread && map.getZoom() < MOST_ZOOM) {
        map.fitBounds(areaBounds(group.area), { padding: [40, 40], maxZoom: MOST_ZOOM });
        return;
      }
      // Listings at one spot: the list shows them.
      const link = document.createElement("a");
      link.href = searchAddress(paddedArea(group.area));
      link.textContent = `${title}: ${data.labels.showInList}`;
      point.bindPopup(link).openPopup();
    });
    return point;
  }

  function draw(results: MapResults) {
    shown.clearLayers();
    for (const group of results.groups) shown.addLayer(groupMarker(group));
    for (const listing of results.listings) {
      shown.addLayer(dot(listing, listing.name).bindPopup(listingPopup(listing)));
    }
  }

  async function ask(view: MapArea | null): Promise<MapResults | null> {
    asking?.abort();
    asking = new AbortController();
    const address = view ? withParam(data.results, "bbox", areaText(view)) : data.results;
    try {
      const response = await fetch(address, { signal: asking.signal });
      if (!response.ok) return null;
      return (await response.json()) as MapResults;
    } catch {
      return null;
    }
  }

  async function refresh() {
    const results = await ask(viewOf(map));
    if (results) draw(results);
  }

  async function start() {
    if (data.area) {
      rectangle(areaBounds(data.area), { className: "map-searched-area", interactive: false }).addTo(map);
      map.fitBounds(areaBounds(data.area));
    } else {
      const results = await ask(null);
      if (results?.area) {
        map.fitBounds(areaBounds(paddedArea(results.area)), { padding: [32, 32], maxZoom: 15 });
      } else {
        map.fitBounds(KENYA);
        if (emptyNote) emptyNote.hidden = false;
      }
    }
    map.on("moveend", () => void refresh());
    void refresh();
    if (!searchButton) return;
    // Shown once the visitor moves the map, not for the first view.
    map.on("dragend zoomend", () => (searchButton.hidden = false));
    searchButton.addEventListener("click", () => window.location.assign(searchAddress(viewOf(map))));
  }

  void start();
}

/** An area with a little room around it (a point becomes about 100 m square). */
function paddedArea(area: MapArea): MapArea {
  const margin = 0.0005;
  return {
    south: Math.max(-90, area.south - margin),
    west: Math.max(-180, area.west - margin),
    north: Math.min(90, area.north + margin),
    east: Math.min(180, area.east + margin),
  };
}

export interface LocationPicker {
  /** Puts the pin on a point (and brings it into view), or takes it off the map. */
  moveTo(point: Coordinates | null): void;
  remove(): void;
}

/** The administrator's map: a click, or dragging the pin, sets the location. */
export function pickLocation(
  canvas: HTMLElement,
  settings: MapSettings,
  start: Coordinates | null,
  onPick: (point: Coordinates) => void,
): LocationPicker {
  const map = tiledMap(canvas, settings.tiles);
  const pin = marker([0, 0], {
    draggable: true,
    title: "The listing",
    icon: divIcon({ className: "map-pin", iconSize: [22, 22] }),
  });
  const picked = (latitude: number, longitude: number) =>
    onPick({ latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) });
  pin.on("dragend", () => {
    const { lat, lng } = pin.getLatLng();
    picked(lat, lng);
  });
  map.on("click", (event) => {
    pin.setLatLng(event.latlng).addTo(map);
    picked(event.latlng.lat, event.latlng.lng);
  });

  function moveTo(point: Coordinates | null) {
    if (!point) {
      pin.remove();
      return;
    }
    const spot = latLng(point.latitude, point.longitude);
    // A point typed is brought to the middle; one clicked is where the pin already is.
    if (map.hasLayer(pin) && pin.getLatLng().distanceTo(spot) < 0.5) return;
    pin.setLatLng(spot).addTo(map);
    map.setView(spot, Math.max(map.getZoom(), 14));
  }

  if (start) map.setView([start.latitude, start.longitude], 15);
  else map.fitBounds(KENYA);
  moveTo(start);
  return { moveTo, remove: () => map.remove() };
}

/** What the script offers the page that loads it. */
export interface MapScript {
  showListingMap: typeof showListingMap;
  showResultsMap: typeof showResultsMap;
  pickLocation: typeof pickLocation;
}

declare global {
  interface Window {
    /** Set by the map's script as it loads: built as a file of its own, it keeps no exports. */
    makaziMaps?: MapScript;
  }
}

window.makaziMaps = { showListingMap, showResultsMap, pickLocation };
