// A listing's price history: which changes of price or discount were reductions, the short
// "Reduced on … from …" a listing shows for a recent one, and the list of dated prices.
import { nairobiDayNumber } from "./dates";
import { computeNewPrice } from "./money";

/** A listing's price and discount (per cent) as it stores them. */
export interface StoredPrice {
  price: number;
  discount: number | null;
}

/** One change of a listing's price or discount, at an ISO timestamp. */
export interface PriceChange {
  changedAt: string;
  before: StoredPrice;
  after: StoredPrice;
}

/** A reduction is shown on the listing for this many days after it was made. */
export const REDUCTION_SHOWN_DAYS = 90;

/** At most this many dated prices are listed, the newest. */
export const PRICE_HISTORY_LENGTH = 10;

/** What a visitor pays: the price after the discount. */
export function effectivePrice({ price, discount }: StoredPrice): number {
  return computeNewPrice(price, discount) ?? price;
}

/** Whether an edit changed what the listing stores of its price (and so is recorded). */
export function priceChanged(before: StoredPrice, after: StoredPrice): boolean {
  return before.price !== after.price || before.discount !== after.discount;
}

/** Whether the price a visitor pays fell: a lower price, a new or larger discount, or both. */
export function isReduction(change: PriceChange): boolean {
  return effectivePrice(change.after) < effectivePrice(change.before);
}

/** Changes newest first; two at the same moment keep their order of recording, the later first. */
export function newestFirst(changes: readonly PriceChange[]): PriceChange[] {
  return changes
    .map((change, index) => ({ change, index }))
    .sort((a, b) => b.change.changedAt.localeCompare(a.change.changedAt) || b.index - a.index)
    .map(({ change }) => change);
}

/** The changes that moved the price a visitor pays (a discount of 0 % moves nothing), newest first. */
function pricesMoved(changes: readonly PriceChange[]): PriceChange[] {
  return newestFirst(changes).filter(
    (change) => effectivePrice(change.after) !== effectivePrice(change.before),
  );
}

export interface Reduction {
  /** When it was made, an ISO timestamp. */
  on: string;
  /** The price a visitor paid before it. */
  from: number;
}

/**
 * The reduction a listing tells of: the last change that moved its price, when that was a fall
 * made within REDUCTION_SHOWN_DAYS (Nairobi days) of `now`. A rise since hides it: the listing
 * no longer costs less than it did.
 */
export function recentReduction(changes: readonly PriceChange[], now: Date): Reduction | null {
  const [latest] = pricesMoved(changes);
  if (!latest || !isReduction(latest)) return null;
  const age = nairobiDayNumber(now.getTime()) - nairobiDayNumber(Date.parse(latest.changedAt));
  if (age > REDUCTION_SHOWN_DAYS) return null;
  return { on: latest.changedAt, from: effectivePrice(latest.before) };
}

export interface DatedPrice {
  on: string;
  price: number;
}

/** The prices a visitor paid and since when, newest first: the latest PRICE_HISTORY_LENGTH changes. */
export function priceHistory(changes: readonly PriceChange[]): DatedPrice[] {
  return pricesMoved(changes)
    .slice(0, PRICE_HISTORY_LENGTH)
    .map((change) => ({ on: change.changedAt, price: effectivePrice(change.after) }));
}

/** Whether the price a visitor pays is lower now than it was just before `since` (an ISO timestamp). */
export function fellSince(changes: readonly PriceChange[], since: string): boolean {
  const after = newestFirst(changes).filter((change) => change.changedAt >= since);
  const first = after.at(-1);
  const last = after[0];
  if (!first || !last) return false;
  return effectivePrice(last.after) < effectivePrice(first.before);
}

const changeDates = new Map<string, Intl.DateTimeFormat>();

/** The date in Nairobi of a change, as people write it in `locale`: `12 Nov 2026`. */
export function formatChangeDate(timestamp: string, locale: string): string {
  let format = changeDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Africa/Nairobi",
    });
    changeDates.set(locale, format);
  }
  return format.format(new Date(timestamp));
}
