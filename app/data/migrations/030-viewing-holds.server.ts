import { type DialectMigration, textColumn } from "./schema-helpers.server";

// What one visitor may hold of the viewing times: seats under a holder's name (a phone number,
// a mailbox, a connection's day), each key (holder, seat) taken once, as a slot's places are;
// and the network each booking came from, which the office groups bookings by. Only a table
// and a nullable column are added: a release that does not know them books as before.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema.alterTable("viewings").addColumn("client_network", text).execute();
    await db.schema
      .createTable("viewing_holds")
      .addColumn("holder", text, (column) => column.notNull())
      .addColumn("seat", "integer", (column) => column.notNull())
      .addColumn("viewing_id", "integer", (column) =>
        column.notNull().references("viewings.id").onDelete("cascade"),
      )
      .addColumn("lasts", text, (column) => column.notNull())
      .addColumn("expires_at", text, (column) => column.notNull())
      .addPrimaryKeyConstraint("viewing_holds_holder_seat", ["holder", "seat"])
      .execute();
    await db.schema.createIndex("viewing_holds_viewing").on("viewing_holds").column("viewing_id").execute();
    await db.schema.createIndex("viewing_holds_expiry").on("viewing_holds").column("expires_at").execute();
  },
};
