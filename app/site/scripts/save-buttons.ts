import {
  drawHeart,
  labelOf,
  readSavedSlug,
  readSaveWords,
  SAVE_LISTING_BUTTON,
} from "~/site/components/save-listing-button.contract";
import { readSavedLinkName, SAVED_LINK } from "~/site/components/site-header.contract";
import { reportListingEvent } from "./listing-events";
import { onSavedListingsChange, readSavedSlugs, saveListing, unsaveListings } from "./saved-listings-storage";

/**
 * The hearts that save listings in this browser (sent hidden: saving needs scripts) and the
 * header's count of saved listings, kept in step with the stored list. The hearts' words are on
 * the page once.
 */
export function showSavedListings() {
  const slugs = readSavedSlugs();
  if (slugs === null) return;
  const words = readSaveWords(document);
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${SAVE_LISTING_BUTTON.slug}]`)) {
    const saved = slugs.includes(readSavedSlug(button));
    drawHeart(button, document);
    button.setAttribute("aria-pressed", String(saved));
    button.setAttribute("aria-label", labelOf(button, saved ? words.savedLabel : words.unsavedLabel));
    const text = button.querySelector(`[${SAVE_LISTING_BUTTON.text}]`);
    if (text) text.textContent = saved ? words.savedText : words.unsavedText;
    button.hidden = false;
  }
  for (const link of document.querySelectorAll(`[${SAVED_LINK.name}]`)) {
    const count = link.querySelector<HTMLElement>(`[${SAVED_LINK.count}]`);
    if (count) {
      count.textContent = String(slugs.length);
      count.hidden = slugs.length === 0;
    }
    if (slugs.length > 0) link.setAttribute("aria-label", `${readSavedLinkName(link)} (${slugs.length})`);
    else link.removeAttribute("aria-label");
  }
}

export function enhanceSaveButtons() {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest(`[${SAVE_LISTING_BUTTON.slug}]`);
    if (!button) return;
    const slug = readSavedSlug(button);
    if (button.getAttribute("aria-pressed") === "true") {
      unsaveListings([slug]);
    } else {
      saveListing(slug);
      reportListingEvent(slug, "save");
    }
  });
  onSavedListingsChange(showSavedListings);
  showSavedListings();
}
