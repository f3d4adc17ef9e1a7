/**
 * What the list's filters (listing-filters.tsx) are marked with for the page script
 * (scripts/currency-choice.ts).
 */
export const LISTING_FILTERS = {
  /** On the price range's currency: a visitor who picks one there wants prices first in it. */
  priceCurrency: "data-price-range-currency",
  /** On the price range's currency while no range is typed: the script sets it to the visitor's currency. */
  priceCurrencyFollowsChoice: "data-price-currency",
} as const;

export const FOLLOWS_CHOICE = "follows-choice";
