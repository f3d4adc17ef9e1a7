// The trees and plants of the demo pictures.
import type { Random } from "../random";
import { type Scene, darker, lighter } from "./light";

export function acacia(
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

export function palm(x: number, baseY: number, height: number, lean: number): string {
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

export function roundTree(x: number, baseY: number, size: number, crownColour: string): string {
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

export function cypress(x: number, baseY: number, height: number): string {
  const width = height * 0.16;
  return `<path d="M${x},${baseY - height} C${x + width},${baseY - height * 0.6} ${x + width},${baseY - height * 0.1} ${x},${baseY} C${x - width},${baseY - height * 0.1} ${x - width},${baseY - height * 0.6} ${x},${baseY - height} Z" fill="#2f5a3a"/>`;
}

export function shrub(
  x: number,
  baseY: number,
  size: number,
  colour: string,
  flowers: string | null,
): string {
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
export function papyrus(x: number, baseY: number, random: Random): string {
  let clump = "";
  for (let stem = -3; stem <= 3; stem++) {
    const tipX = x + stem * random.between(5, 8);
    const tipY = baseY - random.between(36, 56);
    clump += `<path d="M${x + stem * 2},${baseY} Q${x + stem * 3},${(baseY + tipY) / 2} ${tipX},${tipY} m-9,-4 l9,4 l0,-9 l0,9 l9,-4"/>`;
  }
  return `<g stroke="#557d35" stroke-width="2.5" fill="none" stroke-linecap="round">${clump}</g>`;
}

/** Trees at the picture's edges that suit the landscape. */
export function framingTrees(scene: Scene, baseY: number): string {
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
