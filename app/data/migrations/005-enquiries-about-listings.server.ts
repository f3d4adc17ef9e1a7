import { type Kysely } from "kysely";
import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    // An enquiry may give a phone number instead of an e-mail address, and keeps the
    // listing's name and reference for when the listing is gone.
    if (dialect === "postgres") {
      await db.schema
        .alterTable("contact_messages")
        .alterColumn("email", (column) => column.dropNotNull())
        .addColumn("phone", text)
        .addColumn("property_name", text)
        .addColumn("property_reference", text)
        .execute();
    } else {
      await rebuildContactMessagesForSqlite(db);
    }

    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("key", text, (column) => column.notNull())
      .addColumn("expires_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("rate_limit_hits_key")
      .on("rate_limit_hits")
      .columns(["key", "expires_at"])
      .execute();
  },
};

/**
 * SQLite cannot drop NOT NULL from a column, so the table is made again with the new columns
 * and its rows copied over, ids included: links to messages stay the same.
 */
async function rebuildContactMessagesForSqlite(schemaDb: Kysely<unknown>) {
  const copied = ["id", "name", "email", "message", "property_id", "created_at", "read_at"] as const;
  type Row = Record<(typeof copied)[number], unknown>;
  const db = schemaDb.withTables<{ contact_messages: Row; contact_messages_rebuilt: Row }>();

  await withId(db.schema.createTable("contact_messages_rebuilt"), "sqlite")
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("property_id", "integer", (column) => column.references("properties.id").onDelete("set null"))
    .addColumn("property_name", "text")
    .addColumn("property_reference", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db
    .insertInto("contact_messages_rebuilt")
    .columns(copied)
    .expression(db.selectFrom("contact_messages").select(copied))
    .execute();
  await db.schema.dropTable("contact_messages").execute();
  await db.schema.alterTable("contact_messages_rebuilt").renameTo("contact_messages").execute();
  await db.schema
    .createIndex("contact_messages_created")
    .on("contact_messages")
    .column("created_at")
    .execute();
}
