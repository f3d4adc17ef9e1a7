import { plotAreaInSquareMetres, squareMetresIn } from "./areas";
import { PLOT_SIZE_UNIT_LABELS, type PlotSizeUnit } from "./listing-details";

/**
 * Plot sizes as Kenyans write them: a plain number in the unit chosen beside it (`0,5`, `2.5`),
 * a number with its unit (`2 acres`, `0.5 ha`, `4000 m²`), a plot's width by depth in feet
 * (`50x100`, `50 by 100`, `50×100`), or a part of an acre (`1/8 acre`, `1/8th acre`, `⅛ acre`,
 * `quarter acre`).
 */

export const PLOT_SIZE_MESSAGE =
  "Please enter the plot size as a number above 0 (0,5 or 2.5), as width by depth in feet (50x100 or 50 by 100), or as part of an acre (1/8 acre, quarter acre, 0.5 ha, 2 acres)";

/** Largest plot size the form takes, in any unit: far above any plot, low enough to catch a slip. */
const MAX_PLOT_SIZE = 1e9;

export const SQUARE_FEET_PER_ACRE = 43_560;

export interface PlotSize {
  size: number;
  unit: PlotSizeUnit;
  /** How the office wrote a size that is not a plain number with its unit (`50×100 ft`, `1/8 acre`); kept to show. */
  words: string | null;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const FEET = String.raw`(?:\s*(?:ft|feet|foot|'))?`;
const DIMENSIONS = new RegExp(String.raw`^${NUMBER}${FEET}\s*(?:x|×|\*|by)\s*${NUMBER}${FEET}$`);
const UNIT = String.raw`(?:\s*(acres?|ac|hectares?|ha|m²|m2|sqm|square metres?|square meters?))?`;
const PLAIN = new RegExp(String.raw`^${NUMBER}${UNIT}$`);
const FRACTION = new RegExp(String.raw`^(\d+)\s*/\s*(\d+)(?:\s*(?:th|rd|nd))?(?:\s+(?:of\s+)?an?)?${UNIT}$`);
/** Fractions as phone keyboards type them, read as `1/8`; a digit before one is refused, not added. */
const FRACTION_CHARACTERS = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅛": "1/8",
} as const;
const FRACTION_CHARACTER = new RegExp(`[${Object.keys(FRACTION_CHARACTERS).join("")}]`, "g");
const PART_WORDS = { half: 1 / 2, quarter: 1 / 4, eighth: 1 / 8 } as const;
const PART = new RegExp(
  String.raw`^(?:an?\s+)?(${Object.keys(PART_WORDS).join("|")})(?:\s+(?:of\s+)?an?)?${UNIT}$`,
);

const UNIT_WORDS: Record<PlotSizeUnit, string> = {
  acres: "acre",
  hectares: "hectare",
  "square-metres": "m²",
};

function unitOf(word: string | undefined, chosen: PlotSizeUnit): PlotSizeUnit {
  if (word === undefined) return chosen;
  if (word.startsWith("ac")) return "acres";
  if (word.startsWith("h")) return "hectares";
  return "square-metres";
}

const decimal = (digits: string) => Number(digits.replace(",", "."));

const feet = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 2, useGrouping: false });

/** A part of a unit, written with the unit: `1/8 acre`, `quarter acre`. */
function partOf(size: number, part: string, unit: PlotSizeUnit): PlotSize {
  return { size, unit, words: `${part} ${UNIT_WORDS[unit]}` };
}

/**
 * Reads a plot size as typed, in `chosen` (the unit beside it) unless it names its own. Width by depth is in feet and comes out in acres (`50x100` is
 * 5,000 square feet, 0.1148 acre), written `50×100 ft`. Returns null for blank input and
 * "unreadable" for anything else that is no size above 0.
 */
export function parsePlotSize(input: string, chosen: PlotSizeUnit): PlotSize | "unreadable" | null {
  const text = input
    .replace(
      FRACTION_CHARACTER,
      (character) => ` ${FRACTION_CHARACTERS[character as keyof typeof FRACTION_CHARACTERS]}`,
    )
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
  if (text === "") return null;
  const reading = readPlotSize(text, chosen);
  if (reading === null || !Number.isFinite(reading.size)) return "unreadable";
  return reading.size > 0 && reading.size < MAX_PLOT_SIZE ? reading : "unreadable";
}

function readPlotSize(text: string, chosen: PlotSizeUnit): PlotSize | null {
  const dimensions = DIMENSIONS.exec(text);
  if (dimensions) {
    const [width, depth] = [decimal(dimensions[1]!), decimal(dimensions[2]!)];
    return {
      size: (width * depth) / SQUARE_FEET_PER_ACRE,
      unit: "acres",
      words: `${feet.format(width)}×${feet.format(depth)} ft`,
    };
  }
  const plain = PLAIN.exec(text);
  if (plain) return { size: decimal(plain[1]!), unit: unitOf(plain[2], chosen), words: null };
  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [numerator, denominator] = [Number(fraction[1]), Number(fraction[2])];
    return partOf(numerator / denominator, `${numerator}/${denominator}`, unitOf(fraction[3], chosen));
  }
  const part = PART.exec(text);
  if (part) {
    const word = part[1] as keyof typeof PART_WORDS;
    return partOf(PART_WORDS[word], word, unitOf(part[2], chosen));
  }
  return null;
}

/** A plot's size in acres, whatever unit it is stored in. */
export function plotSizeInAcres(size: number, unit: PlotSizeUnit): number {
  return squareMetresIn(plotAreaInSquareMetres(size, unit), "acres");
}

const acresRead = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 4 });
const sizeRead = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 4 });

/**
 * What a typed plot size was read as, shown beside its field as the office types it (and in the
 * page answering the form): `50×100 ft · 0.1148 acres`, `0.5 hectares · 1.2355 acres`, `2 acres`.
 * Empty when there is no size.
 */
export function plotSizeReading(input: string, chosen: PlotSizeUnit): string {
  const reading = parsePlotSize(input, chosen);
  if (reading === null || reading === "unreadable") return "";
  const acres = `${acresRead.format(plotSizeInAcres(reading.size, reading.unit))} acres`;
  if (reading.words !== null) return `${reading.words} · ${acres}`;
  if (reading.unit === "acres") return acres;
  return `${sizeRead.format(reading.size)} ${PLOT_SIZE_UNIT_LABELS[reading.unit].toLowerCase()} · ${acres}`;
}
