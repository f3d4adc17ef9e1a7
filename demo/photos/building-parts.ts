// The parts buildings are drawn with: windows, doors, roofs, walls, and what stands around them.
import type { Random } from "../random";
import { type Point, polygon, rect } from "./canvas";
import { MAKUTI, type Scene, TRIM, darker, lighter } from "./light";

export function glassFill(scene: Scene): string {
  return scene.lighting.lampsOn && scene.random.chance(0.65) ? "url(#glass-lit)" : "url(#glass)";
}

export function windowPane(
  scene: Scene,
  x: number,
  y: number,
  width: number,
  height: number,
  frame = TRIM,
): string {
  const inset = Math.max(4, width / 16);
  const mullions =
    width > 70 ? rect(x + width / 2 - 2, y, 4, height, frame) : rect(x, y + height * 0.4, width, 3, frame);
  return `${rect(x - 4, y - 4, width + 8, height + 8, darker(frame, 0.12), 'opacity=".35"')}${rect(x, y, width, height, frame)}${rect(x + inset, y + inset, width - inset * 2, height - inset * 2, glassFill(scene))}${mullions}${rect(x - 6, y + height, width + 12, 7, frame)}`;
}

export function door(x: number, baseY: number, width: number, height: number, colour: string): string {
  return `${rect(x - 6, baseY - height - 6, width + 12, height + 6, TRIM)}${rect(x, baseY - height, width, height, colour)}
${rect(x + 8, baseY - height + 10, width / 2 - 12, height - 20, darker(colour, 0.15))}${rect(x + width / 2 + 4, baseY - height + 10, width / 2 - 12, height - 20, darker(colour, 0.15))}
<circle cx="${x + width - 12}" cy="${baseY - height / 2}" r="3" fill="#e4c46a"/>${rect(x - 16, baseY, width + 32, 8, "#c9c4b8")}`;
}

/** A hipped roof over the span [left, right] whose eaves rest at `eavesY`. */
export function hipRoof(left: number, right: number, eavesY: number, height: number, colour: string): string {
  const overhang = 30;
  const inset = height * 1.1;
  const outline: Point[] = [
    [left - overhang, eavesY],
    [right + overhang, eavesY],
    [right - inset, eavesY - height],
    [left + inset, eavesY - height],
  ];
  let courses = "";
  for (let y = eavesY - height + 16; y < eavesY; y += 17) {
    const progress = (eavesY - y) / height;
    const from = left - overhang + (inset + overhang) * progress;
    const to = right + overhang - (inset + overhang) * progress;
    courses += `<line x1="${from}" y1="${y}" x2="${to}" y2="${y}"/>`;
  }
  return `${rect(left, eavesY, right - left, 16, "#000000", 'opacity=".14"')}${polygon(outline, colour)}
<g stroke="${darker(colour, 0.2)}" stroke-width="2" opacity=".6">${courses}</g>${rect(left - overhang, eavesY - 4, right - left + overhang * 2, 10, TRIM)}`;
}

/** A front-facing gable: the roof seen end-on, with the wall's triangle beneath it. */
export function gableRoof(
  left: number,
  right: number,
  eavesY: number,
  height: number,
  roof: string,
  wall: string,
): string {
  const middle = (left + right) / 2;
  const overhang = 24;
  return `${polygon(
    [
      [left - overhang, eavesY + 8],
      [middle, eavesY - height - 10],
      [right + overhang, eavesY + 8],
    ],
    roof,
  )}${polygon(
    [
      [left + 10, eavesY],
      [middle, eavesY - height + 18],
      [right - 10, eavesY],
    ],
    wall,
  )}<circle cx="${middle}" cy="${eavesY - height * 0.4}" r="${height * 0.12}" fill="${darker(wall, 0.3)}"/>`;
}

/** A steep thatched roof with a ragged fringe. */
export function makutiRoof(left: number, right: number, eavesY: number, height: number): string {
  const inset = (right - left) * 0.22;
  const outline: Point[] = [
    [left - 40, eavesY],
    [right + 40, eavesY],
    [right - inset, eavesY - height],
    [left + inset, eavesY - height],
  ];
  let thatch = "";
  for (let x = left - 30; x < right + 40; x += 14) {
    const topX = left + inset + ((x - left + 30) / (right - left + 70)) * (right - left - inset * 2);
    thatch += `<line x1="${topX}" y1="${eavesY - height + 6}" x2="${x}" y2="${eavesY + 6}"/>`;
  }
  let fringe = "";
  for (let x = left - 40; x < right + 40; x += 16) fringe += ` L${x + 8},${eavesY + 12} L${x + 16},${eavesY}`;
  return `${rect(left, eavesY, right - left, 18, "#000000", 'opacity=".18"')}${polygon(outline, MAKUTI)}
<path d="M${left - 40},${eavesY}${fringe} Z" fill="${darker(MAKUTI, 0.1)}"/>
<g stroke="${darker(MAKUTI, 0.25)}" stroke-width="2" opacity=".5">${thatch}</g>
${rect(left + inset - 6, eavesY - height - 6, right - left - inset * 2 + 12, 10, darker(MAKUTI, 0.3), 'rx="4"')}`;
}

