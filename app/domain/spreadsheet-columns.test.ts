import { describe, expect, it } from "vitest";
import {
  COLUMN_HEADINGS,
  columnOfHeading,
  headingKey,
  matchHeadings,
  SPREADSHEET_COLUMNS,
} from "./spreadsheet-columns";

describe("columnOfHeading", () => {
  it("reads every column under its own heading and its field name", () => {
    for (const column of SPREADSHEET_COLUMNS) {
      expect(columnOfHeading(COLUMN_HEADINGS[column])).toBe(column);
      expect(columnOfHeading(column)).toBe(column);
    }
  });

  it.each([
    ["Property Name", "name"],
    ["TITLE", "name"],
    ["Jina", "name"],
    ["Price (KSh)", "price"],
    ["Price KES", "price"],
    ["Rent", "price"],
    ["Bei", "price"],
    ["Asking price (USD)", "price"],
    ["Beds", "bedrooms"],
    ["No. of bedrooms", "bedrooms"],
    ["Vyumba", "bedrooms"],
    ["Area", "location"],
    ["Estate", "location"],
    ["Mtaa", "location"],
    ["Town", "city"],
    ["Category", "type"],
    ["Aina", "type"],
    ["Land size", "plotSize"],
    ["Features", "amenities"],
    ["Status", "availability"],
    ["Agent's notes", null],
    ["", null],
  ])("reads %j as %s", (heading, column) => {
    expect(columnOfHeading(heading)).toBe(column);
  });

  it("keys a heading by its letters and digits alone", () => {
    expect(headingKey(" Floor area (m²) ")).toBe("flooraream2");
  });
});

describe("matchHeadings", () => {
  it("gives the site's own heading its column first, and a word that names two columns the one still free", () => {
    expect(matchHeadings(["Jina", "Maelezo", "Name", "Description", "Notes"]).headings).toEqual([
      { heading: "Jina", column: "nameSw" },
      { heading: "Maelezo", column: "descriptionSw" },
      { heading: "Name", column: "name" },
      { heading: "Description", column: "description" },
      { heading: "Notes", column: null },
    ]);
    expect(matchHeadings(["Jina", "Maelezo"]).headings.map(({ column }) => column)).toEqual([
      "name",
      "description",
    ]);
  });

  it("leaves out a second heading of a column, and reads the currency the price's heading names", () => {
    expect(matchHeadings(["Price (KSh)", "Rent"])).toEqual({
      headings: [
        { heading: "Price (KSh)", column: "price" },
        { heading: "Rent", column: null },
      ],
      priceCurrency: "KES",
    });
    expect(matchHeadings(["Price (USD)"]).priceCurrency).toBe("USD");
    expect(matchHeadings(["Bei /="]).priceCurrency).toBe("KES");
    expect(matchHeadings(["Price"]).priceCurrency).toBeNull();
  });
});
