import { reportListingEvent } from "./listing-events";
import { onSavedListingsChange, readSavedSlugs, saveListing, unsaveListings } from "./saved-listings-storage";

/**
 * The hearts that save listings in this browser (`data-save-listing`, sent hidden: saving needs
 * scripts) and the header's count of saved listings, kept in step with the stored list. The
 * hearts' words are on the page once (`data-save-labels`), `{{name}}` standing for each
 * listing's name (`data-save-name`).
 */
export function showSavedListings() {
  const slugs = readSavedSlugs();
  if (slugs === null) return;
  const words = document.querySelector<HTMLElement>("[data-save-labels]")?.dataset ?? {};
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-save-listing]")) {
    const saved = slugs.includes(button.dataset.saveListing ?? "");
    const label = (saved ? words.savedLabel : words.unsavedLabel) ?? "";
    button.setAttribute("aria-pressed", String(saved));
    button.setAttribute(
      "aria-label",
      label.replace("{{name}}", () => button.dataset.saveName ?? ""),
    );
    const text = button.querySelector("[data-save-text]");
    if (text) text.textContent = (saved ? words.savedText : words.unsavedText) ?? "";
    button.hidden = false;
  }
  for (const link of document.querySelectorAll<HTMLElement>("[data-saved-count]")) {
    const count = link.querySelector<HTMLElement>("[data-count]");
    if (count) {
      count.textContent = String(slugs.length);
      count.hidden = slugs.length === 0;
    }
    if (slugs.length > 0) link.setAttribute("aria-label", `${link.dataset.savedCount} (${slugs.length})`);
    else link.removeAttribute("aria-label");
  }
}

export function enhanceSaveButtons() {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("[data-save-listing]");
    if (!button) return;
    const slug = button.dataset.saveListing ?? "";
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
