import { type Currency, isCurrency } from "~/domain/currency";

/** What a price pair (price-pair.tsx) is marked with, so that a page script can write new figures. */
export const PRICE_PAIR = {
  /** On each figure: its currency. */
  amount: "data-amount",
} as const;

export function readAmountCurrency(figure: Element): Currency | null {
  const currency = figure.getAttribute(PRICE_PAIR.amount);
  return isCurrency(currency) ? currency : null;
}
