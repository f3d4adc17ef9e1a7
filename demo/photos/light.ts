// The demo pictures' colours and their light: morning, midday or evening.
import type { Random } from "../random";
import type { DemoSetting } from "../types";

export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

export const darker = (colour: string, amount: number) => mix(colour, "#000000", amount);
export const lighter = (colour: string, amount: number) => mix(colour, "#ffffff", amount);

export const WALL_COLOURS = [
  "#f4ecdc",
  "#f7f4ec",
  "#ecd3a6",
  "#e8bb98",
  "#dcd6c8",
  "#cddbc4",
  "#f1dcc0",
  "#d8e2e8",
];
export const ROOF_COLOURS = ["#b5563c", "#9c4531", "#4d5560", "#5f6b75", "#3f6650", "#7a4a36", "#c46a46"];
export const ACCENT_COLOURS = ["#d9a441", "#2f6f73", "#c0623e", "#5d7b57", "#8a5a83", "#3f5f8f"];
export const TRIM = "#fbfaf6";
export const MAKUTI = "#b58c55";

type Light = "morning" | "midday" | "evening";

export interface Lighting {
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

export const LIGHTING: Record<Light, Lighting> = {
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
export interface Scene {
  random: Random;
  lighting: Lighting;
  setting: DemoSetting;
}
