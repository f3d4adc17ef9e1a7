import { sql } from "kysely";
import { type DialectMigration, textColumn } from "./schema-helpers.server";

// Each listing's currency, its amounts stored in it as typed. Every listing saved before was
// stored in dollars and stays so, its amounts unchanged; the sum to move in is kept in the
// listing's currency too (`move_in_total`), while `display_price`, `move_in_cost` and
// `price_per_acre` stay dollars, refreshed for shilling listings when the rate changes, so that
// the list compares and sorts every listing with the indexes it has. Only columns are added: a
// release that does not know them goes on reading and writing the table (in dollars).
export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .alterTable("properties")
      .addColumn("currency", textColumn(dialect), (column) => column.notNull().defaultTo("USD"))
      .execute();
    await db.schema.alterTable("properties").addColumn("move_in_total", "double precision").execute();
    await sql`update properties set move_in_total = move_in_cost where move_in_cost is not null`.execute(db);
  },
};
