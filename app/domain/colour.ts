/** Colours as the office types them, and whether white text on them can be read (WCAG 2). */

/** WCAG AA for normal text: the least contrast between a text's colour and its background. */
export const READABLE_CONTRAST = 4.5;

const WHITE = "#ffffff";

/** `#1a7f4b`, lower case, from `#1A7F4B`, `1a7f4b` or the short `#1a4`; null when it is no colour. */
export function hexColour(typed: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(typed.trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}`;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** https://www.w3.org/TR/WCAG21/#dfn-relative-luminance */
function luminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Whether white text on `hex`, and `hex` text on white, can be read. */
export const readableWithWhite = (hex: string): boolean => contrastRatio(hex, WHITE) >= READABLE_CONTRAST;

function toHsl(hex: string): [number, number, number] {
  const [red, green, blue] = channels(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  if (max === min) return [0, 0, lightness];
  const spread = max - min;
  const saturation = lightness > 0.5 ? spread / (2 - max - min) : spread / (max + min);
  const hue =
    max === red
      ? (green - blue) / spread + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / spread + 2
        : (red - green) / spread + 4;
  return [hue * 60, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (offset: number) => {
    const position = (offset + hue / 30) % 12;
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(position - 3, 9 - position, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The colour itself when white text on it can be read; otherwise the lightest shade of the
 * same hue and saturation that can, which is the nearest such shade.
 */
export function nearestReadableShade(hex: string): string {
  if (readableWithWhite(hex)) return hex;
  const [hue, saturation, lightness] = toHsl(hex);
  let [dark, light] = [0, lightness];
  for (let step = 0; step < 24; step++) {
    const middle = (dark + light) / 2;
    if (readableWithWhite(fromHsl(hue, saturation, middle))) dark = middle;
    else light = middle;
  }
  return fromHsl(hue, saturation, dark);
}
