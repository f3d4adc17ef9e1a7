import { describe, expect, it } from "vitest";
import { barChart, describeSeries, formatChartDate, niceCeiling, valuesForDays } from "./insights-chart";

describe("niceCeiling", () => {
  it("rounds up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 1, 2, 3, 7, 10, 11, 26, 180, 501, 1000].map(niceCeiling)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 200, 1000, 1000,
    ]);
  });
});

describe("barChart", () => {
  const days = valuesForDays(
    ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"],
    new Map([
      ["2026-11-02", 8],
      ["2026-11-03", 1],
      ["2026-11-04", 4],
    ]),
  );

  it("draws bars on a scale whose top is the largest value rounded up", () => {
    const chart = barChart(days, 40, 100);
    expect(chart.top).toBe(10);
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, 80, 10, 40]);
    // Standing on the baseline.
    expect(chart.bars.map((bar) => bar.y + bar.height)).toEqual([100, 100, 100, 100]);
  });

  it("gives each day a slot of its own, left to right, with a gap between bars", () => {
    const chart = barChart(days, 40, 100);
    expect(chart.bars.map((bar) => bar.x)).toEqual([1.5, 11.5, 21.5, 31.5]);
    expect(chart.bars[0]!.width).toBe(7);
  });

  it("keeps a small count visible beside a large one, and draws nothing for none", () => {
    const chart = barChart(
      valuesForDays(
        ["a", "b", "c"],
        new Map([
          ["a", 10_000],
          ["b", 1],
        ]),
      ),
      30,
      60,
    );
    expect(chart.bars[1]!.height).toBeGreaterThan(0);
    expect(chart.bars[2]!.height).toBe(0);
  });

  it("draws an empty month on a scale of one", () => {
    expect(barChart(valuesForDays(["2026-11-01"], new Map())).top).toBe(1);
  });
});

describe("describeSeries", () => {
  it("names the total and the busiest day", () => {
    expect(
      describeSeries(
        [
          { date: "2026-11-03", value: 2 },
          { date: "2026-11-04", value: 1200 },
        ],
        "views",
      ),
    ).toBe("1,202 views from 3 Nov to 4 Nov; the most, 1,200, on 4 Nov.");
    expect(describeSeries([{ date: "2026-11-03", value: 0 }], "enquiries")).toBe(
      "No enquiries from 3 Nov to 3 Nov.",
    );
  });

  it("dates the days as the office reads them", () => {
    expect(formatChartDate("2026-01-09")).toBe("9 Jan");
  });
});
