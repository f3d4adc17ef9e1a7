import { type DialectMigration, textColumn } from "./schema-helpers.server";

// What visitors do, counted per listing and day in Nairobi (views, WhatsApp and Call taps,
// saves), and the searches that found nothing, per day: numbers only, nothing about who.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema
      .createTable("listing_daily_counts")
      .addColumn("property_id", "integer", (column) =>
        column.notNull().references("properties.id").onDelete("cascade"),
      )
      .addColumn("day", text, (column) => column.notNull())
      .addColumn("views", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("whatsapp_taps", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("call_taps", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("saves", "integer", (column) => column.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("listing_daily_counts_key", ["property_id", "day"])
      .execute();
    await db.schema
      .createIndex("listing_daily_counts_day")
      .on("listing_daily_counts")
      .column("day")
      .execute();

    await db.schema
      .createTable("empty_searches")
      .addColumn("day", text, (column) => column.notNull())
      .addColumn("search", text, (column) => column.notNull())
      .addColumn("searches", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("empty_searches_key", ["day", "search"])
      .execute();
  },
};
