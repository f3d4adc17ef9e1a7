// The demo pictures of homes: bungalow, villa, maisonettes and apartments.
import {
  car,
  compoundWall,
  door,
  flatRoof,
  gableRoof,
  glassFill,
  hipRoof,
  pool,
  waterTank,
  windowPane,
} from "./building-parts";
import { CANVAS_HEIGHT, CANVAS_WIDTH, polygon, rect, shadow } from "./canvas";
import { ACCENT_COLOURS, ROOF_COLOURS, type Scene, TRIM, WALL_COLOURS, darker, lighter } from "./light";
import { shrub } from "./plants";

/** Left edges for as many windows as fit in [from, to], spread evenly. */
function windowSlots(from: number, to: number, windowWidth: number, gap: number): number[] {
  const count = Math.floor((to - from + gap) / (windowWidth + gap));
  if (count <= 0) return [];
  const spacing = (to - from - count * windowWidth) / (count + 1);
  return Array.from({ length: count }, (_, index) => from + spacing + index * (windowWidth + spacing));
}

/** A single-storey house, either with a gabled front wing or with a columned veranda. */
export function bungalow(scene: Scene): string {
  const { random } = scene;
  const baseY = random.between(820, 840);
  const width = random.between(740, 840);
  const left = random.between(320, 1120 - width);
  const right = left + width;
  const wallHeight = random.between(200, 215);
  const top = baseY - wallHeight;
  const wall = random.pick(WALL_COLOURS);
  const roof = random.pick(ROOF_COLOURS);
  const doorColour = random.pick(["#7a4f2e", "#2f5d50", "#8a3b2e", "#3d4f6b"]);
  const doorWidth = 82;
  const windowWidth = 104;
  const windowY = top + 50;
  const windows = (from: number, to: number) =>
    windowSlots(from, to, windowWidth, 50)
      .map((x) => windowPane(scene, x, windowY, windowWidth, 100))
      .join("");

  let house =
    rect(left, top, width, wallHeight, wall) + rect(left, baseY - 18, width, 18, darker(wall, 0.18));
  house += hipRoof(left, right, top, random.between(125, 150), roof);

  const hasWing = random.chance(0.5);
  const featureOnLeft = random.chance(0.5);
  let doorX: number;
  if (hasWing) {
    const wingWidth = 270;
    const wingLeft = featureOnLeft ? left + 50 : right - wingWidth - 50;
    const wingRight = wingLeft + wingWidth;
    doorX = featureOnLeft ? wingRight + 40 : wingLeft - 40 - doorWidth;
    house += featureOnLeft ? windows(doorX + doorWidth + 20, right - 20) : windows(left + 20, doorX - 20);
    house += door(doorX, baseY, doorWidth, 150, doorColour);
    const wingTop = top + 6;
    const wingWall = lighter(wall, 0.15);
    house +=
      rect(wingLeft, wingTop, wingWidth, baseY - wingTop + 8, wingWall) +
      rect(wingLeft, baseY - 10, wingWidth, 18, darker(wall, 0.18)) +
      gableRoof(wingLeft, wingRight, wingTop, 140, roof, wingWall) +
      windowPane(scene, wingLeft + 50, wingTop + 56, wingWidth - 100, 112);
  } else {
    const verandaWidth = Math.round(width * 0.55);
    const verandaLeft = featureOnLeft ? left + 30 : right - verandaWidth - 30;
    const verandaRight = verandaLeft + verandaWidth;
    doorX = verandaLeft + verandaWidth / 2 - doorWidth / 2;
    house += rect(verandaLeft, top + 16, verandaWidth, wallHeight - 16, darker(wall, 0.18));
    house += windows(verandaLeft + 10, doorX - 10) + windows(doorX + doorWidth + 10, verandaRight - 10);
    house += featureOnLeft ? windows(verandaRight + 20, right - 20) : windows(left + 20, verandaLeft - 20);
    house += door(doorX, baseY, doorWidth, 150, doorColour);
    house += rect(verandaLeft - 14, baseY - 6, verandaWidth + 28, 18, "#cfc6b6");
    const columns = 5;
    for (let index = 0; index < columns; index++) {
      const x = verandaLeft + (index * (verandaWidth - 20)) / (columns - 1);
      house +=
        rect(x, top + 8, 20, wallHeight - 14, TRIM) + rect(x - 4, baseY - 18, 28, 14, lighter(wall, 0.4));
    }
  }

  const bushes =
    shrub(left + 6, baseY + 12, 1.4, "#4e7f3a", "#d63a8a") +
    shrub(right - 6, baseY + 12, 1.5, "#4e7f3a", random.chance(0.5) ? "#e86a9a" : null);
  const driveway = polygon(
    [
      [doorX - 10, baseY + 8],
      [doorX + doorWidth + 10, baseY + 8],
      [doorX + doorWidth + 140, CANVAS_HEIGHT],
      [doorX - 140, CANVAS_HEIGHT],
    ],
    "#c7bfb0",
  );
  return shadow((left + right) / 2, baseY + 8, width + 100) + driveway + house + bushes;
}

