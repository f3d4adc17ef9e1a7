import { savedListingsPath } from "~/domain/saved-listings";
import { showSavedListings } from "./save-buttons";
import { readSavedSlugs, unsaveListings } from "./saved-listings-storage";

/**
 * The saved listings page (`data-saved-page`): the slugs live in this browser, so the page asks
 * the server for their listings and shows the part of its answer marked `data-saved-listings`.
 * Listings the site no longer has are forgotten.
 */
export async function showSavedPage() {
  const page = document.querySelector<HTMLElement>("[data-saved-page]");
  const shown = page?.querySelector("[data-saved-listings]");
  if (!page || !shown) return;
  const slugs = readSavedSlugs() ?? [];
  try {
    const response = await fetch(savedListingsPath(slugs, page.dataset.savedPage || undefined));
    if (!response.ok) throw new Error(`Saved listings answered ${response.status}`);
    const answer = new DOMParser().parseFromString(await response.text(), "text/html");
    const listings = answer.querySelector("[data-saved-listings]");
    if (!listings) throw new Error("Saved listings answered without them");
    const found = new Set(
      [...listings.querySelectorAll<HTMLElement>("[data-save-listing]")].map(
        (button) => button.dataset.saveListing,
      ),
    );
    shown.replaceChildren(...document.adoptNode(listings).childNodes);
    unsaveListings(slugs.filter((slug) => !found.has(slug)));
    showSavedListings();
  } catch {
    shown.replaceChildren();
    const error = page.querySelector<HTMLElement>("[data-saved-error]");
    if (error) error.hidden = false;
  }
}
