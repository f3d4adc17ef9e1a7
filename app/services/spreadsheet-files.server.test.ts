import { readFileSync } from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readSpreadsheet } from "~/domain/listing-spreadsheet";
import {
  NOT_A_SPREADSHEET_MESSAGE,
  NOT_UTF8_MESSAGE,
  OLD_EXCEL_MESSAGE,
  spreadsheetText,
  TOO_LARGE_WORKBOOK_MESSAGE,
  UNREADABLE_WORKBOOK_MESSAGE,
  WORKBOOK_LIMITS,
} from "./spreadsheet-files.server";

const CSV = readFileSync("tests/fixtures/agency-stock.csv");
const XLSX = readFileSync("tests/fixtures/agency-stock.xlsx");

/** The archive's central directory claims `bytes` unpacked for its one part, which holds ten. */
function claimingToUnpackTo(bytes: number): Uint8Array {
  const zip = zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(10) }, { level: 0 });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at < zip.length - 4; at += 1) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, bytes, true);
  }
  return zip;
}

/** The fixture workbook with its first sheet's XML changed by `change`. */
function workbookWith(change: (sheet: string) => string): Uint8Array {
  const parts = unzipSync(XLSX);
  parts["xl/worksheets/sheet1.xml"] = strToU8(change(strFromU8(parts["xl/worksheets/sheet1.xml"]!)));
  return zipSync(parts);
}

const cellOf = (sheet: string, name: string) => new RegExp(`<c r="${name}"[^>]*>.*?</c>`);

describe("spreadsheetText", () => {
  it("reads a CSV file as it is, and an Excel workbook's first sheet as the same rows", async () => {
    const csv = await spreadsheetText(CSV);
    const workbook = await spreadsheetText(XLSX);
    if (!csv.ok || !workbook.ok) throw new Error("unread");
    expect(csv.text).toBe(CSV.toString("utf8"));
    expect(readSpreadsheet(workbook.text)).toEqual(readSpreadsheet(csv.text));
  });

  it("reads a formula as the value it last showed, and a merged cell's value in each cell it covers", async () => {
    const changed = workbookWith((sheet) =>
      sheet
        .replace(cellOf(sheet, "C2"), '<c r="C2"><f>40000+5000</f><v>45000</v></c>')
        .replace(cellOf(sheet, "D3"), "")
        .replace(cellOf(sheet, "D4"), "")
        .replace(
          "</sheetData>",
          '</sheetData><mergeCells count="2"><mergeCell ref="D2:D4"/><mergeCell ref="A90:ZZ99999"/></mergeCells>',
        ),
    );
    const read = await spreadsheetText(changed);
    if (!read.ok) throw new Error(read.message);
    const rows = readSpreadsheet(read.text).rows;
    expect(rows[0]!.row.price).toBe("45000");
    expect(rows.slice(0, 3).map(({ row }) => row.location)).toEqual(Array(3).fill(rows[0]!.row.location));
    expect(rows[0]!.row.location).not.toBe("");
    expect(rows).toHaveLength(
      readSpreadsheet(((await spreadsheetText(XLSX)) as { text: string }).text).rows.length,
    );
  });

  it("refuses a workbook that would unpack past its limits before unpacking it", async () => {
    expect(await spreadsheetText(claimingToUnpackTo(WORKBOOK_LIMITS.unpackedBytes + 1))).toEqual({
      ok: false,
      message: TOO_LARGE_WORKBOOK_MESSAGE,
    });
    const parts = Object.fromEntries(
      Array.from({ length: WORKBOOK_LIMITS.parts + 1 }, (_, index) => [
        `xl/part${index}.xml`,
        new Uint8Array(1),
      ]),
    );
    expect(await spreadsheetText(zipSync(parts))).toEqual({ ok: false, message: TOO_LARGE_WORKBOOK_MESSAGE });
  });

  it("says in words what else a file is: an old workbook, a damaged one, text not in UTF-8, or no text at all", async () => {
    expect(await spreadsheetText(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toEqual({
      ok: false,
      message: OLD_EXCEL_MESSAGE,
    });
    expect(await spreadsheetText(zipSync({ "notes.txt": new TextEncoder().encode("hello") }))).toEqual({
      ok: false,
      message: UNREADABLE_WORKBOOK_MESSAGE,
    });
    expect(await spreadsheetText(new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0xff]))).toEqual({
      ok: false,
      message: NOT_UTF8_MESSAGE,
    });
    expect(await spreadsheetText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x0d]))).toMatchObject({
      ok: false,
    });
    expect(await spreadsheetText(new TextEncoder().encode("Name\u0000,Price\n"))).toEqual({
      ok: false,
      message: NOT_A_SPREADSHEET_MESSAGE,
    });
  });
});
