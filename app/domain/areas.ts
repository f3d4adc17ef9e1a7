import type { Currency } from "./currency";
import type { PlotSizeUnit, PricePeriod } from "./listing-details";
import { convertAmount, formatKes, formatUsd } from "./money";
import type { PropertyType } from "./property-type";

/**
 * Floor areas and plot sizes, and a price per unit of them. Areas are stored in square metres;
 * a plot keeps the unit the office typed it in for display.
 */

export const SQUARE_METRES_PER_UNIT: Record<PlotSizeUnit, number> = {
  acres: 4046.8564224,
  hectares: 10_000,
  "square-metres": 1,
};

/** Largest floor area the form takes: far above any building, low enough to catch a slip. */
export const MAX_FLOOR_AREA = 1_000_000;

/** A plot size in square metres. */
export function plotAreaInSquareMetres(size: number, unit: PlotSizeUnit): number {
  return size * SQUARE_METRES_PER_UNIT[unit];
}

/** Square metres in `unit`: `squareMetresIn(4046.8564224, "acres")` is 1. */
export function squareMetresIn(squareMetres: number, unit: PlotSizeUnit): number {
  return squareMetres / SQUARE_METRES_PER_UNIT[unit];
}

/** A price per square metre of floor, or per acre of land. */
export type AreaUnit = "square-metre" | "acre";

export interface PricePerArea {
  /** In the currency of the price, unrounded. */
  amount: number;
  unit: AreaUnit;
}

interface PricedArea {
  type: PropertyType;
  /** The price a visitor pays, in the listing's currency. */
  price: number;
  pricePeriod: PricePeriod | null;
  floorArea: number | null;
  plotSize: number | null;
  plotSizeUnit: PlotSizeUnit | null;
}

/**
 * The price per square metre of a house or hotel sold whole, or per acre of land; null for a
 * price by the month or night (a rent is no price of the floor), or without the area.
 */
export function pricePerArea(listing: PricedArea): PricePerArea | null {
  if (listing.pricePeriod !== null || listing.price <= 0) return null;
  if (listing.type === "land") {
    if (listing.plotSize === null || listing.plotSizeUnit === null || listing.plotSize <= 0) return null;
    const acres = squareMetresIn(plotAreaInSquareMetres(listing.plotSize, listing.plotSizeUnit), "acres");
    return { amount: listing.price / acres, unit: "acre" };
  }
  if (listing.type === "rent" || listing.floorArea === null || listing.floorArea <= 0) return null;
  return { amount: listing.price / listing.floorArea, unit: "square-metre" };
}

/**
 * An amount rounded as a figure per unit reads: to three significant figures, never finer
 * than a whole unit (cents under one): `$1.234,56` → `$1.230`, `Ksh 154,321` → `Ksh 154,000`.
 */
export function roundPerUnit(amount: number): number {
  if (amount < 1) return Math.round(amount * 100) / 100;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 2);
  return Math.round(amount / step) * step;
}

/**
 * A price per unit in the listing's `currency`, shown in `shownIn` (converted at the rate, then
 * rounded in that currency: see roundPerUnit).
 */
export function formatPerUnit(
  amount: number,
  currency: Currency,
  shownIn: Currency,
  kesRate: number,
): string {
  const rounded = roundPerUnit(convertAmount(amount, currency, shownIn, kesRate));
  return shownIn === "USD" ? formatUsd(rounded) : formatKes(rounded);
}
