import { sql } from "kysely";
import { type DialectMigration, trigramsAvailable } from "./schema-helpers.server";

// The search box matches the name, location or city: three LIKEs with a leading wildcard,
// which no B-tree index serves. PostgreSQL gets trigram indexes beside the one on names;
// SQLite an FTS5 trigram index of the three columns, kept up to date by triggers.
export const migration: DialectMigration = {
  async up(db, dialect) {
    if (dialect === "postgres") {
      if (!(await trigramsAvailable(db))) return;
      for (const column of ["location", "city"]) {
        await sql`create index ${sql.id(`properties_${column}_trigram`)} on properties using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
          db,
        );
      }
      return;
    }
    await sql`create virtual table properties_search using fts5(name_key, location, city, content = properties, content_rowid = id, tokenize = trigram)`.execute(
      db,
    );
    await sql`insert into properties_search (properties_search) values ('rebuild')`.execute(db);
    await sql`create trigger properties_search_insert after insert on properties begin
    insert into properties_search (rowid, name_key, location, city)
    values (new.id, new.name_key, new.location, new.city);
  end`.execute(db);
    await sql`create trigger properties_search_delete after delete on properties begin
    insert into properties_search (properties_search, rowid, name_key, location, city)
    values ('delete', old.id, old.name_key, old.location, old.city);
  end`.execute(db);
    await sql`create trigger properties_search_update after update of name_key, location, city on properties begin
    insert into properties_search (properties_search, rowid, name_key, location, city)
    values ('delete', old.id, old.name_key, old.location, old.city);
    insert into properties_search (rowid, name_key, location, city)
    values (new.id, new.name_key, new.location, new.city);
  end`.execute(db);
  },
};
