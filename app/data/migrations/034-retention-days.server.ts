import { type DialectMigration, textColumn } from "./schema-helpers.server";

// One row for each day the site erased what had passed its time (decision 090): the instance that
// writes the day's row does the day's erasure, so that several instances erase once; what it
// erased is counted on it for the dashboard. Only a new table: an older release is unharmed.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("retention_days")
      .addColumn("day", text, (column) => column.primaryKey())
      .addColumn("started_at", text, (column) => column.notNull())
      .addColumn("erased", text)
      .execute();
  },
};
