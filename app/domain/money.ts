/** Dollar amounts and their Kenyan shilling equivalents, formatted as the site shows them. */

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

function roundToCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** `$1.250.000`, or `$1.250,50` when there are cents. */
export function formatUsd(amount: number): string {
  const rounded = roundToCents(amount);
  const format = Number.isInteger(rounded) ? wholeDollars : dollarsAndCents;
  return `$${format().format(rounded)}`;
}

/** `Ksh 156,250,000`: Kenyan grouping, whole shillings. */
export function formatKes(amount: number): string {
  return shillings().format(amount);
}

export function usdToKes(amountUsd: number, kesRate: number): number {
  return amountUsd * kesRate;
}

/** A dollar amount shown in `currency`: as it is, or in shillings at the rate. */
export function formatAmount(amountUsd: number, currency: "USD" | "KES", kesRate: number): string {
  return currency === "USD" ? formatUsd(amountUsd) : formatKes(usdToKes(amountUsd, kesRate));
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
