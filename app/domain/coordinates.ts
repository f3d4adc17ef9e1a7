/** Where a listing is on the map, and the point of it that visitors are shown. */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export const LOCATION_PRECISIONS = ["exact", "approximate"] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

export const LOCATION_PRECISION_LABELS: Record<LocationPrecision, string> = {
  exact: "Exact: show the point",
  approximate: "Approximate: show a circle of about 500 m",
};

export function isLocationPrecision(value: string): value is LocationPrecision {
  return (LOCATION_PRECISIONS as readonly string[]).includes(value);
}

/** Where the administrator put a listing, and whether visitors may see the point itself. */
export interface MapPosition extends Coordinates {
  precision: LocationPrecision;
}

/** What visitors are shown: a point, or the centre of a circle the listing lies in. */
export interface PublicPosition extends Coordinates {
  /** The circle's radius for an approximate location; null for an exact point. */
  radiusMetres: number | null;
}

/** The circle drawn around an approximate location. */
export const APPROXIMATE_RADIUS_METRES = 500;

/**
 * An approximate location is shown as the centre of the cell of a grid it falls in: about
 * 445 m a side, so that the listing is at most about 315 m from the centre and always inside
 * the 500 m circle. Rounding loses the point for good (nothing shown can be worked back to
 * it), and each listing's grid is shifted by an amount drawn from its slug, so that
 * neighbours do not all sit on one centre and the centre stays put until the point moves to
 * another cell.
 */
const APPROXIMATE_CELL_DEGREES = 0.004;

/** Six decimals: about 0.1 m, more than any map needs. */
const COORDINATE_DECIMALS = 6;

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

/** A number in [0, 1) drawn from the text (FNV-1a): the same text always gives the same number. */
function fraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

function cellCentre(value: number, shift: number): number {
  return (Math.floor((value - shift) / APPROXIMATE_CELL_DEGREES) + 0.5) * APPROXIMATE_CELL_DEGREES + shift;
}

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** The position visitors see of a listing known by its slug (which never changes). */
export function publicPosition(slug: string, position: MapPosition): PublicPosition {
  if (position.precision === "exact") {
    return { latitude: position.latitude, longitude: position.longitude, radiusMetres: null };
  }
  const latitudeShift = fraction(`${slug}:latitude`) * APPROXIMATE_CELL_DEGREES;
  const longitudeShift = fraction(`${slug}:longitude`) * APPROXIMATE_CELL_DEGREES;
  return {
    latitude: roundCoordinate(clamp(cellCentre(position.latitude, latitudeShift), 90)),
    longitude: roundCoordinate(clamp(cellCentre(position.longitude, longitudeShift), 180)),
    radiusMetres: APPROXIMATE_RADIUS_METRES,
  };
}

/** A coordinate as typed: digits with a decimal point and an optional sign, nothing else. */
const DECIMAL_DEGREES = /^[-+\u2212]?\d{1,3}(\.\d{1,12})?$/;

/**
 * Reads a latitude or longitude typed in decimal degrees (`-1.2921`, `36.82`), within the
 * range of its kind; null when it is not one.
 */
export function parseCoordinate(text: string, kind: "latitude" | "longitude"): number | null {
  const trimmed = text.trim();
  if (!DECIMAL_DEGREES.test(trimmed)) return null;
  const value = Number(trimmed.replace("\u2212", "-"));
  const limit = kind === "latitude" ? 90 : 180;
  return Number.isFinite(value) && Math.abs(value) <= limit ? roundCoordinate(value) : null;
}

/**
 * A pair pasted into one box as map sites copy it, `-1.2921, 36.8219`: the latitude and the
 * longitude as typed; null when the text is not a pair.
 */
export function splitCoordinatePair(text: string): { latitude: string; longitude: string } | null {
  const match = /^\s*([^,\s]+)\s*,\s*([^,\s]+)\s*$/.exec(text);
  return match ? { latitude: match[1]!, longitude: match[2]! } : null;
}

/** The place on openstreetmap.org: a marker on an exact point, the neighbourhood around an approximate one. */
export function openStreetMapLink(position: PublicPosition): string {
  const latitude = position.latitude.toFixed(5);
  const longitude = position.longitude.toFixed(5);
  return position.radiusMetres === null
    ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
    : `https://www.openstreetmap.org/#map=15/${latitude}/${longitude}`;
}
