import { type DialectMigration, textColumn } from "./schema-helpers.server";

// One-time sign-in links e-mailed to an administrator whom strangers' wrong passwords hold up:
// only the SHA-256 of each token, good once and for a few minutes.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("sign_in_links")
      .addColumn("token_hash", text, (column) => column.primaryKey())
      .addColumn("user_id", "integer", (column) =>
        column.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("expires_at", text, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sign_in_links_expires").on("sign_in_links").column("expires_at").execute();
  },
};
