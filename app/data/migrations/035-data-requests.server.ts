import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

// The requests people make about their data (access, correction, erasure, objection), each with
// the day it came and the day its answer is due, until the office marks it answered. Only a new
// table: an older release is unharmed.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await withId(db.schema.createTable("data_requests"), dialect)
      .addColumn("kind", text, (column) => column.notNull())
      .addColumn("received_on", text, (column) => column.notNull())
      .addColumn("due_on", text, (column) => column.notNull())
      .addColumn("note", text, (column) => column.notNull())
      .addColumn("answered_on", text)
      .addColumn("created_at", text, (column) => column.notNull())
      .execute();
  },
};
