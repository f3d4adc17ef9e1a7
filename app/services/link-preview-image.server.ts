import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { StoredPhoto } from "~/data/link-previews.server";
import { PHOTO_WIDTHS, storedPhotoFile, storedPhotoWidths } from "~/domain/photos";
import { LINK_PREVIEW_IMAGE, linkPreviewImageFile } from "~/domain/link-preview";
import type { MediaStorage } from "./media-storage.server";

/** JPEG qualities tried in turn until the picture is small enough; photos rarely need the second. */
const QUALITIES = [82, 72, 62, 52, 42];

async function renderPreview(source: Buffer): Promise<Buffer> {
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(source)
      .resize(LINK_PREVIEW_IMAGE.width, LINK_PREVIEW_IMAGE.height, { fit: "cover" })
      // JPEG has no transparency: a transparent photo is shown on white, not on black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality, progressive: true, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= LINK_PREVIEW_IMAGE.maxBytes) break;
  }
  return jpeg;
}

/** A stored file's bytes, or null when there is none. */
async function readStored(media: MediaStorage, file: string): Promise<Buffer | null> {
  const stored = await media.read(file);
  return stored && !stored.notModified ? buffer(stored.body) : null;
}

const rendering = new Map<string, Promise<Buffer>>();

/**
 * The link preview picture of a stored photo: a 1200 × 630 JPEG of at most 300 KB, cropped
 * to fill. It is made from the largest stored rendition the first time it is asked for and
 * kept in the media storage beside the photo's own files; requests that arrive while it is
 * being made wait for the same work.
 */
export async function linkPreviewImage(media: MediaStorage, photo: StoredPhoto): Promise<Buffer> {
  const file = linkPreviewImageFile(photo.storageKey);
  // Asked first, so that no request reads the file while it is being written.
  const pending = rendering.get(file);
  if (pending) return pending;
  const kept = await readStored(media, file);
  if (kept) return kept;
  return rendering.get(file) ?? renderAndKeep(media, photo, file);
}

function renderAndKeep(media: MediaStorage, photo: StoredPhoto, file: string): Promise<Buffer> {
  const widths = photo.width ? storedPhotoWidths(photo.width) : PHOTO_WIDTHS;
  const source = storedPhotoFile(photo.storageKey, widths[widths.length - 1]!);
  const pending = readStored(media, source)
    .then((bytes) => {
      if (!bytes) throw new Error(`The stored photo ${source} is missing`);
      return renderPreview(bytes);
    })
    .then(async (jpeg) => {
      await media.put(file, jpeg);
      return jpeg;
    })
    .finally(() => rendering.delete(file));
  rendering.set(file, pending);
  return pending;
}
