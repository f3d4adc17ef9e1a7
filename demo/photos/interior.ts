// The demo pictures of a living room, with a view out of its window.
import type { Random } from "../random";
import { CANVAS_HEIGHT, CANVAS_WIDTH, HORIZON, polygon, rect } from "./canvas";
import { backdrop, foreground } from "./landscapes";
import { ACCENT_COLOURS, type Scene, TRIM, darker, lighter } from "./light";
import { acacia, framingTrees } from "./plants";
import { sky } from "./sky";

/** The landscape outside, for the view through a window. */
function outdoorView(scene: Scene): string {
  return sky(scene) + backdrop(scene) + foreground(scene, 760) + framingTrees(scene, 860);
}

function sofa(left: number, right: number, colour: string, cushions: readonly [string, string]): string {
  const middle = (left + right) / 2;
  return `<g>
${rect(left + 10, 770, right - left - 20, 14, "#000000", 'opacity=".2" rx="7"')}
${rect(left + 30, 600, right - left - 60, 120, colour, 'rx="26"')}
${rect(left + 40, 690, right - left - 80, 70, lighter(colour, 0.1), 'rx="18"')}
${rect(left + 10, 650, 70, 120, darker(colour, 0.1), 'rx="26"')}${rect(right - 80, 650, 70, 120, darker(colour, 0.1), 'rx="26"')}
${rect(left + 100, 640, 100, 70, cushions[0], `rx="18" transform="rotate(-6 ${left + 150} 675)"`)}
${rect(right - 200, 640, 100, 70, cushions[1], `rx="18" transform="rotate(6 ${right - 150} 675)"`)}
${rect(middle - 50, 644, 100, 66, lighter(colour, 0.35), 'rx="18"')}
${rect(left + 30, 770, 10, 16, "#3a2a1a")}${rect(right - 40, 770, 10, 16, "#3a2a1a")}
</g>`;
}

function armchair(centerX: number, colour: string): string {
  return `<g>
${rect(centerX - 100, 790, 200, 12, "#000000", 'opacity=".2" rx="6"')}
${rect(centerX - 80, 600, 160, 150, colour, 'rx="30"')}
${rect(centerX - 110, 680, 220, 80, lighter(colour, 0.1), 'rx="20"')}
${rect(centerX - 120, 650, 50, 130, darker(colour, 0.12), 'rx="22"')}${rect(centerX + 70, 650, 50, 130, darker(colour, 0.12), 'rx="22"')}
${rect(centerX - 90, 780, 10, 20, "#3a2a1a")}${rect(centerX + 80, 780, 10, 20, "#3a2a1a")}
</g>`;
}

function floorLamp(x: number, lit: boolean): string {
  const glow = lit ? `<circle cx="${x}" cy="470" r="220" fill="url(#lamp-glow)"/>` : "";
  const shade = polygon(
    [
      [x - 60, 470],
      [x + 60, 470],
      [x + 40, 400],
      [x - 40, 400],
    ],
    lit ? "#ffe2a8" : "#efe6d2",
  );
  return `${glow}${rect(x - 4, 470, 8, 320, "#3a3a3a")}${rect(x - 50, 790, 100, 10, "#3a3a3a", 'rx="5"')}${shade}`;
}

function pottedPlant(x: number, potColour: string): string {
  let leaves = "";
  for (const [index, angle] of [-40, -20, -5, 10, 28, 45].entries()) {
    leaves += `<path d="M${x},700 q${angle * 1.6},${-120 - index * 14} ${angle * 2.4},${-220 - (index % 3) * 40}" stroke="${index % 2 ? "#3f7a3c" : "#5a9a4a"}" stroke-width="22" fill="none" stroke-linecap="round"/>`;
  }
  const pot = polygon(
    [
      [x - 60, 690],
      [x + 60, 690],
      [x + 46, 790],
      [x - 46, 790],
    ],
    potColour,
  );
  return leaves + pot;
}

