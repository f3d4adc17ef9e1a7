// The land behind and in front of a demo picture's subject, for each setting.
import type { DemoSetting } from "../types";
import { CANVAS_WIDTH, HORIZON, type Point, polygon, rect, rollingLand } from "./canvas";
import { type Scene, mix } from "./light";
import { acacia, cypress, papyrus } from "./plants";

export const GROUND_COLOURS: Record<DemoSetting, string> = {
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
export function backdrop(scene: Scene): string {
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
export function foreground(scene: Scene, top: number): string {
  return rollingLand(scene.random, top, 14, 360, "url(#ground)");
}
