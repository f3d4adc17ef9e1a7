import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { rm } from "node:fs/promises";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { AppDatabase } from "~/data/app-database";
import { openDatabase } from "~/data/database.server";
import { findNameAndPlaceWords, wordsNotFound } from "~/data/listing-places.server";
import { findListings } from "~/data/listing-search.server";
import { refreshListingWords } from "~/data/listing-words.server";
import { createPostgresDatabase, dropPostgresDatabases } from "~/data/postgres-server.server";
import { parseListingQuery } from "~/domain/listing-query";
import { closestWord, correctableWords, correctedSearch } from "~/domain/search-spelling";
import { TEST_POSTGRES_URL } from "~/testing/test-postgres";
import { formatInteger } from "../format";
import { startProductionServer } from "./child-servers";
import type { EngineSite } from "./engines";
import {
  fetchPage,
  type LatencyMeasurement,
  type LoadSettings,
  measureLatencies,
  RENDERED_EACH_TIME,
} from "./load";
import { ENGINE_NAMES, markdownTable } from "./report";
import { step, type Workspace } from "./workspace";

/** Listings let or sold shown today, by the default setting. */
const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

// The word search on each engine at each size: the searches visitors make, rendered afresh
// under a light load against their goals, then the word index's size and the time to fill it
// beside the trigram index it replaces.

/**
 * A light load, two visitors at once: the goals are a visitor's wait, not what a saturated
 * server gives a crowd (the crowd is measured apart). Short, so that the five searches take
 * about half a minute on each engine at each size.
 */
export const SEARCH_LOAD: LoadSettings = { connections: 2, warmupSeconds: 1, seconds: 5 };

export interface Search {
  name: string;
  path: string;
  kind: "words" | "mistyped" | "suggestions";
  /** The 95th percentile the search should stay under. */
  goalMs: number;
}

/**
 * What visitors type, in words the synthetic listings hold: "house" is in every house's
 * words (about a third of them), "pool" in those with a swimming pool, Kilimani is one of
 * Nairobi's places, and "kilimanii" is in no listing, so that the search is tried again
 * with Kilimani.
 */
export const SEARCHES: readonly Search[] = [
  { name: "One common word", path: "/properties?q=house", kind: "words", goalMs: 50 },
  { name: "One word", path: "/properties?q=pool", kind: "words", goalMs: 50 },
  { name: "Two words", path: "/properties?q=pool%20kilimani", kind: "words", goalMs: 50 },
  { name: "A word mistyped", path: "/properties?q=kilimanii", kind: "mistyped", goalMs: 100 },
  { name: "Place suggestions", path: "/properties/places.json?q=kil", kind: "suggestions", goalMs: 20 },
];

/** One search on one engine at one size. */
export interface SearchPageResult {
  engine: EngineSite["engine"];
  listings: number;
  search: Search;
  /** The listings it finds (a mistyped word: those of the search read again), or the places suggested. */
  found: number;
  /** A mistyped search as it was read again; null for the others. */
  readAs: string | null;
  latency: LatencyMeasurement;
  /** The 1-minute load average just before this measurement. */
  loadAverage: number;
}

/** The word index beside the trigram index on one engine at one size. */
export interface SearchIndexResult {
  engine: EngineSite["engine"];
  listings: number;
  wordsBytes: number;
  /** Null when the engine has none (PostgreSQL without pg_trgm). */
  trigramBytes: number | null;
  wordsFillMs: number;
  trigramRebuildMs: number | null;
}

export interface SearchRun {
  pages: SearchPageResult[];
  index: SearchIndexResult;
}

const searchQuery = (path: string) => parseListingQuery(new URL(path, "http://bench.invalid").searchParams);

/**
 * What the search finds in the database, read as the list page reads it: each search must find
 * listings, and the mistyped one nothing as typed but something once read again, or the figures
 * would measure another path than the one named.
 */
async function expectedFinds(
  db: AppDatabase,
  search: Search,
): Promise<{ found: number; readAs: string | null }> {
  const query = searchQuery(search.path);
  const { total } = await findListings(db, query, SHOWN_TODAY);
  if (search.kind === "words") {
    if (total === 0) throw new Error(`${search.path} finds no listing: pick words the listings hold`);
    return { found: total, readAs: null };
  }
  if (total > 0) throw new Error(`${search.path} finds listings as typed: pick a word no listing holds`);
  const known = await findNameAndPlaceWords(db);
  const corrections = new Map(
    (await wordsNotFound(db, correctableWords(query.search))).flatMap((word) => {
      const nearest = closestWord(word, known);
      return nearest === null ? [] : [[word, nearest] as const];
    }),
  );
  const readAs = correctedSearch(query.search, corrections);
  const found =
    corrections.size === 0 ? 0 : (await findListings(db, { ...query, search: readAs }, SHOWN_TODAY)).total;
  if (found === 0) throw new Error(`${search.path} is not read again as a search that finds listings`);
  return { found, readAs };
}

