// Cells of the CSV files the site writes, as a spreadsheet will open them.
import { stringify } from "csv-stringify/sync";

/**
 * Text a spreadsheet would run as a formula: starting with =, +, -, @, a tab or a carriage
 * return (OWASP's list), or with quotes written before one of those. A number, signed or not,
 * is read as a number and stays as it is.
 */
const FORMULA_START = /^['"]*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/**
 * Where the list separator is a semicolon (Excel in much of Europe), a spreadsheet opens a CSV
 * file by cutting each line at every semicolon, quotes or not: each piece starts a cell of its own.
 */
const LIST_SEPARATOR = ";";

const runnable = (text: string) => FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);

/**
 * The cell as written to a file: a leading `'` makes Excel and its kin show as text what they
 * would run, at the cell's start and after each semicolon.
 */
export function spreadsheetSafe(cell: string): string {
  return cell
    .split(LIST_SEPARATOR)
    .map((piece) => (runnable(piece) ? `'${piece}` : piece))
    .join(LIST_SEPARATOR);
}

/** A cell read back from a file the site wrote, as it was before `spreadsheetSafe`. */
export function spreadsheetCell(cell: string): string {
  return cell
    .split(LIST_SEPARATOR)
    .map((piece) => (piece.startsWith("'") && runnable(piece.slice(1)) ? piece.slice(1) : piece))
    .join(LIST_SEPARATOR);
}

/**
 * Rows as CSV with a header, every text cell made safe to open in a spreadsheet. Without the
 * header for the rows after the first run of a file written a run at a time: the runs joined are
 * the file written whole.
 */
export function safeCsv<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  columns: readonly (string | { key: string; header: string })[],
  { header = true }: { header?: boolean } = {},
): string {
  return stringify(rows as Row[], {
    header,
    columns: [...columns],
    cast: { string: spreadsheetSafe },
  });
}
