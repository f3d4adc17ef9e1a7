import type { AppDatabase } from "./app-database";

/** The settings whose being stored at all says a first step was taken. */
const FIRST_DAY_KEYS = [
  "brand:name",
  "viewingHours",
  "feedToken",
  "feedToken:kyero",
  "feedToken:meta",
] as const;

/** Which of the first day's settings are stored, and how many listings there are. */
export async function findFirstDayRecords(
  db: AppDatabase,
): Promise<{ storedKeys: Set<string>; listings: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom("settings").select("key").where("key", "in", FIRST_DAY_KEYS).execute(),
    db
      .selectFrom("properties")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { storedKeys: new Set(rows.map((row) => row.key)), listings: Number(count.count) };
}