export function villa(scene: Scene): string {
  const { random, setting } = scene;
  const baseY = random.between(770, 790);
  const width = random.between(780, 860);
  const left = random.between(300, 1140 - width);
  const right = left + width;
  const lowerHeight = 190;
  const upperHeight = 170;
  const upperWidth = width * random.between(0.52, 0.62);
  const upperOnLeft = random.chance(0.5);
  const upperLeft = upperOnLeft ? left + 30 : right - upperWidth - 30;
  const wall = random.pick(["#f7f4ec", "#f4ecdc", "#ece6da", "#f2dfc4"]);
  const flat = setting !== "coast" || random.chance(0.4);
  const roofColour = flat ? random.pick(["#3d4248", TRIM, "#5a5f66"]) : random.pick(ROOF_COLOURS);
  const lowerTop = baseY - lowerHeight;
  const upperTop = lowerTop - upperHeight;

  let house = rect(upperLeft, upperTop, upperWidth, upperHeight, wall);
  house += flat
    ? flatRoof(upperLeft, upperLeft + upperWidth, upperTop, roofColour)
    : hipRoof(upperLeft, upperLeft + upperWidth, upperTop, 90, roofColour);
  house += windowPane(scene, upperLeft + 40, upperTop + 34, upperWidth - 180, 80, "#3d4248");
  house += windowPane(scene, upperLeft + upperWidth - 110, upperTop + 34, 70, 80, "#3d4248");

  house += rect(left, lowerTop, width, lowerHeight, wall);
  const claddingLeft = upperOnLeft ? right - 150 : left;
  if (flat) {
    let boards = "";
    for (let x = claddingLeft + 10; x < claddingLeft + 150; x += 14)
      boards += rect(x, lowerTop + 4, 3, lowerHeight - 4, "#6e4a2c", 'opacity=".5"');
    house += rect(claddingLeft, lowerTop, 150, lowerHeight, "#a8734a") + boards;
  }
  const glassLeft = upperOnLeft ? left + 40 : left + 180;
  const glassRight = upperOnLeft ? right - 180 : right - 40;
  const paneWidth = (glassRight - glassLeft) / 4;
  for (let index = 0; index < 4; index++) {
    house +=
      rect(glassLeft + index * paneWidth, lowerTop + 26, paneWidth, lowerHeight - 26, "#3d4248") +
      rect(
        glassLeft + index * paneWidth + 5,
        lowerTop + 31,
        paneWidth - 10,
        lowerHeight - 31,
        glassFill(scene),
      );
  }
  house += flat
    ? flatRoof(left, right, lowerTop, roofColour)
    : hipRoof(left, right, lowerTop, 70, roofColour);
  if (flat) {
    const balconyLeft = upperOnLeft ? upperLeft + upperWidth : left;
    const balconyRight = upperOnLeft ? right : upperLeft;
    house +=
      rect(balconyLeft, lowerTop - 62, balconyRight - balconyLeft, 44, "#cfe8f4", 'opacity=".45"') +
      rect(balconyLeft, lowerTop - 64, balconyRight - balconyLeft, 5, "#3d4248");
  }

  const poolInFront = setting === "coast" || random.chance(0.5);
  const garden = poolInFront
    ? pool(left - 40, right + 40, baseY + 34, baseY + 110, 30, random)
    : shrub(left + 40, baseY + 30, 1.4, "#4e7f3a", "#d63a8a") +
      shrub(right - 40, baseY + 30, 1.3, "#4e7f3a", null);
  const bushes =
    shrub(left - 10, baseY + 8, 1.1, "#4e7f3a", null) +
    shrub(right + 14, baseY + 8, 1.2, "#55873f", "#f0e6f0");
  return shadow((left + right) / 2, baseY + 4, width + 90) + house + bushes + garden;
}

