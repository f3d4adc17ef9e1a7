import { type DialectMigration, textColumn } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("sessions")
      .addColumn("id_hash", text, (column) => column.primaryKey())
      .addColumn("user_id", "integer", (column) =>
        column.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("last_seen_at", text, (column) => column.notNull())
      .addColumn("expires_at", text, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

    await db.schema
      .createTable("sign_in_attempts")
      .addColumn("key", text, (column) => column.notNull())
      .addColumn("attempted_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("sign_in_attempts_key")
      .on("sign_in_attempts")
      .columns(["key", "attempted_at"])
      .execute();
  },
};
