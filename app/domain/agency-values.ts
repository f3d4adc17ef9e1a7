// Cells of an agency's own spreadsheet as agencies write them: prices with their currency and
// shorthand, rooms with their word, and types in the words of the trade, English or Kiswahili
// (decision 088). What cannot be read is said in words, the cell quoted.
import type { Currency } from "./currency";
import { parsePriceInput } from "./price-input";
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, type PropertyType } from "./property-type";
import { equivalentsOf } from "./search-vocabulary";

const SHILLINGS = /^(?:kshs?\.?|kes|sh\.?|shs\.?)\s*|\s*(?:kshs?\.?|kes|\/=|\/-|shillings?|shilingi)$/i;
const DOLLARS = /^(?:usd|us\$|\$)\s*|\s*(?:usd|dollars?)$/i;
/** What a rent says of its period, which is a month unless the Rent period column says otherwise. */
const PER_MONTH = /\s*(?:\/\s*(?:month|mo|mth|pm)|p\.?\s?m\.?|per\s+month|a\s+month|monthly|kwa\s+mwezi)$/i;
const MULTIPLIERS: readonly [RegExp, number][] = [
  [/\s*(?:k|thousand|elfu)$/i, 1_000],
  [/\s*(?:m|mn|million|milioni)$/i, 1_000_000],
];

/** The currency a price cell names (`KSh 45,000`, `45,000/=`, `USD 1,200`, `$1.2M`), if any. */
export function currencyOfPrice(cell: string): Currency | null {
  const text = cell.trim().replace(PER_MONTH, "");
  if (SHILLINGS.test(text)) return "KES";
  if (DOLLARS.test(text)) return "USD";
  return null;
}

/**
 * A price as agencies write it, as a plain number: `KSh 45,000`, `45,000/=`, `45k`, `USD 1,200`,
 * `1.2M`, `Ksh 85,000 per month`; the digits read as the property form reads them. Null for a
 * blank cell, NaN for one that is no price.
 */
export function readAgencyPrice(cell: string): number | null {
  let text = cell.trim().replace(PER_MONTH, "").trim();
  if (text === "") return null;
  text = text.replace(SHILLINGS, "").replace(DOLLARS, "").trim();
  let factor = 1;
  for (const [word, times] of MULTIPLIERS) {
    if (word.test(text)) {
      text = text.replace(word, "");
      factor = times;
      break;
    }
  }
  const amount = parsePriceInput(text);
  if (amount === null || Number.isNaN(amount)) return Number.NaN;
  return Math.round(amount * factor * 100) / 100;
}

export const priceProblem = (cell: string) =>
  `“${cell}” is not a price: write it as 45000, KSh 45,000, 45,000/=, 45k, USD 1,200 or 1.2M`;

const ROOMS = /^(\d+)\s*(?:br|bd|bdr|beds?|bedrooms?|baths?|bathrooms?|rooms?|vyumba|bafu)?\.?$/i;
const ROOMS_AFTER_WORD = /^(?:vyumba|bedrooms?|beds?|bafu|bathrooms?|baths?)\s*(\d+)$/i;
/** A home of one room, in every word the vocabulary has for it: it has no bedroom of its own. */
const ONE_ROOM = new Set(equivalentsOf("bedsitter"));

/**
 * A count of rooms as agencies write it: `3`, `3 br`, `3BR`, `3 bedrooms`, `Vyumba 3`; a studio
 * or bedsitter has none. Null for a blank cell, NaN for one that is no count.
 */
export function readAgencyRooms(cell: string): number | null {
  const text = cell.trim();
  if (text === "") return null;
  if (ONE_ROOM.has(text.toLowerCase().replace(/\s+/g, " "))) return 0;
  const count = ROOMS.exec(text)?.[1] ?? ROOMS_AFTER_WORD.exec(text)?.[1];
  return count === undefined ? Number.NaN : Number(count);
}

export const roomsProblem = (cell: string) =>
  `“${cell}” is not a number of rooms: write it as 3, 3 br or 3 bedrooms`;

/** The words a type is written in, besides its stored name and its label, in English and Kiswahili. */
const TYPE_WORDS: Record<PropertyType, readonly string[]> = {
  houses: ["house", "houses for sale", "sale", "for sale", "to buy", "inauzwa", "kuuza"],
  rent: ["rent", "to rent", "for rent", "to let", "rental", "kodi", "kupanga", "kupangisha"],
  land: ["plot", "plots", "shamba", "ardhi", "kiwanja", "land for sale", "plot for sale"],
  hotel: ["hotels", "guest house", "guesthouse", "lodge", "hoteli"],
};

const TYPE_BY_WORD: ReadonlyMap<string, PropertyType> = new Map(
  PROPERTY_TYPES.flatMap((type) =>
    [type, PROPERTY_TYPE_LABELS[type], ...TYPE_WORDS[type]].map(
      (word) => [word.toLowerCase(), type] as const,
    ),
  ),
);

/** Kinds of building an agency names, which say what is offered only with what follows them. */
const BUILDINGS =
  /^(?:apartments?|flats?|maisonettes?|bungalows?|townhouses?|town houses?|villas?|houses?|homes?|cottages?|mansions?|bedsitters?|bedsits?|studios?|single rooms?|offices?|shops?|warehouses?|godowns?|commercial|nyumba)\b\s*/i;
const OFFERED_FOR_SALE = /^(?:for sale|sale|to buy|inauzwa|ya kuuza)$/i;
const OFFERED_TO_RENT = /^(?:to let|to rent|for rent|rent|rental|ya kupanga|ya kukodisha|inapangishwa)$/i;

export type AgencyType = { type: PropertyType } | { problem: string };

/**
 * A type as agencies write it, whatever its case: the site's words (`For sale`, `To rent`,
 * `Land`, `Hotel`), their shorthand (`sale`, `to let`, `plot`, `shamba`, `guest house`), or a
 * kind of building with what is offered (`Apartment to let`, `Maisonette for sale`,
 * `Bedsitter - to let`). A building alone does not say whether it is for sale or to rent.
 */
export function readAgencyType(cell: string): AgencyType | null {
  const text = cell.trim().replace(/\s+/g, " ");
  if (text === "") return null;
  const known = TYPE_BY_WORD.get(text.toLowerCase());
  if (known) return { type: known };
  const building = BUILDINGS.exec(text);
  if (building) {
    const offer = text.slice(building[0].length).replace(/^[-–,:(\s]+|[)\s]+$/g, "");
    if (OFFERED_FOR_SALE.test(offer)) return { type: "houses" };
    if (OFFERED_TO_RENT.test(offer)) return { type: "rent" };
    if (offer === "") {
      return {
        problem: `“${text}” does not say whether it is for sale or to rent: write ${text} for sale or ${text} to let`,
      };
    }
  }
  return {
    problem: `“${text}” is not a type: write For sale (or sale), To rent (rent, to let), Land (plot, shamba) or Hotel (guest house), or a kind of home with for sale or to let`,
  };
}
