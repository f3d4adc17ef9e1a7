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
    for (const cell of [
      "=1+1",
      "'=1+1",
      "''@x",
      "-2+3",
      "Karen Villa",
      "-1.2921",
      "'quoted",
      "it's",
      "a;=1",
      "a;'=1",
      "a;;'@b;",
      '"=1',
      "'\"=1",
      "x;'-1",
    ]) {
      expect(spreadsheetCell(spreadsheetSafe(cell)), cell).toBe(cell);
    }
  });

  it("start with a quote after each semicolon too, where a spreadsheet cuts the line at semicolons", () => {
    expect(spreadsheetSafe("Sea view;=HYPERLINK(CHAR(104)&CHAR(116))")).toBe(
      "Sea view;'=HYPERLINK(CHAR(104)&CHAR(116))",
    );
    expect(spreadsheetSafe('=1;@x;"+2')).toBe(`'=1;'@x;'"+2`);
    for (const cell of ["Karen; Nairobi", "rooms;-2", "a;;b", ";"]) {
      expect(spreadsheetSafe(cell), cell).toBe(cell);
    }
    const line = safeCsv(
      [{ name: "Villa;=cmd|' /C calc'!A0;", description: 'Pool, "garden";@SUM(1)', city: 'a;"=1+1"' }],
      ["name", "description", "city"],
    ).split("\n")[1]!;
    // Excel where the list separator is a semicolon: each piece of the line is a cell.
    for (const piece of line.split(";")) expect(piece, piece).not.toMatch(/^"*[=+\-@\t\r]/);
  });

  it("are read back as they were, and safe, for every text of up to four characters from the ones that matter", () => {
    const alphabet = ["'", '"', "=", "-", "1", ".", ";", "a", "\t"];
    let texts = [""];
    for (let length = 1; length <= 4; length += 1) {
      texts = [
        ...texts,
        ...texts
          .filter((text) => text.length === length - 1)
          .flatMap((text) => alphabet.map((c) => text + c)),
      ];
    }
    expect(texts.length).toBeGreaterThan(7000);
    for (const text of texts) {
      const written = spreadsheetSafe(text);
      expect(spreadsheetCell(written), JSON.stringify(text)).toBe(text);
      for (const piece of written.split(";")) {
        expect(
          /^"*[=+\-@\t\r]/.test(piece) && !/^[+-]?\d+(?:[.,]\d+)*$/.test(piece),
          JSON.stringify(text),
        ).toBe(false);
      }
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
