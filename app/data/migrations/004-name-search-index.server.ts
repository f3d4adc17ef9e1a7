import { sql } from "kysely";
import { type DialectMigration, trigramsAvailable } from "./schema-helpers.server";

// Name search is `name_key LIKE '%words%'`, which no B-tree index serves. SQLite scans
// the name_key index, small enough at the sizes it serves; PostgreSQL gets a trigram index.
export const migration: DialectMigration = {
  async up(db, dialect) {
    if (dialect !== "postgres" || !(await trigramsAvailable(db))) return;
    await sql`create index properties_name_trigram on properties using gin (name_key gin_trgm_ops)`.execute(
      db,
    );
  },
};
