// The demo pictures of hotels and land: hotel tower, resort, cottages, a bare plot and a pool deck.
import {
  car,
  door,
  flatRoof,
  glassFill,
  lounger,
  makutiRoof,
  pool,
  umbrella,
  windowPane,
} from "./building-parts";
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Point, points, polygon, rect, shadow } from "./canvas";
import { GROUND_COLOURS } from "./landscapes";
import { ACCENT_COLOURS, MAKUTI, type Scene, TRIM, darker, lighter, mix } from "./light";
import { acacia, cypress, palm, roundTree, shrub } from "./plants";

export function hotelTower(scene: Scene): string {
  const { random } = scene;
  const baseY = random.between(800, 820);
  const towerWidth = random.between(300, 340);
  const towerLeft = random.between(520, 980 - towerWidth);
  const floors = random.integer(11, 14);
  const floorHeight = 38;
  const podiumTop = baseY - 110;
  const towerTop = podiumTop - floors * floorHeight;
  const frame = random.pick(["#e9e4da", "#d3d6d9", "#c9b9a0"]);
  const brand = random.pick(ACCENT_COLOURS);

  let tower = rect(towerLeft, towerTop, towerWidth, podiumTop - towerTop, "url(#glass)");
  for (let floor = 0; floor <= floors; floor++)
    tower += rect(towerLeft, towerTop + floor * floorHeight - 3, towerWidth, 6, frame);
  for (let x = towerLeft; x <= towerLeft + towerWidth; x += towerWidth / 8)
    tower += rect(x - 1.5, towerTop, 3, podiumTop - towerTop, darker(frame, 0.3), 'opacity=".6"');
  if (scene.lighting.lampsOn) {
    for (let floor = 0; floor < floors; floor++) {
      for (let column = 0; column < 8; column++) {
        if (random.chance(0.4))
          tower += rect(
            towerLeft + (column * towerWidth) / 8 + 2,
            towerTop + floor * floorHeight + 4,
            towerWidth / 8 - 4,
            floorHeight - 8,
            "url(#glass-lit)",
          );
      }
    }
  }
  tower += polygon(
    [
      [towerLeft + towerWidth * 0.1, towerTop],
      [towerLeft + towerWidth * 0.45, towerTop],
      [towerLeft + towerWidth * 0.2, podiumTop],
      [towerLeft, podiumTop],
      [towerLeft, towerTop + 60],
    ],
    "#ffffff",
    'opacity=".12"',
  );
  tower +=
    rect(towerLeft - 10, towerTop - 40, towerWidth + 20, 42, frame) +
    rect(towerLeft + towerWidth / 2 - 60, towerTop - 32, 120, 26, brand, 'rx="4"');

  const wingLeft = towerLeft < 700 ? towerLeft + towerWidth + 30 : towerLeft - 270;
  let wing =
    rect(wingLeft, podiumTop - 230, 240, 230, frame) +
    rect(wingLeft - 6, podiumTop - 244, 252, 14, darker(frame, 0.15));
  for (let y = podiumTop - 210; y < podiumTop - 20; y += 48) {
    for (let x = wingLeft + 20; x < wingLeft + 220; x += 52) wing += rect(x, y, 34, 28, glassFill(scene));
  }

  const podiumLeft = Math.min(towerLeft, wingLeft) - 60;
  const podiumRight = Math.max(towerLeft + towerWidth, wingLeft + 240) + 60;
  let podium =
    rect(podiumLeft, podiumTop, podiumRight - podiumLeft, 110, darker(frame, 0.08)) +
    rect(podiumLeft + 20, podiumTop + 20, podiumRight - podiumLeft - 40, 90, "url(#glass)");
  const entrance = towerLeft + towerWidth / 2;
  podium +=
    rect(entrance - 110, podiumTop + 8, 220, 16, brand) +
    rect(entrance - 100, podiumTop + 24, 6, 86, "#5a5f66") +
    rect(entrance + 94, podiumTop + 24, 6, 86, "#5a5f66");
  let flags = "";
  for (const [index, colour] of ["#2e7d4f", "#b23a3a", brand].entries()) {
    const x = podiumLeft - 40 - index * 36;
    flags += rect(x, baseY - 170, 4, 170, "#8a8f96") + rect(x + 4, baseY - 168, 40, 26, colour);
  }
  const forecourt = rect(podiumLeft - 140, baseY, podiumRight - podiumLeft + 280, 60, "#c9c2b4");
  const cars =
    car(entrance - 200, baseY + 40, random.pick(["#2b2f33", "#e8e6e1"])) +
    car(entrance + 60, baseY + 44, random.pick(ACCENT_COLOURS));
  return (
    shadow((podiumLeft + podiumRight) / 2, baseY + 4, podiumRight - podiumLeft + 120) +
    wing +
    tower +
    podium +
    forecourt +
    flags +
    cars
  );
}

