import { LARGEST_PHOTO_WIDTH } from "./photos";

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a browser shrinks a photo of `size` (upright) to before sending it: the largest
 * stored width, keeping its shape. Null for a photo no wider than that, which goes as it is.
 */
export function shrunkPhotoSize({ width, height }: PixelSize): PixelSize | null {
  if (width <= LARGEST_PHOTO_WIDTH) return null;
  return {
    width: LARGEST_PHOTO_WIDTH,
    height: Math.max(1, Math.round((height * LARGEST_PHOTO_WIDTH) / width)),
  };
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A byte count as people read it on an upload, in the units of MAX_UPLOAD_BYTES: "312 KB", "4.2 MB". */
export function byteCountText(bytes: number): string {
  // Never four digits of kilobytes: "1.0 MB" rather than "1023 KB".
  if (bytes < 999.5 * KILOBYTE) return `${Math.round(bytes / KILOBYTE)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}
