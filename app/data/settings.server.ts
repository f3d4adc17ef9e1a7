import { z } from "zod";
import {
  AVAILABILITY_CHECK_LIMITS,
  type AvailabilityCheckSettings,
  DEFAULT_AVAILABILITY_CHECK_SETTINGS,
} from "~/domain/availability-check";
import { MORTGAGE_LIMITS } from "~/domain/mortgage";
import { DEFAULT_SETTINGS, type SiteSettings } from "~/domain/settings";
import {
  DEFAULT_TEXT_CAPS,
  DEFAULT_TEXT_SETTINGS,
  TEXT_CAP_LIMITS,
  type TextSettings,
} from "~/domain/text-caps";
import { DEFAULT_VIEWING_HOURS, VIEWING_HOURS_LIMITS, type ViewingHours } from "~/domain/viewing-hours";
import { refreshAmountsInDollars } from "./amounts-in-dollars.server";
import type { AppDatabase } from "./app-database";

const text = (fallback: string) => z.string().catch(fallback);

/** A yes or no stored as `true` or `false`. */
const storedFlag = (fallback: boolean) =>
  z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .catch(fallback);

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

/**
 * Stores the settings given. A rate that differs from the one stored works out again, in the
 * same transaction, the dollars by which listings priced in shillings are found and sorted;
 * their own amounts stay as typed.
 */
export async function saveSettings(db: AppDatabase, settings: Partial<SiteSettings>): Promise<void> {
  const entries = Object.entries(settings).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const rateBefore = settings.kesRate === undefined ? undefined : (await findSettings(trx)).kesRate;
    await trx
      .insertInto("settings")
      .values(entries.map(([key, value]) => ({ key, value: String(value) })))
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
      )
      .execute();
    if (settings.kesRate !== undefined && settings.kesRate !== rateBefore) {
      await refreshAmountsInDollars(trx, settings.kesRate, "all");
    }
  });
}

/**
 * Where e-mails about new messages go, set in /settings; empty when none is. Stored with the
 * settings but kept out of SiteSettings, which every public page is given.
 */
const NOTIFICATION_ADDRESS_KEY = "notificationEmail";

export async function findNotificationAddress(db: AppDatabase): Promise<string> {
  return (await findSettingValue(db, NOTIFICATION_ADDRESS_KEY)) ?? "";
}

export async function saveNotificationAddress(db: AppDatabase, address: string): Promise<void> {
  await saveSettingValue(db, NOTIFICATION_ADDRESS_KEY, address);
}

/**
 * The office's registration number with the Office of the Data Protection Commissioner, which
 * the privacy notice gives; empty until the office enters it.
 */
const DATA_PROTECTION_REGISTRATION_KEY = "dataProtectionRegistration";

export async function findDataProtectionRegistration(db: AppDatabase): Promise<string> {
  return (await findSettingValue(db, DATA_PROTECTION_REGISTRATION_KEY)) ?? "";
}

export async function saveDataProtectionRegistration(db: AppDatabase, registration: string): Promise<void> {
  await saveSettingValue(db, DATA_PROTECTION_REGISTRATION_KEY, registration);
}

const storedTextSettingsSchema = z.object({
  textCapDaily: z.coerce
    .number()
    .int()
    .min(TEXT_CAP_LIMITS.daily.min)
    .max(TEXT_CAP_LIMITS.daily.max)
    .catch(DEFAULT_TEXT_CAPS.daily),
  textCapMonthly: z.coerce
    .number()
    .int()
    .min(TEXT_CAP_LIMITS.monthly.min)
    .max(TEXT_CAP_LIMITS.monthly.max)
    .catch(DEFAULT_TEXT_CAPS.monthly),
  officeTextNumber: text(DEFAULT_TEXT_SETTINGS.officeNumber),
  textAgents: storedFlag(DEFAULT_TEXT_SETTINGS.textAgents),
  bookingCodes: storedFlag(DEFAULT_TEXT_SETTINGS.bookingCodes),
});

const TEXT_SETTING_KEYS = [
  "textCapDaily",
  "textCapMonthly",
  "officeTextNumber",
  "textAgents",
  "bookingCodes",
] as const;

