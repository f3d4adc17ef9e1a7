import { parse } from "csv-parse/sync";
import { safeCsv, spreadsheetCell } from "./csv-cells";
import { fieldErrors } from "./form-errors";
import { type Listing } from "./property";
import {
  priceProblem,
  readAgencyPrice,
  readAgencyRooms,
  readAgencyType,
  roomsProblem,
} from "./agency-values";
import {
  EMPTY_PROPERTY_FORM,
  propertyFormSchema,
  propertyFormValues,
  type PropertyInput,
} from "./property-form";
import { type PropertyField, type PropertyFormValues } from "./property-fields";
import {
  type ChosenColumns,
  COLUMN_HEADINGS,
  type HeadingMatch,
  matchHeadings,
  SPREADSHEET_COLUMNS,
  type SpreadsheetColumn,
} from "./spreadsheet-columns";
import { idFromReference, listingReference } from "./reference";

export type SpreadsheetRow = Record<SpreadsheetColumn, string>;

/** The columns that are the form's fields of the same name, as typed. */
const TYPED_COLUMNS = SPREADSHEET_COLUMNS.filter(
  (
    column,
  ): column is Exclude<SpreadsheetColumn, "reference" | "currency" | "amenities" | "perNight" | "featured"> =>
    !["reference", "currency", "amenities", "perNight", "featured"].includes(column),
);

/** The columns that are a box to tick in the form, written `yes` or left blank. */
const FLAG_COLUMNS = ["perNight", "featured"] as const;

export const FLAG_MESSAGE = "Please write yes or no";
export const REFERENCE_MESSAGE = "Please write the reference as MK-1042, or leave it blank for a new listing";

/** The amounts written as plain numbers (`1100`, `347.49`), which any spreadsheet reads alike. */
const PLAIN_NUMBER_COLUMNS = [
  "price",
  "discount",
  "deposit",
  "serviceCharge",
  "utilityDeposit",
  "floorArea",
  "depositMonths",
  "agencyFeePercent",
] as const;

const plainNumber = (value: number | null) => (value === null ? "" : String(value));

/**
 * A listing as one row of the spreadsheet: its values as the property form shows them, but its
 * amounts as plain numbers, which a spreadsheet in any language opens as the same number.
 */
export function spreadsheetRow(listing: Listing): SpreadsheetRow {
  const values = propertyFormValues(listing);
  const typed = Object.fromEntries(TYPED_COLUMNS.map((column) => [column, values[column]]));
  const amounts = Object.fromEntries(
    PLAIN_NUMBER_COLUMNS.map((column) => [column, values[column] === "" ? "" : plainNumber(listing[column])]),
  );
  return {
    ...(typed as Pick<SpreadsheetRow, (typeof TYPED_COLUMNS)[number]>),
    ...amounts,
    reference: listingReference(listing.id),
    currency: values.priceCurrency,
    amenities: listing.amenities.join(", "),
    perNight: values.perNight === "on" ? "yes" : "",
    featured: values.featured === "on" ? "yes" : "",
  };
}

const WRITTEN_COLUMNS = SPREADSHEET_COLUMNS.map((column) => ({
  key: column,
  header: COLUMN_HEADINGS[column],
}));

/** Listings as a CSV file in the spreadsheet's columns, under their headings. */
export function spreadsheetCsv(listings: readonly Listing[], options?: { header?: boolean }): string {
  return safeCsv(listings.map(spreadsheetRow), WRITTEN_COLUMNS, options);
}

export class SpreadsheetError extends Error {}

/**
 * The delimiter of a file as spreadsheets save it: a comma, or a semicolon where the comma is
 * the decimal mark (Excel in many locales). Told by the row of headings, whose names hold
 * neither and which has the most of its own: the most of either on one of the first lines.
 */
