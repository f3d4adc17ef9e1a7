// The settings page's one form: every section is read, checked and saved together, so that an
// edit typed in one section is never dropped by saving another.
import type { RouterContextProvider } from "react-router";
import type { AppDatabase } from "~/data/app-database";
import { findCredentials, saveCredentials } from "~/data/credentials.server";
import { findRetentionDays, saveRetentionDays } from "~/data/retention.server";
import {
  findAvailabilityCheckSettings,
  findDataProtectionRegistration,
  findNotificationAddress,
  findSettings,
  findViewingHours,
  saveAvailabilityCheckSettings,
  saveDataProtectionRegistration,
  saveNotificationAddress,
  findTextSettings,
  saveSettings,
  saveTextSettings,
  saveViewingHours,
} from "~/data/settings.server";
import { availabilityCheckFields } from "~/domain/availability-check-fields";
import { availabilityCheckSchema } from "~/domain/availability-check-form";
import { credentialsFields } from "~/domain/credentials-fields";
import { credentialsFormSchema } from "~/domain/credentials-form";
import { type DataProtectionSettings, dataProtectionFields } from "~/domain/data-protection-fields";
import { dataProtectionSchema } from "~/domain/data-protection-form";
import { fieldErrors } from "~/domain/form-errors";
import { type FormFields, type FormValues, formattedValues } from "~/domain/form-fields";
import { notificationAddressFields } from "~/domain/notification-address-fields";
import { notificationAddressSchema } from "~/domain/notification-address-form";
import { settingsFields } from "~/domain/settings-fields";
import { settingsFormSchema } from "~/domain/settings-form";
import { textSettingsFields, textSettingsOf, textSettingsValues } from "~/domain/text-settings-fields";
import { textSettingsSchema } from "~/domain/text-settings-form";
import { viewingHoursFields, viewingHoursSchema } from "~/domain/viewing-hours-form";
import { recordAdminAction } from "./audit-log.server";
import { servicesFrom } from "./context.server";
import { readFormValues } from "./form-text.server";

interface Parsed<Output> {
  success: boolean;
  data?: Output;
  error?: Parameters<typeof fieldErrors>[0];
}

/** One section of the settings page: its fields, how they are checked, read and saved. */
interface SectionDefinition<Fields extends FormFields, Output extends object> {
  /** What the office calls it, in the confirmation and the audit log. */
  title: string;
  fields: Fields;
  parse: (values: FormValues<Fields>, now: Date) => Parsed<Output>;
  stored: (db: AppDatabase) => Promise<Output>;
  save: (db: AppDatabase, values: Output) => Promise<void>;
}

/** A section as read from the page's form. */
interface SectionReading<Fields extends FormFields> {
  values: FormValues<Fields>;
  /** Null when its fields were not sent, or are right. */
  errors: Partial<Record<string, string>> | null;
  /** Saves what was sent if it differs from what is stored; says whether it did. */
  saveIfChanged: (db: AppDatabase) => Promise<boolean>;
}

/** Whether `typed` says anything other than what is stored. */
export function differs(typed: object, stored: object): boolean {
  return Object.entries(typed).some(
    ([key, value]) => JSON.stringify(value) !== JSON.stringify((stored as Record<string, unknown>)[key]),
  );
}

function section<Fields extends FormFields, Output extends object>({
  title,
  fields,
  parse,
  stored,
  save,
}: SectionDefinition<Fields, Output>) {
  return {
    title,
    /**
     * The section's values from `form`; a form without any of its fields leaves it as it is, and
     * gives back what is stored.
     */
    async read(form: FormData, now: Date, db: AppDatabase): Promise<SectionReading<Fields>> {
      const sent = Object.values(fields).some((field) => form.has(field.name));
      const values = sent ? readFormValues(form, fields) : formattedValues(fields, await stored(db));
      const parsed = sent ? parse(values, now) : null;
      return {
        values,
        errors: parsed?.error ? fieldErrors(parsed.error) : null,
        async saveIfChanged(db) {
          if (!parsed?.data || !differs(parsed.data, await stored(db))) return false;
          await save(db, parsed.data);
          return true;
        },
      };
    },
  };
}

