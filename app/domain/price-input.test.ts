import { describe, expect, it } from "vitest";
import { formatKes } from "./money";
import { amountReading, parsePriceInput } from "./price-input";

describe("parsePriceInput", () => {
  it("reads points or commas before groups of three digits as thousands", () => {
    expect(parsePriceInput("1.250.000")).toBe(1_250_000);
    expect(parsePriceInput("15,000")).toBe(15_000);
    expect(parsePriceInput("45.000")).toBe(45_000);
    expect(parsePriceInput("1,500,000")).toBe(1_500_000);
    expect(parsePriceInput("1250000")).toBe(1_250_000);
    expect(parsePriceInput(" 75 000 ")).toBe(75_000);
    expect(parsePriceInput("0")).toBe(0);
  });

  it.each([
    ["38.6", 38.6],
    ["38,6", 38.6],
    ["45000.00", 45_000],
    ["45000,50", 45_000.5],
    ["15,5", 15.5],
    ["1.250,50", 1250.5],
    ["1,500,000.50", 1_500_000.5],
    ["0.5", 0.5],
  ])("reads a point or a comma followed by one or two digits as the decimal mark: %j", (typed, amount) => {
    expect(parsePriceInput(typed)).toBe(amount);
  });

  it("returns null for empty input", () => {
    expect(parsePriceInput("")).toBeNull();
    expect(parsePriceInput("   ")).toBeNull();
  });

  it.each([
    "abc",
    "12a",
    "1,2,3",
    "1,500,00",
    ",",
    ".5",
    "1.2345",
    "45000.000",
    "1,250,50",
    "1.250.5",
    "12,50.000",
  ])("returns NaN for what is no number or could be read two ways: %j", (typed) => {
    expect(parsePriceInput(typed)).toBeNaN();
  });

  it("reads a negative number as negative so validation can refuse it", () => {
    expect(parsePriceInput("-5")).toBe(-5);
  });
});

describe("amountReading", () => {
  it("says what an amount typed the Kenyan way was read as, in dollars and shillings", () => {
    expect(amountReading("15,000", "USD", 125)).toBe(`$15.000 · ${formatKes(1_875_000)} at today's rate`);
  });

  it("gives a shilling amount exactly as typed, and its dollars at today's rate", () => {
    expect(amountReading("45,000", "KES", 129.5)).toBe(`${formatKes(45_000)} · $347,49 at today's rate`);
  });

  it("shows the decimals it read, so a point is never taken for thousands unseen", () => {
    expect(amountReading("38.6", "KES", 125)).toBe("Ksh\u00a038.60 · $0,31 at today's rate");
    expect(amountReading("45000.00", "USD", 125)).toBe(`$45.000 · ${formatKes(5_625_000)} at today's rate`);
  });

  it.each(["", "abc", "-5", "1.2345"])("is empty for %j", (typed) => {
    expect(amountReading(typed, "USD", 125)).toBe("");
  });
});