function delimiterOf(text: string): "," | ";" {
  const lines = text.split(/\r?\n/, HEADING_ROWS_SEARCHED);
  const most = (character: string) => Math.max(...lines.map((line) => line.split(character).length - 1));
  return most(";") > most(",") ? ";" : ",";
}

/** A file read: how its headings were matched, and its rows by column, a blank for a column it lacks. */
export interface ReadSpreadsheet extends HeadingMatch {
  /** The row the headings were read from, 1 for the first; the rows above it are left out. */
  headingRow: number;
  rows: { line: number; row: SpreadsheetRow }[];
}

/**
 * Reads a CSV file as Excel, LibreOffice and Google Sheets write it (UTF-8 with or without a
 * byte order mark, commas or semicolons, line breaks inside quoted cells) into rows by column.
 * The row of headings, the first or one of the few below it (under a sheet's title), names the
 * columns by any of their headings, or as the office chose to read them (matchHeadings), in any
 * order; a column it lacks is blank in every row, a heading it does not know is left out. A row
 * with more filled cells than the headings, an unclosed quote and the like stop the whole file
 * with a SpreadsheetError. Blank rows are skipped; each row keeps the number a spreadsheet shows
 * it under.
 */
export function readSpreadsheet(text: string, chosen: ChosenColumns = {}): ReadSpreadsheet {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\ufeff/, "")),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    throw new SpreadsheetError(
      `The file could not be read as CSV${lines ? ` (near line ${lines})` : ""}: ${(error as Error).message}`,
    );
  }
  if (records.length === 0) throw new SpreadsheetError("The file is empty.");
  const found = headingRow(
    records.map(({ record }) => record),
    chosen,
  );
  if (!found) {
    throw new SpreadsheetError(
      `None of the first ${HEADING_ROWS_SEARCHED} rows names the listing's columns: one of them should hold headings such as Name, Type, Price, Location and City.`,
    );
  }
  const { index: headerIndex, match } = found;
  const cellOf = new Map(
    match.headings.flatMap(({ column }, index) => (column ? [[column, index] as const] : [])),
  );
  const width = match.headings.length;
  // A row's number as a spreadsheet shows it: the first row is row 1.
  const rows = records.slice(headerIndex + 1).map(({ record }, index) => {
    const line = headerIndex + index + 2;
    if (record.slice(width).some((cell) => cell.trim() !== "")) {
      throw new SpreadsheetError(
        `Row ${line} has more cells than the row of headings: please check its commas.`,
      );
    }
    return {
      line,
      row: Object.fromEntries(
        SPREADSHEET_COLUMNS.map((column) => {
          const at = cellOf.get(column);
          return [column, at === undefined ? "" : spreadsheetCell((record[at] ?? "").trim())];
        }),
      ) as SpreadsheetRow,
    };
  });
  return { ...match, headingRow: headerIndex + 1, rows };
}

/** How many rows from the top may come before the row of headings (a title, a date, blank lines). */
export const HEADING_ROWS_SEARCHED = 10;

/**
 * The row of headings: the first of the file's first rows to name two of the listing's columns,
 * or else the first to name one; null when none does.
 */
function headingRow(
  records: readonly string[][],
  chosen: ChosenColumns,
): { index: number; match: HeadingMatch } | null {
  let namingOne: { index: number; match: HeadingMatch } | null = null;
  for (const [index, record] of records.slice(0, HEADING_ROWS_SEARCHED).entries()) {
    const match = matchHeadings(
      record.map((heading) => heading.trim()),
      chosen,
    );
    const named = match.headings.filter(({ column }) => column !== null).length;
    if (named >= 2) return { index, match };
    if (named === 1) namingOne ??= { index, match };
  }
  return namingOne;
}

export interface RowProblem {
  column: SpreadsheetColumn;
  message: string;
}

/** A row read by the property form's rules: the listing it names (by reference) and what it says, or its problems. */
export type CheckedRow =
  { ok: true; id: number | null; entry: PropertyInput } | { ok: false; problems: RowProblem[] };

