import { sql } from "kysely";
import { type DialectMigration } from "./schema-helpers.server";

// Visitors' pages show the person who looks after a listing: a change to what they see of a
// person (their name, numbers, registration, photo, or whether they still work here) moves the
// content version on, as a change to a listing does (migration 008), whoever writes it. Signing
// in, a new password or a second factor leave the kept pages alone.
const SHOWN_COLUMNS = ["name", "phone", "whatsapp", "earb_number", "photo_key", "status"];

export const migration: DialectMigration = {
  async up(db, dialect) {
    const columns = sql.join(SHOWN_COLUMNS.map((column) => sql.id(column)));
    if (dialect === "postgres") {
      await sql`create trigger users_shown_content_version
        after update of ${columns} on users
        for each statement execute function bump_content_version()`.execute(db);
      return;
    }
    await sql`create trigger users_shown_content_version
      after update of ${columns} on users
      begin update content_version set version = version + 1 where id = 1; end`.execute(db);
  },
};
