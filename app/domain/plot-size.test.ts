import { describe, expect, it } from "vitest";
import { parsePlotSize, plotSizeInAcres, plotSizeReading } from "./plot-size";

describe("parsePlotSize", () => {
  it.each([
    ["50x100", 50, 100],
    ["50 x 100", 50, 100],
    ["50 by 100", 50, 100],
    ["50×100", 50, 100],
    ["50X100", 50, 100],
    ["50ft x 100ft", 50, 100],
    ["100x100", 100, 100],
    ["40x80", 40, 80],
  ])("reads %s as width by depth in feet, in acres", (typed, width, depth) => {
    const reading = parsePlotSize(typed, "hectares");
    expect(reading).toEqual({
      size: (width * depth) / 43_560,
      unit: "acres",
      words: `${width}×${depth} ft`,
    });
  });

  it("reads 50×100 ft as 5,000 square feet, 0.1148 acre", () => {
    const reading = parsePlotSize("50 by 100", "acres");
    expect(reading).not.toBe("unreadable");
    expect((reading as { size: number }).size).toBeCloseTo(0.1148, 4);
  });

  it.each([
    ["1/8 acre", 0.125, "acres", "1/8 acre"],
    ["1/4 acre", 0.25, "acres", "1/4 acre"],
    ["1/4 of an acre", 0.25, "acres", "1/4 acre"],
    ["quarter acre", 0.25, "acres", "quarter acre"],
    ["Half an acre", 0.5, "acres", "half acre"],
    ["half acre", 0.5, "acres", "half acre"],
    ["an eighth acre", 0.125, "acres", "eighth acre"],
    ["1/2 ha", 0.5, "hectares", "1/2 hectare"],
    ["1/8th acre", 0.125, "acres", "1/8 acre"],
    ["1/8th of an acre", 0.125, "acres", "1/8 acre"],
    ["⅛ acre", 0.125, "acres", "1/8 acre"],
    ["¼ acre", 0.25, "acres", "1/4 acre"],
    ["½ an acre", 0.5, "acres", "1/2 acre"],
  ])("reads %s as a part of its unit, keeping the words", (typed, size, unit, words) => {
    expect(parsePlotSize(typed, "square-metres")).toEqual({ size, unit, words });
  });

  it("reads a part without a unit in the unit chosen", () => {
    expect(parsePlotSize("1/8", "acres")).toEqual({ size: 0.125, unit: "acres", words: "1/8 acre" });
    expect(parsePlotSize("quarter", "hectares")).toEqual({
      size: 0.25,
      unit: "hectares",
      words: "quarter hectare",
    });
  });

  it.each([
    ["0.5 ha", 0.5, "hectares"],
    ["2 acres", 2, "acres"],
    ["2.5 acres", 2.5, "acres"],
    ["2,5 acres", 2.5, "acres"],
    ["1 hectare", 1, "hectares"],
    ["4000 m²", 4000, "square-metres"],
    ["4000 sqm", 4000, "square-metres"],
  ])("reads %s as a number in the unit it names", (typed, size, unit) => {
    expect(parsePlotSize(typed, "acres")).toEqual({ size, unit, words: null });
  });

  it("reads a plain number in the unit chosen, as before", () => {
    expect(parsePlotSize("0,5", "hectares")).toEqual({ size: 0.5, unit: "hectares", words: null });
    expect(parsePlotSize(" 2.5 ", "acres")).toEqual({ size: 2.5, unit: "acres", words: null });
    expect(parsePlotSize("4000", "square-metres")).toEqual({
      size: 4000,
      unit: "square-metres",
      words: null,
    });
  });

  it("reads blank as no size", () => {
    expect(parsePlotSize("  ", "acres")).toBeNull();
  });

  it.each([
    "abc",
    "0x100",
    "50x0",
    "-5",
    "50x",
    "x100",
    "0",
    "0 acres",
    "1/0 acre",
    "0/4 acre",
    "5 miles",
    "1e12",
    "2½ acres",
    "1/8thacre x",
  ])("refuses %s", (typed) => {
    expect(parsePlotSize(typed, "acres")).toBe("unreadable");
  });
});

describe("plotSizeInAcres", () => {
  it("converts hectares and square metres to acres", () => {
    expect(plotSizeInAcres(1, "hectares")).toBeCloseTo(2.4711, 4);
    expect(plotSizeInAcres(4046.8564224, "square-metres")).toBeCloseTo(1, 10);
  });
});

describe("plotSizeReading", () => {
  it("says what the office's words were read as, in acres", () => {
    expect(plotSizeReading("50x100", "acres")).toBe("50×100 ft · 0.1148 acres");
    expect(plotSizeReading("1/8 acre", "acres")).toBe("1/8 acre · 0.125 acres");
    expect(plotSizeReading("0.5 ha", "acres")).toBe("0.5 hectares · 1.2355 acres");
    expect(plotSizeReading("2", "acres")).toBe("2 acres");
  });

  it("is empty for blank or unreadable input", () => {
    expect(plotSizeReading("", "acres")).toBe("");
    expect(plotSizeReading("50x", "acres")).toBe("");
  });
});
