import { type DialectMigration, textColumn } from "./schema-helpers.server";

// A spreadsheet the office uploaded, kept between its preview and its import (by a random
// token), with how far its import has got. A new table only, outside the content version.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("spreadsheet_imports")
      .addColumn("token", text, (column) => column.primaryKey())
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("file", text, (column) => column.notNull())
      .addColumn("status", text, (column) => column.notNull())
      .addColumn("total", "integer", (column) => column.notNull())
      .addColumn("done", "integer", (column) => column.notNull())
      .addColumn("updated", "integer", (column) => column.notNull())
      .addColumn("added", "integer", (column) => column.notNull())
      .addColumn("failure", text)
      .execute();
  },
};
