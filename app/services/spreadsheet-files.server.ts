// The office's uploaded spreadsheet as the text the import reads: a CSV file as it is, an Excel
// workbook's first sheet written as CSV, formulas as the values they last showed and merged cells
// as they look. A workbook is a ZIP archive: its parts are counted and
// their unpacked sizes added up before any is unpacked, so that a small file that would unpack
// to gigabytes is refused instead.
import { strFromU8, unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { safeCsv } from "~/domain/csv-cells";

export const NOT_UTF8_MESSAGE =
  "The file is not UTF-8 text. In Excel choose “CSV UTF-8 (Comma delimited)” when saving; LibreOffice and Google Sheets write UTF-8 already.";
export const NOT_A_SPREADSHEET_MESSAGE =
  "This file is neither a CSV file nor an Excel workbook (.xlsx): please save your spreadsheet as one of those.";
export const OLD_EXCEL_MESSAGE =
  "This is an Excel 97–2003 workbook (.xls): please save it as an Excel workbook (.xlsx) or as CSV.";
export const UNREADABLE_WORKBOOK_MESSAGE =
  "This Excel workbook could not be read: it may be damaged. Please save it again, or as CSV.";

/** The most parts a workbook may have, and the most its parts may unpack to in all. */
export const WORKBOOK_LIMITS = { parts: 1_000, unpackedBytes: 200 * 1024 * 1024 } as const;

export const TOO_LARGE_WORKBOOK_MESSAGE = `This workbook has more than ${WORKBOOK_LIMITS.parts.toLocaleString("en-KE")} parts or unpacks to more than ${WORKBOOK_LIMITS.unpackedBytes / 1024 / 1024} MB: please save its listings as CSV, or split it.`;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

export type SpreadsheetText = { ok: true; text: string } | { ok: false; message: string };

/** Whether a workbook's parts stay within WORKBOOK_LIMITS, by what the archive says of them. */
function withinLimits(bytes: Uint8Array): boolean {
  let parts = 0;
  let unpacked = 0;
  unzipSync(bytes, {
    filter: (part) => {
      parts += 1;
      unpacked += part.originalSize;
      return false;
    },
  });
  return parts <= WORKBOOK_LIMITS.parts && unpacked <= WORKBOOK_LIMITS.unpackedBytes;
}

/** Where the first sheet is kept in a workbook as Excel, LibreOffice and Google Sheets write it. */
const FIRST_SHEET = "xl/worksheets/sheet1.xml";

/** A cell's column and row, from 0, by its name (`B3` is [1, 2]). */
function cellAt(name: string): [number, number] | null {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(name);
  if (!match) return null;
  const column = [...match[1]!].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return [column, Number(match[2]) - 1];
}

/**
 * The first sheet's rows with each merged range's value in every one of its cells, as the sheet
 * shows it (an estate written once beside three rows is the estate of all three); within the
 * rows and columns the sheet has, whatever a range claims.
 */
function withMergedCellsFilled(rows: unknown[][], bytes: Uint8Array): unknown[][] {
  const sheet = unzipSync(bytes, { filter: (part) => part.name === FIRST_SHEET })[FIRST_SHEET];
  if (!sheet) return rows;
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  for (const [, from, to] of strFromU8(sheet).matchAll(/<mergeCell\s+ref="([A-Z]+\d+):([A-Z]+\d+)"/g)) {
    const first = cellAt(from!);
    const last = cellAt(to!);
    if (!first || !last) continue;
    const value = rows[first[1]]?.[first[0]];
    for (let row = first[1]; row <= Math.min(last[1], rows.length - 1); row += 1) {
      for (let column = first[0]; column <= Math.min(last[0], width - 1); column += 1) {
        rows[row]![column] = value;
      }
    }
  }
  return rows;
}

/** A workbook cell as the CSV writes it: numbers plain, dates as days, yes or no. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return "";
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === "boolean") return cell ? "yes" : "no";
  return String(cell);
}

/** The text of an uploaded spreadsheet, or why it cannot be read, in words. */
export async function spreadsheetText(bytes: Uint8Array): Promise<SpreadsheetText> {
  if (startsWith(bytes, OLE)) return { ok: false, message: OLD_EXCEL_MESSAGE };
  if (startsWith(bytes, ZIP)) {
    try {
      if (!withinLimits(bytes)) return { ok: false, message: TOO_LARGE_WORKBOOK_MESSAGE };
      const rows = withMergedCellsFilled(
        await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
        bytes,
      );
      const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
      const columns = Array.from({ length: width }, (_, index) => String(index));
      const cells = rows.map((row) =>
        Object.fromEntries(row.map((cell, index) => [String(index), cellText(cell)])),
      );
      return { ok: true, text: safeCsv(cells, columns, { header: false }) };
    } catch {
      return { ok: false, message: UNREADABLE_WORKBOOK_MESSAGE };
    }
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: NOT_UTF8_MESSAGE };
  }
  // Text has no NUL: a file with one is some other kind of file.
  if (text.includes("\u0000")) return { ok: false, message: NOT_A_SPREADSHEET_MESSAGE };
  return { ok: true, text };
}
