import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { safeCsv, spreadsheetCell, spreadsheetSafe } from "./csv-cells";

describe("cells a spreadsheet would run as a formula", () => {
  it("start with a quote, so that Excel shows them as text", () => {
    for (const cell of [
      '=HYPERLINK("http://evil.example","Pay")',
      "+254-Pay",
      "-2+3",
      "@SUM(A1)",
      "\tx",
      "\rx",
    ]) {
      expect(spreadsheetSafe(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it("leave text, numbers and negative numbers as they are", () => {
    for (const cell of ["Karen Villa", "-1.2921", "+254", "36.82", "1,250,000", "", "a=b"]) {
      expect(spreadsheetSafe(cell), cell).toBe(cell);
    }
  });

  it("are read back as they were, a quote typed before a formula included", () => {
    for (const cell of ["=1+1", "'=1+1", "''@x", "-2+3", "Karen Villa", "-1.2921", "'quoted", "it's"]) {
      expect(spreadsheetCell(spreadsheetSafe(cell)), cell).toBe(cell);
    }
  });

  it("are made safe in every text cell of a file", () => {
    const csv = safeCsv(
      [{ name: "=cmd|' /C calc'!A0", price: 1500, latitude: "-1.28" }],
      ["name", "price", "latitude"],
    );
    const [, row] = parse(csv) as string[][];
    expect(row).toEqual(["'=cmd|' /C calc'!A0", "1500", "-1.28"]);
  });
});
