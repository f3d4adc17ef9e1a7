/**
 * What the saved listings page (saved-listings-page.tsx, routes/saved.tsx) is marked with for its
 * page script (scripts/saved-page.ts).
 */
export const SAVED_LISTINGS_PAGE = {
  /** The page the browser fills in: the address it asks for the listings. */
  page: "data-saved-page",
  /** The list, on this page and in the answer. */
  listings: "data-saved-listings",
  /** What the page says when the listings could not be loaded. */
  error: "data-saved-error",
} as const;

/** Where the page asks for the saved listings, or undefined for the usual address. */
export function readSavedListingsAddress(page: Element): string | undefined {
  return page.getAttribute(SAVED_LISTINGS_PAGE.page) || undefined;
}