/** The caps on texts and the office's number for them, set in their own section of /settings. */
export async function findTextSettings(db: AppDatabase): Promise<TextSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", TEXT_SETTING_KEYS)
    .execute();
  const stored = storedTextSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
  return {
    caps: { daily: stored.textCapDaily, monthly: stored.textCapMonthly },
    officeNumber: stored.officeTextNumber,
    textAgents: stored.textAgents,
    bookingCodes: stored.bookingCodes,
  };
}

export async function saveTextSettings(db: AppDatabase, settings: TextSettings): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, "textCapDaily", String(settings.caps.daily));
    await saveSettingValue(trx, "textCapMonthly", String(settings.caps.monthly));
    await saveSettingValue(trx, "officeTextNumber", settings.officeNumber);
    await saveSettingValue(trx, "textAgents", String(settings.textAgents));
    await saveSettingValue(trx, "bookingCodes", String(settings.bookingCodes));
  });
}

/** One value stored with the settings under its own key; null when none is. */
export async function findSettingValue(db: AppDatabase, key: string): Promise<string | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

/** Stores one value with the settings under its own key, replacing the one there. */
export async function saveSettingValue(db: AppDatabase, key: string, value: string): Promise<void> {
  await db
    .insertInto("settings")
    .values({ key, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}

/**
 * When a listing's availability wants confirming and when a listing let or sold leaves the
 * site's lists, set in its own section of /settings; stored with the settings under these keys.
 */
const storedAvailabilityCheckSettingsSchema = z.object({
  staleAfterDays: z.coerce
    .number()
    .int()
    .min(AVAILABILITY_CHECK_LIMITS.staleAfterDays.min)
    .max(AVAILABILITY_CHECK_LIMITS.staleAfterDays.max)
    .catch(DEFAULT_AVAILABILITY_CHECK_SETTINGS.staleAfterDays),
  hideClosedAfterWeeks: z.coerce
    .number()
    .int()
    .min(AVAILABILITY_CHECK_LIMITS.hideClosedAfterWeeks.min)
    .max(AVAILABILITY_CHECK_LIMITS.hideClosedAfterWeeks.max)
    .catch(DEFAULT_AVAILABILITY_CHECK_SETTINGS.hideClosedAfterWeeks),
}) satisfies z.ZodType<AvailabilityCheckSettings>;

const AVAILABILITY_CHECK_KEYS = ["staleAfterDays", "hideClosedAfterWeeks"] as const;

export async function findAvailabilityCheckSettings(db: AppDatabase): Promise<AvailabilityCheckSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", AVAILABILITY_CHECK_KEYS)
    .execute();
  return storedAvailabilityCheckSettingsSchema.parse(
    Object.fromEntries(rows.map((row) => [row.key, row.value])),
  );
}

export async function saveAvailabilityCheckSettings(
  db: AppDatabase,
  settings: AvailabilityCheckSettings,
): Promise<void> {
  await db
    .insertInto("settings")
    .values(AVAILABILITY_CHECK_KEYS.map((key) => ({ key, value: String(settings[key]) })))
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
    )
    .execute();
}

/** The office's viewing hours, stored as JSON under one key; the defaults until set, or if unreadable. */
const VIEWING_HOURS_KEY = "viewingHours";

const storedViewingHoursSchema = z
  .object({
    weekdays: z.array(z.number().int().min(1).max(7)),
    opensAt: z.string().regex(/^\d{2}:\d{2}$/),
    closesAt: z.string().regex(/^\d{2}:\d{2}$/),
    slotMinutes: z.number().int().min(VIEWING_HOURS_LIMITS.slotMinutes.min),
    capacity: z.number().int().min(1),
    closedDays: z.array(z.string()),
  })
  .catch(DEFAULT_VIEWING_HOURS) as z.ZodType<ViewingHours>;

export async function findViewingHours(db: AppDatabase): Promise<ViewingHours> {
  const row = await db
    .selectFrom("settings")
    .select("value")
    .where("key", "=", VIEWING_HOURS_KEY)
    .executeTakeFirst();
  if (!row) return DEFAULT_VIEWING_HOURS;
  try {
    return storedViewingHoursSchema.parse(JSON.parse(row.value));
  } catch {
    return DEFAULT_VIEWING_HOURS;
  }
}

export async function saveViewingHours(db: AppDatabase, hours: ViewingHours): Promise<void> {
  const value = JSON.stringify(hours);
  await db
    .insertInto("settings")
    .values({ key: VIEWING_HOURS_KEY, value })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
    .execute();
}
