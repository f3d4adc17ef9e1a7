import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// A listing's place on the map: the point the administrator set, whether visitors see it or a
// circle around it, and the point they are shown (the same, or the circle's centre). The map
// and the area filter read only the shown point, from the index.
export const migration: DialectMigration = {
  async up(db, dialect) {
    const degrees = dialect === "postgres" ? sql`double precision` : sql`real`;
    const text = dialect === "postgres" ? sql`text collate "C"` : sql`text`;
    for (const column of ["latitude", "longitude", "public_latitude", "public_longitude"]) {
      await sql`alter table properties add column ${sql.ref(column)} ${degrees}`.execute(db);
    }
    await sql`alter table properties add column location_precision ${text}`.execute(db);
    // The id comes along for the groups' first listing: SQLite's index holds the rowid anyway,
    // and PostgreSQL then answers from the index alone.
    const withId = dialect === "postgres" ? sql`include (id)` : sql``;
    await sql`
      create index properties_on_map
      on properties (on_market, public_latitude, public_longitude) ${withId}
      where public_latitude is not null`.execute(db);
  },
};
