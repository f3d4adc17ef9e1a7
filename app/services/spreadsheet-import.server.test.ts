import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { findListingsForExport } from "~/data/listing-exports.server";
import { findListingBySlug } from "~/data/properties.server";
import { findUpload } from "~/data/spreadsheet-imports.server";
import { createProperty } from "~/data/property-writes.server";
import { priceProblem } from "~/domain/agency-values";
import { spreadsheetCsv } from "~/domain/listing-spreadsheet";
import { columnOfHeading, SPREADSHEET_COLUMNS } from "~/domain/spreadsheet-columns";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { checkSpreadsheet, chooseColumns, importUpload, keepUpload } from "./spreadsheet-import.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeEach(async () => {
  await createProperty(db(), aProperty({ name: "Nyali Villa", city: "Mombasa" }));
  await createProperty(
    db(),
    aProperty({ name: "Kilimani Flat", type: "rent", price: 900, pricePeriod: "month" }),
  );
  await createProperty(db(), aProperty({ name: "Karen Plot", type: "land", price: 60_000, plotSize: 0.5 }));
}, 30_000);

type Row = Record<string, string>;

async function exportedRows(): Promise<Row[]> {
  return parse(spreadsheetCsv(await findListingsForExport(db(), { publishedOnly: false })), {
    columns: (headings: string[]) => headings.map(columnOfHeading),
  }) as Row[];
}

const csvOf = (rows: Row[]) => stringify(rows, { header: true, columns: [...SPREADSHEET_COLUMNS] });

