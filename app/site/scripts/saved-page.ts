import { savedListingsPath } from "~/domain/saved-listings";
import { readSavedSlug, SAVE_LISTING_BUTTON } from "~/site/components/save-listing-button.contract";
import {
  readSavedListingsAddress,
  SAVED_LISTINGS_PAGE,
} from "~/site/components/saved-listings-page.contract";
import { showSavedListings } from "./save-buttons";
import { readSavedSlugs, unsaveListings } from "./saved-listings-storage";

/**
 * The saved listings page: the slugs live in this browser, so the page asks the server for
 * their listings and shows the list in its answer.
 * Listings the site no longer has are forgotten.
 */
export async function showSavedPage() {
  const page = document.querySelector(`[${SAVED_LISTINGS_PAGE.page}]`);
  const shown = page?.querySelector(`[${SAVED_LISTINGS_PAGE.listings}]`);
  if (!page || !shown) return;
  const slugs = readSavedSlugs() ?? [];
  try {
    const response = await fetch(savedListingsPath(slugs, readSavedListingsAddress(page)));
    if (!response.ok) throw new Error(`Saved listings answered ${response.status}`);
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const listings = answer.querySelector(`[${SAVED_LISTINGS_PAGE.listings}]`);
    if (!listings) throw new Error("Saved listings answered without them");
    const found = new Set([...listings.querySelectorAll(`[${SAVE_LISTING_BUTTON.slug}]`)].map(readSavedSlug));
    shown.replaceChildren(...document.adoptNode(listings).childNodes);
    unsaveListings(slugs.filter((slug) => !found.has(slug)));
    showSavedListings();
  } catch {
    shown.replaceChildren();
    const error = page.querySelector<HTMLElement>(`[${SAVED_LISTINGS_PAGE.error}]`);
    if (error) error.hidden = false;
  }
}