const COLUMN_OF_FIELD: Partial<Record<PropertyField, SpreadsheetColumn>> = {
  otherAmenities: "amenities",
  priceCurrency: "currency",
};

/** The counts of rooms, read as agencies write them (`3 br`). */
const ROOM_COLUMNS = ["bedrooms", "bathrooms"] as const;

/** The columns whose values are one of a few words, read whatever their case. */
const CHOICE_COLUMNS = [
  "plotSizeUnit",
  "tenure",
  "rentPeriod",
  "locationPrecision",
  "publication",
  "availability",
] as const;

/** What a cell means that empties its field in an update, where a blank cell leaves it as it is. */
export const EMPTY_CELL = "-";

/**
 * A row as it updates `current` (the listing's own row): a blank cell leaves its field as it
 * is, `-` empties it. A new row's `-` is blank.
 */
export function rowOverListing(row: SpreadsheetRow, current: SpreadsheetRow | null): SpreadsheetRow {
  return Object.fromEntries(
    SPREADSHEET_COLUMNS.map((column) => {
      const cell = row[column];
      if (cell === EMPTY_CELL) return [column, ""];
      return [column, cell === "" && current ? current[column] : cell];
    }),
  ) as SpreadsheetRow;
}

function flagValue(text: string): string | null {
  const lower = text.toLowerCase();
  if (["", "no", "false", "0"].includes(lower)) return "";
  if (["yes", "on", "true", "1"].includes(lower)) return "on";
  return null;
}

/** Checks a row by the property form's own schema, each problem named by its column. */
export function checkSpreadsheetRow(row: SpreadsheetRow): CheckedRow {
  const problems: RowProblem[] = [];
  const id = row.reference === "" ? null : idFromReference(row.reference);
  if (row.reference !== "" && id === null) problems.push({ column: "reference", message: REFERENCE_MESSAGE });
  const flags = Object.fromEntries(
    FLAG_COLUMNS.map((column) => {
      const value = flagValue(row[column]);
      if (value === null) problems.push({ column, message: FLAG_MESSAGE });
      return [column, value ?? ""];
    }),
  );
  const type = readAgencyType(row.type);
  if (type && "problem" in type) problems.push({ column: "type", message: type.problem });
  const price = readAgencyPrice(row.price);
  if (Number.isNaN(price)) problems.push({ column: "price", message: priceProblem(row.price) });
  const rooms = Object.fromEntries(
    ROOM_COLUMNS.map((column) => {
      const count = readAgencyRooms(row[column]);
      if (Number.isNaN(count)) problems.push({ column, message: roomsProblem(row[column]) });
      return [column, count === null || Number.isNaN(count) ? "" : String(count)];
    }),
  );
  const values: PropertyFormValues = {
    ...EMPTY_PROPERTY_FORM,
    // A blank cell takes the form's own default (a rent is by the month).
    ...Object.fromEntries(
      TYPED_COLUMNS.map((column) => [column, row[column] || EMPTY_PROPERTY_FORM[column]]),
    ),
    ...Object.fromEntries(
      CHOICE_COLUMNS.map((column) => [column, row[column].toLowerCase() || EMPTY_PROPERTY_FORM[column]]),
    ),
    ...rooms,
    type: type && "type" in type ? type.type : "",
    price: price === null || Number.isNaN(price) ? "" : String(price),
    priceCurrency: row.currency.toUpperCase(),
    ...flags,
    otherAmenities: row.amenities,
  };
  const result = propertyFormSchema.safeParse(values);
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldErrors<PropertyField>(result.error))) {
      // A cell read by the agency's words above says what is wrong with it already.
      if (problems.some((problem) => problem.column === field)) continue;
      problems.push({
        column: COLUMN_OF_FIELD[field as PropertyField] ?? (field as SpreadsheetColumn),
        message,
      });
    }
  }
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, id, entry: result.data };
}
