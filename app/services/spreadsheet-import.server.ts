import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { findListingsForExport } from "~/data/listing-exports.server";
import type { AppDatabase } from "~/data/app-database";
import {
  claimUpload,
  findChosenColumns,
  finishUpload,
  findUpload,
  importBatch,
  type ImportedListing,
  saveChosenColumns,
  saveUpload,
} from "~/data/spreadsheet-imports.server";
import { chunks } from "~/data/batches.server";
import {
  checkSpreadsheetRow,
  type ReadSpreadsheet,
  readSpreadsheet,
  rowOverListing,
  SpreadsheetError,
  type SpreadsheetRow,
  spreadsheetRow,
} from "~/domain/listing-spreadsheet";
import {
  type HeadingMatch,
  readChosenColumns,
  SPREADSHEET_COLUMNS,
  type SpreadsheetColumn,
  withChoices,
} from "~/domain/spreadsheet-columns";
import { currencyOfPrice, readAgencyPrice, readAgencyRooms, readAgencyType } from "~/domain/agency-values";
import type { Currency } from "~/domain/currency";
import type { PricePeriod } from "~/domain/listing-details";
import type { PropertyType } from "~/domain/property-type";
import { type Listing } from "~/domain/property";
import { type PropertyInput } from "~/domain/property-form";
import { idFromReference, listingReference } from "~/domain/reference";
import { nameKey } from "~/domain/slug";
import { logger } from "~/shared/logger.server";

/** Rows written per transaction: a batch is all or nothing, and progress is counted after each. */
export const IMPORT_BATCH_SIZE = 500;

/** The most rows with problems the preview lists one by one; the count says how many in all. */
export const LISTED_PROBLEMS = 500;

/** The most rows the preview shows as they will be saved: a page a phone opens at once. */
export const LISTED_ROWS = 100;

/** What becomes of a row. */
export type RowOutcome = "new" | "update" | "unchanged" | "error";

/** A row as the preview shows it: as it will be saved, or as written when it has errors. */
export interface PreviewRow {
  line: number;
  outcome: RowOutcome;
  name: string;
  type: PropertyType | null;
  price: number | null;
  currency: Currency | null;
  pricePeriod: PricePeriod | null;
  location: string;
  city: string;
  bedrooms: number | null;
}

/** Which rows the preview shows: every one, or only those with errors. */
export type ShownRows = "all" | "errors";

export interface RowProblemInWords {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  line: number;
  column: SpreadsheetColumn;
  message: string;
}

export interface SpreadsheetPreview {
  /** The file's headings, each with the column it fills or null for one left out. */
  headings: HeadingMatch["headings"];
  /** The row the headings were read from, 1 for the first. */
  headingRow: number;
  toUpdate: number;
  toAdd: number;
  /** Rows that say what their listing says already: left as they are. */
  unchanged: number;
  withProblems: number;
  /** The first LISTED_PROBLEMS problems, row by row. */
  problems: RowProblemInWords[];
  /** The first LISTED_ROWS rows of those shown, in the file's order. */
  rows: PreviewRow[];
}

export type SpreadsheetReading =
  { ok: false; failure: string } | { ok: true; preview: SpreadsheetPreview; rows: ImportedListing[] };

/**
 * Reads an uploaded spreadsheet and checks every row as the property form would, and against
 * the listings: a reference must name one, and no two listings may share a name. What passes and
 * changes its listing (or adds one) is what an import would write; the rest is described row by row.
 */
