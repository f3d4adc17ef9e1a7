// "Is this really us?": the counts of checks and of the unknown numbers checked, and the
// published listings a check finds by reference or link.
import { sql } from "kysely";
import type { ListingSummary } from "~/domain/property";
import type { AppDatabase } from "./app-database";
import { summaryColumns, withCovers } from "./listing-rows.server";

/** The kinds of number a check compares with the office's own. */
export type CheckedNumberKind = "phone" | "payment";

/**
 * Distinct unknown numbers kept at most: a new one beyond them takes the place of the one
 * checked least recently, so that the list keeps learning the numbers scammers use now.
 */
export const MAX_UNKNOWN_NUMBERS = 10_000;

/**
 * Counts one check made on `day` (`YYYY-MM-DD` in Nairobi); with `unknown`, also the number
 * checked that is not the office's, added to its own count unless the check is `repeated` (its
 * client has raised that count as often as it may today).
 */
export async function recordCheck(
  db: AppDatabase,
  check: {
    day: string;
    unknown: { kind: CheckedNumberKind; number: string } | null;
    repeated?: boolean;
  },
  now = new Date(),
  { keep = MAX_UNKNOWN_NUMBERS }: { keep?: number } = {},
): Promise<void> {
  const { day, unknown, repeated = false } = check;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("verification_days")
      .values({ day, checks: 1, unknown_numbers: unknown ? 1 : 0 })
      .onConflict((conflict) =>
        conflict.column("day").doUpdateSet({
          checks: sql`verification_days.checks + 1`,
          unknown_numbers: sql`verification_days.unknown_numbers + excluded.unknown_numbers`,
        }),
      )
      .execute();
    if (!unknown || repeated) return;
    const at = now.toISOString();
    const counted = await trx
      .updateTable("unknown_numbers")
      .set({ checks: sql`checks + 1`, last_checked_at: at })
      .where("kind", "=", unknown.kind)
      .where("number", "=", unknown.number)
      .executeTakeFirst();
    if (counted.numUpdatedRows > 0n) return;
    const { kept } = await trx
      .selectFrom("unknown_numbers")
      .select((eb) => eb.fn.countAll<number>().as("kept"))
      .executeTakeFirstOrThrow();
    if (Number(kept) >= keep) {
      const oldest = await trx
        .selectFrom("unknown_numbers")
        .select(["kind", "number"])
        .orderBy("last_checked_at")
        .orderBy("checks")
        .limit(Number(kept) - keep + 1)
        .execute();
      for (const row of oldest) {
        await trx
          .deleteFrom("unknown_numbers")
          .where("kind", "=", row.kind)
          .where("number", "=", row.number)
          .execute();
      }
    }
    await trx
      .insertInto("unknown_numbers")
      .values({ ...unknown, checks: 1, first_checked_at: at, last_checked_at: at })
      .onConflict((conflict) =>
        conflict.columns(["kind", "number"]).doUpdateSet({
          checks: sql`unknown_numbers.checks + 1`,
          last_checked_at: at,
        }),
      )
      .execute();
  });
}

/** A number checked that is not the office's, and how often it was checked. */
export interface UnknownNumberCount {
  kind: CheckedNumberKind;
  number: string;
  checks: number;
  lastCheckedAt: string;
}

export interface VerificationSummary {
  /** Checks made on the days asked for, and how many of them named an unknown number. */
  checks: number;
  unknownNumbers: number;
  /** The unknown numbers checked most often, ever. */
  topUnknown: UnknownNumberCount[];
}

/** The checks made from `fromDay` on (`YYYY-MM-DD` in Nairobi), and the `top` unknown numbers checked most. */
export async function findVerificationSummary(
  db: AppDatabase,
  fromDay: string,
  top = 5,
): Promise<VerificationSummary> {
  const [totals, numbers] = await Promise.all([
    db
      .selectFrom("verification_days")
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>("checks"), eb.val(0)).as("checks"),
        eb.fn.coalesce(eb.fn.sum<number>("unknown_numbers"), eb.val(0)).as("unknown_numbers"),
      ])
      .where("day", ">=", fromDay)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("unknown_numbers")
      .select(["kind", "number", "checks", "last_checked_at"])
      .orderBy("checks", "desc")
      .orderBy("last_checked_at", "desc")
      .limit(top)
      .execute(),
  ]);
  return {
    checks: Number(totals.checks),
    unknownNumbers: Number(totals.unknown_numbers),
    topUnknown: numbers.map((row) => ({
      kind: row.kind === "payment" ? "payment" : "phone",
      number: row.number,
      checks: Number(row.checks),
      lastCheckedAt: row.last_checked_at,
    })),
  };
}

/** The published listing with this id or slug, as its card shows it; null for none or a draft. */
export async function findPublishedListing(
  db: AppDatabase,
  by: { id: number } | { slug: string },
): Promise<ListingSummary | null> {
  const row = await db
    .selectFrom("properties")
    .select(summaryColumns)
    .where("publication", "=", "published")
    .$call((query) => ("id" in by ? query.where("id", "=", by.id) : query.where("slug", "=", by.slug)))
    .executeTakeFirst();
  if (!row) return null;
  const [listing] = await withCovers(db, [row]);
  return listing ?? null;
}
