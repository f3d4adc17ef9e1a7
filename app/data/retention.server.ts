// Erasing what has passed its time (decision 090), kind by kind, each kind in one transaction;
// and the day's claim, which lets one instance of several do the day's erasure.
import { z } from "zod";
import {
  DEFAULT_RETENTION_DAYS,
  type ErasedCounts,
  KEPT_KINDS,
  type KeptKind,
  RETENTION_LIMITS,
  type RetentionDays,
  retentionCutoff,
} from "~/domain/personal-data";
import type { AppDatabase } from "./app-database";
import { findSettingValue, saveSettingValue } from "./settings.server";

type Deletion = { execute(): Promise<{ numDeletedRows: bigint }[]> };

/** Runs the deletions one after the other (a transaction has one connection) and counts their rows. */
async function count(...deletions: Deletion[]): Promise<number> {
  let rows = 0;
  for (const deletion of deletions) {
    for (const result of await deletion.execute()) rows += Number(result.numDeletedRows);
  }
  return rows;
}

/** Erases the rows of one kind from before `cutoff`; returns how many of the kind's main rows went. */
const ERASERS: Record<KeptKind, (trx: AppDatabase, cutoff: string) => Promise<number>> = {
  async messages(trx, cutoff) {
    const old = trx.selectFrom("contact_messages").select("id").where("created_at", "<", cutoff);
    await trx.deleteFrom("notification_outbox").where("message_id", "in", old).execute();
    return count(trx.deleteFrom("contact_messages").where("created_at", "<", cutoff));
  },
  // Holds, places, cancel links and e-mails of a booking go with it (their keys cascade).
  async viewings(trx, cutoff) {
    return count(trx.deleteFrom("viewings").where("ends_at", "<", cutoff));
  },
  async checkedNumbers(trx, cutoff) {
    return count(trx.deleteFrom("unknown_numbers").where("last_checked_at", "<", cutoff));
  },
  async searches(trx, cutoff) {
    return count(trx.deleteFrom("empty_searches").where("day", "<", cutoff.slice(0, 10)));
  },
  async signIns(trx, cutoff) {
    return count(
      trx.deleteFrom("sessions").where("expires_at", "<", cutoff),
      trx.deleteFrom("known_devices").where("last_signed_in_at", "<", cutoff),
      trx.deleteFrom("sign_in_throttles").where("updated_at", "<", cutoff),
      trx.deleteFrom("sign_in_links").where("expires_at", "<", cutoff),
      trx.deleteFrom("office_invitations").where("expires_at", "<", cutoff),
      trx.deleteFrom("rate_limit_windows").where("started_at", "<", cutoff),
    );
  },
  async sentEmails(trx, cutoff) {
    return count(
      trx
        .deleteFrom("notification_outbox")
        .where("status", "!=", "pending")
        .where((eb) => eb(eb.fn.coalesce("sent_at", "created_at"), "<", cutoff)),
      trx
        .deleteFrom("text_outbox")
        .where("status", "!=", "pending")
        .where((eb) => eb(eb.fn.coalesce("sent_at", "created_at"), "<", cutoff)),
    );
  },
  // Their tokens, matches and e-mails go with them (their keys cascade).
  async endedAlerts(trx, cutoff) {
    return count(
      trx
        .deleteFrom("search_alerts")
        .where("status", "=", "unsubscribed")
        .where("unsubscribed_at", "<", cutoff),
    );
  },
  // Photos stored for a sending stay listed as uploads, whose files go with the abandoned ones.
  async uploads(trx, cutoff) {
    const erased = await count(
      trx.deleteFrom("spreadsheet_imports").where("created_at", "<", cutoff),
      trx.deleteFrom("photo_sendings").where("created_at", "<", cutoff),
    );
    await trx
      .deleteFrom("spreadsheet_import_rows")
      .where("import_token", "not in", trx.selectFrom("spreadsheet_imports").select("token"))
      .execute();
    return erased;
  },
};

/** Erases every kind's rows past the `days` it is kept at `now`, one transaction a kind. */
export async function eraseExpired(db: AppDatabase, now: Date, days: RetentionDays): Promise<ErasedCounts> {
  const erased = {} as ErasedCounts;
  for (const kind of KEPT_KINDS) {
    const cutoff = retentionCutoff(days[kind], now).toISOString();
    erased[kind] = await db.transaction().execute((trx) => ERASERS[kind](trx, cutoff));
  }
  return erased;
}

/** Takes the day's erasure for this instance; false when another took it already. */
export async function claimRetentionDay(db: AppDatabase, day: string, now: Date): Promise<boolean> {
  const result = await db
    .insertInto("retention_days")
    .values({ day, started_at: now.toISOString(), erased: null })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function recordErased(db: AppDatabase, day: string, erased: ErasedCounts): Promise<void> {
  await db
    .updateTable("retention_days")
    .set({ erased: JSON.stringify(erased) })
    .where("day", "=", day)
    .execute();
}

/** The last day something was erased, and what; null before the first. */
export async function findLastErasure(
  db: AppDatabase,
): Promise<{ day: string; erased: ErasedCounts } | null> {
  const row = await db
    .selectFrom("retention_days")
    .select(["day", "erased"])
    .where("erased", "is not", null)
    .orderBy("day", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { day: row.day, erased: JSON.parse(row.erased!) as ErasedCounts } : null;
}

/** The office's periods, stored with the settings as one value; a period unreadable or out of bounds is the default. */
const RETENTION_KEY = "retentionDays";

const storedRetentionSchema = z.object(
  Object.fromEntries(
    KEPT_KINDS.map((kind) => [
      kind,
      z
        .number()
        .int()
        .min(RETENTION_LIMITS[kind].min)
        .max(RETENTION_LIMITS[kind].max)
        .catch(DEFAULT_RETENTION_DAYS[kind]),
    ]),
  ) as Record<KeptKind, z.ZodCatch<z.ZodNumber>>,
);

export async function findRetentionDays(db: AppDatabase): Promise<RetentionDays> {
  const stored = await findSettingValue(db, RETENTION_KEY);
  let value: unknown = {};
  try {
    value = stored === null ? {} : JSON.parse(stored);
  } catch {
    // An unreadable value keeps the defaults.
  }
  return storedRetentionSchema.parse(typeof value === "object" && value !== null ? value : {});
}

export async function saveRetentionDays(db: AppDatabase, days: RetentionDays): Promise<void> {
  await saveSettingValue(db, RETENTION_KEY, JSON.stringify(days));
}
