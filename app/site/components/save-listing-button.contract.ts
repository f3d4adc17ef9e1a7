/**
 * What the heart that saves a listing (save-listing-button.tsx) is marked with for the page scripts
 * (scripts/save-buttons.ts, scripts/saved-page.ts).
 */
export const SAVE_LISTING_BUTTON = {
  /** The button: the slug of the listing it saves. */
  slug: "data-save-listing",
  /** What the button is named, and says beside the heart, in each state. */
  unsavedLabel: "data-unsaved-label",
  savedLabel: "data-saved-label",
  unsavedText: "data-unsaved-text",
  savedText: "data-saved-text",
  /** Where a labelled button says it. */
  text: "data-save-text",
} as const;

/** The words of a save button, saved and not. */
export interface SaveButtonWords {
  unsavedLabel: string;
  savedLabel: string;
  unsavedText: string;
  savedText: string;
}

export function saveButtonAttributes(slug: string, words: SaveButtonWords) {
  return {
    [SAVE_LISTING_BUTTON.slug]: slug,
    [SAVE_LISTING_BUTTON.unsavedLabel]: words.unsavedLabel,
    [SAVE_LISTING_BUTTON.savedLabel]: words.savedLabel,
    [SAVE_LISTING_BUTTON.unsavedText]: words.unsavedText,
    [SAVE_LISTING_BUTTON.savedText]: words.savedText,
  };
}

export function readSavedSlug(button: Element): string {
  return button.getAttribute(SAVE_LISTING_BUTTON.slug) ?? "";
}

export function readSaveButtonWords(button: Element): SaveButtonWords {
  const read = (name: string) => button.getAttribute(name) ?? "";
  return {
    unsavedLabel: read(SAVE_LISTING_BUTTON.unsavedLabel),
    savedLabel: read(SAVE_LISTING_BUTTON.savedLabel),
    unsavedText: read(SAVE_LISTING_BUTTON.unsavedText),
    savedText: read(SAVE_LISTING_BUTTON.savedText),
  };
}
