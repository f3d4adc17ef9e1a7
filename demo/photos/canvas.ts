// The canvas every demo picture is drawn on, and the SVG shapes they are drawn with.
import type { Random } from "../random";

/* Every scene is drawn on a 1440 × 960 canvas (3:2) and rendered at the largest stored width. */
export const CANVAS_WIDTH = 1440;
export const CANVAS_HEIGHT = 960;
export const HORIZON = 560;

export type Point = readonly [number, number];

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${x},${y}`).join(" ");
}

export function polygon(list: readonly Point[], fill: string, extra = ""): string {
  return `<polygon points="${points(list)}" fill="${fill}" ${extra}/>`;
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
}

/** A smooth line through the points (Catmull-Rom turned into cubic Béziers), without the initial move. */
function smoothCurve(list: readonly Point[]): string {
  let path = "";
  for (let index = 0; index < list.length - 1; index++) {
    const [x0, y0] = list[Math.max(index - 1, 0)]!;
    const [x1, y1] = list[index]!;
    const [x2, y2] = list[index + 1]!;
    const [x3, y3] = list[Math.min(index + 2, list.length - 1)]!;
    path += ` C${x1 + (x2 - x0) / 6},${y1 + (y2 - y0) / 6} ${x2 - (x3 - x1) / 6},${y2 - (y3 - y1) / 6} ${x2},${y2}`;
  }
  return path;
}

/** A band of rolling land whose top edge wanders up to `roughness` above `baseY`. */
export function rollingLand(
  random: Random,
  baseY: number,
  roughness: number,
  step: number,
  fill: string,
): string {
  const ridge: Point[] = [];
  for (let x = -step; x <= CANVAS_WIDTH + step; x += step)
    ridge.push([x, baseY - random.between(0, roughness)]);
  const [firstX, firstY] = ridge[0]!;
  const lastX = ridge[ridge.length - 1]![0];
  return `<path d="M${firstX},${firstY}${smoothCurve(ridge)} L${lastX},${CANVAS_HEIGHT} L${firstX},${CANVAS_HEIGHT} Z" fill="${fill}"/>`;
}

export function shadow(centerX: number, y: number, width: number): string {
  return `<ellipse cx="${centerX}" cy="${y}" rx="${width / 2}" ry="${width / 22}" fill="#1d2a1a" opacity=".18"/>`;
}
