import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

// The search reads words, in any order, from everything a listing says (listing-words.server.ts):
// each listing's name and place (`head`, ranked first) and all its words (`everything`), with the
// listing's `updated_at` when they were written, so that the start can index again any listing
// written since by a release without this table. SQLite gets an FTS5 word index, PostgreSQL
// `tsvector` columns with GIN indexes, the head in a table of its own. The earlier trigram
// indexes stay for such a release.
export const migration: DialectMigration = {
  async up(db, dialect) {
    if (dialect === "postgres") {
      await sql`create table listing_words (
        property_id integer primary key references properties (id) on delete cascade,
        everything tsvector not null,
        listing_updated_at text not null
      )`.execute(db);
      await sql`create index listing_words_everything on listing_words using gin (everything)`.execute(db);
      // The names and places alone, in a narrow table of their own: ranking reads them for every
      // match, which costs a page of the wide table each.
      await sql`create table listing_name_words (
        property_id integer primary key references properties (id) on delete cascade,
        head tsvector not null
      )`.execute(db);
      await sql`create index listing_name_words_head on listing_name_words using gin (head)`.execute(db);
      return;
    }
    await sql`create virtual table listing_words using fts5(head, everything, listing_updated_at unindexed, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
    await sql`create trigger listing_words_delete after delete on properties begin
    delete from listing_words where rowid = old.id;
  end`.execute(db);
  },
};
