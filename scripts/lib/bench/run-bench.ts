import { spawn } from "node:child_process";
import { cp, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem, type } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type SqlDialectName } from "~/data/database.server";
import { createPostgresDatabase, dropPostgresDatabases } from "~/data/postgres-server.server";
import { findCities, findListings } from "~/data/listing-search.server";
import {
  ALL_LISTINGS_QUERY,
  listingQueryString,
  parseListingQuery,
  type ListingQuery,
} from "~/domain/listing-query";
import { postgresPassProblem, TEST_POSTGRES_URL, uniqueDatabasePrefix } from "~/testing/test-postgres";
import { argumentsOrUsage, parsingUsage, positiveInteger, UsageError } from "../arguments";
import { fillListings, type FillResult } from "../fill";
import { formatInteger } from "../format";
import { startBareServer, startProductionServer, stopAllServers } from "./child-servers";
import { auditPages, type LighthouseResult } from "./lighthouse";
import {
  fetchPage,
  measure,
  overload,
  type LoadSettings,
  type Measurement,
  type OverloadResult,
} from "./load";
import {
  benchmarkReport,
  formatMarkdown,
  lighthouseTable,
  overloadTable,
  resultsTable,
  scaleTable,
  type BenchContext,
  type EngineResult,
  type OverloadRun,
  type PageResult,
  type QueryTiming,
} from "./report";

const USAGE =
  "Usage: npm run bench [-- --count N] [--large N]   (defaults: 10000, then 100000 listings)\n" +
  "The listing pages are measured on SQLite and, when its server answers, on PostgreSQL\n" +
  "(MAKAZI_TEST_POSTGRES_URL, by default postgres://postgres@127.0.0.1:5432/test).";
const DEFAULT_COUNT = 10_000;
const DEFAULT_LARGE_COUNT = 100_000;
/** Fixed seeds, so that runs with the same counts measure the same listings on both engines. */
const FILL_SEED = 20_240_601;
const LARGE_FILL_SEED = 20_240_602;
const LOAD: LoadSettings = { connections: 10, warmupSeconds: 2, seconds: 10 };
/**
 * A cookie of the site's: its pages are then rendered for every request, as for a signed-in
 * administrator, rather than served from the pages kept for visitors.
 */
const RENDERED_EACH_TIME = { cookie: "makazi_bench=rendered" };
const REPORT_FILE = "docs/benchmarks.md";

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

const LISTING_PAGE_QUERY: ListingQuery = {
  ...ALL_LISTINGS_QUERY,
  type: "houses",
  city: "Nairobi",
  sort: "price-asc",
};
const LISTING_PAGE_PATH = `/properties${listingQueryString(LISTING_PAGE_QUERY)}`;

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

interface Page {
  name: string;
  path: string;
}

interface Workspace {
  directory: string;
  siteDir: string;
  databaseUrl: string;
  mediaDir: string;
  /** Runs when the benchmark ends, however it ends. */
  onCleanUp(task: () => Promise<void>): void;
}

/** One engine's database in the workspace, with the listings it holds so far. */
interface EngineSite {
  engine: SqlDialectName;
  databaseUrl: string;
  listings: number;
}

function parseBenchArguments(argv: string[]): { count: number; large: number } {
  return parsingUsage(() => {
    const { values } = parseArgs({
      args: argv,
      options: { count: { type: "string" }, large: { type: "string" } },
    });
    const count = values.count === undefined ? DEFAULT_COUNT : positiveInteger(values.count, "count");
    const large = values.large === undefined ? DEFAULT_LARGE_COUNT : positiveInteger(values.large, "large");
    if (large <= count) throw new UsageError("--large must be more than --count");
    return { count, large };
  });
}

function step(message: string) {
  process.stderr.write(`\n▶ ${message}\n`);
}