export async function checkSpreadsheet(
  db: AppDatabase,
  file: string,
  shown: ShownRows = "all",
): Promise<SpreadsheetReading> {
  let read: ReadSpreadsheet;
  try {
    read = readSpreadsheet(file, readChosenColumns(await findChosenColumns(db)));
  } catch (error) {
    if (error instanceof SpreadsheetError) return { ok: false, failure: error.message };
    throw error;
  }
  const listings = await findListingsForExport(db, { publishedOnly: false });
  const byId = new Map(listings.map((listing) => [listing.id, listing]));
  const names = new Map(listings.map((listing) => [nameKey(listing.name), listing.id]));
  const namedInFile = new Map<string, number>();
  const problems: RowProblemInWords[] = [];
  const rows: ImportedListing[] = [];
  const previewRows: PreviewRow[] = [];
  const show = (row: PreviewRow) => {
    if (previewRows.length < LISTED_ROWS && (shown === "all" || row.outcome === "error"))
      previewRows.push(row);
  };
  let withProblems = 0;
  let unchanged = 0;
  for (const { line, row: written } of read.rows) {
    const named = written.reference === "" ? null : idFromReference(written.reference);
    const listing = named === null ? undefined : byId.get(named);
    const row = rowAsRead(written, listing, read.priceCurrency);
    const checked = checkSpreadsheetRow(row);
    const rowProblems = checked.ok ? [] : [...checked.problems];
    if (checked.ok) {
      const { id, entry } = checked;
      const current = id === null ? undefined : byId.get(id);
      if (id !== null && !current) {
        rowProblems.push({
          column: "reference",
          message: `No listing has the reference ${listingReference(id)}`,
        });
      }
      const key = nameKey(entry.name);
      const holder = names.get(key);
      const earlierLine = namedInFile.get(key);
      if (holder !== undefined && holder !== id) {
        rowProblems.push({ column: "name", message: `Another listing is named “${entry.name}”` });
      } else if (earlierLine !== undefined) {
        rowProblems.push({ column: "name", message: `Row ${earlierLine} has the same name` });
      }
      namedInFile.set(key, line);
      if (rowProblems.length === 0) {
        const same = current !== undefined && sameEntry(current, row, entry);
        if (same) {
          unchanged += 1;
        } else {
          const { photos: _photos, ...input } = entry;
          rows.push({ id, line, input });
        }
        show({ line, outcome: same ? "unchanged" : current ? "update" : "new", ...shownEntry(entry) });
      }
    }
    if (rowProblems.length > 0) {
      show({ line, outcome: "error", ...shownCells(row) });
      withProblems += 1;
      for (const problem of rowProblems) {
        if (problems.length < LISTED_PROBLEMS) problems.push({ line, ...problem });
      }
    }
  }
  const toUpdate = rows.filter((row) => row.id !== null).length;
  return {
    ok: true,
    preview: {
      headings: read.headings,
      headingRow: read.headingRow,
      toUpdate,
      toAdd: rows.length - toUpdate,
      unchanged,
      withProblems,
      problems,
      rows: previewRows,
    },
    rows,
  };
}

type ShownListing = Omit<PreviewRow, "line" | "outcome">;

const shownEntry = (entry: PropertyInput): ShownListing => ({
  name: entry.name,
  type: entry.type,
  price: entry.price,
  currency: entry.currency,
  pricePeriod: entry.pricePeriod,
  location: entry.location,
  city: entry.city,
  bedrooms: entry.bedrooms,
});

/** A row with errors as written, what can be read of it read. */
function shownCells(row: SpreadsheetRow): ShownListing {
  const type = readAgencyType(row.type);
  const price = readAgencyPrice(row.price);
  const bedrooms = readAgencyRooms(row.bedrooms);
  const currency = row.currency.toUpperCase();
  return {
    name: row.name,
    type: type && "type" in type ? type.type : null,
    price: price !== null && Number.isFinite(price) ? price : null,
    currency: currency === "USD" || currency === "KES" ? currency : null,
    pricePeriod: null,
    location: row.location,
    city: row.city,
    bedrooms: bedrooms !== null && Number.isFinite(bedrooms) ? bedrooms : null,
  };
}

/**
 * A row as the import reads it: in the currency its price cell names (`KSh 45,000`), or else its
 * price column's heading, when its Currency cell names none; over the listing it updates, blank cells leaving its fields as they are; a new
 * listing a draft unless the row says it is published.
 */
