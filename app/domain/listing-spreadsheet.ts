import { parse } from "csv-parse/sync";
import { safeCsv, spreadsheetCell } from "./csv-cells";
import { fieldErrors } from "./form-errors";
import { type Listing } from "./property";
import {
  EMPTY_PROPERTY_FORM,
  propertyFormSchema,
  propertyFormValues,
  type PropertyInput,
} from "./property-form";
import { type PropertyField, type PropertyFormValues } from "./property-fields";
import { idFromReference, listingReference } from "./reference";

/**
 * The spreadsheet of listings, exported and imported in the same columns: the listing's
 * reference, then the property form's fields under their own names, read by the form's own
 * rules, the currency of the listing's amounts under `currency` (`USD` or `KES`; blank is the
 * type's, as in the form). Photos are not in it; amenities are one comma list.
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
  "latitude",
  "longitude",
  "locationPrecision",
  "publication",
  "availability",
  "featured",
] as const;

export type SpreadsheetColumn = (typeof SPREADSHEET_COLUMNS)[number];
export type SpreadsheetRow = Record<SpreadsheetColumn, string>;

/** The columns that are the form's fields of the same name, as typed. */
const TYPED_COLUMNS = SPREADSHEET_COLUMNS.filter(
  (
    column,
  ): column is Exclude<SpreadsheetColumn, "reference" | "currency" | "amenities" | "perNight" | "featured"> =>
    !["reference", "currency", "amenities", "perNight", "featured"].includes(column),
);

/**
 * Columns a spreadsheet saved by an earlier release lacks, and what its rows mean by leaving
 * them out: every listing was priced in dollars then.
 */
const COLUMNS_ADDED_SINCE: Partial<Record<SpreadsheetColumn, string>> = { currency: "USD" };

/** The columns that are a box to tick in the form, written `yes` or left blank. */
const FLAG_COLUMNS = ["perNight", "featured"] as const;

export const FLAG_MESSAGE = "Please write yes or no";
export const REFERENCE_MESSAGE = "Please write the reference as MK-1042, or leave it blank for a new listing";

/** A listing as one row of the spreadsheet, its values written as the property form shows them. */
export function spreadsheetRow(listing: Listing): SpreadsheetRow {
  const values = propertyFormValues(listing);
  const typed = Object.fromEntries(TYPED_COLUMNS.map((column) => [column, values[column]]));
  return {
    ...(typed as Pick<SpreadsheetRow, (typeof TYPED_COLUMNS)[number]>),
    reference: listingReference(listing.id),
    currency: values.priceCurrency,
    amenities: listing.amenities.join(", "),
    perNight: values.perNight === "on" ? "yes" : "",
    featured: values.featured === "on" ? "yes" : "",
  };
}

/** Listings as a CSV file in the spreadsheet's columns, with its header row. */
export function spreadsheetCsv(listings: readonly Listing[], options?: { header?: boolean }): string {
  return safeCsv(listings.map(spreadsheetRow), SPREADSHEET_COLUMNS, options);
}

export class SpreadsheetError extends Error {}

/**
 * The delimiter of a file as spreadsheets save it: a comma, or a semicolon where the comma is
 * the decimal mark (Excel in many locales). Told by the header row, whose names hold neither.
 */
function delimiterOf(text: string): "," | ";" {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => header.split(character).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

/**
 * Reads a CSV file as Excel, LibreOffice and Google Sheets write it (UTF-8 with or without a
 * byte order mark, commas or semicolons, line breaks inside quoted cells) into rows by column.
 * The header must name every column, in any order, and nothing else; a row with more cells
 * than the header, an unclosed quote and the like stop the whole file with a SpreadsheetError.
 * Blank rows are skipped; each row keeps the number a spreadsheet shows it under.
 */
export function readSpreadsheet(text: string): { line: number; row: SpreadsheetRow }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\ufeff/, "")),
      relax_column_count_less: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const lines = (error as { lines?: number }).lines;
    throw new SpreadsheetError(
      `The file could not be read as CSV${lines ? ` (near line ${lines})` : ""}: ${(error as Error).message}`,
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new SpreadsheetError("The file is empty.");
  const names = header.record.map((name) => name.trim());
  const unknown = names.filter((name) => !(SPREADSHEET_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new SpreadsheetError(`Unknown columns: ${unknown.join(", ")}.`);
  const missing = SPREADSHEET_COLUMNS.filter(
    (column) => !names.includes(column) && COLUMNS_ADDED_SINCE[column] === undefined,
  );
  if (missing.length > 0) throw new SpreadsheetError(`Missing columns: ${missing.join(", ")}.`);
  // A row's number as a spreadsheet shows it: the header is row 1.
  return rows.map(({ record }, index) => ({
    line: index + 2,
    row: Object.fromEntries(
      SPREADSHEET_COLUMNS.map((column) => [
        column,
        names.includes(column)
          ? spreadsheetCell((record[names.indexOf(column)] ?? "").trim())
          : COLUMNS_ADDED_SINCE[column],
      ]),
    ) as SpreadsheetRow,
  }));
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
  const values: PropertyFormValues = {
    ...EMPTY_PROPERTY_FORM,
    ...Object.fromEntries(TYPED_COLUMNS.map((column) => [column, row[column]])),
    priceCurrency: row.currency.toUpperCase(),
    ...flags,
    otherAmenities: row.amenities,
  };
  const result = propertyFormSchema.safeParse(values);
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldErrors<PropertyField>(result.error))) {
      problems.push({
        column: COLUMN_OF_FIELD[field as PropertyField] ?? (field as SpreadsheetColumn),
        message,
      });
    }
  }
  if (problems.length > 0 || !result.success) return { ok: false, problems };
  return { ok: true, id, entry: result.data };
}