function run(command: string, args: string[]): Promise<void> {
  // Standard output is kept for the results, so the command's output goes to standard error.
  const child = spawn(command, args, { stdio: ["ignore", process.stderr, process.stderr] });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code})`)),
    );
  });
}

/** The pages to measure; the listing page's filter must match something, and its first result is the detail page. */
async function choosePages(databaseUrl: string): Promise<Page[]> {
  const database = await openDatabase(databaseUrl);
  try {
    const { listings } = await findListings(database.db, LISTING_PAGE_QUERY);
    const first = listings[0];
    if (!first) throw new Error(`${LISTING_PAGE_PATH} lists no property to measure`);
    return [
      { name: "home", path: "/" },
      { name: "properties", path: LISTING_PAGE_PATH },
      { name: "property", path: `/properties/${first.slug}` },
    ];
  } finally {
    await database.close();
  }
}

const staticFileName = (page: Page) => `bench-${page.name}.html`;

/** The page's bytes as a file in `build/client`, which the server reads when it starts. */
async function writeStaticCopy(workspace: Workspace, page: Page, bytes: Buffer): Promise<void> {
  await writeFile(join(workspace.siteDir, "build/client", staticFileName(page)), bytes);
}

/** A page as the server sends it: identity bytes, and Brotli as browsers get it. */
interface CapturedPage {
  identity: Buffer;
  brotli: Buffer;
}

async function measureBare(workspace: Workspace, page: Page, brotli: Buffer): Promise<Measurement> {
  const file = join(workspace.directory, `${staticFileName(page)}.br`);
  await writeFile(file, brotli);
  const bare = await startBareServer(file, "br");
  try {
    return await measure(bare.url, LOAD);
  } finally {
    await bare.stop();
  }
}

async function benchPage(
  workspace: Workspace,
  appUrl: string,
  page: Page,
  captured: CapturedPage,
): Promise<PageResult> {
  const bytes = captured.brotli.length;
  step(`Measuring ${page.path} (${formatInteger(bytes)} bytes in Brotli): app, rendered, static, bare`);
  const url = new URL(page.path, appUrl).href;
  return {
    path: page.path,
    bytes,
    app: await measure(url, LOAD),
    rendered: await measure(url, LOAD, RENDERED_EACH_TIME),
    static: await measure(new URL(`/${staticFileName(page)}`, appUrl).href, LOAD),
    bare: await measureBare(workspace, page, captured.brotli),
  };
}

/**
 * A private copy of the built site to run: any other build (the end-to-end
 * tests, a developer) empties build/ and would change or break the site mid-run.
 */
async function copySite(siteDir: string): Promise<void> {
  await Promise.all(
    ["build", "server", "server.js", "package.json"].map((entry) =>
      cp(entry, join(siteDir, entry), { recursive: true }),
    ),
  );
  await symlink(resolve("node_modules"), join(siteDir, "node_modules"), "dir");
}

/** The demo content first, as the server seeds it, then the synthetic listings. */
async function fillDatabase(workspace: Workspace, site: EngineSite, count: number): Promise<FillResult> {
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
async function postgresSite(workspace: Workspace): Promise<EngineSite | string> {
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
    const run = () => Promise.all([findListings(database.db, query), findCities(database.db)]);
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
    const result: OverloadResult = await overload(app.url, crowdSearch, OVERLOAD);
    return { engine: site.engine, listings: site.listings, loadAverage, ...result };
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
      const bytes = (await fetchPage(url)).length;
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
 * The list pages on each engine at `count` listings and again at `large`: the same seeds
 * give both engines the same listings.
 */
async function measureEngines(
  workspace: Workspace,
  sqlite: EngineSite,
  { count, large }: { count: number; large: number },
): Promise<{ results: EngineResult[]; overload: OverloadRun[]; skipped: string | null }> {
  const postgres = await postgresSite(workspace);
  const sites = [sqlite];
  if (typeof postgres !== "string") {
    await fillDatabase(workspace, postgres, count);
    sites.push(postgres);
  }
  const results: EngineResult[] = [];
  const overloadRuns: OverloadRun[] = [];
  for (const site of sites) {
    results.push(...(await measureListingPages(workspace, site)));
    overloadRuns.push(await measureOverload(workspace, site));
  }
  for (const site of sites) {
    await addListings(workspace, site, large - count, LARGE_FILL_SEED);
    results.push(...(await measureListingPages(workspace, site)));
  }
  return { results, overload: overloadRuns, skipped: typeof postgres === "string" ? postgres : null };
}

/**
 * Each page's bytes, also saved as a static file for the server to load (and compress) at
 * its next start; and as Brotli, the bytes a browser receives, for the bare server.
 */
async function capturePages(workspace: Workspace, pages: Page[]): Promise<CapturedPage[]> {
  step("Capturing the pages");
  const app = await startProductionServer({ ...workspace, demoSeed: false });
  try {
    const captured: CapturedPage[] = [];
    for (const page of pages) {
      const url = new URL(page.path, app.url).href;
      const identity = await fetchPage(url);
      await writeStaticCopy(workspace, page, identity);
      captured.push({ identity, brotli: await fetchPage(url, "br") });
    }
    return captured;
  } finally {
    await app.stop();
  }
}

async function measurePages(
  workspace: Workspace,
  pages: Page[],
): Promise<{ results: PageResult[]; lighthouse: LighthouseResult[] }> {
  const captured = await capturePages(workspace, pages);
  step("Starting the production server");
  const app = await startProductionServer({ ...workspace, demoSeed: false });
  try {
    const results: PageResult[] = [];
    for (const [index, page] of pages.entries()) {
      results.push(await benchPage(workspace, app.url, page, captured[index]!));
    }
    step("Lighthouse mobile on each page");
    const lighthouse = await auditPages(
      app.url,
      pages.map((page) => page.path),
    );
    return { results, lighthouse };
  } finally {
    await app.stop();
  }
}

function machine(): string {
  const model = cpus()[0]?.model.trim() ?? "unknown CPU";
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${availableParallelism()} CPUs (nproc), ${model}, ${memory} GiB RAM, ${type()} ${release()}`;
}

