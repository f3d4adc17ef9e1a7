import { type DialectMigration, textColumn } from "./schema-helpers.server";

// "Is this really us?" and reports about listings. Checks are counted per day in Nairobi, and
// the numbers checked that are not the office's are counted each under its digits, so that the
// office learns which fake numbers circulate; nothing else about a check is kept. A report is
// a message in the inbox with its reason. Only additions: an older release goes on reading and
// writing messages, and knows nothing of the new tables.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema.alterTable("contact_messages").addColumn("report_reason", text).execute();
    await db.schema
      .createIndex("contact_messages_open_reports")
      .on("contact_messages")
      .columns(["property_id", "report_reason", "read_at"])
      .execute();

    await db.schema
      .createTable("verification_days")
      .addColumn("day", text, (column) => column.primaryKey())
      .addColumn("checks", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("unknown_numbers", "integer", (column) => column.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable("unknown_numbers")
      .addColumn("kind", text, (column) => column.notNull())
      .addColumn("number", text, (column) => column.notNull())
      .addColumn("checks", "integer", (column) => column.notNull())
      .addColumn("first_checked_at", text, (column) => column.notNull())
      .addColumn("last_checked_at", text, (column) => column.notNull())
      .addPrimaryKeyConstraint("unknown_numbers_key", ["kind", "number"])
      .execute();
    await db.schema
      .createIndex("unknown_numbers_checks")
      .on("unknown_numbers")
      .columns(["checks", "last_checked_at"])
      .execute();
  },
};
