import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { peakMemory, resetPeakMemory } from "./process-memory";
import { loadavg } from "node:os";
import { type SqlDialectName, openDatabase } from "~/data/database.server";
import { createPostgresDatabase, dropPostgresDatabases } from "~/data/postgres-server.server";
import { findCities, findListings } from "~/data/listing-search.server";
import {
  ALL_LISTINGS_QUERY,
  listingQueryString,
  parseListingQuery,
  type ListingQuery,
} from "~/domain/listing-query";
import { postgresPassProblem, TEST_POSTGRES_URL, uniqueDatabasePrefix } from "~/testing/test-postgres";
import { fillListings, type FillResult } from "../fill";
import { formatInteger } from "../format";
import { startProductionServer } from "./child-servers";
import { type DepthResult, measureDepth } from "./depth";
import { fetchPage, LOAD, measure, overload, RENDERED_EACH_TIME, type OverloadResult } from "./load";
import type { EngineResult, OverloadRun, QueryTiming } from "./report";
import { measureSearch, type SearchRun } from "./search";
import { step, type Workspace } from "./workspace";

/** Listings let or sold shown today, by the default setting. */
const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

// The list pages on SQLite and PostgreSQL at two sizes, their queries alone, and a crowd.

/**
 * Fixed seeds, so that runs with the same counts measure the same listings on both engines,
 * and on the baseline.
 */
export const FILL_SEED = 20_240_601;
const LARGE_FILL_SEED = 20_240_602;

/** A crowd on pages that cannot be kept: each searches other words, orders and prices. */
const OVERLOAD = { connections: 200, seconds: 60 };
const SEARCH_WORDS = [
  "villa",
  "kilimani",
  "beach",
  "garden",
  "nairobi",
  "karen",
  "plot",
  "cottage",
  "twiga",
  "lodge",
];
const SORTS = ["price-asc", "price-desc", "latest"];
const crowdSearch = (index: number) =>
  `/properties?q=${SEARCH_WORDS[index % SEARCH_WORDS.length]}&sort=${SORTS[index % SORTS.length]}&min-price=${1000 + index}`;

export const LISTING_PAGE_QUERY: ListingQuery = {
  ...ALL_LISTINGS_QUERY,
  type: "houses",
  city: "Nairobi",
  sort: "price-asc",
};
export const LISTING_PAGE_PATH = `/properties${listingQueryString(LISTING_PAGE_QUERY)}`;

/**
 * The list page as visitors use it, measured on each engine at each size: filtered and
 * sorted (index order), everything by name (a count of every listing), and a search
 * for a word in about one listing in a hundred.
 */
const LISTING_PAGES: readonly string[] = [
  LISTING_PAGE_PATH,
  "/properties",
  `/properties${listingQueryString({ ...LISTING_PAGE_QUERY, search: "twiga", type: null, city: null, sort: null })}`,
];

/** One engine's database in the workspace, with the listings it holds so far. */
export interface EngineSite {
  engine: SqlDialectName;
  databaseUrl: string;
  listings: number;
}

/** The demo content first, as the server seeds it, then the synthetic listings. */
export async function fillDatabase(
  workspace: Workspace,
  site: EngineSite,
  count: number,
): Promise<FillResult> {
  step(`Seeding the demo content (${site.engine})`);
  await (await startProductionServer({ ...workspace, ...site, demoSeed: true })).stop();
  return addListings(workspace, site, count, FILL_SEED);
}

async function addListings(workspace: Workspace, site: EngineSite, count: number, seed: number) {
  step(`Adding ${formatInteger(count)} synthetic listings (${site.engine})`);
  const fill = await fillListings({ ...workspace, databaseUrl: site.databaseUrl, count, seed });
  process.stderr.write(`Added them in ${fill.seconds.toFixed(2)} s\n`);
  site.listings = fill.total;
  return fill;
}

/** A new database on the PostgreSQL server, dropped at the end; null (and why) without a server. */
export async function postgresSite(workspace: Workspace): Promise<EngineSite | string> {
  const problem = await postgresPassProblem();
  if (problem) return problem;
  const name = `${uniqueDatabasePrefix("bench")}_site`;
  const databaseUrl = await createPostgresDatabase(TEST_POSTGRES_URL, name);
  workspace.onCleanUp(() => dropPostgresDatabases(TEST_POSTGRES_URL, [name]));
  return { engine: "postgres", databaseUrl, listings: 0 };
}