function describeRun(argv: string[], fill: FillResult, loadAverage: number): BenchContext {
  const demoCount = fill.total - fill.inserted;
  return {
    date: new Date(),
    command: argv.length > 0 ? `npm run bench -- ${argv.join(" ")}` : "npm run bench",
    machine: machine(),
    nodeVersion: process.version,
    listings: `${formatInteger(fill.total)} (${formatInteger(fill.inserted)} synthetic, ${formatInteger(demoCount)} demo)`,
    loadAverage,
    load: LOAD,
  };
}

/**
 * Runs `body` in a temporary directory; the directory and every server
 * started go away afterwards, also on failure or Ctrl-C.
 */
async function inWorkspace(body: (workspace: Workspace) => Promise<void>): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), "makazi-bench-"));
  const tasks: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= stopAllServers()
      .then(() => Promise.all(tasks.map((task) => task())))
      .then(() => rm(directory, { recursive: true, force: true })));
  const interrupt = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    await body({
      directory,
      siteDir: join(directory, "site"),
      databaseUrl: `file:${join(directory, "bench.sqlite")}`,
      mediaDir: join(directory, "media"),
      onCleanUp: (task) => tasks.push(task),
    });
  } finally {
    await cleanUp();
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
  }
}

/**
 * Builds the site, fills a temporary database after the demo seed, and
 * measures three pages against the static and bare ceilings.
 */
export async function runBench(argv: string[]): Promise<void> {
  const parsed = argumentsOrUsage(USAGE, () => parseBenchArguments(argv));
  if (!parsed) return;
  const started = performance.now();

  await inWorkspace(async (workspace) => {
    step("Building the site");
    await run("npm", ["run", "build"]);
    await copySite(workspace.siteDir);
    const sqlite: EngineSite = { engine: "sqlite", databaseUrl: workspace.databaseUrl, listings: 0 };
    const fill = await fillDatabase(workspace, sqlite, parsed.count);
    const pages = await choosePages(workspace.databaseUrl);
    const [loadAverage = 0] = loadavg();
    const { results, lighthouse } = await measurePages(workspace, pages);
    const engines = await measureEngines(workspace, sqlite, parsed);
    const report = benchmarkReport(describeRun(argv, fill, loadAverage), results, lighthouse, engines);
    await writeFile(REPORT_FILE, await formatMarkdown(report, REPORT_FILE));
    const tables = [
      resultsTable(results),
      lighthouseTable(lighthouse),
      scaleTable(engines.results),
      overloadTable(engines.overload),
    ].join("\n\n");
    process.stdout.write(`\n${await formatMarkdown(tables, REPORT_FILE)}\n`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  process.stderr.write(`Written to ${REPORT_FILE}; the benchmark took ${seconds} s\n`);
}
