import type { Kysely } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// The site's WhatsApp and contact numbers in one international form, `254…` (decision 052):
// typed as `0722 000 111` they made every wa.me link fail. The reading is written out here
// rather than taken from app/domain, so that this step always does what it did when shipped.
// A number it cannot read stays as it is, and the settings form asks for it again.

const PHONE_SETTINGS = ["whatsappNumber", "contactPhone"];
const KENYAN_NUMBER = /^(?:\+?254|0)?0?([1-9]\d{8})$/;
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

function internationalDigits(number: string): string | null {
  const compact = number.trim().replace(/[\s\-.()]/g, "");
  const kenyan = KENYAN_NUMBER.exec(compact);
  if (kenyan) return `254${kenyan[1]}`;
  if (compact.startsWith("+254")) return null;
  return INTERNATIONAL.exec(compact)?.[1] ?? null;
}

interface SettingsTable {
  settings: { key: string; value: string };
}

export const migration: DialectMigration = {
  async up(untyped) {
    const db = untyped as Kysely<SettingsTable>;
    const rows = await db.selectFrom("settings").selectAll().where("key", "in", PHONE_SETTINGS).execute();
    for (const { key, value } of rows) {
      const digits = internationalDigits(value);
      if (digits !== null && digits !== value)
        await db.updateTable("settings").set({ value: digits }).where("key", "=", key).execute();
    }
  },
};
