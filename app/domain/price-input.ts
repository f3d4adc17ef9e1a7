import type { Currency } from "./currency";
import { formatAmount } from "./money";
import type { PropertyType } from "./property-type";

/** The currency choice beside a listing's price: each listing keeps its own (decision 080). */
export const PRICE_CURRENCY_LABELS: Record<Currency, string> = {
  USD: "US dollars ($)",
  KES: "Kenyan shillings (Ksh)",
};

/** Kenyan rents are set in shillings; sales, hotels and land are priced in dollars unless the office says otherwise. */
export function defaultCurrencyFor(type: PropertyType | null): Currency {
  return type === "rent" ? "KES" : "USD";
}

/**
 * An amount as people type it: whole digits, or digits grouped in threes by commas or points
 * (one kind), then perhaps a decimal mark (the other kind, or either without groups) and one or
 * two digits.
 */
const TYPED_AMOUNT = /^(-?)(\d+|\d{1,3}(?:([.,])\d{3})+)(?:([.,])(\d{1,2}))?$/;

/**
 * Reads an amount as typed in the office. A point or a comma followed by one or two digits at
 * the end is the decimal mark (`38.6` → 38.6, `45000.00` → 45000, `1.250,50` → 1250.5); one
 * followed by three digits separates thousands (`15,000` and `15.000` → 15000). Anything else —
 * three decimals, groups that are not threes, the same mark for thousands and decimals — is no
 * number: it could be read two ways. Spaces are ignored. Returns null for empty input and NaN
 * for anything that is not a number.
 */
export function parsePriceInput(input: string): number | null {
  const compact = input.trim().replace(/\s+/g, "");
  if (compact === "") return null;
  const match = TYPED_AMOUNT.exec(compact);
  if (!match) return Number.NaN;
  const [, sign, whole, thousands, decimalMark, decimals] = match;
  if (thousands && decimalMark === thousands) return Number.NaN;
  const digits = whole!.replace(/[.,]/g, "");
  return Number(`${sign}${digits}${decimals ? `.${decimals}` : ""}`);
}

/**
 * What a typed amount was read as, shown beside its field as the office types it (and in the
 * page answering the form): the listing's currency first, exactly, then the other at today's rate,
 * `Ksh 45,000 · $347,49 at today's rate`. Empty when there is no number.
 */
export function amountReading(input: string, currency: Currency, kesRate: number): string {
  const amount = parsePriceInput(input);
  if (amount === null || !Number.isFinite(amount) || amount < 0) return "";
  const other: Currency = currency === "USD" ? "KES" : "USD";
  const typed = formatAmount(amount, currency, currency, kesRate);
  return `${typed} · ${formatAmount(amount, currency, other, kesRate)} at today's rate`;
}