export function resort(scene: Scene): string {
  const { random, setting } = scene;
  const baseY = random.between(740, 760);
  const width = random.between(700, 780);
  const left = random.between(330, 1110 - width);
  const right = left + width;
  const wall =
    setting === "coast"
      ? random.pick(["#f7f4ec", "#f4ecdc"])
      : random.pick(["#d9c7a6", "#cdb996", "#e2d3b8"]);
  const storeyHeight = 100;
  const top = baseY - storeyHeight * 2;

  let building = rect(left, top, width, storeyHeight * 2, wall);
  const bays = Math.floor(width / 120);
  const bayWidth = width / bays;
  for (let bay = 0; bay < bays; bay++) {
    const x = left + bay * bayWidth;
    const archLeft = x + 22;
    const archRight = x + bayWidth - 22;
    building += `<path d="M${archLeft},${baseY} V${baseY - 58} A${(archRight - archLeft) / 2},${(archRight - archLeft) / 2} 0 0 1 ${archRight},${baseY - 58} V${baseY} Z" fill="${mix(wall, "#4a3a30", 0.6)}"/>`;
    building += windowPane(scene, x + bayWidth / 2 - 34, top + 24, 68, 60, darker(wall, 0.5));
    building +=
      rect(x + 10, top + storeyHeight - 14, bayWidth - 20, 8, TRIM) +
      rect(x + 10, top + storeyHeight - 36, bayWidth - 20, 22, "#7a5a3a", 'opacity=".35"');
  }
  building += makutiRoof(left, right, top, random.between(140, 170));

  const bandaX = left < 700 ? right + 120 : left - 120;
  const banda =
    rect(bandaX - 60, baseY - 90, 120, 90, wall) +
    rect(bandaX - 30, baseY - 70, 60, 70, darker(wall, 0.45)) +
    makutiRoof(bandaX - 60, bandaX + 60, baseY - 90, 130);

  const poolTop = baseY + 40;
  const deck = rect(0, baseY + 6, CANVAS_WIDTH, CANVAS_HEIGHT, "#e8dcc6");
  const water = pool(left - 120, right + 120, poolTop, poolTop + 110, 40, random);
  const cushion = random.pick(ACCENT_COLOURS);
  const loungers = [0.15, 0.4, 0.65]
    .map((share) => lounger(left + share * width, baseY + 32, cushion))
    .join("");
  const shade = umbrella(left + width * 0.3, baseY + 32, random.pick(["#f2efe6", "#d9a441", "#2f6f73"]));
  return (
    shadow((left + right) / 2, baseY + 4, width + 100) + deck + building + banda + water + loungers + shade
  );
}

function rondavel(scene: Scene, x: number, baseY: number, size: number, wall: string): string {
  const radius = 80 * size;
  const wallHeight = 100 * size;
  const top = baseY - wallHeight;
  let stones = "";
  for (let row = 0; row < 4; row++) {
    for (let column = 0; column < 5; column++) {
      const stoneX = x - radius + 12 * size + column * 32 * size + (row % 2) * 14 * size;
      if (stoneX < x + radius - 24 * size)
        stones += rect(
          stoneX,
          top + 14 * size + row * 22 * size,
          22 * size,
          12 * size,
          darker(wall, 0.15),
          `rx="${4 * size}" opacity=".5"`,
        );
    }
  }
  let thatch = "";
  for (let step = -6; step <= 6; step++)
    thatch += `<line x1="${x + step * 2 * size}" y1="${top - 130 * size}" x2="${x + step * 18 * size}" y2="${top + 14 * size}"/>`;
  return `<g>
<ellipse cx="${x}" cy="${baseY + 4}" rx="${radius * 1.3}" ry="${10 * size}" fill="#1d2a1a" opacity=".18"/>
<path d="M${x - radius},${top} V${baseY - 8 * size} Q${x},${baseY + 12 * size} ${x + radius},${baseY - 8 * size} V${top} Z" fill="${wall}"/>${stones}
${door(x - 22 * size, baseY + 2 * size, 44 * size, 72 * size, "#6b4a2e")}
${windowPane(scene, x + 34 * size, top + 26 * size, 30 * size, 30 * size, "#6b4a2e")}
<path d="M${x - radius - 30 * size},${top + 14 * size} Q${x - radius * 0.6},${top - 60 * size} ${x},${top - 136 * size} Q${x + radius * 0.6},${top - 60 * size} ${x + radius + 30 * size},${top + 14 * size} Q${x},${top + 26 * size} ${x - radius - 30 * size},${top + 14 * size} Z" fill="${MAKUTI}"/>
<g stroke="${darker(MAKUTI, 0.25)}" stroke-width="${2 * size}" opacity=".5">${thatch}</g>
<circle cx="${x}" cy="${top - 134 * size}" r="${6 * size}" fill="${darker(MAKUTI, 0.35)}"/>
</g>`;
}

