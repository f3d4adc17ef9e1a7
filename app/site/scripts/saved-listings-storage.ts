import { parseSavedSlugs, withoutSaved, withSaved } from "~/domain/saved-listings";

/** The browser's own copy of the visitor's saved listings; the server never sees it. */

const STORAGE_KEY = "makazi.saved-listings";

/** The saved slugs, most recent first, or null where the browser keeps nothing (storage turned off). */
export function readSavedSlugs(): string[] | null {
  try {
    return parseSavedSlugs(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function updateSavedSlugs(change: (slugs: readonly string[]) => string[]) {
  const current = readSavedSlugs();
  if (current === null) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(change(current)));
  } catch {
    // Storage full or refused: the list stays as it was, and so do the buttons showing it.
    return;
  }
  for (const listener of listeners) listener();
}

export function saveListing(slug: string) {
  updateSavedSlugs((slugs) => withSaved(slugs, slug));
}

export function unsaveListings(removed: readonly string[]) {
  if (removed.length > 0) updateSavedSlugs((slugs) => withoutSaved(slugs, removed));
}

/** Calls `listener` whenever the saved list changes, in this tab or another. */
export function onSavedListingsChange(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list (key null: it cleared the site's storage).
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  });
}
