import type { ListingImage } from "./property";

/** Widths, in pixels, in which every stored image is kept for `srcset`. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

export const PLACEHOLDER_IMAGE = "/placeholder-property.svg";

export function storedImageFile(storageKey: string, width: number): string {
  return `${storageKey}-${width}.webp`;
}

export function storedImageUrl(storageKey: string, width: number): string {
  return `/media/${storedImageFile(storageKey, width)}`;
}

export interface ImageRecord {
  id: number;
  storageKey: string | null;
  externalUrl: string | null;
  width: number | null;
  height: number | null;
}

export function toListingImage(record: ImageRecord): ListingImage {
  if (record.storageKey) {
    const key = record.storageKey;
    const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
    return {
      id: record.id,
      src: storedImageUrl(key, largest),
      srcSet: IMAGE_WIDTHS.map((width) => `${storedImageUrl(key, width)} ${width}w`).join(", "),
      width: record.width,
      height: record.height,
    };
  }
  return {
    id: record.id,
    src: record.externalUrl ?? PLACEHOLDER_IMAGE,
    srcSet: null,
    width: record.width,
    height: record.height,
  };
}
