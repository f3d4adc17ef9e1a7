import { sql } from "kysely";
import { type DialectMigration, textColumn } from "./schema-helpers.server";

// When the office last confirmed a listing can still be had, and when its availability last
// changed: stale listings drop out of alert e-mails, and listings let or sold long ago leave
// the public list and the sitemap by themselves. Only columns and an index are added: an
// older release goes on reading and writing the table.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const text = textColumn(dialect);
    await db.schema.alterTable("properties").addColumn("availability_checked_at", text).execute();
    await db.schema.alterTable("properties").addColumn("availability_changed_at", text).execute();
    // The last save is the best that is known of both.
    await sql`update properties
      set availability_checked_at = updated_at, availability_changed_at = updated_at`.execute(db);
    await db.schema
      .createIndex("properties_market_availability_checked")
      .on("properties")
      .columns(["on_market", "availability_checked_at", "id"])
      .execute();
  },
};
