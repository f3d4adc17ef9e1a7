import type { CreateTableBuilder, Kysely, RawBuilder } from "kysely";
import { sql } from "kysely";
import { logger } from "~/shared/logger.server";

export type SqlDialectName = "sqlite" | "postgres";

/**
 * One step of the schema, written once for both engines. A migration that has shipped is never
 * edited, and neither is what it calls here: a changed helper would rewrite history.
 */
export interface DialectMigration {
  up(db: Kysely<unknown>, dialect: SqlDialectName): Promise<void>;
}

/**
 * The type of text columns. PostgreSQL compares and sorts text by the database's locale, SQLite
 * by bytes; the "C" collation makes PostgreSQL do as SQLite does (the slug range relies on it).
 */
export function textColumn(dialect: SqlDialectName): RawBuilder<unknown> | "text" {
  return dialect === "postgres" ? sql`text collate "C"` : "text";
}

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: SqlDialectName) {
  return dialect === "postgres"
    ? table.addColumn("id", "integer", (column) => column.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (column) => column.primaryKey().autoIncrement());
}

/**
 * Installs pg_trgm unless it is there already; false when the server does not offer it or the
 * user may not install it. Inside a savepoint, so that a refusal leaves the migration's
 * transaction usable.
 */
export async function trigramsAvailable(db: Kysely<unknown>): Promise<boolean> {
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
    return true;
  } catch (error) {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    logger.warn("pg_trgm is not available: searching listings reads the whole table", {
      error: (error as Error).message,
    });
    return false;
  }
}
