import { z } from "zod";

/** Where maps take their tiles from, and the credit shown on every map. */
export interface MapTiles {
  /** A URL template with `{z}`, `{x}` and `{y}`, and optionally `{s}` for the first label of the host. */
  url: string;
  attribution: { text: string; url: string };
}

/** OpenStreetMap's own tiles: fine for a small site; a busy one uses a provider of its own (see docs/running.md). */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** The credit OpenStreetMap requires on any map of its data. */
export const DEFAULT_MAP_ATTRIBUTION = {
  text: "© OpenStreetMap contributors",
  url: "https://www.openstreetmap.org/copyright",
};

const TEMPLATE_ORIGIN = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9.-]+(?::\d{1,5})?)\//i;

/**
 * Where the browser may load tiles from, for the Content-Security-Policy's `img-src`: the
 * template's origin, with `*.` for a `{s}` subdomain; null when the template has none.
 */
export function tileImageSource(template: string): string | null {
  const match = TEMPLATE_ORIGIN.exec(template);
  if (!match) return null;
  return `${match[1]!.toLowerCase()}://${match[2]!.toLowerCase().replace("{s}.", "*.")}`;
}

export const mapTileUrl = z
  .string()
  .refine(
    (template) => tileImageSource(template) !== null,
    "must be an http or https URL template, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png ({s} only as the host's first label)",
  )
  .refine(
    (template) => ["{z}", "{x}", "{y}"].every((part) => template.includes(part)),
    "must name the tile by {z}, {x} and {y}",
  )
  .refine((template) => !/[\s"'<>]/.test(template), "must not hold spaces or quotes");
