import sharp from "sharp";
import type { AppDatabase } from "~/data/app-database";
import type { NewPhoto } from "~/data/property-writes.server";
import { findStoredPhotos } from "~/data/synthetic-listings.server";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import { createLocalMediaStorage } from "~/services/media-storage.server";

const POOL_SIZE = 24;
const WIDTH = 1440;
const HEIGHT = 960;

const PALETTES = [
  { sky: "#8ecae6", ground: "#6a994e", wall: "#f4e3c1", roof: "#9c3d27" },
  { sky: "#ffb703", ground: "#bc6c25", wall: "#fefae0", roof: "#283618" },
  { sky: "#a8dadc", ground: "#e9c46a", wall: "#ffffff", roof: "#264653" },
  { sky: "#cdb4db", ground: "#2a9d8f", wall: "#f1faee", roof: "#e76f51" },
  { sky: "#90e0ef", ground: "#f4a261", wall: "#edede9", roof: "#6d597a" },
  { sky: "#bde0fe", ground: "#588157", wall: "#dda15e", roof: "#3a5a40" },
];

function houseDrawing(palette: (typeof PALETTES)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${palette.sky}"/><stop offset="1" stop-color="#ffffff"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect y="680" width="${WIDTH}" height="280" fill="${palette.ground}"/>
  <rect x="420" y="400" width="600" height="300" fill="${palette.wall}"/>
  <polygon points="380,410 720,200 1060,410" fill="${palette.roof}"/>
  <rect x="680" y="540" width="90" height="160" fill="${palette.roof}"/>
  <rect x="480" y="470" width="120" height="100" fill="${palette.sky}"/>
  <rect x="840" y="470" width="120" height="100" fill="${palette.sky}"/>
</svg>`;
}

/** Draws simple house pictures into the media directory, in every width the site serves. */
async function drawPhotos(mediaDir: string): Promise<NewPhoto[]> {
  const storage = createLocalMediaStorage(mediaDir);
  return Promise.all(
    PALETTES.map(async (palette, index) => {
      const storageKey = `synthetic-house-${index + 1}`;
      const drawing = Buffer.from(houseDrawing(palette));
      for (const width of PHOTO_WIDTHS) {
        const bytes = await sharp(drawing).resize(width).webp({ quality: 80 }).toBuffer();
        await storage.put(storedPhotoFile(storageKey, width), bytes);
      }
      return { storageKey, width: WIDTH, height: HEIGHT };
    }),
  );
}

/**
 * The stored photos synthetic listings point at: those listings already use
 * (the demo content's, or an earlier fill's), otherwise a few drawn here.
 */
export async function photoPool(db: AppDatabase, mediaDir: string): Promise<NewPhoto[]> {
  const stored = await findStoredPhotos(db, POOL_SIZE);
  return stored.length > 0 ? stored : drawPhotos(mediaDir);
}
