import { type DialectMigration, textColumn, withId } from "./schema-helpers.server";

// Visitors' bookings to view a listing, the places they hold in the office's viewing slots, the
// tokens of their e-mailed cancel links, and the outbox's link to the booking an e-mail tells of.
// A place is a row whose key is the slot and a seat number below the slot's capacity: two
// bookings racing for the last place insert the same key, and the engine keeps one.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await withId(db.schema.createTable("viewings"), dialect)
      .addColumn("reference", text, (column) => column.notNull().unique())
      .addColumn("property_id", "integer", (column) =>
        column.notNull().references("properties.id").onDelete("cascade"),
      )
      .addColumn("starts_at", text, (column) => column.notNull())
      .addColumn("ends_at", text, (column) => column.notNull())
      .addColumn("status", text, (column) => column.notNull())
      .addColumn("name", text, (column) => column.notNull())
      .addColumn("phone", text, (column) => column.notNull())
      .addColumn("email", text)
      .addColumn("language", text, (column) => column.notNull())
      .addColumn("revision", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("reminder_queued_at", text)
      .addColumn("created_at", text, (column) => column.notNull())
      .addColumn("updated_at", text, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("viewings_starts_at").on("viewings").columns(["starts_at", "id"]).execute();
    await db.schema
      .createTable("viewing_places")
      .addColumn("starts_at", text, (column) => column.notNull())
      .addColumn("seat", "integer", (column) => column.notNull())
      .addColumn("viewing_id", "integer", (column) =>
        column.notNull().unique().references("viewings.id").onDelete("cascade"),
      )
      .addPrimaryKeyConstraint("viewing_places_slot_seat", ["starts_at", "seat"])
      .execute();
    await db.schema
      .createTable("viewing_tokens")
      .addColumn("token_hash", text, (column) => column.primaryKey())
      .addColumn("viewing_id", "integer", (column) =>
        column.notNull().references("viewings.id").onDelete("cascade"),
      )
      .addColumn("created_at", text, (column) => column.notNull())
      .execute();
    await db.schema
      .alterTable("notification_outbox")
      .addColumn("viewing_id", "integer", (column) => column.references("viewings.id").onDelete("cascade"))
      .execute();
  },
};
