// The places and names of the listings on the market, for the search box's suggestions and for
// reading a word typed one or two letters off (search-spelling.ts).
import { sql } from "kysely";
import type { ListingPlace } from "~/domain/place-suggestions";
import { searchWords } from "~/domain/search-terms";
import type { AppDatabase } from "./app-database";
import { dialectOf } from "./dialect.server";
import { holdsWords, wordIndexed } from "./listing-words.server";

/** Every place (location and city) with a listing on the market, with how many it has. */
export async function findListingPlaces(db: AppDatabase): Promise<ListingPlace[]> {
  const rows = await db
    .selectFrom("properties")
    .select(["location", "city", (eb) => eb.fn.countAll<number>().as("listings")])
    .where("on_market", "=", 1)
    .groupBy(["location", "city"])
    .execute();
  return rows.map((row) => ({ location: row.location, city: row.city, listings: Number(row.listings) }));
}

/** Each word of the names and places of the listings on the market, with how many hold it. */
export async function findNameAndPlaceWords(db: AppDatabase): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("properties")
    .select(["name", "location", "city"])
    .where("on_market", "=", 1)
    .execute();
  const listings = new Map<string, number>();
  for (const row of rows) {
    for (const word of new Set(searchWords(`${row.name} ${row.location} ${row.city}`))) {
      listings.set(word, (listings.get(word) ?? 0) + 1);
    }
  }
  return listings;
}

/** Those of the words that no listing on the market holds, anywhere in what it says. */
export async function wordsNotFound(db: AppDatabase, words: readonly string[]): Promise<string[]> {
  const dialect = dialectOf(db);
  const found = await Promise.all(
    words.map(async (word) => {
      // Most words asked about are held by no listing at all, which the index alone says at once.
      if (!(await wordIndexed(db, word))) return word;
      const row = await db
        .selectFrom("properties")
        .select(sql<number>`1`.as("found"))
        .where("on_market", "=", 1)
        .where(holdsWords(dialect, [[word]], "everything", "few"))
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? word : null;
    }),
  );
  return found.filter((word) => word !== null);
}
