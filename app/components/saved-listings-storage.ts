import { useSyncExternalStore } from "react";
import { parseSavedSlugs, withoutSaved, withSaved } from "~/domain/saved-listings";

/** The browser's own copy of the visitor's saved listings; the server never sees it. */

const STORAGE_KEY = "makazi.saved-listings";

const listeners = new Set<() => void>();
let lastRead: { stored: string | null; slugs: readonly string[] } | undefined;

/**
 * The saved slugs, most recent first, or null where the browser keeps nothing (storage
 * turned off). The same array comes back until the stored text changes.
 */
export function readSavedSlugs(): readonly string[] | null {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (lastRead?.stored !== stored) lastRead = { stored, slugs: parseSavedSlugs(stored) };
  return lastRead.slugs;
}

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

function subscribe(listener: () => void) {
  // Another tab changed the list (key null: it cleared the site's storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The saved slugs, kept up to date with this tab and others; null on the server, while the
 * page hydrates and where the browser keeps nothing, so that nothing depends on them there.
 */
export function useSavedSlugs(): readonly string[] | null {
  return useSyncExternalStore(subscribe, readSavedSlugs, () => null);
}