export function cottages(scene: Scene): string {
  const { random } = scene;
  const baseY = random.between(800, 830);
  const wall = random.pick(["#cdb58f", "#d9c3a0", "#c9a98a", "#e8dcc6"]);
  const positions: [number, number, number][] = [
    [random.between(980, 1120), baseY - 120, 0.85],
    [random.between(260, 400), baseY - 80, 1.0],
    [random.between(620, 760), baseY, 1.6],
  ];
  const path = `<path d="M${positions[2]![0]},${baseY + 20} Q${positions[2]![0] - 200},${baseY + 80} ${positions[2]![0] - 260},${CANVAS_HEIGHT}" stroke="#cbbd9f" stroke-width="44" fill="none" stroke-dasharray="40 14"/>`;
  const huts = positions.map(([x, y, size]) => rondavel(scene, x, y, size, wall)).join("");
  const bushes =
    shrub(positions[2]![0] + 150, baseY + 10, 1.1, "#4e7f3a", "#e0a33a") +
    shrub(positions[1]![0] - 120, baseY - 80, 0.8, "#4e7f3a", null);
  return path + huts + bushes;
}

export function plot(scene: Scene): string {
  const { random, setting } = scene;
  const farY = random.between(690, 720);
  const nearY = 960;
  const farLeft = random.between(260, 420);
  const farRight = random.between(1020, 1180);
  const nearLeft = farLeft - 520;
  const nearRight = farRight + 520;
  const cleared = lighter(GROUND_COLOURS[setting], 0.12);

  let land = polygon(
    [
      [farLeft, farY],
      [farRight, farY],
      [nearRight, nearY],
      [nearLeft, nearY],
    ],
    cleared,
  );
  if (setting === "farmland") {
    for (let row = 0; row < 14; row++) {
      const t = row / 13;
      const y = farY + 14 + (nearY - farY) * t * t;
      const from = farLeft + (nearLeft - farLeft) * t * t;
      const to = farRight + (nearRight - farRight) * t * t;
      land += `<line x1="${from}" y1="${y}" x2="${to}" y2="${y}" stroke="#5f8a3a" stroke-width="${3 + t * 10}" stroke-dasharray="${4 + t * 10} ${6 + t * 12}"/>`;
    }
  } else {
    for (let tuft = 0; tuft < 40; tuft++) {
      const t = random.between(0.05, 1);
      const y = farY + (nearY - farY) * t * t;
      const x = random.between(
        farLeft + (nearLeft - farLeft) * t * t,
        farRight + (nearRight - farRight) * t * t,
      );
      const size = 6 + t * 18;
      land += `<path d="M${x - size},${y} L${x - size / 3},${y - size * 1.2} L${x},${y} L${x + size / 3},${y - size * 1.4} L${x + size},${y}" stroke="${darker(cleared, 0.25)}" stroke-width="${1 + t * 2}" fill="none"/>`;
    }
  }

  const postColour = "#7a5a3a";
  let fence = "";
  const fenceLine = (
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    count: number,
    nearHeight: number,
  ) => {
    const tops: Point[] = [];
    for (let index = 0; index <= count; index++) {
      const t = index / count;
      const eased = t * t;
      const x = fromX + (toX - fromX) * eased;
      const y = fromY + (toY - fromY) * eased;
      const height = 26 + (nearHeight - 26) * eased;
      fence += rect(x - height / 14, y - height, height / 7, height, postColour);
      tops.push([x, y - height]);
    }
    for (const share of [0.1, 0.45, 0.8]) {
      const wire = tops.map(([x, y], index): Point => {
        const eased = (index / count) ** 2;
        const height = 26 + (nearHeight - 26) * eased;
        return [x, y + height * share];
      });
      fence += `<polyline points="${points(wire)}" stroke="#5a5a5a" stroke-width="1.5" fill="none" opacity=".7"/>`;
    }
  };
  for (let x = farLeft; x < farRight; x += 46) fence += rect(x - 2, farY - 26, 4, 26, postColour);
  for (const share of [0.1, 0.45, 0.8])
    fence += `<line x1="${farLeft}" y1="${farY - 26 + 26 * share}" x2="${farRight}" y2="${farY - 26 + 26 * share}" stroke="#5a5a5a" stroke-width="1.5" opacity=".7"/>`;
  fenceLine(farLeft, farY, nearLeft, nearY, 9, 150);
  fenceLine(farRight, farY, nearRight, nearY, 9, 150);

  const beacon = `${rect(farLeft - 6, farY - 24, 12, 28, "#f2f0ea")}${rect(farLeft - 6, farY - 24, 12, 9, "#c43a2f")}`;
  const signX = random.chance(0.5) ? random.between(200, 360) : random.between(1000, 1140);
  const signY = random.between(850, 880);
  const sign = `${rect(signX + 20, signY - 170, 8, 170, postColour)}${rect(signX + 152, signY - 170, 8, 170, postColour)}
${rect(signX, signY - 200, 180, 110, "#fbfaf6", 'rx="4"')}${rect(signX, signY - 200, 180, 30, random.pick(ACCENT_COLOURS), 'rx="4"')}
${rect(signX + 20, signY - 156, 140, 10, "#9aa0a6", 'rx="5"')}${rect(signX + 20, signY - 136, 100, 10, "#c4c8cc", 'rx="5"')}${rect(signX + 20, signY - 116, 120, 10, "#c4c8cc", 'rx="5"')}`;

  const roadColour = "#b8714a";
  const road = `<path d="M-40,${CANVAS_HEIGHT} C300,${farY + 150} 900,${farY + 120} ${CANVAS_WIDTH + 40},${farY + 60} L${CANVAS_WIDTH + 40},${farY + 150} C900,${farY + 220} 500,${farY + 250} 260,${CANVAS_HEIGHT} Z" fill="${roadColour}" opacity=".9"/>`;
  const useRoad = random.chance(0.5);
  const trees = (() => {
    switch (setting) {
      case "coast":
        return palm(random.between(600, 860), farY + 40, 300, random.between(-40, 40));
      case "highlands":
        return (
          cypress(random.between(520, 900), farY + 10, 170) +
          roundTree(random.between(700, 980), farY + 30, 0.9, "#4f7a3f")
        );
      case "farmland":
        return roundTree(random.between(560, 880), farY + 10, 0.9, "#3f6f35");
      case "lakeside":
      case "savanna":
      case "city":
        return acacia(random.between(560, 900), farY + 40, random.between(1.1, 1.4));
    }
  })();
  return land + trees + fence + beacon + (useRoad ? road : "") + sign;
}

