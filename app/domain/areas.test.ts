import { describe, expect, it } from "vitest";
import { formatPerUnit, plotAreaInSquareMetres, pricePerArea, roundPerUnit, squareMetresIn } from "./areas";

const HOUSE = {
  type: "houses" as const,
  price: 300_000,
  pricePeriod: null,
  floorArea: 120,
  plotSize: null,
  plotSizeUnit: null,
};

describe("areas", () => {
  it("converts acres and hectares to square metres and back", () => {
    expect(plotAreaInSquareMetres(1, "acres")).toBeCloseTo(4046.8564224, 6);
    expect(plotAreaInSquareMetres(2.5, "hectares")).toBe(25_000);
    expect(plotAreaInSquareMetres(450, "square-metres")).toBe(450);
    expect(squareMetresIn(plotAreaInSquareMetres(1, "hectares"), "acres")).toBeCloseTo(2.4710538, 6);
    expect(squareMetresIn(plotAreaInSquareMetres(0.5, "acres"), "acres")).toBeCloseTo(0.5, 12);
  });
});

describe("pricePerArea", () => {
  it("gives a house or hotel sold whole its price per square metre of floor", () => {
    expect(pricePerArea(HOUSE)).toEqual({ amount: 2500, unit: "square-metre" });
    expect(pricePerArea({ ...HOUSE, type: "hotel", floorArea: 2000 })).toEqual({
      amount: 150,
      unit: "square-metre",
    });
  });

  it("gives land its price per acre whatever unit its plot was typed in", () => {
    const land = { ...HOUSE, type: "land" as const, floorArea: null, price: 50_000 };
    expect(pricePerArea({ ...land, plotSize: 2, plotSizeUnit: "acres" })).toEqual({
      amount: 25_000,
      unit: "acre",
    });
    const hectare = pricePerArea({ ...land, plotSize: 1, plotSizeUnit: "hectares" });
    expect(hectare?.unit).toBe("acre");
    expect(hectare?.amount).toBeCloseTo(20_234.28, 2);
    const eighth = pricePerArea({ ...land, plotSize: 505.857, plotSizeUnit: "square-metres" });
    expect(eighth?.amount).toBeCloseTo(400_000, -1);
  });

  it("has none for a rent, a nightly rate, or a listing without its area", () => {
    expect(pricePerArea({ ...HOUSE, type: "rent", pricePeriod: "month" })).toBeNull();
    expect(pricePerArea({ ...HOUSE, type: "hotel", pricePeriod: "night" })).toBeNull();
    expect(pricePerArea({ ...HOUSE, floorArea: null })).toBeNull();
    expect(pricePerArea({ ...HOUSE, type: "land", floorArea: null })).toBeNull();
  });
});

describe("a price per unit, rounded in each currency", () => {
  it("keeps three significant figures, never finer than a whole unit", () => {
    expect(roundPerUnit(2500)).toBe(2500);
    expect(roundPerUnit(1234.56)).toBe(1230);
    expect(roundPerUnit(154_321)).toBe(154_000);
    expect(roundPerUnit(20_234.28)).toBe(20_200);
    expect(roundPerUnit(87.4)).toBe(87);
    expect(roundPerUnit(999.6)).toBe(1000);
    expect(roundPerUnit(0.456)).toBe(0.46);
  });

  it("rounds the shilling figure on its own, not the dollar figure converted", () => {
    // $1.234,56 per m² at 129.5 is Ksh 159,875.52: shown as Ksh 160,000, not 1,230 × 129.5.
    expect(formatPerUnit(1234.56, "USD", "USD", 129.5)).toBe("$1.230");
    expect(formatPerUnit(1234.56, "USD", "KES", 129.5)).toBe("Ksh\u00a0160,000");
    expect(formatPerUnit(20_234.28, "USD", "USD", 125)).toBe("$20.200");
    expect(formatPerUnit(20_234.28, "USD", "KES", 125)).toBe("Ksh\u00a02,530,000");
  });
});
