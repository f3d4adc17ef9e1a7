// The office's credentials, stored as settings (one row each) so that a change moves the
// content version on like any setting and the kept pages that show them are replaced.
import { z } from "zod";
import { DEFAULT_CREDENTIALS, isPaymentKind, type OfficeCredentials } from "~/domain/credentials";
import type { AppDatabase } from "./app-database";

/** Each credential's key in the settings table. */
const KEYS = {
  registrationNumber: "earbRegistrationNumber",
  certificateYear: "practisingCertificateYear",
  openingHours: "openingHours",
  paymentKind: "mpesaPaymentKind",
  paymentNumber: "mpesaPaymentNumber",
} as const satisfies Record<keyof OfficeCredentials, string>;

const text = z.string().catch("");

/** Stored values are text; anything missing or unreadable reads as empty. */
const storedCredentialsSchema = z.object({
  registrationNumber: text,
  certificateYear: text,
  openingHours: text,
  paymentKind: z
    .string()
    .transform((value) => (isPaymentKind(value) ? value : ""))
    .catch(""),
  paymentNumber: text,
}) satisfies z.ZodType<OfficeCredentials, unknown>;

export async function findCredentials(db: AppDatabase): Promise<OfficeCredentials> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "value"])
    .where("key", "in", Object.values(KEYS))
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const values = Object.fromEntries(
    Object.entries(KEYS).map(([name, key]) => [
      name,
      stored.get(key) ?? DEFAULT_CREDENTIALS[name as keyof OfficeCredentials],
    ]),
  );
  return storedCredentialsSchema.parse(values);
}

export async function saveCredentials(db: AppDatabase, credentials: OfficeCredentials): Promise<void> {
  await db
    .insertInto("settings")
    .values(
      (Object.keys(KEYS) as Array<keyof OfficeCredentials>).map((name) => ({
        key: KEYS[name],
        value: credentials[name],
      })),
    )
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
    )
    .execute();
}