describe("importing a spreadsheet", { timeout: 60_000 }, () => {
  it("round trip: the export with one price changed updates exactly that listing", async () => {
    const before = await findListingsForExport(db(), { publishedOnly: false });
    const rows = await exportedRows();
    rows[1]!.price = "1.250";
    const token = await keepUpload(db(), csvOf(rows));
    const reading = await checkSpreadsheet(db(), (await findUpload(db(), token))!.file);
    expect(reading.ok && reading.preview).toMatchObject({
      toUpdate: 1,
      toAdd: 0,
      unchanged: 2,
      withProblems: 0,
      problems: [],
    });
    expect(await importUpload(db(), token)).toBe(true);
    const after = await findListingsForExport(db(), { publishedOnly: false });
    expect(after[0]).toEqual(before[0]);
    expect(after[2]).toEqual(before[2]);
    // Saved by the office, the listing counts as checked for availability too.
    expect(after[1]).toEqual({
      ...before[1],
      price: 1250,
      updatedAt: after[1]!.updatedAt,
      availabilityCheckedAt: after[1]!.availabilityCheckedAt,
    });
    expect(await findUpload(db(), token)).toMatchObject({
      status: "done",
      total: 1,
      done: 1,
      updated: 1,
      added: 0,
    });
    // A second confirmation imports nothing again.
    expect(await importUpload(db(), token)).toBe(false);
  });

  it("round trip: text a spreadsheet would run is exported as text and imported back as the office typed it", async () => {
    const hostile = {
      name: '=HYPERLINK("http://evil.example","Pay here")',
      description: "@SUM(1+1) a view of the sea",
      location: "-2+3 Road",
    };
    await createProperty(
      db(),
      aProperty({
        ...hostile,
        city: "Mombasa",
        position: { latitude: -4.0435, longitude: 39.7152, precision: "exact" },
      }),
    );
    const rows = await exportedRows();
    const row = rows.find((each) => each.city === "Mombasa" && each.name !== "Nyali Villa")!;
    expect(row).toMatchObject({
      name: `'${hostile.name}`,
      description: `'${hostile.description}`,
      location: `'${hostile.location}`,
      // A signed number stays a number.
      latitude: "-4.0435",
    });

    const unchanged = await checkSpreadsheet(db(), csvOf(rows));
    expect(unchanged.ok && unchanged.preview).toMatchObject({ toUpdate: 0, unchanged: 4, withProblems: 0 });

    row.price = "120000";
    const token = await keepUpload(db(), csvOf(rows));
    expect(await importUpload(db(), token)).toBe(true);
    const [imported] = (await findListingsForExport(db(), { publishedOnly: false })).filter(
      (listing) => listing.price === 120_000,
    );
    expect(imported).toMatchObject(hostile);
  });

  it("takes a plot size as Kenyans write it, 1/8 acre, and keeps the words", async () => {
    const rows = await exportedRows();
    const plot = rows.find((row) => row.name === "Karen Plot")!;
    plot.plotSize = "1/8 acre";
    const token = await keepUpload(db(), csvOf(rows));
    const reading = await checkSpreadsheet(db(), (await findUpload(db(), token))!.file);
    expect(reading.ok && reading.preview).toMatchObject({ toUpdate: 1, unchanged: 2, withProblems: 0 });
    expect(await importUpload(db(), token)).toBe(true);
    expect(await findListingBySlug(db(), "karen-plot")).toMatchObject({
      plotSize: 0.125,
      plotSizeUnit: "acres",
      plotSizeWords: "1/8 acre",
    });
  });

  it("reports a bad row in words and imports nothing before it is confirmed; then the good rows, new ones as drafts unless marked published", async () => {
    const rows = await exportedRows();
    rows[0]!.price = "a lot";
    rows[2]!.name = "Karen Plot, half an acre";
    const newRow = { ...rows[1]!, reference: "", name: "Westlands Loft", publication: "" };
    const published = { ...rows[1]!, reference: "", name: "Lavington Maisonette", publication: "Published" };
    const before = await findListingsForExport(db(), { publishedOnly: false });
    const token = await keepUpload(db(), csvOf([...rows, newRow, published]));
    const reading = await checkSpreadsheet(db(), (await findUpload(db(), token))!.file);
    expect(reading.ok && reading.preview).toMatchObject({
      toUpdate: 1,
      toAdd: 2,
      unchanged: 1,
      withProblems: 1,
      problems: [{ line: 2, column: "price", message: priceProblem("a lot") }],
    });
    expect(await findListingsForExport(db(), { publishedOnly: false })).toEqual(before);

    await importUpload(db(), token);
    const after = await findListingsForExport(db(), { publishedOnly: false });
    expect(after.map((listing) => [listing.name, listing.price, listing.publication])).toEqual([
      ["Nyali Villa", 100_000, "published"],
      ["Kilimani Flat", 900, "published"],
      ["Karen Plot, half an acre", 60_000, "published"],
      ["Westlands Loft", 900, "draft"],
      ["Lavington Maisonette", 900, "published"],
    ]);
    expect(after[3]!.photos).toEqual([]);
  });

  it("refuses names another listing or an earlier row has, and references of no listing", async () => {
    const rows = await exportedRows();
    const copy = { ...rows[0]!, reference: "" };
    const renamed = { ...rows[1]!, name: "nyali villa" };
    const unknown = { ...rows[2]!, reference: "MK-9999", name: "Elsewhere" };
    const twice = { ...rows[2]!, reference: "", name: "Elsewhere" };
    const reading = await checkSpreadsheet(db(), csvOf([copy, renamed, unknown, twice]));
    expect(reading.ok && reading.preview.problems).toEqual([
      { line: 2, column: "name", message: "Another listing is named “Nyali Villa”" },
      { line: 3, column: "name", message: "Another listing is named “nyali villa”" },
      { line: 4, column: "reference", message: "No listing has the reference MK-9999" },
      { line: 5, column: "name", message: "Row 4 has the same name" },
    ]);
  });

  it("says what is wrong with a file that is no spreadsheet of listings", async () => {
    expect(await checkSpreadsheet(db(), "colour,shoe\nblue,9\n")).toEqual({
      ok: false,
      failure:
        "None of the first 10 rows names the listing's columns: one of them should hold headings such as Name, Type, Price, Location and City.",
    });
  });

  it("updates only what a row says: blank cells leave a listing's amenities, map point, deposit and star, a dash empties one", async () => {
    await createProperty(
      db(),
      aProperty({
        name: "Riverside Maisonette",
        type: "rent",
        price: 1_100,
        pricePeriod: "month",
        depositMonths: 2,
        amenities: ["Borehole", "Parking"],
        featured: true,
        floorArea: 140,
        position: { latitude: -1.27, longitude: 36.8, precision: "approximate" },
      }),
    );
    const before = (await findListingBySlug(db(), "riverside-maisonette"))!;
    const blank = Object.fromEntries(SPREADSHEET_COLUMNS.map((column) => [column, ""]));
    const reference = `MK-${before.id + 1000}`;
    const file = csvOf([{ ...blank, reference, price: "1200", floorArea: "-" }]);
    const reading = await checkSpreadsheet(db(), file);
    expect(reading.ok && reading.preview).toMatchObject({ toUpdate: 1, withProblems: 0 });
    expect(await importUpload(db(), await keepUpload(db(), file))).toBe(true);
    expect(await findListingBySlug(db(), "riverside-maisonette")).toEqual({
      ...before,
      price: 1_200,
      floorArea: null,
      updatedAt: expect.any(String),
      availabilityCheckedAt: expect.any(String),
    });
  });

  it("reads an agency's own sheet by its headings, its prices in the shillings the price column names", async () => {
    const sheet = [
      "Property Name,Type,Price (KSh),Area,Town,Beds,Description,Colour",
      "Kileleshwa Two Bedroom,To let,45000,Mandera Road,Nairobi,2,Two bedrooms over a garden.,Blue",
      "Ruaka Plot,Shamba,2500000,Ruaka,Kiambu,,An eighth of an acre.,Green",
    ].join("\n");
    const reading = await checkSpreadsheet(db(), sheet);
    expect(reading.ok && reading.preview).toMatchObject({ toAdd: 2, withProblems: 0 });
    expect(reading.ok && reading.preview.headings.map(({ column }) => column)).toEqual([
      "name",
      "type",
      "price",
      "location",
      "city",
      "bedrooms",
      "description",
      null,
    ]);
    expect(await importUpload(db(), await keepUpload(db(), sheet))).toBe(true);
    expect(await findListingBySlug(db(), "kileleshwa-two-bedroom")).toMatchObject({
      type: "rent",
      currency: "KES",
      price: 45_000,
      pricePeriod: "month",
      bedrooms: 2,
      location: "Mandera Road",
      city: "Nairobi",
      publication: "draft",
    });
    expect(await findListingBySlug(db(), "ruaka-plot")).toMatchObject({
      type: "land",
      currency: "KES",
      price: 2_500_000,
    });
  });

  it("imports an agency's stock sheet of 40 mixed rows: the good ones as drafts at the right prices, the two bad ones reported", async () => {
    const sheet = readFileSync("tests/fixtures/agency-stock.csv", "utf8");
    const reading = await checkSpreadsheet(db(), sheet);
    if (!reading.ok) throw new Error(reading.failure);
    expect(reading.preview).toMatchObject({ toAdd: 38, toUpdate: 0, withProblems: 2 });
    expect(reading.preview.headings.map(({ column }) => column)).toEqual([
      "name",
      "type",
      "price",
      "location",
      "city",
      "bedrooms",
      "bathrooms",
      "plotSize",
      "descriptionSw",
      "description",
      null,
      null,
    ]);
    expect(reading.preview.problems).toEqual([
      { line: 40, column: "type", message: expect.stringMatching(/^“Apartment” does not say whether/) },
      { line: 41, column: "price", message: priceProblem("call us") },
    ]);

    expect(reading.preview.rows).toHaveLength(40);
    expect(reading.preview.rows[0]).toEqual({
      line: 2,
      outcome: "new",
      name: "Kileleshwa Apartment",
      type: "rent",
      price: 45_000,
      currency: "KES",
      pricePeriod: "month",
      location: "Kileleshwa",
      city: "Nairobi",
      bedrooms: 3,
    });
    const errors = await checkSpreadsheet(db(), sheet, "errors");
    expect(errors.ok && errors.preview.rows).toEqual([
      expect.objectContaining({
        line: 40,
        outcome: "error",
        name: "Karen Apartment",
        type: null,
        price: 150_000,
      }),
      expect.objectContaining({
        line: 41,
        outcome: "error",
        name: "Ngong Road Flat",
        type: "rent",
        price: null,
      }),
    ]);

    expect(await importUpload(db(), await keepUpload(db(), sheet))).toBe(true);
    const listings = await findListingsForExport(db(), { publishedOnly: false });
    const added = listings.filter(
      (listing) => !["Nyali Villa", "Kilimani Flat", "Karen Plot"].includes(listing.name),
    );
    expect(added).toHaveLength(38);
    expect(added.every((listing) => listing.publication === "draft")).toBe(true);
    expect(added.map((listing) => listing.name)).not.toContain("Karen Apartment");
    const byName = (name: string) => added.find((listing) => listing.name === name);
    expect(byName("Kileleshwa Apartment")).toMatchObject({
      type: "rent",
      currency: "KES",
      price: 45_000,
      pricePeriod: "month",
      bedrooms: 3,
      bathrooms: 2,
      location: "Kileleshwa",
      city: "Nairobi",
    });
    expect(byName("Kilimani Maisonette")).toMatchObject({
      price: 25_000,
      bedrooms: 1,
      descriptionSw: "Nyumba nzuri karibu na barabara.",
    });
    expect(byName("Syokimau Bedsitter")).toMatchObject({ price: 85_000, bedrooms: 0 });
    expect(byName("Juja Plot 2")).toMatchObject({ type: "land", plotSizeWords: "50×100 ft" });
    expect(byName("Malindi Plot 3")).toMatchObject({ type: "land", plotSize: 0.5, plotSizeUnit: "hectares" });
    expect(byName("Naivasha Guest House")).toMatchObject({ type: "hotel", currency: "USD", price: 80 });
    const sales = added.filter((listing) => listing.type === "houses");
    expect(sales).toHaveLength(12);
    expect(sales.every((listing) => listing.currency === "KES" && listing.price >= 6_800_000)).toBe(true);
  });

  it("reads the columns as the office chooses, and the next file with the same headings the same way", async () => {
    const sheet = [
      "Property Name,Type,Price (KSh),Area,Town,Remarks",
      'Kileleshwa Two Bedroom,To let,45000,Mandera Road,Nairobi,"Borehole, Parking"',
    ].join("\n");
    const token = await keepUpload(db(), sheet);
    const before = await checkSpreadsheet(db(), sheet);
    expect(before.ok && before.preview.headings.at(-1)).toEqual({ heading: "Remarks", column: null });

    expect(await chooseColumns(db(), token, [null, null, null, "", null, "amenities", "ignored"])).toBe(true);
    const after = await checkSpreadsheet(db(), sheet);
    expect(after.ok && after.preview.headings.map(({ column }) => column)).toEqual([
      "name",
      "type",
      "price",
      null,
      "city",
      "amenities",
    ]);
    expect(after.ok && after.preview.problems).toEqual([
      { line: 2, column: "location", message: "Please enter the location" },
      { line: 2, column: "description", message: "Please enter the description" },
    ]);

    const next = "Remarks,Property Name,Area\nGarden,Ruaka Plot,Ruaka\n";
    const reading = await checkSpreadsheet(db(), next);
    expect(reading.ok && reading.preview.headings.map(({ column }) => column)).toEqual([
      "amenities",
      "name",
      null,
    ]);
    expect(await chooseColumns(db(), "no-such-upload", ["name"])).toBe(false);
  });
});