/** A framed picture: an abstract sunset, a kikoi-striped weave or an acacia at dusk. */
function wallArt(centerX: number, top: number, random: Random): string {
  const left = centerX - 70;
  const frame = `${rect(left - 10, top - 10, 160, 210, random.pick(["#3a2a1a", "#c9a86a", "#2b2f33"]))}${rect(left, top, 140, 190, "#f2e6d0")}`;
  switch (random.integer(0, 2)) {
    case 0:
      return `${frame}<circle cx="${centerX}" cy="${top + 80}" r="36" fill="#c0623e"/>${rect(left + 20, top + 120, 100, 44, "#2f6f73")}`;
    case 1: {
      const stripes = ["#c0623e", "#e8c06a", "#2f6f73", "#8a3b2e", "#e8c06a", "#3d4f6b"];
      return (
        frame +
        stripes.map((colour, index) => rect(left + 14 + index * 19, top + 14, 14, 162, colour)).join("")
      );
    }
    default:
      return `${frame}${rect(left, top, 140, 190, "#f0a86a")}${rect(left, top + 130, 140, 60, "#6b4a2e")}${acacia(centerX, top + 140, 0.55, "#2b2520", "#2b2520")}`;
  }
}

export function interior(scene: Scene): string {
  const { random, lighting } = scene;
  const wall = random.pick(["#f3ede2", "#efe4d4", "#e4e8e0", "#f2e6da", "#e9e1d3", "#dfe6ea"]);
  const floorTop = 700;
  const windowLeft = random.between(340, 420);
  const windowRight = random.between(1020, 1100);
  const windowTop = 130;
  const windowBottom = 620;
  const frame = random.pick([TRIM, "#3d4248", "#6b4a2e"]);
  const viewWidth = windowRight - windowLeft;
  const view = `<svg x="${windowLeft}" y="${windowTop}" width="${viewWidth}" height="${windowBottom - windowTop}" viewBox="${(CANVAS_WIDTH - viewWidth * 1.6) / 2} ${HORIZON - 420} ${viewWidth * 1.6} ${(windowBottom - windowTop) * 1.6}" preserveAspectRatio="xMidYMid slice">${outdoorView(scene)}</svg>`;
  const mullions = [1, 2]
    .map((index) =>
      rect(windowLeft + (viewWidth * index) / 3 - 6, windowTop, 12, windowBottom - windowTop, frame),
    )
    .join("");
  const glazing = `${rect(windowLeft - 18, windowTop - 18, viewWidth + 36, windowBottom - windowTop + 36, frame)}${view}${mullions}${rect(windowLeft - 30, windowBottom + 10, viewWidth + 60, 14, frame)}`;

  const curtain = random.pick(["#d9c7a6", "#c98f6b", "#9fb39a", "#e8dccb", "#b5633e"]);
  const drape = (x: number) => {
    let folds = "";
    for (let fold = 1; fold < 4; fold++)
      folds += rect(x + fold * 28, windowTop - 40, 4, windowBottom - windowTop + 120, darker(curtain, 0.15));
    return rect(x, windowTop - 40, 112, windowBottom - windowTop + 120, curtain) + folds;
  };
  const curtains = `${rect(windowLeft - 120, windowTop - 52, viewWidth + 240, 8, "#5a4a3a")}${drape(windowLeft - 110)}${drape(windowRight - 2)}`;
  const wainscot = random.chance(0.4)
    ? rect(0, 470, CANVAS_WIDTH, floorTop - 470, darker(wall, 0.07)) + rect(0, 466, CANVAS_WIDTH, 8, TRIM)
    : "";

  const floorColour = random.pick(["#b98a5e", "#a87650", "#c9a27a"]);
  let floor = rect(0, floorTop, CANVAS_WIDTH, CANVAS_HEIGHT - floorTop, floorColour);
  for (let y = floorTop + 18, gap = 18; y < CANVAS_HEIGHT; gap *= 1.25, y += gap)
    floor += rect(0, y, CANVAS_WIDTH, 2, darker(floorColour, 0.15));
  floor += rect(0, floorTop - 12, CANVAS_WIDTH, 12, TRIM);
  const sunlight =
    lighting.light === "evening"
      ? ""
      : polygon(
          [
            [windowLeft + 40, floorTop],
            [windowRight - 40, floorTop],
            [windowRight + 160, CANVAS_HEIGHT],
            [windowLeft + 200, CANVAS_HEIGHT],
          ],
          "#fff6dc",
          'opacity=".18"',
        );

  const sofaLeft = random.between(400, 480);
  const sofaRight = sofaLeft + 560;
  const middle = (sofaLeft + sofaRight) / 2;
  const [rugBase, rugBand, rugEdge] = random.pick([
    ["#c0623e", "#f2e6d0", "#2f6f73"],
    ["#8a3b2e", "#e8c06a", "#3d4f6b"],
    ["#5d7b57", "#f2efe6", "#d9a441"],
    ["#e8dccb", "#c0623e", "#3d4248"],
  ] as const);
  const rug = random.chance(0.5)
    ? `<ellipse cx="${middle}" cy="870" rx="420" ry="70" fill="${rugBase}"/><ellipse cx="${middle}" cy="870" rx="380" ry="56" fill="none" stroke="${rugBand}" stroke-width="8"/><ellipse cx="${middle}" cy="870" rx="320" ry="40" fill="none" stroke="${rugEdge}" stroke-width="10"/>`
    : `${polygon(
        [
          [middle - 330, 800],
          [middle + 330, 800],
          [middle + 420, 940],
          [middle - 420, 940],
        ],
        rugBase,
      )}${rect(middle - 360, 830, 720, 10, rugBand)}${rect(middle - 380, 890, 760, 12, rugEdge)}`;

  const table = `${rect(middle - 170, 840, 340, 16, "#6b4a2e", 'rx="6"')}${rect(middle - 150, 856, 10, 40, "#5a3d24")}${rect(middle + 140, 856, 10, 40, "#5a3d24")}
${rect(middle - 120, 826, 80, 14, "#2f3a4a")}${rect(middle - 112, 814, 64, 12, "#d9a441")}
${polygon(
  [
    [middle + 60, 840],
    [middle + 100, 840],
    [middle + 94, 790],
    [middle + 66, 790],
  ],
  "#f2efe6",
)}<circle cx="${middle + 70}" cy="774" r="14" fill="#e86a9a"/><circle cx="${middle + 92}" cy="770" r="12" fill="#f2c14e"/><circle cx="${middle + 80}" cy="756" r="12" fill="#e86a9a"/>`;

  const sofaColour = random.pick(["#d9a441", "#2f6f73", "#c0623e", "#8a8f98", "#5d7b57", "#3f5f8f"]);
  const cushions = [
    random.pick(["#f2efe6", "#e8c06a", "#c43a2f"]),
    random.pick(["#2f3a4a", "#f2efe6", "#d9a441"]),
  ] as const;
  const plantOnLeft = random.chance(0.5);
  const plantX = plantOnLeft ? 190 : 1250;
  const otherSideX = plantOnLeft ? 1250 : 190;
  const otherSide = random.chance(0.5)
    ? floorLamp(otherSideX, lighting.lampsOn)
    : armchair(otherSideX, random.pick(ACCENT_COLOURS.filter((colour) => colour !== sofaColour)));
  const art = random.chance(0.7)
    ? wallArt(plantOnLeft ? (windowLeft - 120) / 2 : (windowRight + 120 + CANVAS_WIDTH) / 2, 170, random)
    : "";

  return `${rect(0, 0, CANVAS_WIDTH, floorTop, wall)}${rect(0, 0, CANVAS_WIDTH, 40, darker(wall, 0.06))}${wainscot}${glazing}${curtains}${art}${floor}${sunlight}${rug}${otherSide}${sofa(sofaLeft, sofaRight, sofaColour, cushions)}${table}${pottedPlant(plantX, random.pick(["#b5633e", "#e8e1d3", "#3d4248"]))}`;
}
