import { sql } from "kysely";
import type { AppDatabase } from "./app-database";

/** Whether the database answers a trivial query within `timeoutMs`. */
export async function databaseAnswers(db: AppDatabase, timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
