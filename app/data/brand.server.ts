import { z } from "zod";
import { DEFAULT_BRAND, type SiteBrand } from "~/domain/brand";
import { hexColour, readableWithWhite } from "~/domain/colour";
import type { AppDatabase } from "./app-database";

/** Each part of the brand is kept in the settings under `brand:` and its name. */
const KEY_PREFIX = "brand:";
const BRAND_KEYS = Object.keys(DEFAULT_BRAND).map((part) => `${KEY_PREFIX}${part}`);

const words = (fallback: string) => z.string().catch(fallback);

/** Stored values are text; anything missing or unreadable falls back to the new site's. */
const storedBrandSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(DEFAULT_BRAND).map(([part, fallback]) => [part, words(fallback)]),
  ) as Record<keyof SiteBrand, z.ZodCatch<z.ZodString>>),
  name: z.string().min(1).catch(DEFAULT_BRAND.name),
  colour: z
    .string()
    .refine((value) => hexColour(value) === value && readableWithWhite(value))
    .catch(DEFAULT_BRAND.colour),
}) satisfies z.ZodType<SiteBrand>;

export async function findBrand(db: AppDatabase): Promise<SiteBrand> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", BRAND_KEYS)
    .execute();
  return storedBrandSchema.parse(
    Object.fromEntries(rows.map((row) => [row.key.slice(KEY_PREFIX.length), row.value])),
  );
}

export async function saveBrand(db: AppDatabase, brand: SiteBrand): Promise<void> {
  await db
    .insertInto("settings")
    .values(Object.entries(brand).map(([part, value]) => ({ key: `${KEY_PREFIX}${part}`, value })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
    )
    .execute();
}
