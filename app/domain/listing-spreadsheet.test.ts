import { describe, expect, it } from "vitest";
import { aListing } from "~/testing/listing";
import {
  checkSpreadsheetRow,
  FLAG_MESSAGE,
  readSpreadsheet,
  REFERENCE_MESSAGE,
  rowOverListing,
  spreadsheetCsv,
  spreadsheetRow,
  SpreadsheetError,
} from "./listing-spreadsheet";
import { COLUMN_HEADINGS, SPREADSHEET_COLUMNS } from "./spreadsheet-columns";
import { PLOT_SIZE_MESSAGE } from "./plot-size";
import { priceProblem } from "./agency-values";

const rental = aListing({
  id: 7,
  name: 'Studio "Sunset", Kilimani',
  type: "rent",
  price: 650,
  pricePeriod: "month",
  depositMonths: 2,
  description: "Bright studio.\nWater, power & Wi-Fi included.",
  amenities: ["Borehole", "Parking"],
  featured: true,
  publicPosition: null,
  position: { latitude: -1.2921, longitude: 36.8219, precision: "exact" },
});

describe("the spreadsheet of listings", () => {
  it("writes each listing in the property form's words, and reads them back as written", () => {
    const csv = spreadsheetCsv([aListing(), rental]);
    expect(csv.slice(0, csv.indexOf("\n"))).toBe(
      SPREADSHEET_COLUMNS.map((column) => COLUMN_HEADINGS[column]).join(","),
    );
    const { rows } = readSpreadsheet(csv);
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
    expect(rows[1]!.row).toEqual(spreadsheetRow(rental));
    expect(rows[1]!.row).toMatchObject({
      reference: "MK-1007",
      name: 'Studio "Sunset", Kilimani',
      price: "650",
      rentPeriod: "month",
      depositMonths: "2",
      description: "Bright studio.\nWater, power & Wi-Fi included.",
      amenities: "Borehole, Parking",
      latitude: "-1.2921",
      featured: "yes",
      perNight: "",
    });
  });

  it("writes text a spreadsheet would run as a formula as text, and reads it back as it was", () => {
    const hostile = aListing({
      name: '=HYPERLINK("http://evil.example","Pay here")',
      description: "@SUM(1+1) -- a description",
      location: "+254 Road",
    });
    const csv = spreadsheetCsv([hostile]);
    expect(csv).toContain("'=HYPERLINK");
    expect(csv).toContain("'@SUM");
    expect(csv).toContain("'+254 Road");
    const [read] = readSpreadsheet(csv).rows;
    expect(read!.row).toMatchObject({
      name: hostile.name,
      description: hostile.description,
      location: hostile.location,
    });
  });

  it("reads what Excel writes where the comma is the decimal mark: a byte order mark, semicolons, CRLF and line breaks in quotes", () => {
    const header = SPREADSHEET_COLUMNS.join(";");
    const values = SPREADSHEET_COLUMNS.map((column) =>
      column === "description" ? '"Two floors;\r\nsea view"' : column === "price" ? "1250000,5" : "",
    );
    const { rows } = readSpreadsheet(`\ufeff${header}\r\n${values.join(";")}\r\n\r\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.row.description).toBe("Two floors;\r\nsea view");
    expect(rows[0]!.row.price).toBe("1250000,5");
    expect(rows[0]!.row.reference).toBe("");
  });

  it("carries each listing's currency, and writes amounts as plain numbers any spreadsheet reads alike", () => {
    const shillings = aListing({ id: 8, type: "rent", currency: "KES", price: 45_000, pricePeriod: "month" });
    const [written] = readSpreadsheet(spreadsheetCsv([shillings])).rows;
    expect(written!.row).toMatchObject({ currency: "KES", price: "45000" });
    expect(checkSpreadsheetRow(written!.row)).toMatchObject({
      ok: true,
      entry: { currency: "KES", price: 45_000 },
    });
    const dollars = spreadsheetRow(
      aListing({ type: "rent", price: 347.49, pricePeriod: "month", floorArea: 85, serviceCharge: 1_100 }),
    );
    expect(dollars).toMatchObject({ price: "347.49", floorArea: "85", serviceCharge: "1100" });
    expect(checkSpreadsheetRow(dollars)).toMatchObject({
      ok: true,
      entry: { price: 347.49, floorArea: 85, serviceCharge: 1_100 },
    });
  });

  it("takes the columns in any order, by the site's headings or its field names, and a row whose last empty cells are left off", () => {
    const columns = [...SPREADSHEET_COLUMNS].reverse();
    const { rows } = readSpreadsheet(`${columns.join(",")}\nyes,draft`);
    expect(rows[0]!.row).toMatchObject({ featured: "yes", availability: "draft", name: "" });
    const headed = readSpreadsheet(`Featured,Availability,Name\nyes,let,Villa`).rows;
    expect(headed[0]!.row).toMatchObject({ featured: "yes", availability: "let", name: "Villa", price: "" });
  });

  it("leaves out a heading it does not know, reads a file of some columns, and refuses what it cannot read, saying why", () => {
    const read = readSpreadsheet("Property Name,Colour,Price (KSh)\nKaren Villa,Blue,45000\n");
    expect(read.headings).toEqual([
      { heading: "Property Name", column: "name" },
      { heading: "Colour", column: null },
      { heading: "Price (KSh)", column: "price" },
    ]);
    expect(read.priceCurrency).toBe("KES");
    expect(read.rows[0]!.row).toMatchObject({ name: "Karen Villa", price: "45000", type: "", currency: "" });
    expect(() => readSpreadsheet("Colour,Size of shoe\nBlue,9\n")).toThrow(
      /^None of the first 10 rows names/,
    );
    const header = SPREADSHEET_COLUMNS.join(",");
    expect(() => readSpreadsheet(`${header}\n"MK-1001,Villa\n`)).toThrow(SpreadsheetError);
    expect(() => readSpreadsheet(`${header}\n${"x,".repeat(SPREADSHEET_COLUMNS.length + 1)}\n`)).toThrow(
      SpreadsheetError,
    );
    expect(() => readSpreadsheet("")).toThrow(new SpreadsheetError("The file is empty."));
  });
});

describe("the row of headings", () => {
  it("may come under a sheet's title and blank lines: the rows keep their numbers, the ones above are left out", () => {
    const read = readSpreadsheet(
      "Baraka Homes: stock list;;;\n;;;\nAs at 1 November;;;\nProperty name;Type;Price (KSh);Area\nKaren Villa;For sale;45.000.000;Karen\n",
    );
    expect(read.headingRow).toBe(4);
    expect(read.rows).toEqual([
      { line: 5, row: expect.objectContaining({ name: "Karen Villa", type: "For sale", location: "Karen" }) },
    ]);
  });

  it("is looked for in the first ten rows only", () => {
    const title = "Stock list\n".repeat(10);
    expect(() => readSpreadsheet(`${title}Name,Price\nKaren Villa,45000\n`)).toThrow(
      /^None of the first 10 rows/,
    );
  });
});

describe("rowOverListing", () => {
  const current = spreadsheetRow(rental);
  const blank = Object.fromEntries(SPREADSHEET_COLUMNS.map((column) => [column, ""])) as typeof current;

  it("leaves a field as it is for a blank cell in an update, and empties it for a dash", () => {
    const row = rowOverListing({ ...blank, reference: "MK-1007", price: "700", amenities: "-" }, current);
    expect(row).toEqual({ ...current, price: "700", amenities: "" });
    expect(checkSpreadsheetRow(row)).toMatchObject({
      ok: true,
      entry: { price: 700, depositMonths: 2, featured: true, amenities: [], position: { latitude: -1.2921 } },
    });
  });

  it("reads a new row's dash as a blank", () => {
    expect(rowOverListing({ ...blank, name: "Villa", city: "-" }, null)).toEqual({ ...blank, name: "Villa" });
  });
});

describe("checkSpreadsheetRow", () => {
  const row = spreadsheetRow(rental);

  it("reads a row as the property form would save it, by its reference", () => {
    const checked = checkSpreadsheetRow(row);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.id).toBe(7);
    expect(checked.entry).toMatchObject({
      name: 'Studio "Sunset", Kilimani',
      price: 650,
      type: "rent",
      pricePeriod: "month",
      depositMonths: 2,
      amenities: ["Borehole", "Parking"],
      featured: true,
      publication: "published",
      position: { latitude: -1.2921, longitude: 36.8219, precision: "exact" },
      photos: [],
    });
  });

  it("reads a row without a reference as a new listing", () => {
    const checked = checkSpreadsheetRow({ ...row, reference: "" });
    expect(checked.ok && checked.id).toBeNull();
  });

  it("reads a plot size as the form does: 1/8 acre, and a plot exported in the office's words back as it was", () => {
    const land = spreadsheetRow(
      aListing({ type: "land", plotSize: 5000 / 43_560, plotSizeUnit: "acres", plotSizeWords: "50×100 ft" }),
    );
    expect(land).toMatchObject({ plotSize: "50×100 ft", plotSizeUnit: "acres" });
    expect(checkSpreadsheetRow(land)).toMatchObject({
      ok: true,
      entry: { plotSize: 5000 / 43_560, plotSizeUnit: "acres", plotSizeWords: "50×100 ft" },
    });
    expect(checkSpreadsheetRow({ ...land, plotSize: "1/8 acre", plotSizeUnit: "" })).toMatchObject({
      ok: true,
      entry: { plotSize: 0.125, plotSizeUnit: "acres", plotSizeWords: "1/8 acre" },
    });
    expect(checkSpreadsheetRow({ ...land, plotSize: "50 by" })).toEqual({
      ok: false,
      problems: [{ column: "plotSize", message: PLOT_SIZE_MESSAGE }],
    });
  });

  it("reads a type in an agency's words, English or Kiswahili, whatever its case, and names the words it takes", () => {
    const typeOf = (type: string) => {
      const checked = checkSpreadsheetRow({ ...row, type });
      return checked.ok ? checked.entry.type : checked.problems;
    };
    expect(["Rent", "TO LET", "kupangisha", "To rent"].map(typeOf)).toEqual(["rent", "rent", "rent", "rent"]);
    expect(["sale", "For Sale", "Houses", "inauzwa"].map(typeOf)).toEqual([
      "houses",
      "houses",
      "houses",
      "houses",
    ]);
    expect(["Plot", "shamba", "Ardhi"].map(typeOf)).toEqual(["land", "land", "land"]);
    expect(["Guest House", "hoteli"].map(typeOf)).toEqual(["hotel", "hotel"]);
    expect(typeOf("Apartment to let")).toBe("rent");
    expect(typeOf("castle")).toEqual([
      { column: "type", message: expect.stringMatching(/^“castle” is not a type/) },
    ]);
    expect(checkSpreadsheetRow({ ...row, publication: "Draft", availability: "LET" })).toMatchObject({
      ok: true,
      entry: { publication: "draft", availability: "let" },
    });
  });

  it("names each problem by its column, in the form's own words", () => {
    expect(
      checkSpreadsheetRow({ ...row, reference: "1007", price: "cheap", featured: "maybe", city: "" }),
    ).toEqual({
      ok: false,
      problems: [
        { column: "reference", message: REFERENCE_MESSAGE },
        { column: "featured", message: FLAG_MESSAGE },
        { column: "price", message: priceProblem("cheap") },
        { column: "city", message: "Please enter the city" },
      ],
    });
  });
});

describe("a sheet as large as the site holds", () => {
  it("reads 100,000 rows of 50 columns, the columns it has no field for left out", () => {
    const own = ["Property Name", "Type", "Price (KSh)", "Estate", "Town", "Beds"];
    const extra = Array.from({ length: 44 }, (_, index) => `Notes ${index + 1}`);
    const lines = [[...own, ...extra].join(",")];
    for (let row = 1; row <= 100_000; row += 1) {
      lines.push(
        [`Flat ${row}`, "To let", "45000", "Kilimani", "Nairobi", "2", ...extra.map(() => "x")].join(","),
      );
    }
    const read = readSpreadsheet(lines.join("\n"));
    expect(read.rows).toHaveLength(100_000);
    expect(read.rows[99_999]).toMatchObject({
      line: 100_001,
      row: { name: "Flat 100000", location: "Kilimani" },
    });
    expect(read.headings.filter((heading) => heading.column === null)).toHaveLength(44);
  });
});
