// The listings' word index (migration 036): each listing's name and place, and everything it
// says, as plain words (search-document.ts), indexed by FTS5 on SQLite and by `tsvector` with
// GIN on PostgreSQL. The app writes the words with every listing it writes; at start, listings
// written since (by an older release, say) are indexed again.
import { sql } from "kysely";
import { searchDocument } from "~/domain/search-document";
import type { RequiredTerm } from "~/domain/search-terms";
import type { AppDatabase } from "./app-database";
import { chunks } from "./batches.server";
import { dialectOf } from "./dialect.server";
import type { SqlDialectName } from "./migrations/schema-helpers.server";

/** Listings read and indexed at once: their descriptions are the bulk of it. */
const LISTINGS_PER_BATCH = 200;

/** A word of at least this many letters also finds words that begin with it: `pool`, `pools`. */
const SHORTEST_PREFIX = 3;

async function readListingTexts(db: AppDatabase, ids: readonly number[]) {
  const [listings, amenities] = await Promise.all([
    db
      .selectFrom("properties")
      .select([
        "id",
        "name",
        "name_sw",
        "location",
        "city",
        "description",
        "description_sw",
        "type",
        "updated_at",
      ])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("property_amenities")
      .select(["property_id", "amenity"])
      .where("property_id", "in", ids)
      .execute(),
  ]);
  const amenitiesOf = new Map<number, string[]>();
  for (const { property_id, amenity } of amenities) {
    amenitiesOf.set(property_id, [...(amenitiesOf.get(property_id) ?? []), amenity]);
  }
  return listings.map((listing) => ({
    id: listing.id,
    updatedAt: listing.updated_at,
    ...searchDocument({
      name: listing.name,
      nameSw: listing.name_sw,
      location: listing.location,
      city: listing.city,
      description: listing.description,
      descriptionSw: listing.description_sw,
      type: listing.type,
      amenities: amenitiesOf.get(listing.id) ?? [],
    }),
  }));
}

/** Indexes the listings' words as they are now; call it within the transaction that wrote them. */
export async function writeListingWords(db: AppDatabase, ids: readonly number[]): Promise<void> {
  for (const batch of chunks(ids, LISTINGS_PER_BATCH)) {
    const documents = await readListingTexts(db, batch);
    if (documents.length === 0) continue;
    if (dialectOf(db) === "postgres") {
      const words = documents.map(
        (doc) => sql`(${doc.id}, to_tsvector('simple', ${`${doc.head} ${doc.body}`}), ${doc.updatedAt})`,
      );
      await sql`insert into listing_words (property_id, everything, listing_updated_at)
        values ${sql.join(words)}
        on conflict (property_id) do update set everything = excluded.everything,
          listing_updated_at = excluded.listing_updated_at`.execute(db);
      const names = documents.map((doc) => sql`(${doc.id}, to_tsvector('simple', ${doc.head}))`);
      await sql`insert into listing_name_words (property_id, head) values ${sql.join(names)}
        on conflict (property_id) do update set head = excluded.head`.execute(db);
      continue;
    }
    await sql`delete from listing_words where rowid in (${sql.join(batch)})`.execute(db);
    const rows = documents.map(
      (doc) => sql`(${doc.id}, ${doc.head}, ${`${doc.head} ${doc.body}`}, ${doc.updatedAt})`,
    );
    await sql`insert into listing_words (rowid, head, everything, listing_updated_at)
      values ${sql.join(rows)}`.execute(db);
  }
}

/** Listings whose words are missing or older than the listing: written by another release. */
async function staleListingIds(db: AppDatabase): Promise<number[]> {
  const key = dialectOf(db) === "postgres" ? sql.ref("words.property_id") : sql.ref("words.rowid");
  const { rows } = await sql<{ id: number }>`
    select properties.id from properties left join listing_words as words on ${key} = properties.id
    where ${key} is null or words.listing_updated_at <> properties.updated_at`.execute(db);
  return rows.map((row) => row.id);
}

