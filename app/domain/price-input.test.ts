import { describe, expect, it } from "vitest";
import { formatKes } from "./money";
import { parsePriceInput, priceInDollars, priceReading } from "./price-input";

describe("parsePriceInput", () => {
  it("removes thousands dots and reads a comma as the decimal mark", () => {
    expect(parsePriceInput("1.250.000")).toBe(1_250_000);
    expect(parsePriceInput("1.250,50")).toBe(1250.5);
    expect(parsePriceInput("1250000")).toBe(1_250_000);
    expect(parsePriceInput(" 75 000 ")).toBe(75_000);
    expect(parsePriceInput("15,5")).toBe(15.5);
    expect(parsePriceInput("0")).toBe(0);
  });

  it.each([
    ["15,000", 15_000],
    ["1,500,000", 1_500_000],
    ["1,500,000.50", 1_500_000.5],
    ["250,000", 250_000],
  ])("reads commas before groups of three digits as thousands, the Kenyan way: %j", (typed, amount) => {
    expect(parsePriceInput(typed)).toBe(amount);
  });

  it("returns null for empty input", () => {
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("   ")).toBeNull();
  });

  it("returns NaN for anything that is not a number", () => {
    expect(parsePriceInput("abc")).toBeNaN();
    expect(parsePriceInput("12a")).toBeNaN();
    expect(parsePriceInput("1,2,3")).toBeNaN();
    expect(parsePriceInput("1,500,00")).toBeNaN();
    expect(parsePriceInput(",")).toBeNaN();
  });

  it("reads a negative number as negative so validation can refuse it", () => {
    expect(parsePriceInput("-5")).toBe(-5);
  });
});

describe("priceInDollars", () => {
  it("keeps dollars and converts shillings at the rate, to the cent", () => {
    expect(priceInDollars(15_000, "USD", 125)).toBe(15_000);
    expect(priceInDollars(1_875_000, "KES", 125)).toBe(15_000);
    expect(priceInDollars(100_000, "KES", 129.5)).toBe(772.2);
  });
});

describe("priceReading", () => {
  it("says what a price typed the Kenyan way was read as, in dollars and shillings", () => {
    expect(priceReading("15,000", "USD", 125)).toBe(`$15.000 · ${formatKes(1_875_000)} at today's rate`);
  });

  it("gives the dollars a price typed in shillings is saved as", () => {
    expect(priceReading("1,875,000", "KES", 125)).toBe(`${formatKes(1_875_000)} · $15.000 at today's rate`);
  });

  it.each(["", "abc", "-5"])("is empty for %j", (typed) => {
    expect(priceReading(typed, "USD", 125)).toBe("");
  });
});
