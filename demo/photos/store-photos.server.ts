// The demo pictures rendered to WebP at every stored width and put in the media storage.
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import type { MediaStorage } from "~/services/media-storage.server";
import type { DemoScene } from "../types";
import { RENDERED_HEIGHT, RENDERED_WIDTH, drawDemoScene } from "./draw-scene";

const WEBP_OPTIONS = { quality: 70, effort: 1 } as const;

export interface DemoPicture {
  scene: DemoScene;
  /** Varies the details (light, colours, layout) between pictures of the same scene. */
  seed: string;
}

export interface StoredDemoPhoto {
  storageKey: string;
  width: number;
  height: number;
}

/**
 * Whether every width of a drawing is stored already, as after a restart on an emptied
 * database: its name is its drawing's hash, so the files are the same picture.
 */
async function storedAlready(media: Pick<MediaStorage, "read">, storageKey: string): Promise<boolean> {
  const files = await Promise.all(
    PHOTO_WIDTHS.map((width) => media.read(storedPhotoFile(storageKey, width), { ifNoneMatch: "*" })),
  );
  return files.every((file) => file !== null);
}

async function renderAndStore(
  media: Pick<MediaStorage, "put" | "read">,
  storageKey: string,
  svg: string,
): Promise<void> {
  if (await storedAlready(media, storageKey)) return;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    PHOTO_WIDTHS.map(async (width) => {
      const bytes = await sharp(data, { raw }).resize(width).webp(WEBP_OPTIONS).toBuffer();
      await media.put(storedPhotoFile(storageKey, width), bytes);
    }),
  );
}

/**
 * Draws, renders and stores the pictures, each distinct drawing once and only when not stored yet, and
 * returns their stored photos in the order asked.
 */
export async function storeDemoPhotos(
  media: Pick<MediaStorage, "put" | "read">,
  pictures: DemoPicture[],
): Promise<StoredDemoPhoto[]> {
  const drawings = new Map<string, string>();
  const keys = pictures.map(({ scene, seed }) => {
    const svg = drawDemoScene(scene, seed);
    const storageKey = createHash("sha256").update(svg).digest("hex").slice(0, 16);
    drawings.set(storageKey, svg);
    return storageKey;
  });

  // A few renders at a time keep both cores busy without holding every raw bitmap in memory.
  const queue = [...drawings];
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await renderAndStore(media, ...next);
  });
  await Promise.all(workers);

  return keys.map((storageKey) => ({ storageKey, width: RENDERED_WIDTH, height: RENDERED_HEIGHT }));
}
