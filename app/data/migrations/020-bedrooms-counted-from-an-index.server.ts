import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// The list filtered by bedrooms counts its matches from this index alone, instead of reading
// the row of every listing on the market. Only adds an index: an older release runs on as before.
export const migration: DialectMigration = {
  async up(db) {
    await sql`create index properties_market_bedrooms on properties (on_market, bedrooms)`.execute(db);
  },
};
