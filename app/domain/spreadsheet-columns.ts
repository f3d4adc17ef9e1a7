// The spreadsheet's columns under the headings people give them: the site's own, the field
// names earlier releases wrote, and the words agencies' own sheets use, in English and
// Kiswahili (decision 088).
import { z } from "zod";
import type { Currency } from "./currency";

/**
 * The spreadsheet's columns, exported and imported alike: the listing's reference, then every
 * field the property form edits but its photos, the currency of the listing's amounts under
 * `currency`, amenities as one comma list.
 */
export const SPREADSHEET_COLUMNS = [
  "reference",
  "name",
  "type",
  "price",
  "currency",
  "discount",
  "location",
  "city",
  "description",
  "nameSw",
  "descriptionSw",
  "bedrooms",
  "bathrooms",
  "floorArea",
  "plotSize",
  "plotSizeUnit",
  "tenure",
  "rentPeriod",
  "perNight",
  "deposit",
  "depositMonths",
  "agencyFeePercent",
  "serviceCharge",
  "utilityDeposit",
  "amenities",
  "videoUrl",
  "latitude",
  "longitude",
  "locationPrecision",
  "publication",
  "availability",
  "featured",
] as const;

export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];

/** The heading the site writes over each column, and reads first. */
export const COLUMN_HEADINGS: Record<SpreadsheetColumn, string> = {
  reference: "Reference",
  name: "Name",
  type: "Type",
  price: "Price",
  currency: "Currency",
  discount: "Discount (%)",
  location: "Location",
  city: "City",
  description: "Description",
  nameSw: "Name in Kiswahili",
  descriptionSw: "Description in Kiswahili",
  bedrooms: "Bedrooms",
  bathrooms: "Bathrooms",
  floorArea: "Floor area (m²)",
  plotSize: "Plot size",
  plotSizeUnit: "Plot size unit",
  tenure: "Tenure",
  rentPeriod: "Rent period",
  perNight: "Per night",
  deposit: "Deposit",
  depositMonths: "Deposit in months",
  agencyFeePercent: "Agency fee (%)",
  serviceCharge: "Service charge",
  utilityDeposit: "Utility deposit",
  amenities: "Amenities",
  videoUrl: "Video tour",
  latitude: "Latitude",
  longitude: "Longitude",
  locationPrecision: "Map point",
  publication: "Publication",
  availability: "Availability",
  featured: "Featured",
};

/** Other headings a column goes by in agencies' sheets, compared as `headingKey` writes them. */
const OTHER_HEADINGS: Partial<Record<SpreadsheetColumn, readonly string[]>> = {
  reference: ["Ref", "Ref no", "Listing reference", "Namba ya kumbukumbu", "Kumbukumbu"],
  name: ["Property name", "Property", "Title", "Listing", "Listing name", "Jina", "Jina la mali"],
  type: ["Property type", "Category", "Kind", "Listing type", "Aina"],
  price: ["Asking price", "Rent", "Monthly rent", "Amount", "Bei", "Kodi"],
  discount: ["Discount"],
  location: ["Area", "Estate", "Neighbourhood", "Neighborhood", "Address", "Street", "Mtaa", "Eneo"],
  city: ["Town", "County", "Mji", "Kaunti"],
  description: ["Details", "Notes", "Maelezo"],
  nameSw: ["Jina kwa Kiswahili", "Title in Kiswahili", "Kiswahili name", "Jina"],
  descriptionSw: ["Maelezo kwa Kiswahili", "Kiswahili description", "Maelezo"],
  bedrooms: ["Beds", "Bedroom", "BR", "Rooms", "No of bedrooms", "Vyumba", "Vyumba vya kulala"],
  bathrooms: ["Baths", "Bathroom", "Bafu", "Vyoo"],
  floorArea: ["Floor area", "Built-up area", "Square metres", "Sqm"],
  plotSize: ["Land size", "Plot", "Acreage", "Acres", "Ukubwa wa kiwanja", "Kiwanja"],
  plotSizeUnit: ["Unit"],
  tenure: ["Title deed", "Freehold or leasehold", "Umiliki"],
  rentPeriod: ["Rent per", "Period"],
  depositMonths: ["Months of deposit", "Deposit months"],
  agencyFeePercent: ["Agency fee", "Commission"],
  serviceCharge: ["Service charge per month"],
  amenities: ["Features", "Facilities", "Huduma"],
  videoUrl: ["Video", "Video link", "YouTube"],
  latitude: ["Lat"],
  longitude: ["Lng", "Lon", "Long"],
  locationPrecision: ["Location precision", "Map precision"],
  publication: ["Published", "Draft or published"],
  availability: ["Status", "Available", "Let or sold"],
  featured: ["On the home page"],
};

