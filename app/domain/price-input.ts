import { formatKes, formatUsd } from "./money";

/** The currencies the office may type a price in; it is stored in dollars. */
export const PRICE_CURRENCIES = ["USD", "KES"] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const PRICE_CURRENCY_LABELS: Record<PriceCurrency, string> = {
  USD: "US dollars ($)",
  KES: "Kenyan shillings (Ksh)",
};

/** Commas before every group of three digits, and a point for the cents: `1,500,000.50`. */
const COMMA_THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * Reads a price as typed in the office. Thousands dots are removed and a comma is the decimal
 * mark (`1.250.000` → 1250000, `1.250,50` → 1250.5), as the site has always read them; but
 * commas before groups of three digits are thousands, as most Kenyans write them (`15,000` →
 * 15000, `1,500,000.50` → 1500000.5), never fifteen dollars. Returns null for empty input and
 * NaN for anything that is not a number.
 */
export function parsePriceInput(input: string): number | null {
  const compact = input.trim().replace(/\s+/g, "");
  if (compact === "") return null;
  const normalised = COMMA_THOUSANDS.test(compact)
    ? compact.replaceAll(",", "")
    : compact.replaceAll(".", "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** An amount typed in `currency` as the dollars it is stored in, to the cent, at the rate. */
export function priceInDollars(amount: number, currency: PriceCurrency, kesRate: number): number {
  return currency === "USD" ? amount : Math.round((amount / kesRate) * 100) / 100;
}

/**
 * What a typed price was read as, shown beside the field as the office types it, the typed
 * currency first: `$15.000 · Ksh 1,875,000 at today's rate`. Empty when there is no number.
 */
export function priceReading(input: string, currency: PriceCurrency, kesRate: number): string {
  const amount = parsePriceInput(input);
  if (amount === null || !Number.isFinite(amount) || amount < 0) return "";
  const dollars = priceInDollars(amount, currency, kesRate);
  const [typed, other] =
    currency === "USD"
      ? [formatUsd(dollars), formatKes(dollars * kesRate)]
      : [formatKes(amount), formatUsd(dollars)];
  return `${typed} · ${other} at today's rate`;
}
