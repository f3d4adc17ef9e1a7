import { describe, expect, it } from "vitest";
import {
  COLUMN_HEADINGS,
  columnOfHeading,
  headingKey,
  matchHeadings,
  MAX_CHOSEN_COLUMNS,
  readChosenColumns,
  SPREADSHEET_COLUMNS,
  withChoices,
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
    // A house's floor or a plot's land: the office says which.
    ["Size", null],
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

describe("the office's own reading of headings", () => {
  it("comes before every other rule: a column given to one heading, another left out", () => {
    const chosen = { agentsnotes: "description", description: null } as const;
    expect(matchHeadings(["Agent's notes", "Description", "Area"], chosen).headings).toEqual([
      { heading: "Agent's notes", column: "description" },
      { heading: "Description", column: null },
      { heading: "Area", column: "location" },
    ]);
  });

  it("is kept as it was chosen, the file's choices over the older, and read back only as such", () => {
    const kept = withChoices({ area: "city" }, ["Area", "Notes", "Beds"], ["location", null, undefined]);
    expect(kept).toEqual({ area: "location", notes: null });
    expect(readChosenColumns(JSON.stringify(kept))).toEqual(kept);
    expect(readChosenColumns('{"area":"colour"}')).toEqual({});
    expect(readChosenColumns("not json")).toEqual({});
    expect(readChosenColumns(null)).toEqual({});
    const many = Array.from({ length: MAX_CHOSEN_COLUMNS + 5 }, (_, index) => `Column ${index}`);
    const all = withChoices(
      {},
      many,
      many.map(() => null),
    );
    expect(Object.keys(all)).toHaveLength(MAX_CHOSEN_COLUMNS);
    expect(all).toHaveProperty("column204", null);
  });
});
