/**
 * Amounts in US dollars or Kenyan shillings, each listing's in its own currency, and their
 * equivalents in the other at the site's rate, formatted as the site shows them.
 */
import type { Currency } from "./currency";

export const DEFAULT_KES_RATE = 125;

/**
 * A number format made on first use: a browser takes a long moment over its first one, which
 * the page script would otherwise spend as it loads, before anyone uses its mortgage calculator.
 */
function formatOnFirstUse(locale: string, options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
}

const wholeDollars = formatOnFirstUse("de-DE", { maximumFractionDigits: 0 });
const dollarsAndCents = formatOnFirstUse("de-DE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const shillings = formatOnFirstUse("en-KE", {
  style: "currency",
  currency: "KES",
  maximumFractionDigits: 0,
});
const shillingsAndCents = formatOnFirstUse("en-KE", {
  style: "currency",
  currency: "KES",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** `$1.250.000`, or `$1.250,50` when there are cents. */
export function formatUsd(amount: number): string {
  const rounded = roundToCents(amount);
  const format = Number.isInteger(rounded) ? wholeDollars : dollarsAndCents;
  return `$${format().format(rounded)}`;
}

/** `Ksh 156,250,000`: Kenyan grouping, whole shillings, as a converted figure is shown. */
export function formatKes(amount: number): string {
  return shillings().format(amount);
}

/** `Ksh 45,000`, or `Ksh 38.60` when there are cents: a shilling amount as the office typed it. */
export function formatTypedKes(amount: number): string {
  const rounded = roundToCents(amount);
  return (Number.isInteger(rounded) ? shillings : shillingsAndCents)().format(rounded);
}

export function usdToKes(amountUsd: number, kesRate: number): number {
  return amountUsd * kesRate;
}

/** An amount in `from` as it is worth in `to` at the rate (shillings to the dollar). */
export function convertAmount(amount: number, from: Currency, to: Currency, kesRate: number): number {
  if (from === to) return amount;
  return to === "KES" ? usdToKes(amount, kesRate) : amount / kesRate;
}

/** An amount in its own currency, exactly as stored: `$1.250.000`, `Ksh 45,000`, `Ksh 38.60`. */
export function formatListedAmount(amount: number, currency: Currency): string {
  return currency === "USD" ? formatUsd(amount) : formatTypedKes(amount);
}

/**
 * An amount of a listing, in the listing's `currency`, shown in `shownIn`: exactly as stored in
 * its own currency, converted at the rate in the other (whole shillings, or dollars to the cent).
 */
export function formatAmount(amount: number, currency: Currency, shownIn: Currency, kesRate: number): string {
  if (currency === shownIn) return formatListedAmount(amount, currency);
  return shownIn === "KES" ? formatKes(usdToKes(amount, kesRate)) : formatUsd(amount / kesRate);
}

/** round(price × (1 − discount / 100)); null when either is missing. */
export function computeNewPrice(price: number | null, discount: number | null): number | null {
  if (price === null || discount === null) return null;
  return Math.round(price * (1 - discount / 100));
}

/** The price a visitor sees: the new price when there is one, else the price. */
export function displayedPrice(listing: { price: number; newPrice: number | null }): number {
  return listing.newPrice ?? listing.price;
}

/**
 * Reads a discount percentage: digits with an optional decimal mark, which may
 * be a comma (`10,5` → 10.5). Returns null for empty input and NaN otherwise.
 */
export function parseDiscountInput(input: string): number | null {
  const trimmed = input.trim();
  if (trimmed === "") return null;
  const normalised = trimmed.replace(",", ".");
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}