/** The searches rendered afresh for every request by the production server, one after another. */
async function measureSearchPages(workspace: Workspace, site: EngineSite): Promise<SearchPageResult[]> {
  const finds = new Map<Search, { found: number; readAs: string | null }>();
  const database = await openDatabase(site.databaseUrl);
  try {
    for (const search of SEARCHES) {
      if (search.kind !== "suggestions") finds.set(search, await expectedFinds(database.db, search));
    }
  } finally {
    await database.close();
  }
  const app = await startProductionServer({ ...workspace, ...site, demoSeed: false });
  try {
    const results: SearchPageResult[] = [];
    for (const search of SEARCHES) {
      const url = new URL(search.path, app.url).href;
      // Fetched once first: it must answer, and the suggestions must offer places.
      const body = (await fetchPage(url)).body;
      if (search.kind === "suggestions") {
        const suggestions: unknown = JSON.parse(body.toString("utf8"));
        if (!Array.isArray(suggestions) || suggestions.length === 0) {
          throw new Error(`${search.path} suggests no place`);
        }
        finds.set(search, { found: suggestions.length, readAs: null });
      }
      const [loadAverage = 0] = loadavg();
      results.push({
        engine: site.engine,
        listings: site.listings,
        search,
        ...finds.get(search)!,
        latency: await measureLatencies(url, SEARCH_LOAD, RENDERED_EACH_TIME),
        loadAverage,
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}

const TRIGRAM_INDEXES = ["properties_name_trigram", "properties_location_trigram", "properties_city_trigram"];

/** Bytes of the tables, and their indexes, of an FTS5 table: itself and its shadow tables (`name_data`…). */
async function sqliteTableBytes(db: AppDatabase, table: string): Promise<number> {
  const { rows } = await sql<{ bytes: number | bigint | null }>`
    select sum(pgsize) as bytes from dbstat
    where name in (select name from sqlite_schema where tbl_name = ${table} or tbl_name glob ${`${table}_*`})`.execute(
    db,
  );
  return Number(rows[0]?.bytes ?? 0);
}

/** The trigram indexes the database has: PostgreSQL has none without pg_trgm. */
async function postgresTrigramIndexes(db: AppDatabase): Promise<{ name: string; bytes: number }[]> {
  const indexes: { name: string; bytes: number }[] = [];
  for (const name of TRIGRAM_INDEXES) {
    const { rows } = await sql<{ bytes: string | null }>`
      select pg_relation_size(to_regclass(${name}::text)) as bytes`.execute(db);
    const bytes = rows[0]?.bytes;
    if (bytes !== null && bytes !== undefined) indexes.push({ name, bytes: Number(bytes) });
  }
  return indexes;
}

async function indexSizes(
  db: AppDatabase,
  engine: EngineSite["engine"],
): Promise<Pick<SearchIndexResult, "wordsBytes" | "trigramBytes">> {
  if (engine === "sqlite") {
    return {
      wordsBytes: await sqliteTableBytes(db, "listing_words"),
      trigramBytes: await sqliteTableBytes(db, "properties_search"),
    };
  }
  const { rows } = await sql<{ bytes: string }>`
    select pg_total_relation_size('listing_words') + pg_total_relation_size('listing_name_words') as bytes`.execute(
    db,
  );
  const trigrams = await postgresTrigramIndexes(db);
  return {
    wordsBytes: Number(rows[0]!.bytes),
    trigramBytes: trigrams.length === 0 ? null : trigrams.reduce((total, index) => total + index.bytes, 0),
  };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * Every listing's words indexed afresh, then the trigram index rebuilt. The word index starts
 * empty, as on a new database: on SQLite its rows are deleted and what FTS5 keeps of the
 * deletions merged away first, on PostgreSQL the table is truncated.
 */
async function fillTimes(
  db: AppDatabase,
  engine: EngineSite["engine"],
): Promise<Pick<SearchIndexResult, "wordsFillMs" | "trigramRebuildMs">> {
  if (engine === "sqlite") {
    await sql`delete from listing_words`.execute(db);
    await sql`insert into listing_words (listing_words) values ('optimize')`.execute(db);
    return {
      wordsFillMs: await timed(() => refreshListingWords(db)),
      trigramRebuildMs: await timed(() =>
        sql`insert into properties_search (properties_search) values ('rebuild')`.execute(db),
      ),
    };
  }
  await sql`truncate listing_words, listing_name_words`.execute(db);
  const wordsFillMs = await timed(() => refreshListingWords(db));
  const trigrams = await postgresTrigramIndexes(db);
  let trigramRebuildMs = 0;
  for (const { name } of trigrams) {
    trigramRebuildMs += await timed(() => sql`reindex index ${sql.id(name)}`.execute(db));
  }
  return { wordsFillMs, trigramRebuildMs: trigrams.length === 0 ? null : trigramRebuildMs };
}

/**
 * A copy of the site's database to fill the indexes in again, dropped afterwards: done on the
 * site's own, the deletions and the rebuilt indexes would change what the next size measures.
 */
async function withCopy<T>(
  workspace: Workspace,
  site: EngineSite,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (site.engine === "sqlite") {
    const file = join(workspace.directory, `search-copy-${site.listings}.sqlite`);
    const database = await openDatabase(site.databaseUrl);
    try {
      await sql`vacuum into ${file}`.execute(database.db);
    } finally {
      await database.close();
    }
    try {
      return await work(`file:${file}`);
    } finally {
      await Promise.all(["", "-wal", "-shm"].map((suffix) => rm(`${file}${suffix}`, { force: true })));
    }
  }
  const original = new URL(site.databaseUrl).pathname.slice(1);
  const name = `${original}_copy`;
  workspace.onCleanUp(() => dropPostgresDatabases(TEST_POSTGRES_URL, [name]));
  // Nobody may be connected to the database copied: the server has stopped, and the sizes'
  // connections are closed (the server waits a few seconds for them to go).
  const databaseUrl = await createPostgresDatabase(TEST_POSTGRES_URL, name, original);
  try {
    return await work(databaseUrl);
  } finally {
    await dropPostgresDatabases(TEST_POSTGRES_URL, [name]);
  }
}

/** The word index's size as the site wrote it, and the time to fill it afresh, beside the trigram index's. */
async function measureIndexes(workspace: Workspace, site: EngineSite): Promise<SearchIndexResult> {
  const database = await openDatabase(site.databaseUrl);
  let sizes: Pick<SearchIndexResult, "wordsBytes" | "trigramBytes">;
  try {
    sizes = await indexSizes(database.db, site.engine);
  } finally {
    await database.close();
  }
  const times = await withCopy(workspace, site, async (databaseUrl) => {
    const copy = await openDatabase(databaseUrl);
    try {
      return await fillTimes(copy.db, site.engine);
    } finally {
      await copy.close();
    }
  });
  return { engine: site.engine, listings: site.listings, ...sizes, ...times };
}

/** The searches, then the indexes, on one engine's database as it holds them now. */
export async function measureSearch(workspace: Workspace, site: EngineSite): Promise<SearchRun> {
  step(`Measuring the word search on ${site.engine} with ${formatInteger(site.listings)} listings`);
  const pages = await measureSearchPages(workspace, site);
  step(`Measuring the word index on ${site.engine} with ${formatInteger(site.listings)} listings`);
  return { pages, index: await measureIndexes(workspace, site) };
}

const milliseconds = (ms: number) => ms.toFixed(1);

/** Each search's latencies beside its goal. */
export function searchTable(runs: readonly SearchRun[]): string {
  const header = [
    "Engine",
    "Listings",
    "Search",
    "Page",
    "Found",
    "Req/s",
    "p50 ms",
    "p95 ms",
    "p95 goal ms",
    "Within goal",
    "Load",
  ];
  const rows = runs.flatMap((run) =>
    run.pages.map((result) => [
      ENGINE_NAMES[result.engine],
      formatInteger(result.listings),
      result.readAs === null ? result.search.name : `${result.search.name}, read as “${result.readAs}”`,
      `\`${result.search.path}\``,
      formatInteger(result.found),
      formatInteger(result.latency.requestsPerSecond),
      milliseconds(result.latency.p50Ms),
      milliseconds(result.latency.p95Ms),
      formatInteger(result.search.goalMs),
      result.latency.p95Ms < result.search.goalMs ? "yes" : "no",
      result.loadAverage.toFixed(2),
    ]),
  );
  return markdownTable(header, rows, [0, 2, 3, 9]);
}

const megabytes = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const ratio = (words: number, trigrams: number | null) =>
  trigrams === null || trigrams === 0 ? "–" : (words / trigrams).toFixed(2);

/** The word index's size and fill time beside the trigram index's. */
export function searchIndexTable(runs: readonly SearchRun[]): string {
  const header = [
    "Engine",
    "Listings",
    "Word index MB",
    "Trigram index MB",
    "Size words ÷ trigrams",
    "Words filled s",
    "Trigrams rebuilt s",
    "Time words ÷ trigrams",
  ];
  const rows = runs.map(({ index }) => [
    ENGINE_NAMES[index.engine],
    formatInteger(index.listings),
    megabytes(index.wordsBytes),
    index.trigramBytes === null ? "–" : megabytes(index.trigramBytes),
    ratio(index.wordsBytes, index.trigramBytes),
    seconds(index.wordsFillMs),
    index.trigramRebuildMs === null ? "–" : seconds(index.trigramRebuildMs),
    ratio(index.wordsFillMs, index.trigramRebuildMs),
  ]);
  return markdownTable(header, rows);
}

/** Both tables, as the report and the search alone print them. */
export function searchTables(runs: readonly SearchRun[]): string {
  return `${searchTable(runs)}\n\n${searchIndexTable(runs)}`;
}