export function poolDeck(scene: Scene): string {
  const { random } = scene;
  const deckTop = random.between(690, 710);
  const wall = random.pick(["#f7f4ec", "#f4ecdc", "#e2d3b8"]);
  const buildingOnLeft = random.chance(0.5);
  const buildingLeft = buildingOnLeft ? -20 : CANVAS_WIDTH - 300;
  const building =
    rect(buildingLeft, 300, 320, deckTop - 290, wall) +
    rect(buildingLeft + (buildingOnLeft ? 60 : 40), 380, 200, deckTop - 380, "#3d4248") +
    rect(buildingLeft + (buildingOnLeft ? 66 : 46), 386, 92, deckTop - 386, glassFill(scene)) +
    rect(buildingLeft + (buildingOnLeft ? 162 : 142), 386, 92, deckTop - 386, glassFill(scene)) +
    (scene.setting === "coast" || scene.setting === "savanna" || scene.setting === "lakeside"
      ? makutiRoof(buildingLeft, buildingLeft + 320, 300, 150)
      : flatRoof(buildingLeft, buildingLeft + 320, 300, "#3d4248"));

  let tiles = `${rect(0, deckTop, CANVAS_WIDTH, CANVAS_HEIGHT - deckTop, "#e8dcc6")}`;
  for (let x = -1400; x < CANVAS_WIDTH + 1400; x += 120) {
    tiles += `<line x1="${CANVAS_WIDTH / 2 + (x - CANVAS_WIDTH / 2) * 0.35}" y1="${deckTop}" x2="${x}" y2="${CANVAS_HEIGHT}" stroke="#d3c5ab" stroke-width="2"/>`;
  }
  const water = pool(
    random.between(140, 260),
    random.between(1180, 1300),
    deckTop + 70,
    CANVAS_HEIGHT + 30,
    80,
    random,
  );
  const cushion = random.pick(ACCENT_COLOURS);
  const loungerStart = buildingOnLeft ? 420 : 180;
  const loungers = [0, 1, 2]
    .map((index) => lounger(loungerStart + index * 170, deckTop + 48, cushion))
    .join("");
  const shade = umbrella(
    loungerStart + 240,
    deckTop + 40,
    random.pick(["#f2efe6", "#d9a441", "#c0623e", "#2f6f73"]),
  );
  const potX = buildingOnLeft ? 1200 : 120;
  const pot = `${polygon(
    [
      [potX - 40, deckTop + 20],
      [potX + 40, deckTop + 20],
      [potX + 30, deckTop + 90],
      [potX - 30, deckTop + 90],
    ],
    "#b5633e",
  )}${shrub(potX, deckTop + 24, 1.3, "#4e7f3a", null)}`;
  return tiles + building + water + loungers + shade + pot;
}