export const SETTINGS_SECTIONS = {
  site: section({
    title: "Rates and contact details",
    fields: settingsFields,
    parse: (values) => settingsFormSchema.safeParse(values),
    stored: findSettings,
    save: saveSettings,
  }),
  notificationAddress: section({
    title: "E-mail for new messages",
    fields: notificationAddressFields,
    parse: (values) => notificationAddressSchema.safeParse(values),
    stored: async (db) => ({ notificationEmail: await findNotificationAddress(db) }),
    save: (db, { notificationEmail }) => saveNotificationAddress(db, notificationEmail),
  }),
  availabilityChecks: section({
    title: "Availability checks",
    fields: availabilityCheckFields,
    parse: (values) => availabilityCheckSchema.safeParse(values),
    stored: findAvailabilityCheckSettings,
    save: saveAvailabilityCheckSettings,
  }),
  viewingHours: section({
    title: "Viewing hours",
    fields: viewingHoursFields,
    parse: (values) => viewingHoursSchema.safeParse(values),
    stored: findViewingHours,
    save: saveViewingHours,
  }),
  texts: section({
    title: "Texts (SMS)",
    fields: textSettingsFields,
    parse: (values) => textSettingsSchema.safeParse(values),
    stored: async (db) => textSettingsValues(await findTextSettings(db)),
    save: (db, values) => saveTextSettings(db, textSettingsOf(values)),
  }),
  dataProtection: section({
    title: "People's data",
    fields: dataProtectionFields,
    parse: (values) => dataProtectionSchema.safeParse(values),
    stored: findDataProtectionSettings,
    async save(db, { registration, days }) {
      await saveDataProtectionRegistration(db, registration);
      await saveRetentionDays(db, days);
    },
  }),
  credentials: section({
    title: "Credentials",
    fields: credentialsFields,
    parse: (values, now) => credentialsFormSchema(now).safeParse(values),
    stored: findCredentials,
    save: saveCredentials,
  }),
};

export async function findDataProtectionSettings(db: AppDatabase): Promise<DataProtectionSettings> {
  const [registration, days] = await Promise.all([findDataProtectionRegistration(db), findRetentionDays(db)]);
  return { registration, days };
}

export type SettingsSection = keyof typeof SETTINGS_SECTIONS;
type Readings = { [Key in SettingsSection]: Awaited<ReturnType<(typeof SETTINGS_SECTIONS)[Key]["read"]>> };

export type SettingsPageOutcome =
  | { status: "saved"; changed: string[] }
  | {
      status: "invalid";
      values: { [Key in SettingsSection]: Readings[Key]["values"] };
      errors: { [Key in SettingsSection]: Partial<Record<string, string>> };
    };

/**
 * Checks every section sent and, only when all are right, saves those that changed, each noted
 * in the audit log: nothing is saved while anything typed needs correcting, and the refusal
 * gives back everything typed with each section's errors.
 */
export async function saveSettingsPage(
  context: Readonly<RouterContextProvider>,
  form: FormData,
  actor: string,
  now = new Date(),
): Promise<SettingsPageOutcome> {
  const { db } = servicesFrom(context).database;
  const names = Object.keys(SETTINGS_SECTIONS) as SettingsSection[];
  const readings = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await SETTINGS_SECTIONS[name].read(form, now, db)])),
  ) as Readings;
  if (names.some((name) => readings[name].errors !== null)) {
    return {
      status: "invalid",
      values: Object.fromEntries(names.map((name) => [name, readings[name].values])) as {
        [Key in SettingsSection]: Readings[Key]["values"];
      },
      errors: Object.fromEntries(names.map((name) => [name, readings[name].errors ?? {}])) as {
        [Key in SettingsSection]: Partial<Record<string, string>>;
      },
    };
  }
  const changed: string[] = [];
  for (const name of names) {
    if (!(await readings[name].saveIfChanged(db))) continue;
    const { title } = SETTINGS_SECTIONS[name];
    await recordAdminAction(context, { actor, action: "settings-changed", subject: title });
    changed.push(title);
  }
  return { status: "saved", changed };
}
