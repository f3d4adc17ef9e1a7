// The spreadsheet's columns under the headings people give them: the site's own, the field
// names earlier releases wrote, and the words agencies' own sheets use, in English and
// Kiswahili (decision 088).
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
  nameSw: ["Jina kwa Kiswahili", "Title in Kiswahili", "Kiswahili name"],
  descriptionSw: ["Maelezo kwa Kiswahili", "Kiswahili description"],
  bedrooms: ["Beds", "Bedroom", "BR", "Rooms", "No of bedrooms", "Vyumba", "Vyumba vya kulala"],
  bathrooms: ["Baths", "Bathroom", "Bafu", "Vyoo"],
  floorArea: ["Floor area", "Size", "Built-up area", "Square metres", "Sqm", "Ukubwa"],
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

const COLUMN_BY_KEY: ReadonlyMap<string, SpreadsheetColumn> = new Map(
  (Object.keys(COLUMN_HEADINGS) as SpreadsheetColumn[]).flatMap((column) =>
    [column, COLUMN_HEADINGS[column], ...(OTHER_HEADINGS[column] ?? [])].map(
      (heading) => [headingKey(heading), column] as const,
    ),
  ),
);

/** The column a heading names, its currency words set aside: `Price (KSh)` is the price. */
export function columnOfHeading(heading: string): SpreadsheetColumn | null {
  const key = headingKey(heading);
  if (key === "") return null;
  const exact = COLUMN_BY_KEY.get(key);
  if (exact) return exact;
  const withoutCurrency = headingKey(
    heading.replace(/\(([^)]*)\)/g, " ").replace(/\b(ksh|kshs|kes|usd|shillings?|dollars?)\b|\/=|\$/gi, " "),
  );
  return COLUMN_BY_KEY.get(withoutCurrency) ?? null;
}

/** How a file's headings were matched to the columns. */
export interface HeadingMatch {
  /** Each heading of the file, in order, with the column it fills; null for one left out. */
  headings: { heading: string; column: SpreadsheetColumn | null }[];
  /** The currency the price column's heading names, for rows that name none. */
  priceCurrency: Currency | null;
}

/**
 * Matches a file's headings to the columns, by the site's headings, its field names and the
 * words above. A heading that names no column, or a column named already by an earlier heading,
 * is left out: its cells are not read.
 */
export function matchHeadings(headings: readonly string[]): HeadingMatch {
  const taken = new Set<SpreadsheetColumn>();
  let priceCurrency: Currency | null = null;
  const matched = headings.map((heading) => {
    const found = columnOfHeading(heading);
    const column = found !== null && !taken.has(found) ? found : null;
    if (column !== null) taken.add(column);
    if (column === "price") priceCurrency = currencyInHeading(heading);
    return { heading, column };
  });
  return { headings: matched, priceCurrency };
}