export function maisonettes(scene: Scene): string {
  const { random } = scene;
  const baseY = random.between(780, 800);
  const unitCount = random.integer(3, 4);
  const unitWidth = unitCount === 3 ? 240 : 200;
  const left = random.between(280, 1160 - unitCount * unitWidth);
  const wallHeight = 320;
  const top = baseY - wallHeight;
  const wall = random.pick(WALL_COLOURS);
  const roof = random.pick(ROOF_COLOURS);
  const doorColour = random.pick(["#7a4f2e", "#2f5d50", "#3d4f6b"]);

  let terrace = "";
  for (let unit = 0; unit < unitCount; unit++) {
    const unitLeft = left + unit * unitWidth;
    const unitWall = unit % 2 ? wall : lighter(wall, 0.12);
    terrace += rect(unitLeft, top, unitWidth, wallHeight, unitWall);
    terrace += gableRoof(unitLeft + 6, unitLeft + unitWidth - 6, top, 104, roof, unitWall);
    terrace +=
      windowPane(scene, unitLeft + 32, top + 44, 70, 90) +
      windowPane(scene, unitLeft + unitWidth - 102, top + 44, 70, 90);
    terrace += rect(unitLeft + 20, top + 152, unitWidth - 40, 9, darker(unitWall, 0.15));
    terrace +=
      windowPane(scene, unitLeft + 32, top + 190, 90, 90) +
      door(unitLeft + unitWidth - 92, baseY, 62, 130, doorColour);
    terrace += rect(unitLeft + unitWidth - 3, top, 6, wallHeight, darker(unitWall, 0.2));
  }
  const right = left + unitCount * unitWidth;
  const wallColour = random.pick(["#cbbfa6", "#d8d2c4", "#b9a88c"]);
  const frontWall = compoundWall(
    -20,
    CANVAS_WIDTH + 20,
    baseY - 10,
    wallColour,
    random.between(left + 20, right - 200),
  );
  return shadow((left + right) / 2, baseY + 4, right - left + 80) + terrace + frontWall;
}

function apartmentBlock(scene: Scene, left: number, baseY: number, floors: number, width: number): string {
  const { random } = scene;
  const floorHeight = 58;
  const top = baseY - floors * floorHeight;
  const wall = random.pick(WALL_COLOURS);
  const accent = random.pick(["#c8704a", "#5b7f9a", "#8a9a6a", "#b08a5a", "#6b6f78"]);
  const coreWidth = 64;
  const coreLeft = random.chance(0.5) ? left + 20 : left + width - coreWidth - 20;
  const columns = [0, 1, 2, 3].map((index) => left + 36 + index * ((width - 72) / 4));
  const columnWidth = (width - 72) / 4 - 24;

  let block =
    rect(left, top, width, floors * floorHeight, wall) +
    rect(left - 8, top - 14, width + 16, 16, lighter(wall, 0.3));
  block += rect(coreLeft, top - 30, coreWidth, floors * floorHeight + 30, accent);
  for (let floor = 0; floor < floors; floor++) {
    const y = top + floor * floorHeight;
    block += rect(coreLeft + coreWidth / 2 - 6, y + 14, 12, 32, darker(accent, 0.3));
    for (const [index, x] of columns.entries()) {
      if (x + columnWidth > coreLeft - 6 && x < coreLeft + coreWidth + 6) continue;
      const windowY = y + 12;
      block +=
        rect(x, windowY, columnWidth, 34, "#3d4248") +
        rect(x + 3, windowY + 3, columnWidth - 6, 28, glassFill(scene));
      if (index % 2 === 0 && floor < floors - 1) {
        block +=
          rect(x - 10, y + floorHeight - 12, columnWidth + 20, 6, lighter(wall, 0.4)) +
          rect(x - 10, y + floorHeight - 30, columnWidth + 20, 18, "#9fb4c0", 'opacity=".5"');
      }
    }
    block += rect(left, y + floorHeight - 4, width, 4, darker(wall, 0.08));
  }
  block += waterTank(left + width * 0.3, top - 14) + waterTank(left + width * 0.3 + 40, top - 14);
  if (random.chance(0.6)) {
    block += polygon(
      [
        [left + width * 0.6, top - 14],
        [left + width * 0.6 + 90, top - 14],
        [left + width * 0.6 + 80, top - 40],
        [left + width * 0.6 + 10, top - 40],
      ],
      "#2c3e63",
    );
  }
  return block;
}

export function apartments(scene: Scene): string {
  const { random } = scene;
  const baseY = random.between(800, 820);
  const width = random.between(420, 480);
  const left = random.between(420, 1020 - width);
  const behindLeft = left < 600 ? left + width - 40 : left - 300;
  const behind = `<g opacity=".8">${apartmentBlock(scene, behindLeft, baseY - 50, random.integer(5, 7), 340)}</g>`;
  const front = apartmentBlock(scene, left, baseY, random.integer(7, 9), width);
  const cars =
    car(left + 20, baseY + 60, random.pick(ACCENT_COLOURS)) +
    car(left + width - 180, baseY + 64, random.pick(["#e8e6e1", "#2b2f33", "#9aa3ad"]));
  return (
    behind +
    shadow(left + width / 2, baseY + 4, width + 80) +
    front +
    rect(left - 60, baseY, width + 120, 80, "#b7b2a8") +
    cars
  );
}
