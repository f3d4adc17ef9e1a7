import { sql } from "kysely";
import { type DialectMigration } from "./schema-helpers.server";

// One number that every change to what public pages show moves on, whoever writes and
// however (the app, an import, SQL by hand): cached pages are kept under it.
export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable("content_version")
      .addColumn("id", "integer", (column) => column.primaryKey())
      .addColumn("version", "integer", (column) => column.notNull())
      .execute();
    await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    if (dialect === "postgres") {
      await sql`create function bump_content_version() returns trigger language plpgsql as $$
      begin
        update content_version set version = version + 1 where id = 1;
        return null;
      end
    $$`.execute(db);
    }
    for (const table of [
      "properties",
      "property_images",
      "property_amenities",
      "about_paragraphs",
      "settings",
    ]) {
      if (dialect === "postgres") {
        await sql`create trigger ${sql.id(`${table}_content_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_version()`.execute(db);
        continue;
      }
      for (const event of ["insert", "update", "delete"]) {
        await sql`create trigger ${sql.id(`${table}_${event}_content_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_version set version = version + 1 where id = 1; end`.execute(db);
      }
    }
  },
};
