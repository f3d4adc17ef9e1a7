import type { ListingPhoto } from "./property";

/** Widths, in pixels, in which every stored photo is kept for `srcset`. */
export const PHOTO_WIDTHS = [480, 960, 1440] as const;

/** The widest rendition stored: pixels beyond it are thrown away, so a browser need not send them. */
export const LARGEST_PHOTO_WIDTH = Math.max(...PHOTO_WIDTHS);

/**
 * The widest rendition a card's cover offers: a card is drawn at most 384 CSS pixels wide, which
 * 960 pixels fill on screens of up to 2.5 device pixels per CSS pixel; sharper phones take it
 * too, and no visitor downloads the 1440-pixel file for a card.
 */
export const COVER_PHOTO_WIDEST = 960;

export const PLACEHOLDER_PHOTO = "/placeholder-property.svg";

export const MAX_PHOTOS_PER_PROPERTY = 30;
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** The image formats an upload may be; the server decides by decoding, browsers use it to filter. */
export const ACCEPTED_UPLOAD_TYPES = "image/jpeg,image/png,image/webp,image/avif";

const UPLOAD_TOKEN = /^upload:([0-9a-f]{16})$/;

/** How a form names a photo uploaded but not yet saved with the property. */
export function uploadToken(storageKey: string): string {
  return `upload:${storageKey}`;
}

/** The storage key an upload token names, or null for anything else. */
export function storageKeyOfUpload(token: string): string | null {
  return UPLOAD_TOKEN.exec(token)?.[1] ?? null;
}

/** A small rendition of an uploaded photo, for the form's list of photos. */
export function uploadPreviewUrl(token: string): string | null {
  const storageKey = storageKeyOfUpload(token);
  return storageKey ? storedPhotoUrl(storageKey, PHOTO_WIDTHS[0]) : null;
}

/**
 * The widths, from `PHOTO_WIDTHS`, at which a photo `width` pixels wide is
 * stored: every width it can fill without being enlarged, and always the
 * smallest, which holds the photo at its own size when it is narrower still.
 * The width recorded for a stored photo, that of its largest rendition,
 * gives the same answer as its original width, so pages can use it too.
 */
export function storedPhotoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((stored) => stored <= width);
  return fitting.length > 0 ? fitting : [PHOTO_WIDTHS[0]];
}

export function storedPhotoFile(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

/** Where this site serves stored image files. */
const MEDIA_PATH = "/media/";

/**
 * The address of a stored file: from `mediaBaseUrl` (MEDIA_BASE_URL, such as a CDN in front
 * of the bucket) when it is set, from this site's /media otherwise.
 */
export function mediaFileUrl(file: string, mediaBaseUrl: string | null): string {
  return mediaBaseUrl ? `${mediaBaseUrl}/${file}` : `${MEDIA_PATH}${file}`;
}

export function storedPhotoUrl(storageKey: string, width: number): string {
  return `${MEDIA_PATH}${storedPhotoFile(storageKey, width)}`;
}

/**
 * The photo with its stored files fetched from `mediaBaseUrl` (MEDIA_BASE_URL, such as a
 * CDN in front of the bucket) instead of this site's /media; links stay as they are.
 */
export function withMediaBaseUrl(photo: ListingPhoto, mediaBaseUrl: string | null): ListingPhoto {
  if (!mediaBaseUrl) return photo;
  const rebase = (url: string) =>
    url.startsWith(MEDIA_PATH) ? `${mediaBaseUrl}/${url.slice(MEDIA_PATH.length)}` : url;
  return {
    ...photo,
    src: rebase(photo.src),
    srcSet:
      photo.srcSet &&
      photo.srcSet
        .split(",")
        .map((candidate) => candidate.trim().replace(/^\S+/, rebase))
        .join(", "),
  };
}

export interface PhotoRecord {
  id: number;
  storageKey: string | null;
  externalUrl: string | null;
  width: number | null;
  height: number | null;
}

/** The photo as pages show it, offering its stored renditions up to `widest` pixels wide. */
export function toListingPhoto(record: PhotoRecord, widest: number = LARGEST_PHOTO_WIDTH): ListingPhoto {
  if (record.storageKey) {
    const key = record.storageKey;
    const stored = record.width ? storedPhotoWidths(record.width) : [...PHOTO_WIDTHS];
    const offered = stored.filter((width) => width <= widest);
    const widths = offered.length > 0 ? offered : stored.slice(0, 1);
    const actualWidth = (stored: number) => Math.min(stored, record.width ?? stored);
    return {
      id: record.id,
      src: storedPhotoUrl(key, widths[widths.length - 1]!),
      srcSet: widths.map((width) => `${storedPhotoUrl(key, width)} ${actualWidth(width)}w`).join(", "),
      width: record.width,
      height: record.height,
    };
  }
  return {
    id: record.id,
    src: record.externalUrl ?? PLACEHOLDER_PHOTO,
    srcSet: null,
    width: record.width,
    height: record.height,
  };
}

/** The query parameter naming the photo a listing's page opens on (1 for the first). */
export const SHOWN_PHOTO_PARAM = "photo";

/**
 * Which of `count` photos a listing's page shows first, as an index: the one its address
 * names, or the first for a number out of range or none.
 */
export function shownPhotoIndex(params: URLSearchParams, count: number): number {
  const asked = params.get(SHOWN_PHOTO_PARAM);
  if (asked === null || !/^\d{1,3}$/.test(asked)) return 0;
  const number = Number(asked);
  return number >= 1 && number <= count ? number - 1 : 0;
}