export function flatRoof(left: number, right: number, y: number, colour: string): string {
  return `${rect(left - 34, y - 18, right - left + 68, 18, colour)}${rect(left, y, right - left, 12, "#000000", 'opacity=".14"')}`;
}

export function waterTank(x: number, baseY: number): string {
  return `${rect(x, baseY - 36, 30, 36, "#2a2d31", 'rx="4"')}<ellipse cx="${x + 15}" cy="${baseY - 36}" rx="15" ry="5" fill="#3b3f45"/>`;
}

export function car(x: number, baseY: number, colour: string): string {
  return `<g>
<path d="M${x},${baseY - 14} q0,-22 20,-24 l24,-22 h64 l28,22 q24,2 24,24 v10 h-160 z" fill="${colour}"/>
<path d="M${x + 50},${baseY - 40} l18,-16 h36 l20,16 z" fill="#a9c6d8"/>
<circle cx="${x + 36}" cy="${baseY - 4}" r="14" fill="#23262a"/><circle cx="${x + 124}" cy="${baseY - 4}" r="14" fill="#23262a"/>
<circle cx="${x + 36}" cy="${baseY - 4}" r="6" fill="#9aa0a6"/><circle cx="${x + 124}" cy="${baseY - 4}" r="6" fill="#9aa0a6"/>
</g>`;
}

export function compoundWall(
  left: number,
  right: number,
  top: number,
  colour: string,
  gateAt: number,
): string {
  const height = 90;
  const gateWidth = 180;
  let pillars = "";
  for (let x = left + 40; x < right; x += 220) {
    if (x > gateAt - 40 && x < gateAt + gateWidth + 10) continue;
    pillars +=
      rect(x, top - 14, 30, height + 14, darker(colour, 0.1)) +
      rect(x - 4, top - 20, 38, 8, lighter(colour, 0.4));
  }
  pillars +=
    rect(gateAt - 30, top - 24, 30, height + 24, darker(colour, 0.1)) +
    rect(gateAt + gateWidth, top - 24, 30, height + 24, darker(colour, 0.1));
  let bars = "";
  for (let x = gateAt + 10; x < gateAt + gateWidth - 6; x += 14)
    bars += rect(x, top + 6, 5, height - 10, "#2b2f33");
  return `${rect(left, top, right - left, height, colour)}${rect(left, top - 8, right - left, 10, lighter(colour, 0.4))}${pillars}
${rect(gateAt, top - 6, gateWidth, height + 6, "#3a3f45")}${rect(gateAt + 4, top - 2, gateWidth - 8, height - 2, "#59626b")}${bars}`;
}

export function lounger(x: number, baseY: number, cushion: string): string {
  return `<g>${rect(x, baseY - 22, 120, 10, TRIM, 'rx="4"')}${polygon(
    [
      [x + 90, baseY - 22],
      [x + 120, baseY - 52],
      [x + 130, baseY - 48],
      [x + 104, baseY - 18],
    ],
    TRIM,
  )}${rect(x + 4, baseY - 28, 90, 8, cushion, 'rx="4"')}${rect(x + 8, baseY - 14, 5, 14, "#9a9690")}${rect(x + 104, baseY - 14, 5, 14, "#9a9690")}</g>`;
}

export function umbrella(x: number, baseY: number, colour: string): string {
  const top = baseY - 170;
  const scallops = " q-15,14 -30,0".repeat(6);
  return `<g>${rect(x - 3, top, 6, 170, "#7a6a5a")}
<path d="M${x - 90},${top + 40} Q${x},${top - 40} ${x + 90},${top + 40}${scallops} Z" fill="${colour}"/>
<path d="M${x},${top - 1} L${x - 30},${top + 44} M${x},${top - 1} L${x + 30},${top + 44}" stroke="${darker(colour, 0.15)}" stroke-width="3"/></g>`;
}

export function pool(
  left: number,
  right: number,
  top: number,
  bottom: number,
  skew: number,
  random: Random,
): string {
  const outline: Point[] = [
    [left + skew, top],
    [right - skew, top],
    [right, bottom],
    [left, bottom],
  ];
  let ripples = "";
  for (let index = 0; index < 12; index++) {
    const y = random.between(top + 10, bottom - 8);
    const x = random.between(left + 40, right - 140);
    ripples += `<path d="M${x},${y} q20,-6 40,0 t40,0 t40,0" stroke="#ffffff" stroke-width="3" fill="none" opacity=".35"/>`;
  }
  return `${polygon(outline, "#f1ece2", 'stroke="#f1ece2" stroke-width="28" stroke-linejoin="round"')}${polygon(outline, "url(#pool)")}${ripples}
${polygon(
  [
    [left + skew, top],
    [right - skew, top],
    [right - skew - 10, top + 14],
    [left + skew + 10, top + 14],
  ],
  "#0f6c8f",
  'opacity=".35"',
)}`;
}
