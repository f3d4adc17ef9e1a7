import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

// What the administrator did, and what was tried against the account: who, what, when and
// from which network, kept for a year.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await withId(db.schema.createTable("audit_log"), dialect)
      .addColumn("occurred_at", text, (column) => column.notNull())
      .addColumn("actor", text)
      .addColumn("action", text, (column) => column.notNull())
      .addColumn("subject", text)
      .addColumn("client_network", text)
      .execute();
    await db.schema.createIndex("audit_log_occurred_at").on("audit_log").column("occurred_at").execute();
  },
};
