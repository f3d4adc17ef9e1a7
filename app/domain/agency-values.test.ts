import { describe, expect, it } from "vitest";
import { currencyOfPrice, readAgencyPrice, readAgencyRooms, readAgencyType } from "./agency-values";

describe("readAgencyPrice", () => {
  it.each([
    ["45000", 45_000, null],
    ["45,000", 45_000, null],
    ["1.250.000", 1_250_000, null],
    ["347.49", 347.49, null],
    ["KSh 45,000", 45_000, "KES"],
    ["Kshs. 45,000", 45_000, "KES"],
    ["KES 45000", 45_000, "KES"],
    ["45,000/=", 45_000, "KES"],
    ["45,000/-", 45_000, "KES"],
    ["45k", 45_000, null],
    ["Ksh 85,000 per month", 85_000, "KES"],
    ["85k pm", 85_000, null],
    ["USD 1,200", 1_200, "USD"],
    ["$1,200", 1_200, "USD"],
    ["1.2M", 1_200_000, null],
    ["KSh 2.5 million", 2_500_000, "KES"],
    ["milioni 3", Number.NaN, null],
    ["elfu 45", Number.NaN, null],
    ["lots", Number.NaN, null],
    ["4,5,6", Number.NaN, null],
    ["", null, null],
  ])("reads %j as %s, in %s", (cell, amount, currency) => {
    expect(readAgencyPrice(cell)).toBe(amount);
    expect(currencyOfPrice(cell)).toBe(currency);
  });
});

describe("readAgencyRooms", () => {
  it.each([
    ["3", 3],
    ["3 br", 3],
    ["3BR", 3],
    ["3 bedrooms", 3],
    ["1 bedroom", 1],
    ["2 baths", 2],
    ["Vyumba 3", 3],
    ["3 vyumba", 3],
    ["Studio", 0],
    ["bedsitter", 0],
    ["", null],
    ["three", Number.NaN],
    ["3-4", Number.NaN],
  ])("reads %j as %s", (cell, rooms) => {
    expect(readAgencyRooms(cell)).toBe(rooms);
  });
});

describe("readAgencyType", () => {
  it.each([
    ["For sale", "houses"],
    ["sale", "houses"],
    ["Inauzwa", "houses"],
    ["TO LET", "rent"],
    ["Rent", "rent"],
    ["kupangisha", "rent"],
    ["Plot", "land"],
    ["Shamba", "land"],
    ["ardhi", "land"],
    ["Guest house", "hotel"],
    ["Hoteli", "hotel"],
    ["Apartment to let", "rent"],
    ["Maisonette for sale", "houses"],
    ["Bungalow - for sale", "houses"],
    ["Bedsitter (to let)", "rent"],
    ["Office to let", "rent"],
    ["Nyumba ya kupanga", "rent"],
  ])("reads %j as %s", (cell, type) => {
    expect(readAgencyType(cell)).toEqual({ type });
  });

  it("says a kind of home alone does not tell sale from rent, and names what it takes for anything else", () => {
    expect(readAgencyType("Apartment")).toEqual({
      problem:
        "“Apartment” does not say whether it is for sale or to rent: write Apartment for sale or Apartment to let",
    });
    expect(readAgencyType("Castle")).toEqual({
      problem: expect.stringMatching(/^“Castle” is not a type: write For sale/),
    });
    expect(readAgencyType("  ")).toBeNull();
  });
});
