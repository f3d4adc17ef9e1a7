import { type DialectMigration, textColumn } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("image_uploads")
      .addColumn("storage_key", text, (column) => column.primaryKey())
      .addColumn("width", "integer", (column) => column.notNull())
      .addColumn("height", "integer", (column) => column.notNull())
      .addColumn("uploaded_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("image_uploads_uploaded_at")
      .on("image_uploads")
      .column("uploaded_at")
      .execute();
  },
};
