import { describe, expect, it } from "vitest";
import {
  fellSince,
  formatChangeDate,
  isReduction,
  type PriceChange,
  priceChanged,
  priceHistory,
  recentReduction,
} from "./price-history";

const change = (
  changedAt: string,
  before: [number, number | null],
  after: [number, number | null],
): PriceChange => ({
  changedAt,
  before: { price: before[0], discount: before[1] },
  after: { price: after[0], discount: after[1] },
});

describe("priceChanged", () => {
  it("sees a new price or discount, and nothing else", () => {
    expect(priceChanged({ price: 500, discount: null }, { price: 500, discount: null })).toBe(false);
    expect(priceChanged({ price: 500, discount: null }, { price: 450, discount: null })).toBe(true);
    expect(priceChanged({ price: 500, discount: null }, { price: 500, discount: 10 })).toBe(true);
  });
});

describe("isReduction", () => {
  it("is a fall of the price paid after the discount", () => {
    expect(isReduction(change("2026-11-12T08:00:00Z", [500, null], [450, null]))).toBe(true);
    expect(isReduction(change("2026-11-12T08:00:00Z", [500, null], [500, 10]))).toBe(true);
    expect(isReduction(change("2026-11-12T08:00:00Z", [500, 10], [500, null]))).toBe(false);
    // A higher price with a discount that more than makes up for it.
    expect(isReduction(change("2026-11-12T08:00:00Z", [500, null], [550, 20]))).toBe(true);
    expect(isReduction(change("2026-11-12T08:00:00Z", [500, null], [500, 0]))).toBe(false);
  });
});

describe("recentReduction", () => {
  const now = new Date("2026-11-26T09:00:00Z");

  it("tells of the last fall, from the price paid before it", () => {
    const changes = [
      change("2026-11-01T08:00:00Z", [500, null], [480, null]),
      change("2026-11-12T08:00:00Z", [480, null], [480, 25]),
    ];
    expect(recentReduction(changes, now)).toEqual({ on: "2026-11-12T08:00:00Z", from: 480 });
  });

  it("is hidden by a rise after it, but not by a change that moved nothing", () => {
    const fall = change("2026-11-01T08:00:00Z", [500, null], [450, null]);
    expect(recentReduction([fall, change("2026-11-10T08:00:00Z", [450, null], [470, null])], now)).toBeNull();
    expect(recentReduction([fall, change("2026-11-10T08:00:00Z", [450, null], [450, 0])], now)).toEqual({
      on: "2026-11-01T08:00:00Z",
      from: 500,
    });
  });

  it("is shown for 90 days in Nairobi", () => {
    // 2026-08-28 in Nairobi is 90 days before 2026-11-26.
    const fall = (at: string) => [change(at, [500, null], [450, null])];
    expect(recentReduction(fall("2026-08-27T21:00:00Z"), now)).not.toBeNull();
    expect(recentReduction(fall("2026-08-27T20:59:59Z"), now)).toBeNull();
    expect(recentReduction([], now)).toBeNull();
  });
});

describe("priceHistory", () => {
  it("lists the prices paid, newest first, leaving out changes that moved nothing", () => {
    const changes = [
      change("2026-11-12T08:00:00Z", [480, null], [480, 25]),
      change("2026-10-01T08:00:00Z", [500, null], [480, null]),
      change("2026-11-20T08:00:00Z", [480, 25], [360, null]),
    ];
    expect(priceHistory(changes)).toEqual([
      { on: "2026-11-12T08:00:00Z", price: 360 },
      { on: "2026-10-01T08:00:00Z", price: 480 },
    ]);
  });

  it("keeps the ten latest", () => {
    const changes = Array.from({ length: 12 }, (_, index) =>
      change(
        `2026-11-${String(index + 1).padStart(2, "0")}T08:00:00Z`,
        [500 - index, null],
        [499 - index, null],
      ),
    );
    const history = priceHistory(changes);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ on: "2026-11-12T08:00:00Z", price: 488 });
  });
});

describe("fellSince", () => {
  const changes = [
    change("2026-11-01T08:00:00Z", [500, null], [450, null]),
    change("2026-11-10T08:00:00Z", [450, null], [470, null]),
  ];

  it("compares the price paid now with the price paid then", () => {
    expect(fellSince(changes, "2026-10-01T00:00:00Z")).toBe(true);
    expect(fellSince(changes, "2026-11-05T00:00:00Z")).toBe(false);
    expect(fellSince(changes, "2026-11-11T00:00:00Z")).toBe(false);
  });
});

describe("formatChangeDate", () => {
  it("writes the date in Nairobi", () => {
    expect(formatChangeDate("2026-11-12T22:30:00Z", "en-KE")).toBe("13 Nov 2026");
  });
});
