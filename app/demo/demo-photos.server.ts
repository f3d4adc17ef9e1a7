import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import type { MediaStorage } from "~/services/media-storage.server";
import type { DemoScene, DemoSetting, DemoSubject } from "./demo-types";

/* Every scene is drawn on a 1440 × 960 canvas (3:2) and rendered at the largest stored width. */
const CANVAS_WIDTH = 1440;
const CANVAS_HEIGHT = 960;
const HORIZON = 560;
const RENDERED_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
const RENDERED_HEIGHT = Math.round((RENDERED_WIDTH * 2) / 3);
const WEBP_OPTIONS = { quality: 70, effort: 1 } as const;

// ---------------------------------------------------------------- randomness

interface Random {
  /** A number in [min, max), rounded to a tenth to keep the SVG short. */
  between(min: number, max: number): number;
  /** A whole number in [min, max]. */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** A deterministic generator (mulberry32 seeded by FNV-1a), so a seed always draws the same picture. */
function seededRandom(seed: string): Random {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.codePointAt(0)!, 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return {
    between: (min, max) => Math.round((min + next() * (max - min)) * 10) / 10,
    integer: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

// ---------------------------------------------------------------- colours and light

function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

const darker = (colour: string, amount: number) => mix(colour, "#000000", amount);
const lighter = (colour: string, amount: number) => mix(colour, "#ffffff", amount);

const WALL_COLOURS = ["#f4ecdc", "#f7f4ec", "#ecd3a6", "#e8bb98", "#dcd6c8", "#cddbc4", "#f1dcc0", "#d8e2e8"];
const ROOF_COLOURS = ["#b5563c", "#9c4531", "#4d5560", "#5f6b75", "#3f6650", "#7a4a36", "#c46a46"];
const ACCENT_COLOURS = ["#d9a441", "#2f6f73", "#c0623e", "#5d7b57", "#8a5a83", "#3f5f8f"];
const TRIM = "#fbfaf6";
const MAKUTI = "#b58c55";

type Light = "morning" | "midday" | "evening";

interface Lighting {
  light: Light;
  skyTop: string;
  skyMiddle: string;
  skyHorizon: string;
  sun: string;
  cloud: string;
  /** The colour distant things fade into. */
  haze: string;
  /** Whether windows glow from inside. */
  lampsOn: boolean;
}

const LIGHTING: Record<Light, Lighting> = {
  morning: {
    light: "morning",
    skyTop: "#6fa9e2",
    skyMiddle: "#a9cdee",
    skyHorizon: "#fbe2c2",
    sun: "#fff1c4",
    cloud: "#ffffff",
    haze: "#e3e7ea",
    lampsOn: false,
  },
  midday: {
    light: "midday",
    skyTop: "#3b86d6",
    skyMiddle: "#7db7ea",
    skyHorizon: "#d6ecf8",
    sun: "#fffbe6",
    cloud: "#ffffff",
    haze: "#cfe0ec",
    lampsOn: false,
  },
  evening: {
    light: "evening",
    skyTop: "#4a4f9a",
    skyMiddle: "#d9817e",
    skyHorizon: "#ffc688",
    sun: "#ffe0a0",
    cloud: "#ffc9b8",
    haze: "#e9b4a2",
    lampsOn: true,
  },
};

/** What every drawing function needs: the dice, the light and the landscape. */
interface Scene {
  random: Random;
  lighting: Lighting;
  setting: DemoSetting;
}

// ---------------------------------------------------------------- shapes

type Point = readonly [number, number];

function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${x},${y}`).join(" ");
}

function polygon(list: readonly Point[], fill: string, extra = ""): string {
  return `<polygon points="${points(list)}" fill="${fill}" ${extra}/>`;
}

function rect(x: number, y: number, width: number, height: number, fill: string, extra = ""): string {
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
function rollingLand(random: Random, baseY: number, roughness: number, step: number, fill: string): string {
  const ridge: Point[] = [];
  for (let x = -step; x <= CANVAS_WIDTH + step; x += step)
    ridge.push([x, baseY - random.between(0, roughness)]);
  const [firstX, firstY] = ridge[0]!;
  const lastX = ridge[ridge.length - 1]![0];
  return `<path d="M${firstX},${firstY}${smoothCurve(ridge)} L${lastX},${CANVAS_HEIGHT} L${firstX},${CANVAS_HEIGHT} Z" fill="${fill}"/>`;
}

function shadow(centerX: number, y: number, width: number): string {
  return `<ellipse cx="${centerX}" cy="${y}" rx="${width / 2}" ry="${width / 22}" fill="#1d2a1a" opacity=".18"/>`;
}

// ---------------------------------------------------------------- sky

function gradients(lighting: Lighting, ground: string): string {
  const stops = (...colours: [number, string, number?][]) =>
    colours
      .map(
        ([offset, colour, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join("");
  const glassTop = lighting.light === "evening" ? "#f3b995" : "#d9eefa";
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${stops([0, lighting.skyTop], [0.55, lighting.skyMiddle], [1, lighting.skyHorizon])}</linearGradient>
<radialGradient id="sun-glow">${stops([0, lighting.sun, 0.8], [0.35, lighting.sun, 0.25], [1, lighting.sun, 0])}</radialGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">${stops([0, "#2a78a8"], [1, "#5cc3cf"])}</linearGradient>
<linearGradient id="lake" x1="0" y1="0" x2="0" y2="1">${stops([0, mix("#5f8fae", lighting.skyHorizon, 0.35)], [1, "#7fb0c8"])}</linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.4" y2="1">${stops([0, glassTop], [0.5, "#8fb8d4"], [1, "#4f7894"])}</linearGradient>
<linearGradient id="glass-lit" x1="0" y1="0" x2="0" y2="1">${stops([0, "#ffe3a3"], [1, "#f0a95a"])}</linearGradient>
<linearGradient id="pool" x1="0" y1="0" x2="0" y2="1">${stops([0, "#6fd6e3"], [1, "#1e8fb9"])}</linearGradient>
<linearGradient id="ground" gradientUnits="userSpaceOnUse" x1="0" y1="${HORIZON + 120}" x2="0" y2="${CANVAS_HEIGHT}">${stops([0, ground], [1, darker(ground, 0.16)])}</linearGradient>
<radialGradient id="lamp-glow">${stops([0, "#ffe6b0", 0.7], [1, "#ffe6b0", 0])}</radialGradient>
</defs>`;
}

function cloud(x: number, y: number, size: number, colour: string): string {
  return `<g fill="${colour}" opacity=".88">
<ellipse cx="${x}" cy="${y}" rx="${90 * size}" ry="${22 * size}"/>
<circle cx="${x - 38 * size}" cy="${y - 14 * size}" r="${28 * size}"/>
<circle cx="${x + 4 * size}" cy="${y - 30 * size}" r="${38 * size}"/>
<circle cx="${x + 48 * size}" cy="${y - 12 * size}" r="${26 * size}"/>
</g>`;
}

function sky({ random, lighting }: Scene): string {
  const sunX = random.between(180, 1260);
  const sunY = lighting.light === "midday" ? random.between(90, 180) : random.between(300, 420);
  let clouds = "";
  const cloudCount = random.integer(2, 4);
  for (let index = 0; index < cloudCount; index++) {
    const x = (CANVAS_WIDTH / cloudCount) * (index + random.between(0.2, 0.8));
    clouds += cloud(x, random.between(90, 300), random.between(0.6, 1.3), lighting.cloud);
  }
  return `${rect(0, 0, CANVAS_WIDTH, HORIZON + 80, "url(#sky)")}
<circle cx="${sunX}" cy="${sunY}" r="260" fill="url(#sun-glow)"/>
<circle cx="${sunX}" cy="${sunY}" r="${lighting.light === "midday" ? 44 : 56}" fill="${lighting.sun}"/>
${clouds}`;
}

// ---------------------------------------------------------------- trees and plants

function acacia(
  x: number,
  baseY: number,
  size: number,
  trunkColour = "#5b4634",
  crownColour = "#56783d",
): string {
  const height = 150 * size;
  const crownY = baseY - height;
  const span = 120 * size;
  const branches = [-0.7, -0.25, 0.3, 0.75]
    .map(
      (spread) =>
        `M${x},${baseY - height * 0.45} Q${x + spread * span * 0.3},${crownY + 30 * size} ${x + spread * span},${crownY + 6 * size}`,
    )
    .join(" ");
  const crown = [-0.55, 0, 0.55]
    .map(
      (offset, index) =>
        `<ellipse cx="${x + offset * span}" cy="${crownY - (index === 1 ? 10 : 0) * size}" rx="${span * 0.6}" ry="${18 * size}"/>`,
    )
    .join("");
  return `<g>
<path d="M${x},${baseY} L${x},${baseY - height * 0.45} ${branches}" stroke="${trunkColour}" stroke-width="${7 * size}" fill="none" stroke-linecap="round"/>
<g fill="${darker(crownColour, 0.25)}" transform="translate(0 ${8 * size})">${crown}</g>
<g fill="${crownColour}">${crown}</g>
</g>`;
}

function palm(x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = baseY - height;
  const trunk = `M${x},${baseY} Q${x + lean * 0.15},${baseY - height * 0.55} ${topX},${topY}`;
  const frond = (angle: number, length: number, colour: string) => {
    const tipX = topX + Math.cos(angle) * length;
    const tipY = topY + Math.sin(angle) * length * 0.45 + length * 0.32;
    const midX = (topX + tipX) / 2;
    const midY = (topY + tipY) / 2;
    return `<path d="M${topX},${topY} Q${midX},${midY - length * 0.42} ${tipX},${tipY} Q${midX},${midY - length * 0.2} ${topX},${topY + 6} Z" fill="${colour}"/>`;
  };
  const fronds = [200, 235, 270, 305, 340, 160, 20]
    .map((degrees, index) =>
      frond((degrees * Math.PI) / 180, height * 0.42, index % 2 ? "#2f6b34" : "#3f8a3f"),
    )
    .join("");
  return `<g>
<path d="${trunk}" stroke="#8b6b4a" stroke-width="${height / 26}" fill="none" stroke-linecap="round"/>
<path d="${trunk}" stroke="#6b5038" stroke-width="${height / 26}" fill="none" stroke-dasharray="3 10"/>
${fronds}
<circle cx="${topX - 6}" cy="${topY + 10}" r="8" fill="#6b4a2a"/><circle cx="${topX + 7}" cy="${topY + 12}" r="8" fill="#5b3d22"/>
</g>`;
}

function roundTree(x: number, baseY: number, size: number, crownColour: string): string {
  const crownY = baseY - 130 * size;
  const blobs: [number, number, number][] = [
    [-40, 10, 46],
    [38, 12, 44],
    [0, -22, 56],
    [-20, 34, 40],
    [24, 36, 40],
  ];
  const crown = (colour: string, shift: number) =>
    blobs
      .map(
        ([dx, dy, r]) =>
          `<circle cx="${x + dx * size + shift}" cy="${crownY + dy * size + shift}" r="${r * size}" fill="${colour}"/>`,
      )
      .join("");
  return `<g>
<path d="M${x},${baseY} L${x},${crownY + 20 * size}" stroke="#5b4634" stroke-width="${10 * size}" stroke-linecap="round"/>
${crown(darker(crownColour, 0.2), 6 * size)}${crown(crownColour, 0)}
<circle cx="${x - 14 * size}" cy="${crownY - 30 * size}" r="${22 * size}" fill="${lighter(crownColour, 0.18)}"/>
</g>`;
}

function cypress(x: number, baseY: number, height: number): string {
  const width = height * 0.16;
  return `<path d="M${x},${baseY - height} C${x + width},${baseY - height * 0.6} ${x + width},${baseY - height * 0.1} ${x},${baseY} C${x - width},${baseY - height * 0.1} ${x - width},${baseY - height * 0.6} ${x},${baseY - height} Z" fill="#2f5a3a"/>`;
}

function shrub(x: number, baseY: number, size: number, colour: string, flowers: string | null): string {
  const blobs: [number, number, number][] = [
    [-22, -16, 22],
    [18, -18, 24],
    [0, -30, 24],
  ];
  const leaves = blobs
    .map(
      ([dx, dy, r]) =>
        `<circle cx="${x + dx * size}" cy="${baseY + dy * size}" r="${r * size}" fill="${colour}"/>`,
    )
    .join("");
  const blossom = flowers
    ? blobs
        .map(
          ([dx, dy, r]) =>
            `<circle cx="${x + dx * size - 4}" cy="${baseY + dy * size - 6}" r="${r * size * 0.6}" fill="${flowers}" opacity=".85"/>`,
        )
        .join("")
    : "";
  return `<g>${leaves}${blossom}</g>`;
}

/** A clump of papyrus on a lake shore. */
function papyrus(x: number, baseY: number, random: Random): string {
  let clump = "";
  for (let stem = -3; stem <= 3; stem++) {
    const tipX = x + stem * random.between(5, 8);
    const tipY = baseY - random.between(36, 56);
    clump += `<path d="M${x + stem * 2},${baseY} Q${x + stem * 3},${(baseY + tipY) / 2} ${tipX},${tipY} m-9,-4 l9,4 l0,-9 l0,9 l9,-4"/>`;
  }
  return `<g stroke="#557d35" stroke-width="2.5" fill="none" stroke-linecap="round">${clump}</g>`;
}

/** Trees at the picture's edges that suit the landscape. */
function framingTrees(scene: Scene, baseY: number): string {
  const { random, setting } = scene;
  const leftX = random.between(30, 170);
  const rightX = random.between(1270, 1410);
  switch (setting) {
    case "coast":
      return (
        palm(leftX, baseY + 60, random.between(380, 460), random.between(20, 70)) +
        palm(rightX, baseY + 70, random.between(330, 420), -random.between(20, 70))
      );
    case "city":
      return (
        roundTree(leftX, baseY + 60, random.between(1.3, 1.6), "#9a7bd0") +
        roundTree(rightX, baseY + 70, random.between(1.1, 1.4), "#5f8f4a")
      );
    case "highlands":
      return (
        cypress(leftX, baseY + 60, random.between(320, 400)) +
        roundTree(rightX, baseY + 70, random.between(1.1, 1.4), "#4f7a3f")
      );
    case "lakeside":
      return (
        acacia(leftX, baseY + 60, random.between(1.8, 2.2), "#b9b25a", "#6f8f3f") +
        roundTree(rightX, baseY + 70, random.between(1.1, 1.4), "#5f8f4a")
      );
    case "savanna":
      return (
        acacia(leftX, baseY + 60, random.between(1.9, 2.3)) +
        acacia(rightX, baseY + 70, random.between(1.4, 1.8))
      );
    case "farmland":
      return (
        roundTree(leftX, baseY + 60, random.between(1.3, 1.6), "#3f6f35") +
        cypress(rightX, baseY + 70, random.between(300, 380))
      );
  }
}

// ---------------------------------------------------------------- landscapes

const GROUND_COLOURS: Record<DemoSetting, string> = {
  coast: "#9cc468",
  city: "#8fbf66",
  highlands: "#86b85c",
  lakeside: "#95c067",
  savanna: "#d6b86f",
  farmland: "#93bb5e",
};

function mountainKenya(scene: Scene, peakX: number): string {
  const rock = mix("#7d8fa3", scene.lighting.haze, 0.35);
  const base = HORIZON + 10;
  const outline: Point[] = [
    [peakX - 560, base],
    [peakX - 260, base - 120],
    [peakX - 90, base - 230],
    [peakX - 40, base - 300],
    [peakX - 10, base - 285],
    [peakX + 15, base - 330],
    [peakX + 45, base - 280],
    [peakX + 120, base - 210],
    [peakX + 300, base - 110],
    [peakX + 600, base],
  ];
  const snow: Point[] = [
    [peakX - 90, base - 230],
    [peakX - 40, base - 300],
    [peakX - 10, base - 285],
    [peakX + 15, base - 330],
    [peakX + 45, base - 280],
    [peakX + 120, base - 210],
    [peakX + 70, base - 225],
    [peakX + 40, base - 200],
    [peakX, base - 240],
    [peakX - 40, base - 205],
  ];
  return polygon(outline, rock) + polygon(snow, "#f5f7fa");
}

function volcano(scene: Scene, centerX: number, width: number, height: number): string {
  const colour = mix("#7a8fa2", scene.lighting.haze, 0.45);
  const base = HORIZON + 8;
  return `<path d="M${centerX - width / 2},${base} Q${centerX - width * 0.2},${base - height * 0.6} ${centerX - width * 0.09},${base - height} L${centerX + width * 0.09},${base - height} Q${centerX + width * 0.2},${base - height * 0.6} ${centerX + width / 2},${base} Z" fill="${colour}"/>`;
}

function skyline(scene: Scene): string {
  const { random, lighting } = scene;
  const colour = mix("#7e8ea3", lighting.haze, 0.4);
  let towers = "";
  for (let x = random.between(-40, 0); x < CANVAS_WIDTH; x += random.between(50, 110)) {
    const width = random.between(40, 90);
    const height = random.between(50, random.chance(0.2) ? 260 : 150);
    towers += rect(x, HORIZON + 20 - height, width, height, colour);
    if (random.chance(0.2)) towers += rect(x + width / 2 - 2, HORIZON - 20 - height, 4, 40, colour);
  }
  return `<g opacity=".85">${towers}</g>`;
}

function seaAndBeach(scene: Scene): string {
  const { random } = scene;
  let waves = "";
  for (let index = 0; index < 14; index++) {
    const y = random.between(HORIZON + 12, HORIZON + 100);
    const x = random.between(0, CANVAS_WIDTH);
    waves += rect(x, y, random.between(30, 110), 2, "#ffffff", 'opacity=".35" rx="1"');
  }
  const headland = random.chance(0.5)
    ? `<path d="M-20,${HORIZON + 2} Q120,${HORIZON - 40} 260,${HORIZON + 2} Z" fill="${mix("#6f8f6a", scene.lighting.haze, 0.4)}"/>`
    : "";
  return `${rect(0, HORIZON, CANVAS_WIDTH, 180, "url(#sea)")}${headland}${waves}
<path d="M0,${HORIZON + 118} Q360,${HORIZON + 96} 720,${HORIZON + 112} T1440,${HORIZON + 104} L1440,${HORIZON + 200} L0,${HORIZON + 200} Z" fill="#ead7a6"/>
<path d="M0,${HORIZON + 118} Q360,${HORIZON + 96} 720,${HORIZON + 112} T1440,${HORIZON + 104}" stroke="#ffffff" stroke-width="4" fill="none" opacity=".7"/>`;
}

function lake(scene: Scene, top: number): string {
  const { random } = scene;
  let ripples = "";
  for (let index = 0; index < 10; index++) {
    ripples += rect(
      random.between(0, CANVAS_WIDTH),
      random.between(top + 8, top + 60),
      random.between(40, 120),
      2,
      "#ffffff",
      'opacity=".3"',
    );
  }
  let shoreline = "";
  for (let x = random.between(0, 80); x < CANVAS_WIDTH; x += random.between(140, 300)) {
    shoreline += papyrus(x, top + 92, random);
  }
  return `${rect(0, top, CANVAS_WIDTH, 90, "url(#lake)")}${ripples}${shoreline}`;
}

function fields(scene: Scene): string {
  const { random } = scene;
  const crops = ["#a9c465", "#c9b96a", "#7fae55", "#d8c77e", "#93b85d"];
  let patches = "";
  let x = -120;
  while (x < CANVAS_WIDTH + 60) {
    const width = random.between(180, 320);
    const skew = random.between(-60, 60);
    patches += polygon(
      [
        [x, HORIZON + 24],
        [x + width, HORIZON + 24],
        [x + width + skew, HORIZON + 130],
        [x + skew, HORIZON + 130],
      ],
      mix(random.pick(crops), scene.lighting.haze, 0.15),
    );
    x += width;
  }
  let windbreak = "";
  for (let treeX = random.between(0, 300); treeX < CANVAS_WIDTH; treeX += random.between(18, 26)) {
    windbreak += cypress(treeX, HORIZON + 30, random.between(30, 46));
  }
  return patches + `<g opacity=".9">${windbreak}</g>`;
}

/** Everything between the horizon and the foreground: hills, water, towns, fields. */
function backdrop(scene: Scene): string {
  const { random, lighting, setting } = scene;
  const far = (colour: string, amount: number) => mix(colour, lighting.haze, amount);
  const ground = GROUND_COLOURS[setting];
  switch (setting) {
    case "coast":
      return seaAndBeach(scene);
    case "city":
      return (
        rollingLand(random, HORIZON + 10, 50, 260, far("#7d9a7a", 0.55)) +
        skyline(scene) +
        rollingLand(random, HORIZON + 70, 30, 240, far(ground, 0.25))
      );
    case "highlands":
      return (
        mountainKenya(scene, random.between(420, 1020)) +
        rollingLand(random, HORIZON + 30, 60, 220, far("#6f9a5a", 0.45)) +
        rollingLand(random, HORIZON + 80, 40, 200, far("#7aa957", 0.2))
      );
    case "lakeside":
      return (
        volcano(scene, random.between(300, 1140), random.between(520, 700), random.between(120, 170)) +
        rollingLand(random, HORIZON + 10, 40, 240, far("#6d8b78", 0.5)) +
        lake(scene, HORIZON + 6)
      );
    case "savanna": {
      let distantAcacias = "";
      for (let x = random.between(0, 200); x < CANVAS_WIDTH; x += random.between(150, 320)) {
        distantAcacias += acacia(
          x,
          HORIZON + random.between(60, 90),
          random.between(0.35, 0.55),
          far("#5b4634", 0.3),
          far("#6a7f45", 0.3),
        );
      }
      return (
        volcano(scene, random.between(200, 1240), random.between(700, 900), random.between(60, 90)) +
        rollingLand(random, HORIZON + 30, 20, 300, far("#cdb27a", 0.35)) +
        distantAcacias
      );
    }
    case "farmland":
      return rollingLand(random, HORIZON + 20, 70, 240, far("#6f9a5a", 0.5)) + fields(scene);
  }
}

/** The foreground the subject stands on, with a soft wave to its edge. */
function foreground(scene: Scene, top: number): string {
  return rollingLand(scene.random, top, 14, 360, "url(#ground)");
}

// ---------------------------------------------------------------- building parts

function glassFill(scene: Scene): string {
  return scene.lighting.lampsOn && scene.random.chance(0.65) ? "url(#glass-lit)" : "url(#glass)";
}

function windowPane(scene: Scene, x: number, y: number, width: number, height: number, frame = TRIM): string {
  const inset = Math.max(4, width / 16);
  const mullions =
    width > 70 ? rect(x + width / 2 - 2, y, 4, height, frame) : rect(x, y + height * 0.4, width, 3, frame);
  return `${rect(x - 4, y - 4, width + 8, height + 8, darker(frame, 0.12), 'opacity=".35"')}${rect(x, y, width, height, frame)}${rect(x + inset, y + inset, width - inset * 2, height - inset * 2, glassFill(scene))}${mullions}${rect(x - 6, y + height, width + 12, 7, frame)}`;
}

function door(x: number, baseY: number, width: number, height: number, colour: string): string {
  return `${rect(x - 6, baseY - height - 6, width + 12, height + 6, TRIM)}${rect(x, baseY - height, width, height, colour)}
${rect(x + 8, baseY - height + 10, width / 2 - 12, height - 20, darker(colour, 0.15))}${rect(x + width / 2 + 4, baseY - height + 10, width / 2 - 12, height - 20, darker(colour, 0.15))}
<circle cx="${x + width - 12}" cy="${baseY - height / 2}" r="3" fill="#e4c46a"/>${rect(x - 16, baseY, width + 32, 8, "#c9c4b8")}`;
}

/** A hipped roof over the span [left, right] whose eaves rest at `eavesY`. */
function hipRoof(left: number, right: number, eavesY: number, height: number, colour: string): string {
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
function gableRoof(
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
function makutiRoof(left: number, right: number, eavesY: number, height: number): string {
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

function flatRoof(left: number, right: number, y: number, colour: string): string {
  return `${rect(left - 34, y - 18, right - left + 68, 18, colour)}${rect(left, y, right - left, 12, "#000000", 'opacity=".14"')}`;
}

function waterTank(x: number, baseY: number): string {
  return `${rect(x, baseY - 36, 30, 36, "#2a2d31", 'rx="4"')}<ellipse cx="${x + 15}" cy="${baseY - 36}" rx="15" ry="5" fill="#3b3f45"/>`;
}

function car(x: number, baseY: number, colour: string): string {
  return `<g>
<path d="M${x},${baseY - 14} q0,-22 20,-24 l24,-22 h64 l28,22 q24,2 24,24 v10 h-160 z" fill="${colour}"/>
<path d="M${x + 50},${baseY - 40} l18,-16 h36 l20,16 z" fill="#a9c6d8"/>
<circle cx="${x + 36}" cy="${baseY - 4}" r="14" fill="#23262a"/><circle cx="${x + 124}" cy="${baseY - 4}" r="14" fill="#23262a"/>
<circle cx="${x + 36}" cy="${baseY - 4}" r="6" fill="#9aa0a6"/><circle cx="${x + 124}" cy="${baseY - 4}" r="6" fill="#9aa0a6"/>
</g>`;
}

function compoundWall(left: number, right: number, top: number, colour: string, gateAt: number): string {
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

function lounger(x: number, baseY: number, cushion: string): string {
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

function umbrella(x: number, baseY: number, colour: string): string {
  const top = baseY - 170;
  const scallops = " q-15,14 -30,0".repeat(6);
  return `<g>${rect(x - 3, top, 6, 170, "#7a6a5a")}
<path d="M${x - 90},${top + 40} Q${x},${top - 40} ${x + 90},${top + 40}${scallops} Z" fill="${colour}"/>
<path d="M${x},${top - 1} L${x - 30},${top + 44} M${x},${top - 1} L${x + 30},${top + 44}" stroke="${darker(colour, 0.15)}" stroke-width="3"/></g>`;
}

function pool(
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

// ---------------------------------------------------------------- subjects

/** Left edges for as many windows as fit in [from, to], spread evenly. */
function windowSlots(from: number, to: number, windowWidth: number, gap: number): number[] {
  const count = Math.floor((to - from + gap) / (windowWidth + gap));
  if (count <= 0) return [];
  const spacing = (to - from - count * windowWidth) / (count + 1);
  return Array.from({ length: count }, (_, index) => from + spacing + index * (windowWidth + spacing));
}

/** A single-storey house, either with a gabled front wing or with a columned veranda. */
function bungalow(scene: Scene): string {
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

function villa(scene: Scene): string {
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

function maisonettes(scene: Scene): string {
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

function apartments(scene: Scene): string {
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

function hotelTower(scene: Scene): string {
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

function resort(scene: Scene): string {
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

function cottages(scene: Scene): string {
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

function plot(scene: Scene): string {
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

function poolDeck(scene: Scene): string {
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

// ---------------------------------------------------------------- interior

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

function interior(scene: Scene): string {
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

// ---------------------------------------------------------------- scenes

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

// ---------------------------------------------------------------- rendering and storage

export interface DemoPicture {
  scene: DemoScene;
  /** Varies the details (light, colours, layout) between pictures of the same scene. */
  seed: string;
}

export interface StoredDemoPhoto {
  storageKey: string;
  width: number;
  height: number;
}

async function renderAndStore(
  media: Pick<MediaStorage, "put">,
  storageKey: string,
  svg: string,
): Promise<void> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    PHOTO_WIDTHS.map(async (width) => {
      const bytes = await sharp(data, { raw }).resize(width).webp(WEBP_OPTIONS).toBuffer();
      await media.put(storedPhotoFile(storageKey, width), bytes);
    }),
  );
}

/**
 * Draws, renders and stores the pictures, each distinct drawing once, and
 * returns their stored photos in the order asked.
 */
export async function storeDemoPhotos(
  media: Pick<MediaStorage, "put">,
  pictures: DemoPicture[],
): Promise<StoredDemoPhoto[]> {
  const drawings = new Map<string, string>();
  const keys = pictures.map(({ scene, seed }) => {
    const svg = drawDemoScene(scene, seed);
    const storageKey = createHash("sha256").update(svg).digest("hex").slice(0, 16);
    drawings.set(storageKey, svg);
    return storageKey;
  });

  // A few renders at a time keep both cores busy without holding every raw bitmap in memory.
  const queue = [...drawings];
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await renderAndStore(media, ...next);
  });
  await Promise.all(workers);

  return keys.map((storageKey) => ({ storageKey, width: RENDERED_WIDTH, height: RENDERED_HEIGHT }));
}
