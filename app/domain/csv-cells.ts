// Cells of the CSV files the site writes, as a spreadsheet will open them.
import { stringify } from "csv-stringify/sync";

/**
 * A cell a spreadsheet would run as a formula: one starting with =, +, -, @, a tab or a carriage
 * return (OWASP's list), or with quotes already written before one of those. A number, signed or
 * not, is read as a number and stays as it is.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)*$/;

/** The cell as written to a file: a formula's leading `'` makes Excel and its kin show it as text. */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** A cell read back from a file the site wrote, as it was before `spreadsheetSafe`. */
export function spreadsheetCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell.slice(1))
    ? cell.slice(1)
    : cell;
}

/** Rows as CSV with a header, every text cell made safe to open in a spreadsheet. */
export function safeCsv<Row extends Record<string, unknown>>(
  rows: readonly Row[],
  columns: readonly string[],
): string {
  return stringify(rows as Row[], {
    header: true,
    columns: [...columns],
    cast: { string: spreadsheetSafe },
  });
}
