/** A stretch of the map (the area a visitor searched, the part of the map in view) and the grid its listings are grouped on. */

export interface MapArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Five decimals (about a metre): enough for an area drawn on a map, short in an address. */
const AREA_DECIMALS = 5;
const AREA_NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

function areaNumber(text: string, limit: number): number | null {
  if (!AREA_NUMBER.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

/**
 * Reads `south,west,north,east` in decimal degrees, as the address carries an area; null for
 * anything else: four numbers, latitudes within ±90 and longitudes within ±180, the south
 * below the north and the west left of the east.
 */
export function parseMapArea(text: string | null): MapArea | null {
  if (text === null || text.length > 100) return null;
  const parts = text.split(",");
  if (parts.length !== 4) return null;
  const [south, west, north, east] = [
    areaNumber(parts[0]!.trim(), 90),
    areaNumber(parts[1]!.trim(), 180),
    areaNumber(parts[2]!.trim(), 90),
    areaNumber(parts[3]!.trim(), 180),
  ];
  if (south === null || west === null || north === null || east === null) return null;
  if (south >= north || west >= east) return null;
  return { south, west, north, east };
}

/** The area as the address carries it, each number rounded to five decimals. */
export function formatMapArea(area: MapArea): string {
  return [area.south, area.west, area.north, area.east]
    .map((value) => Number(value.toFixed(AREA_DECIMALS)))
    .join(",");
}

/**
 * The grid listings are grouped on: square cells of 360° / 2^level, the coarsest level at
 * which the area spans at most this many cells each way. Cells are fixed on the globe, so
 * that a group stays where it is while the map is moved.
 */
export const MOST_CELLS_ACROSS = 16;
/** About 2 m: beyond this, listings at one spot stay one group. */
const FINEST_LEVEL = 24;

export function gridCellDegrees(area: MapArea): number {
  const span = Math.max(area.north - area.south, area.east - area.west);
  let level = 0;
  while (level < FINEST_LEVEL && (360 / 2 ** (level + 1)) * MOST_CELLS_ACROSS >= span) level++;
  return 360 / 2 ** level;
}

/**
 * The most groups an answer for one area can hold: an area spans at most MOST_CELLS_ACROSS
 * cells each way, and touches one more when it does not start on a cell's edge.
 */
export const MOST_MAP_GROUPS = (MOST_CELLS_ACROSS + 1) ** 2;

/** The cell a point falls in, counted from the south-west corner of the globe. */
export function gridCell(point: { latitude: number; longitude: number }, cellDegrees: number) {
  return {
    row: Math.floor((point.latitude + 90) / cellDegrees),
    column: Math.floor((point.longitude + 180) / cellDegrees),
  };
}

/** One listing alone in its cell, with what its marker's label shows. */
export interface MapListing {
  latitude: number;
  longitude: number;
  /** The circle's radius around an approximate location; null for an exact point. */
  radiusMetres: number | null;
  name: string;
  href: string;
  place: string;
  price: string;
}

/** Several listings in one cell: how many, their middle, and the area they cover. */
export interface MapGroup {
  latitude: number;
  longitude: number;
  count: number;
  area: MapArea;
}

/** What the map of the property list is sent for one area: bounded by MOST_MAP_GROUPS. */
export interface MapResults {
  /** The area the answer covers: the one asked for, or that of every result; null when none has a location. */
  area: MapArea | null;
  /** Listings with a location among the results, in the whole area. */
  total: number;
  listings: MapListing[];
  groups: MapGroup[];
}
