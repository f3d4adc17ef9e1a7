import { isSlug } from "./slug";

/**
 * The listings a visitor saved, kept in their browser as a JSON array of slugs, the most
 * recently saved first. Whatever is stored may have been written by an older version of the
 * site or by hand, so it is read defensively.
 */

export const MAX_SAVED_LISTINGS = 100;

/** The saved slugs from the stored text: unusable entries dropped, no repeats, at most the cap. */
export function parseSavedSlugs(stored: string | null): string[] {
  if (stored === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const slugs = value.filter((entry): entry is string => typeof entry === "string" && isSlug(entry));
  return [...new Set(slugs)].slice(0, MAX_SAVED_LISTINGS);
}

/** The list with `slug` saved now: first, once, the oldest dropped beyond the cap. */
export function withSaved(slugs: readonly string[], slug: string): string[] {
  return [slug, ...slugs.filter((saved) => saved !== slug)].slice(0, MAX_SAVED_LISTINGS);
}

export function withoutSaved(slugs: readonly string[], removed: Iterable<string>): string[] {
  const gone = new Set(removed);
  return slugs.filter((slug) => !gone.has(slug));
}

const SLUGS_PARAMETER = "slugs";

/**
 * The address that answers with the saved listings of these slugs, from the page at
 * `listingsPath` (the Kiswahili one is under `/sw`).
 */
export function savedListingsPath(slugs: readonly string[], listingsPath = "/saved/listings"): string {
  return `${listingsPath}?${new URLSearchParams({ [SLUGS_PARAMETER]: slugs.join(",") })}`;
}

/**
 * The slugs a request to `savedListingsPath` asks for, without repeats, or null when the
 * request is not one the site makes: a malformed slug, or more than the cap.
 */
export function requestedSlugs(params: URLSearchParams): string[] | null {
  const value = params.get(SLUGS_PARAMETER) ?? "";
  if (value === "") return [];
  const slugs = value.split(",");
  if (slugs.length > MAX_SAVED_LISTINGS || !slugs.every(isSlug)) return null;
  return [...new Set(slugs)];
}
