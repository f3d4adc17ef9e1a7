import { z } from "zod";
import { MORTGAGE_LIMITS } from "~/domain/mortgage";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/domain/settings";
import type { AppDatabase } from "./app-database";

const text = (fallback: string) => z.string().catch(fallback);

/** Stored values are text; anything missing or unreadable falls back to its default. */
const storedSettingsSchema = z.object({
  kesRate: z.coerce.number().positive().max(100_000).catch(DEFAULT_SETTINGS.kesRate),
  mortgageRate: z.coerce
    .number()
    .min(MORTGAGE_LIMITS.rate.min)
    .max(MORTGAGE_LIMITS.rate.max)
    .catch(DEFAULT_SETTINGS.mortgageRate),
  whatsappNumber: text(DEFAULT_SETTINGS.whatsappNumber),
  contactEmail: text(DEFAULT_SETTINGS.contactEmail),
  contactPhone: text(DEFAULT_SETTINGS.contactPhone),
  contactAddress: text(DEFAULT_SETTINGS.contactAddress),
  facebookUrl: text(DEFAULT_SETTINGS.facebookUrl),
  instagramUrl: text(DEFAULT_SETTINGS.instagramUrl),
  xUrl: text(DEFAULT_SETTINGS.xUrl),
}) satisfies z.ZodType<SiteSettings>;

export async function findSettings(db: AppDatabase): Promise<SiteSettings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  return storedSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

export async function saveSettings(db: AppDatabase, settings: Partial<SiteSettings>): Promise<void> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db
    .insertInto("settings")
    .values(entries.map(([key, value]) => ({ key, value: String(value) })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
    )
    .execute();
}

/**
 * Where e-mails about new messages go, set in /settings; empty when none is. Stored with the
 * settings but kept out of SiteSettings, which every public page is given.
 */
const NOTIFICATION_ADDRESS_KEY = "notificationEmail";

export async function findNotificationAddress(db: AppDatabase): Promise<string> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", NOTIFICATION_ADDRESS_KEY)
    .executeTakeFirst();
  return row?.value ?? "";
}

export async function saveNotificationAddress(db: AppDatabase, address: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key: NOTIFICATION_ADDRESS_KEY, value: address })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: address }))
    .execute();
}