function rowAsRead(
  written: SpreadsheetRow,
  listing: Listing | undefined,
  priceCurrency: HeadingMatch["priceCurrency"],
): SpreadsheetRow {
  const row = {
    ...written,
    currency: written.currency || currencyOfPrice(written.price) || priceCurrency || "",
  };
  if (listing) return rowOverListing(row, spreadsheetRow(listing));
  const added = rowOverListing(row, null);
  return { ...added, publication: added.publication || "draft" };
}

/**
 * Whether a row says what the listing says already: written the same, or read the same by the
 * same rules (`1250000` is `1.250.000`).
 */
function sameEntry(listing: Listing, row: SpreadsheetRow, entry: PropertyInput): boolean {
  const written = spreadsheetRow(listing);
  if (SPREADSHEET_COLUMNS.every((column) => written[column] === row[column])) return true;
  const stored = checkSpreadsheetRow(written);
  return stored.ok && isDeepStrictEqual(stored.entry, entry);
}

/**
 * Keeps the office's reading of a previewed upload's headings, for it and the files after it:
 * `choices` holds, for each heading in order, a column's name, `""` to leave it out, or null
 * where nothing was chosen; anything else is ignored. False when the upload is not waiting for
 * its import.
 */
export async function chooseColumns(
  db: AppDatabase,
  token: string,
  choices: readonly (string | null)[],
): Promise<boolean> {
  const upload = await findUpload(db, token);
  if (!upload || upload.status !== "previewed") return false;
  let headings: string[];
  try {
    headings = readSpreadsheet(upload.file).headings.map(({ heading }) => heading);
  } catch (error) {
    if (error instanceof SpreadsheetError) return false;
    throw error;
  }
  const columns = headings.map((_, index) => {
    const choice = choices[index];
    if (choice === "") return null;
    return SPREADSHEET_COLUMNS.find((column) => column === choice);
  });
  const kept = readChosenColumns(await findChosenColumns(db));
  await saveChosenColumns(db, JSON.stringify(withChoices(kept, headings, columns)));
  return true;
}

/** Keeps an uploaded file for its preview and confirmation, and returns its token. */
export async function keepUpload(db: AppDatabase, file: string): Promise<string> {
  const token = randomBytes(18).toString("base64url");
  await saveUpload(db, token, file);
  return token;
}

/**
 * Claims a previewed upload for its import, its rows read and checked again as the listings
 * stand now; null when it is not waiting for one (unknown, unreadable, or confirmed already).
 */
export async function claimImport(db: AppDatabase, token: string): Promise<ImportedListing[] | null> {
  const upload = await findUpload(db, token);
  if (!upload || upload.status !== "previewed") return null;
  const reading = await checkSpreadsheet(db, upload.file);
  if (!reading.ok || !(await claimUpload(db, token, reading.rows.length))) return null;
  return reading.rows;
}

/**
 * Writes a claimed upload's rows in batches of IMPORT_BATCH_SIZE, each one transaction; the
 * upload counts the rows done after each, and says at the end whether all went in.
 */
export async function runImport(
  db: AppDatabase,
  token: string,
  rows: readonly ImportedListing[],
): Promise<void> {
  try {
    for (const batch of chunks(rows, IMPORT_BATCH_SIZE)) await importBatch(db, token, batch);
    await finishUpload(db, token, { status: "done" });
  } catch (error) {
    logger.error("A spreadsheet import failed", error);
    await finishUpload(db, token, { status: "failed", failure: (error as Error).message });
  }
}

/** Claims and imports a previewed upload; false when it was not waiting for its import. */
export async function importUpload(db: AppDatabase, token: string): Promise<boolean> {
  const rows = await claimImport(db, token);
  if (!rows) return false;
  await runImport(db, token, rows);
  return true;
}