const QUERY_WARMUPS = 3;
const QUERY_RUNS = 20;

/**
 * The queries of a list page, as its loader runs them (the page of listings with their
 * count, and the cities), timed in this process: the fastest and the median of 20 runs.
 * The fastest run shows what the database work costs, little moved by other work on the machine.
 */
async function timeQueries(site: EngineSite, path: string): Promise<QueryTiming> {
  const query = parseListingQuery(new URL(path, "http://bench.invalid").searchParams);
  const database = await openDatabase(site.databaseUrl);
  try {
    const run = () => Promise.all([findListings(database.db, query, SHOWN_TODAY), findCities(database.db)]);
    for (let warmup = 0; warmup < QUERY_WARMUPS; warmup++) await run();
    const times: number[] = [];
    for (let index = 0; index < QUERY_RUNS; index++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { fastestMs: times[0]!, medianMs: times[Math.floor(times.length / 2)]! };
  } finally {
    await database.close();
  }
}

/** The crowd of OVERLOAD on one engine's database, as it holds it now. */
async function measureOverload(workspace: Workspace, site: EngineSite): Promise<OverloadRun> {
  step(
    `${OVERLOAD.connections} visitors searching at once for ${OVERLOAD.seconds} s on ${site.engine} with ${formatInteger(site.listings)} listings`,
  );
  const app = await startProductionServer({ ...workspace, ...site, demoSeed: false });
  try {
    const [loadAverage = 0] = loadavg();
    resetPeakMemory(app.pid);
    const result: OverloadResult = await overload(app.url, crowdSearch, OVERLOAD);
    return {
      engine: site.engine,
      listings: site.listings,
      loadAverage,
      peakMemory: peakMemory(app.pid),
      ...result,
    };
  } finally {
    await app.stop();
  }
}

/** The list pages (app only, and their queries alone) on one engine's database, as it holds them now. */
async function measureListingPages(workspace: Workspace, site: EngineSite): Promise<EngineResult[]> {
  step(`Measuring the list pages on ${site.engine} with ${formatInteger(site.listings)} listings`);
  const queries = new Map<string, QueryTiming>();
  for (const path of LISTING_PAGES) queries.set(path, await timeQueries(site, path));
  const app = await startProductionServer({ ...workspace, ...site, demoSeed: false });
  try {
    const results: EngineResult[] = [];
    for (const path of LISTING_PAGES) {
      const url = new URL(path, app.url).href;
      const bytes = (await fetchPage(url)).body.length;
      const [loadAverage = 0] = loadavg();
      results.push({
        engine: site.engine,
        listings: site.listings,
        path,
        bytes,
        loadAverage,
        queries: queries.get(path)!,
        rendered: await measure(url, LOAD, RENDERED_EACH_TIME),
        app: await measure(url, LOAD),
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}

/**
 * The list pages on each engine at `count` listings and again at `large` (unless null), with
 * the word search at each size unless `search` is false: the same seeds give both engines the
 * same listings.
 */
export async function measureEngines(
  workspace: Workspace,
  sqlite: EngineSite,
  { count, large, search = true }: { count: number; large: number | null; search?: boolean },
): Promise<{
  results: EngineResult[];
  overload: OverloadRun[];
  depth: DepthResult[];
  search: SearchRun[];
  skipped: string | null;
}> {
  const postgres = await postgresSite(workspace);
  const sites = [sqlite];
  if (typeof postgres !== "string") {
    await fillDatabase(workspace, postgres, count);
    sites.push(postgres);
  }
  const results: EngineResult[] = [];
  const overloadRuns: OverloadRun[] = [];
  const searchRuns: SearchRun[] = [];
  for (const site of sites) {
    results.push(...(await measureListingPages(workspace, site)));
    if (search) searchRuns.push(await measureSearch(workspace, site));
    overloadRuns.push(await measureOverload(workspace, site));
  }
  const depth: DepthResult[] = [];
  if (large !== null) {
    for (const site of sites) {
      await addListings(workspace, site, large - count, LARGE_FILL_SEED);
      results.push(...(await measureListingPages(workspace, site)));
      if (search) searchRuns.push(await measureSearch(workspace, site));
      depth.push(...(await measureDepth(workspace, site)));
    }
  }
  return {
    results,
    overload: overloadRuns,
    depth,
    search: searchRuns,
    skipped: typeof postgres === "string" ? postgres : null,
  };
}
