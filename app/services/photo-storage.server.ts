import { subtle } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import type { UploadedPhoto } from "~/data/photo-uploads.server";
import { PHOTO_WIDTHS, MAX_UPLOAD_BYTES, storedPhotoFile, storedPhotoWidths } from "~/domain/photos";
import { linkPreviewImageFile } from "~/domain/link-preview";
import { logger } from "~/shared/logger.server";
import type { MediaStorage } from "./media-storage.server";

/**
 * Decoding needs about three bytes a pixel whatever the file size, so a small
 * file claiming huge dimensions (a decompression bomb) is refused from its
 * header. Phone cameras stay below 50 megapixels in their usual modes.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

// Photos are the listing: a higher quality than the demo drawings need.
const WEBP_OPTIONS = { quality: 80 } as const;

export type PhotoUploadProblem =
  "file-too-large" | "not-a-usable-picture" | "too-many-pixels" | "storage-full" | "storage-unavailable";

const MESSAGES: Record<PhotoUploadProblem, string> = {
  "file-too-large": "This photo is larger than 15 MB. Please upload a smaller one.",
  "not-a-usable-picture":
    "This file is not a picture we can use. Please upload a JPEG, PNG, WebP or AVIF photo.",
  "too-many-pixels": "This photo is too large to process.",
  "storage-full":
    "This photo could not be stored: the site's storage is full. Nothing else was lost; please try again once space has been made.",
  "storage-unavailable":
    "This photo could not be stored: the photo store did not answer. Nothing else was lost; please try again in a minute.",
};

/** Problems of the storage, not of the photo: the same photo sent again later can be stored. */
const STORAGE_PROBLEMS: ReadonlySet<PhotoUploadProblem> = new Set(["storage-full", "storage-unavailable"]);

/** A refused upload; its message can be shown to the person who sent the file. */
export class PhotoUploadError extends Error {
  constructor(readonly problem: PhotoUploadProblem) {
    super(MESSAGES[problem]);
    this.name = "PhotoUploadError";
  }

  get storageProblem(): boolean {
    return STORAGE_PROBLEMS.has(this.problem);
  }
}

/** Stores the files, or throws a PhotoUploadError that says the storage failed (logged for the operator). */
async function putAll(media: MediaStorage, files: { file: string; bytes: Uint8Array }[]): Promise<void> {
  try {
    await Promise.all(files.map(({ file, bytes }) => media.put(file, bytes)));
  } catch (error) {
    const full = (error as NodeJS.ErrnoException).code === "ENOSPC";
    logger.error(full ? "A photo could not be stored: no space left" : "A photo could not be stored", error);
    throw new PhotoUploadError(full ? "storage-full" : "storage-unavailable");
  }
}

function isAcceptedFormat({ format, compression }: Metadata): boolean {
  switch (format) {
    case "jpeg":
    case "png":
    case "webp":
      return true;
    // HEIF is a container: AVIF is its AV1 flavour, HEIC (HEVC) is not accepted.
    case "heif":
      return compression === "av1";
    default:
      return false;
  }
}

async function readMetadata(bytes: Uint8Array): Promise<Metadata> {
  try {
    // Only the header is read here; the pixel count is checked by the caller to report it as such.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoUploadError("not-a-usable-picture");
  }
}

interface Rendition {
  /** The width in `PHOTO_WIDTHS` whose file it fills. */
  storedWidth: number;
  data: Buffer;
  /** Its actual size, smaller than `storedWidth` for a narrower photo. */
  width: number;
  height: number;
}

async function render(bytes: Uint8Array, storedWidth: number): Promise<Rendition> {
  try {
    // Without keepMetadata/withMetadata sharp drops EXIF (GPS included), XMP, IPTC and ICC, converting to sRGB.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: storedWidth, withoutEnlargement: true })
      .webp(WEBP_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    return { storedWidth, data, width: info.width, height: info.height };
  } catch {
    // The header was readable but the pixel data is not (a truncated or corrupt file).
    throw new PhotoUploadError("not-a-usable-picture");
  }
}

async function contentKey(bytes: Uint8Array): Promise<string> {
  // subtle.digest hashes on the thread pool, where a 15 MB upload does not hold up other requests.
  const digest = await subtle.digest("SHA-256", bytes);
  return Buffer.from(digest).toString("hex").slice(0, 16);
}

/**
 * Checks that `bytes` are a JPEG, PNG, WebP or AVIF photo of a sensible size,
 * and stores it, upright and without metadata, as WebP at the widths of
 * `storedPhotoWidths`. Its key is a hash of the bytes, so the same photo
 * uploaded twice shares its files. Throws `PhotoUploadError` for files
 * that are refused; nothing is stored then.
 */
export async function storeUploadedPhoto(media: MediaStorage, bytes: Uint8Array): Promise<UploadedPhoto> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PhotoUploadError("file-too-large");
  const metadata = await readMetadata(bytes);
  if (!isAcceptedFormat(metadata)) throw new PhotoUploadError("not-a-usable-picture");
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new PhotoUploadError("too-many-pixels");

  // One decode at a time per upload bounds its memory; sharp spreads each decode over its own threads.
  const renditions: Rendition[] = [];
  for (const storedWidth of storedPhotoWidths(metadata.autoOrient.width)) {
    renditions.push(await render(bytes, storedWidth));
  }

  const storageKey = await contentKey(bytes);
  await putAll(
    media,
    renditions.map(({ storedWidth, data }) => ({
      file: storedPhotoFile(storageKey, storedWidth),
      bytes: data,
    })),
  );
  const { width, height } = renditions[renditions.length - 1]!;
  return { storageKey, width, height };
}

/** Deletes every stored width of each photo and its link preview; files never made are skipped. */
export async function removeStoredPhotos(media: MediaStorage, storageKeys: string[]): Promise<void> {
  const files = (key: string) => [
    ...PHOTO_WIDTHS.map((width) => storedPhotoFile(key, width)),
    linkPreviewImageFile(key),
  ];
  await Promise.all(storageKeys.flatMap(files).map((file) => media.remove(file)));
}
