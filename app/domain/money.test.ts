import { describe, expect, it } from "vitest";
import {
  computeNewPrice,
  displayedPrice,
  formatAmount,
  formatKes,
  formatUsd,
  parseDiscountInput,
  usdToKes,
} from "./money";

describe("formatUsd", () => {
  it.each([
    [0, "$0"],
    [1, "$1"],
    [999, "$999"],
    [1000, "$1.000"],
    [1_250_000, "$1.250.000"],
    [1250.5, "$1.250,50"],
    [0.25, "$0,25"],
    [12_345_678.99, "$12.345.678,99"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  it("drops float noise below a cent instead of showing it", () => {
    expect(formatUsd(0.1 + 0.2)).toBe("$0,30");
    expect(formatUsd(1000.0000001)).toBe("$1.000");
  });
});

describe("formatKes", () => {
  it.each([
    [0, "Ksh\u00a00"],
    [125, "Ksh\u00a0125"],
    [156_250_000, "Ksh\u00a0156,250,000"],
    [156_312.5, "Ksh\u00a0156,313"],
  ])("formats %s as %s", (amount, expected) => {
    expect(formatKes(amount)).toBe(expected);
  });
});

describe("usdToKes", () => {
  it("multiplies the dollar price by the rate", () => {
    expect(usdToKes(1_250_000, 125)).toBe(156_250_000);
    expect(usdToKes(1250.5, 130)).toBe(162_565);
  });
});

describe("formatAmount", () => {
  it("shows a dollar amount in either currency", () => {
    expect(formatAmount(1_250_000, "USD", "USD", 125)).toBe("$1.250.000");
    expect(formatAmount(1_250_000, "USD", "KES", 125)).toBe("Ksh\u00a0156,250,000");
  });
});

describe("computeNewPrice", () => {
  it("rounds price × (1 − discount/100) to whole dollars", () => {
    expect(computeNewPrice(1_250_000, 10.5)).toBe(1_118_750);
    expect(computeNewPrice(999, 12.5)).toBe(874);
    expect(computeNewPrice(1250.5, 0)).toBe(1251);
  });

  it("handles the edges of the discount range", () => {
    expect(computeNewPrice(5000, 0)).toBe(5000);
    expect(computeNewPrice(5000, 100)).toBe(0);
  });

  it("is blank when price or discount is missing", () => {
    expect(computeNewPrice(null, 10)).toBeNull();
    expect(computeNewPrice(1000, null)).toBeNull();
  });
});

describe("displayedPrice", () => {
  it("is the new price when there is one, else the price", () => {
    expect(displayedPrice({ price: 1000, newPrice: 900 })).toBe(900);
    expect(displayedPrice({ price: 1000, newPrice: null })).toBe(1000);
    expect(displayedPrice({ price: 1000, newPrice: 0 })).toBe(0);
  });
});

describe("parseDiscountInput", () => {
  it("accepts digits with an optional decimal point or comma", () => {
    expect(parseDiscountInput("10")).toBe(10);
    expect(parseDiscountInput("10,5")).toBe(10.5);
    expect(parseDiscountInput("10.5")).toBe(10.5);
    expect(parseDiscountInput(".5")).toBe(0.5);
    expect(parseDiscountInput("100")).toBe(100);
  });

  it("returns null for empty input", () => {
    expect(parseDiscountInput("")).toBeNull();
  });

  it("returns NaN for signs, letters and several decimal marks", () => {
    expect(parseDiscountInput("-5")).toBeNaN();
    expect(parseDiscountInput("ten")).toBeNaN();
    expect(parseDiscountInput("1.2.3")).toBeNaN();
    expect(parseDiscountInput("5%")).toBeNaN();
  });
});