/** Headings written as one key: lower case, letters and digits only (`Price (KSh)` → `priceksh`). */
export function headingKey(heading: string): string {
  return heading
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** A price column whose heading names its currency: `Price (KSh)`, `Rent KES`, `Price USD`, `Bei ($)`. */
const CURRENCY_IN_HEADING: readonly [RegExp, Currency][] = [
  [/\b(ksh|kshs|kes|shillings?|shilingi)\b|\/=/i, "KES"],
  [/\b(usd|dollars?)\b|\$/i, "USD"],
];

function currencyInHeading(heading: string): Currency | null {
  return CURRENCY_IN_HEADING.find(([pattern]) => pattern.test(heading))?.[1] ?? null;
}

/** The site's own headings and field names: each names one column. */
const OWN_HEADING_KEYS: ReadonlyMap<string, SpreadsheetColumn> = new Map(
  SPREADSHEET_COLUMNS.flatMap((column) =>
    [column, COLUMN_HEADINGS[column]].map((heading) => [headingKey(heading), column] as const),
  ),
);

/**
 * The other words, each naming the columns it may fill in order: `Maelezo` is the description,
 * or the Kiswahili one where a Description column is there too.
 */
const OTHER_HEADING_KEYS: ReadonlyMap<string, SpreadsheetColumn[]> = (() => {
  const keys = new Map<string, SpreadsheetColumn[]>();
  for (const column of SPREADSHEET_COLUMNS) {
    for (const heading of OTHER_HEADINGS[column] ?? []) {
      const key = headingKey(heading);
      keys.set(key, [...(keys.get(key) ?? []), column]);
    }
  }
  return keys;
})();

/** A heading's key, its currency words and anything in brackets set aside: `Price (KSh)` → `price`. */
const keyWithoutCurrency = (heading: string) =>
  headingKey(
    heading.replace(/\(([^)]*)\)/g, " ").replace(/\b(ksh|kshs|kes|usd|shillings?|dollars?)\b|\/=|\$/gi, " "),
  );

/** The columns a heading may fill, the site's own heading first. */
function columnsOfHeading(heading: string): SpreadsheetColumn[] {
  for (const key of [headingKey(heading), keyWithoutCurrency(heading)]) {
    if (key === "") continue;
    const own = OWN_HEADING_KEYS.get(key);
    if (own) return [own];
    const others = OTHER_HEADING_KEYS.get(key);
    if (others) return others;
  }
  return [];
}

/** The column a heading names first: `Price (KSh)` is the price. */
export function columnOfHeading(heading: string): SpreadsheetColumn | null {
  return columnsOfHeading(heading)[0] ?? null;
}

/** How a file's headings were matched to the columns. */
export interface HeadingMatch {
  /** Each heading of the file, in order, with the column it fills; null for one left out. */
  headings: { heading: string; column: SpreadsheetColumn | null }[];
  /** The currency the price column's heading names, for rows that name none. */
  priceCurrency: Currency | null;
}

/**
 * Matches a file's headings to the columns: by the office's own choices (`chosen`) first, then
 * the site's headings and field names, then the words above, each filling the first of its
 * columns still free, in the file's order. A heading that names no column, or only columns
 * filled already, is left out: its cells are not read.
 */
export function matchHeadings(headings: readonly string[], chosen: ChosenColumns = {}): HeadingMatch {
  const taken = new Set<SpreadsheetColumn>();
  const columns: (SpreadsheetColumn | null)[] = headings.map(() => null);
  const keys = headings.map(headingKey);
  const isChosen = (index: number) => Object.hasOwn(chosen, keys[index]!);
  // The office's own choices first, then the site's own headings, so that `Description` keeps
  // its column from `Maelezo`, then the other words.
  const rank = (index: number) => (isChosen(index) ? 0 : OWN_HEADING_KEYS.has(keys[index]!) ? 1 : 2);
  const order = headings.map((_, index) => index).sort((a, b) => rank(a) - rank(b) || a - b);
  for (const index of order) {
    const candidates = isChosen(index)
      ? [chosen[keys[index]!]].filter((column) => column != null)
      : columnsOfHeading(headings[index]!);
    const column = candidates.find((candidate) => !taken.has(candidate)) ?? null;
    if (column !== null) taken.add(column);
    columns[index] = column;
  }
  const priceAt = columns.indexOf("price");
  return {
    headings: headings.map((heading, index) => ({ heading, column: columns[index]! })),
    priceCurrency: priceAt === -1 ? null : currencyInHeading(headings[priceAt]!),
  };
}

/**
 * The office's own reading of headings, by their key (`headingKey`): the column each fills, or
 * null to leave it out. Kept for the next file, which is read the same way.
 */
export type ChosenColumns = Readonly<Record<string, SpreadsheetColumn | null>>;

/** The most headings whose reading is kept. */
export const MAX_CHOSEN_COLUMNS = 200;

const chosenColumnsSchema = z.record(z.string().max(200), z.enum(SPREADSHEET_COLUMNS).nullable());

/** The kept choices as stored; none when what is stored is not such a record. */
export function readChosenColumns(stored: string | null): ChosenColumns {
  if (stored === null) return {};
  try {
    const parsed = chosenColumnsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The kept choices with a file's new ones laid over them: `choices` gives, for each of the
 * file's headings in order, the column chosen (or null to leave it out), undefined where the
 * office chose nothing. The oldest are forgotten past MAX_CHOSEN_COLUMNS.
 */
export function withChoices(
  kept: ChosenColumns,
  headings: readonly string[],
  choices: readonly (SpreadsheetColumn | null | undefined)[],
): ChosenColumns {
  const chosen = new Map(Object.entries(kept));
  headings.forEach((heading, index) => {
    const choice = choices[index];
    const key = headingKey(heading);
    if (choice === undefined || key === "") return;
    chosen.delete(key);
    chosen.set(key, choice);
  });
  return Object.fromEntries([...chosen].slice(-MAX_CHOSEN_COLUMNS));
}
