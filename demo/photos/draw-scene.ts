// A demo picture drawn whole, as SVG, from its parts.
import { PHOTO_WIDTHS } from "~/domain/photos";
import { seededRandom } from "../random";
import type { DemoScene, DemoSubject } from "../types";
import { CANVAS_HEIGHT, CANVAS_WIDTH, HORIZON, rect } from "./canvas";
import { apartments, bungalow, maisonettes, villa } from "./homes";
import { cottages, hotelTower, plot, poolDeck, resort } from "./hotels-and-land";
import { interior } from "./interior";
import { backdrop, foreground, GROUND_COLOURS } from "./landscapes";
import { LIGHTING, type Scene } from "./light";
import { framingTrees } from "./plants";
import { gradients, sky } from "./sky";

export const RENDERED_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
export const RENDERED_HEIGHT = Math.round((RENDERED_WIDTH * 2) / 3);

const OUTDOOR_SUBJECTS: Record<Exclude<DemoSubject, "interior">, (scene: Scene) => string> = {
  bungalow,
  villa,
  maisonettes,
  apartments,
  resort,
  "hotel-tower": hotelTower,
  cottages,
  plot,
  pool: poolDeck,
};

/** Shortens the long fractions that arithmetic leaves behind, to keep the SVG (and its hash) tidy. */
function compactNumbers(svg: string): string {
  return svg.replace(/(\.\d\d)\d+/g, "$1");
}

/** Draws a scene as SVG; the same scene and seed always give the same drawing. */
export function drawDemoScene({ subject, setting }: DemoScene, seed: string): string {
  const random = seededRandom(seed);
  const lighting = LIGHTING[random.pick(["morning", "midday", "midday", "evening"] as const)];
  const scene: Scene = { random, lighting, setting };

  const body =
    subject === "interior"
      ? interior(scene)
      : sky(scene) +
        backdrop(scene) +
        foreground(scene, HORIZON + 150) +
        OUTDOOR_SUBJECTS[subject](scene) +
        framingTrees(scene, 860);
  const warmth =
    lighting.light === "evening" ? rect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT, "#ff8a3c", 'opacity=".08"') : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDERED_WIDTH}" height="${RENDERED_HEIGHT}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">${gradients(lighting, GROUND_COLOURS[setting])}${body}${warmth}</svg>`;
  return compactNumbers(svg);
}
