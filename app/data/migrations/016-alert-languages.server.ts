import { sql } from "kysely";
import { type DialectMigration, textColumn } from "./schema-helpers.server";

// The language of the page a visitor signed up for an alert on, which its e-mails and their
// links are in. Alerts made before are in English, as every page then was.
export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .alterTable("search_alerts")
      .addColumn("language", textColumn(dialect), (column) => column.notNull().defaultTo(sql`'en'`))
      .execute();
  },
};
