// Which listing a photo sent in bulk belongs to, read from its file name alone: the listing's
// reference (MK-1042), the row of the last spreadsheet imported (12, row 12) or its slug, each
// with an optional -1, -2… for the photo's place among the listing's new photos.
import { idFromReference } from "./reference";
import { isSlug } from "./slug";

/** The photos one sending may hold, in a ZIP or as files chosen together. */
export const MAX_PHOTOS_PER_SENDING = 500;

/** A ZIP of photos, or the photos themselves, as one sending: sent again in parts beyond it. */
export const PHOTO_SENDING_BYTES = 1024 * 1024 * 1024;

const PHOTO_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
const ZIP_EXTENSION = /\.zip$/i;

/** What a name can say of its photo's place: a number from 1 to 99. */
const ORDER = String.raw`(?:[-_ ]\(?(\d{1,2})\)?)?`;
const BY_REFERENCE = new RegExp(String.raw`^(mk[-_ ]?\d{4,12})${ORDER}$`, "i");
const BY_ROW = new RegExp(String.raw`^(?:row[-_ ]?)?(\d{1,6})${ORDER}$`, "i");
const NUMBERED_SLUG = /^(.+)-(\d{1,2})$/;

/** Where a name says its photo goes; `order` is null when it gives no number. */
export type PhotoNameTarget =
  | { by: "reference"; listingId: number; order: number | null }
  | { by: "row"; row: number; order: number | null }
  /** `slug` is the whole name; `numbered` the slug before a closing -N, and N. */
  | { by: "slug"; slug: string | null; numbered: { slug: string; order: number } | null };

/** The name of an entry without its folders, as a ZIP made on any system writes it. */
export function baseName(path: string): string {
  return path.split(/[/\\]/).pop() ?? "";
}

/**
 * Whether an entry's path would lead outside the archive if it were unpacked: a `..` folder, a
 * path from the root or a drive. No entry is unpacked to a path, but such an archive was made
 * to harm, and its entry is refused in words.
 */
export function leadsOutside(path: string): boolean {
  return /^([/\\]|[a-z]:)/i.test(path) || path.split(/[/\\]/).includes("..");
}

/** Files a ZIP holds beside its content, which no one sent as photos: left out without a word. */
export function isArchiveClutter(path: string): boolean {
  const name = baseName(path);
  return (
    path.endsWith("/") ||
    /(^|[/\\])__MACOSX[/\\]/.test(path) ||
    name.startsWith("._") ||
    name === ".DS_Store" ||
    name.toLowerCase() === "thumbs.db" ||
    name.toLowerCase() === "desktop.ini"
  );
}

export function isPhotoName(name: string): boolean {
  return PHOTO_EXTENSION.test(name);
}

export function isZipName(name: string): boolean {
  return ZIP_EXTENSION.test(name);
}

function order(text: string | undefined): number | null {
  if (text === undefined) return null;
  const number = Number(text);
  return number >= 1 ? number : null;
}

/** Where the file `name` (a photo's name, folders allowed) says it goes; null for a name that says nowhere. */
export function photoNameTarget(name: string): PhotoNameTarget | null {
  const stem = baseName(name).replace(PHOTO_EXTENSION, "").trim();
  const reference = BY_REFERENCE.exec(stem);
  if (reference) {
    const listingId = idFromReference(reference[1]!.replace(/_/g, "-"));
    return listingId === null ? null : { by: "reference", listingId, order: order(reference[2]) };
  }
  const row = BY_ROW.exec(stem);
  if (row) {
    const number = Number(row[1]);
    return number >= 1 ? { by: "row", row: number, order: order(row[2]) } : null;
  }
  const lower = stem.toLowerCase();
  const numbered = NUMBERED_SLUG.exec(lower);
  const numberedSlug =
    numbered && isSlug(numbered[1]!) && order(numbered[2]) !== null
      ? { slug: numbered[1]!, order: order(numbered[2])! }
      : null;
  const slug = isSlug(lower) ? lower : null;
  if (slug === null && numberedSlug === null) return null;
  return { by: "slug", slug, numbered: numberedSlug };
}

/** A photo matched to its listing, placed by its number, then by its name. */
export interface PlacedPhoto {
  fileName: string;
  order: number | null;
}

/** The photos of one listing in the order the names give: numbered first, by number, then the rest by name. */
export function inNamedOrder<T extends PlacedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.fileName.localeCompare(b.fileName, "en", { numeric: true }),
  );
}
