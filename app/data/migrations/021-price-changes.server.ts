import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

// Every change of a listing's price or discount, with when it was made: the listing page tells
// visitors of a reduction, and alert e-mails mark listings whose price fell. A new table only:
// an older release goes on updating listings without writing here.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await withId(db.schema.createTable("price_changes"), dialect)
      .addColumn("property_id", "integer", (column) =>
        column.notNull().references("properties.id").onDelete("cascade"),
      )
      .addColumn("changed_at", text, (column) => column.notNull())
      .addColumn("old_price", "double precision", (column) => column.notNull())
      .addColumn("new_price", "double precision", (column) => column.notNull())
      .addColumn("old_discount", "double precision")
      .addColumn("new_discount", "double precision")
      .execute();
    await db.schema
      .createIndex("price_changes_property")
      .on("price_changes")
      .columns(["property_id", "changed_at"])
      .execute();
  },
};
