import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
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

describe("spreadsheetText", () => {
  it("reads a CSV file as it is, and an Excel workbook's first sheet as the same rows", async () => {
    const csv = await spreadsheetText(CSV);
    const workbook = await spreadsheetText(XLSX);
    if (!csv.ok || !workbook.ok) throw new Error("unread");
    expect(csv.text).toBe(CSV.toString("utf8"));
    expect(readSpreadsheet(workbook.text)).toEqual(readSpreadsheet(csv.text));
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
