import { type DialectMigration, textColumn } from "./schema-helpers.server";

// Photos sent in bulk: which listing each row of a spreadsheet import became, so that a photo
// named by its row finds it; and each photo of a sending, stored and matched, waiting for the
// office to confirm where it goes. Only new tables: a release that does not know them is unharmed.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("spreadsheet_import_rows")
      .addColumn("import_token", text, (column) => column.notNull())
      .addColumn("row_number", "integer", (column) => column.notNull())
      .addColumn("property_id", "integer", (column) =>
        column.notNull().references("properties.id").onDelete("cascade"),
      )
      .addPrimaryKeyConstraint("spreadsheet_import_rows_row", ["import_token", "row_number"])
      .execute();
    await db.schema
      .createTable("photo_sendings")
      .addColumn("token", text, (column) => column.notNull())
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("file_name", text, (column) => column.notNull())
      .addColumn("property_id", "integer", (column) => column.references("properties.id").onDelete("cascade"))
      .addColumn("photo_order", "integer")
      .addColumn("storage_key", text)
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("problem", text)
      .addPrimaryKeyConstraint("photo_sendings_photo", ["token", "position"])
      .execute();
    await db.schema.createIndex("photo_sendings_created").on("photo_sendings").column("created_at").execute();
  },
};