/** Brings the word index up to date with every listing; returns how many were indexed again. */
export async function refreshListingWords(db: AppDatabase): Promise<number> {
  const stale = await staleListingIds(db);
  for (const batch of chunks(stale, LISTINGS_PER_BATCH * 10)) {
    await db.transaction().execute((trx) => writeListingWords(trx, batch));
  }
  return stale.length;
}

/** FTS5's query language: each word quoted, so that nothing typed is read as an operator. */
function ftsAlternative(term: string): string {
  const last = term.split(" ").at(-1)!;
  return `"${term}"${[...last].length >= SHORTEST_PREFIX ? " *" : ""}`;
}

/** PostgreSQL's tsquery: each word quoted, a phrase's words one after the other. */
function tsqueryAlternative(term: string): string {
  const words = term.split(" ");
  return words
    .map((word, index) =>
      index === words.length - 1 && [...word].length >= SHORTEST_PREFIX ? `'${word}':*` : `'${word}'`,
    )
    .join(" <-> ");
}

/** Each required term one of its alternatives; `any` of them or `every` one. */
function wordQuery(dialect: SqlDialectName, terms: readonly RequiredTerm[], join: "any" | "every") {
  if (dialect === "postgres") {
    const groups = terms.map((term) => `(${term.map(tsqueryAlternative).join(" | ")})`);
    return groups.join(join === "every" ? " & " : " | ");
  }
  const groups = terms.map((term) => `(${term.map(ftsAlternative).join(" OR ")})`);
  return groups.join(join === "every" ? " AND " : " OR ");
}

/**
 * How many listings a search is expected to match: `few` (up to a few thousand) are best looked
 * up one by one, `many` by reading an index of every listing on the market and checking each.
 */
export type MatchCount = "few" | "many";

/**
 * Listings holding every required term somewhere (`everything`), or some term in their name
 * or place (`head`, which the relevance order ranks first).
 */
export function holdsWords(
  dialect: SqlDialectName,
  terms: readonly RequiredTerm[],
  where: "everything" | "head",
  matches: MatchCount,
) {
  const query = wordQuery(dialect, terms, where === "everything" ? "every" : "any");
  if (dialect === "postgres") {
    // A listing's names are looked up for it alone: ranking reads them for a few thousand matches
    // at most, where reading every listing's would cost more.
    return where === "head"
      ? sql<boolean>`exists (select 1 from listing_name_words as names
          where names.property_id = ${sql.ref("properties.id")} and names.head @@ to_tsquery('simple', ${query}))`
      : sql<boolean>`${sql.ref("properties.id")} in (select property_id from listing_words
          where everything @@ to_tsquery('simple', ${query}))`;
  }
  const ids = sql`select rowid from listing_words where listing_words match ${`{${where}} : (${query})`}`;
  // Many matches: `+` keeps SQLite from looking up each by its id, a read of its whole row; it
  // reads an index on `on_market` (in the page's order, when there is one) and checks each id
  // against the matches, a few milliseconds for any number of them.
  return matches === "few"
    ? sql<boolean>`${sql.ref("properties.id")} in (${ids})`
    : sql<boolean>`+${sql.ref("properties.id")} in (${ids})`;
}

/**
 * Whether any listing holds the word itself, on the market or not. A whole word, unlike the
 * search's words, since PostgreSQL reads its whole table for a word's beginnings when it
 * expects them common.
 */
export async function wordIndexed(db: AppDatabase, word: string): Promise<boolean> {
  const { rows } =
    dialectOf(db) === "postgres"
      ? await sql`select 1 from listing_words where everything @@ to_tsquery('simple', ${`'${word}'`})
          limit 1`.execute(db)
      : await sql`select 1 from listing_words where listing_words match ${`{everything} : "${word}"`}
          limit 1`.execute(db);
  return rows.length > 0;
}
