/**
 * What the price tag (price-tag.tsx) is marked with for the end-to-end tests, which read the
 * shilling price by it.
 */
export const PRICE_TAG = {
  testId: "data-testid",
} as const;

/** The test id of the shilling price, wherever the visitor's choice shows it. */
export const KES_PRICE_TEST_ID = "price-kes";
