// The sky of a demo picture: its gradients, the sun and clouds.
import { CANVAS_HEIGHT, CANVAS_WIDTH, HORIZON, rect } from "./canvas";
import { type Lighting, type Scene, darker, mix } from "./light";

export function gradients(lighting: Lighting, ground: string): string {
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

export function sky({ random, lighting }: Scene): string {
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
