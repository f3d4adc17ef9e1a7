import { PostgresAdapter } from "kysely";
import type { AppDatabase } from "./app-database";
import type { SqlDialectName } from "./migrations/schema-helpers.server";

/** The engine behind `db` (a transaction too), for the few queries each engine runs best its own way. */
export function dialectOf(db: AppDatabase): SqlDialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}
