/**
 * What the hearts that save listings (save-listing-button.tsx) are marked with for the page
 * scripts (scripts/save-buttons.ts, scripts/saved-page.ts). The hearts' words are on the page
 * once, `{{name}}` standing for each listing's name, rather than in every heart.
 */
export const SAVE_LISTING_BUTTON = {
  /** The button: the slug of the listing it saves. */
  slug: "data-save-listing",
  /** The button: the listing's name, for its label. */
  name: "data-save-name",
  /** Where a labelled button says it. */
  text: "data-save-text",
} as const;

/** The page's one element holding every heart's words. */
export const SAVE_LISTING_WORDS = {
  element: "data-save-labels",
  unsavedLabel: "data-unsaved-label",
  savedLabel: "data-saved-label",
  unsavedText: "data-unsaved-text",
  savedText: "data-saved-text",
  /** The heart's drawing, copied into each button. */
  heart: "data-save-heart",
} as const;

/** What a heart is named (with `{{name}}` for the listing's name), and says beside it, in each state. */
export interface SaveButtonWords {
  unsavedLabel: string;
  savedLabel: string;
  unsavedText: string;
  savedText: string;
}

/** Stands for the listing's name in the words' labels. */
export const LISTING_NAME = "{{name}}";

export function saveButtonAttributes(slug: string, name: string) {
  return { [SAVE_LISTING_BUTTON.slug]: slug, [SAVE_LISTING_BUTTON.name]: name };
}

export function saveWordsAttributes(words: SaveButtonWords) {
  return {
    [SAVE_LISTING_WORDS.element]: true,
    [SAVE_LISTING_WORDS.unsavedLabel]: words.unsavedLabel,
    [SAVE_LISTING_WORDS.savedLabel]: words.savedLabel,
    [SAVE_LISTING_WORDS.unsavedText]: words.unsavedText,
    [SAVE_LISTING_WORDS.savedText]: words.savedText,
  };
}

export function readSavedSlug(button: Element): string {
  return button.getAttribute(SAVE_LISTING_BUTTON.slug) ?? "";
}

/** The hearts' words on `page`, empty where the page holds none. */
export function readSaveWords(page: ParentNode): SaveButtonWords {
  const element = page.querySelector(`[${SAVE_LISTING_WORDS.element}]`);
  const read = (name: string) => element?.getAttribute(name) ?? "";
  return {
    unsavedLabel: read(SAVE_LISTING_WORDS.unsavedLabel),
    savedLabel: read(SAVE_LISTING_WORDS.savedLabel),
    unsavedText: read(SAVE_LISTING_WORDS.unsavedText),
    savedText: read(SAVE_LISTING_WORDS.savedText),
  };
}

/** Gives `button` the heart's drawing from the page's words (`page`), unless it has it already. */
export function drawHeart(button: Element, page: ParentNode): void {
  const drawing = page.querySelector(`[${SAVE_LISTING_WORDS.element}] [${SAVE_LISTING_WORDS.heart}]`);
  if (drawing && !button.querySelector(`[${SAVE_LISTING_WORDS.heart}]`)) {
    button.prepend(drawing.cloneNode(true));
  }
}

/** `label` with the name of the listing `button` saves written in. */
export function labelOf(button: Element, label: string): string {
  return label.replace(LISTING_NAME, () => button.getAttribute(SAVE_LISTING_BUTTON.name) ?? "");
}
