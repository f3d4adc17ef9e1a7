import { z } from "zod";
import {
  BRAND_IMAGE_ID,
  type BrandImages,
  HEADER_LOGO_HEIGHT,
  HEADER_LOGO_MAX_WIDTH,
  NO_BRAND_IMAGES,
} from "~/domain/brand-images";
import type { AppDatabase } from "./app-database";

/** The office's logo and home page photo, stored with the settings as JSON under one key. */
const BRAND_IMAGES_KEY = "brandImages";

const pixels = (max: number) => z.number().int().min(1).max(max);

/** Each of the two falls back to none on its own when what is stored cannot be read. */
const storedBrandImagesSchema = z.object({
  logo: z
    .object({
      id: z.string().regex(BRAND_IMAGE_ID),
      background: z.string().regex(/^#[0-9a-f]{6}$/),
      headerWidth: pixels(HEADER_LOGO_MAX_WIDTH),
      headerHeight: pixels(HEADER_LOGO_HEIGHT),
    })
    .nullable()
    .catch(null),
  hero: z
    .object({
      id: z.string().regex(BRAND_IMAGE_ID),
      widths: z.array(pixels(100_000)).min(1),
      width: pixels(100_000),
      height: pixels(100_000),
    })
    .nullable()
    .catch(null),
}) satisfies z.ZodType<BrandImages>;

/** The office's logo and home page photo; none of either until the office sets them, or if unreadable. */
export async function findBrandImages(db: AppDatabase): Promise<BrandImages> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", BRAND_IMAGES_KEY)
    .executeTakeFirst();
  if (!row) return NO_BRAND_IMAGES;
  try {
    return storedBrandImagesSchema.parse(JSON.parse(row.value));
  } catch {
    return NO_BRAND_IMAGES;
  }
}

/** Stores both at once: a null logo or hero is none (the site's own icons, no hero photo). */
export async function saveBrandImages(db: AppDatabase, images: BrandImages): Promise<void> {
  const value = JSON.stringify({ logo: images.logo, hero: images.hero });
  await db
    .insertInto("settings")
    .values({ key: BRAND_IMAGES_KEY, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}
