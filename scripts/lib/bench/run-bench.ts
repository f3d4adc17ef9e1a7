import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { cp, symlink, writeFile } from "node:fs/promises";
import { availableParallelism, cpus, loadavg, release, totalmem, type } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "~/data/database.server";
import { findListings } from "~/data/listing-search.server";
import { KEPT_PAGE_STATUS_HEADER } from "~/services/kept-pages.server";
import { argumentsOrUsage, parsingUsage, positiveInteger, UsageError } from "../arguments";
import type { FillResult } from "../fill";
import { formatInteger } from "../format";
import {
  type BaselineComparison,
  compareWithBaseline,
  DEFAULT_BASELINE,
  describeCheckout,
  prepareBaseline,
  profileAgainstBaseline,
  resolveRevision,
  type Revision,
} from "./baseline";
import { startBareServer, startProductionServer } from "./child-servers";
import { run } from "./command";
import {
  type EngineSite,
  fillDatabase,
  LISTING_PAGE_PATH,
  LISTING_PAGE_QUERY,
  measureEngines,
  postgresSite,
} from "./engines";
import { depthTable, type DepthResult, measureDepth } from "./depth";
import { auditPages, type LighthouseResult } from "./lighthouse";
import { type FetchedPage, fetchPage, LOAD, measure, type Measurement, RENDERED_EACH_TIME } from "./load";
import {
  baselineTables,
  benchmarkReport,
  formatMarkdown,
  keptPageRatio,
  lighthouseTable,
  overloadTable,
  resultsTable,
  scaleTable,
  type BenchContext,
  type PageResult,
} from "./report";
import { HEALTH_EVERY_MS, measureMemoryOnEachEngine, memoryTable } from "./memory";
import {
  LISTINGS_WITH_PHOTOS,
  measurePhotosOnEachEngine,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  photosTable,
  PHOTOS_PER_LISTING,
  RESIDENT_EVERY_MS,
  SENT_PHOTOS,
} from "./photos-in-bulk";
import { measureSearch, type SearchRun, searchTables } from "./search";
import { importTable, IMPORTED_ROWS, measureImportOnEachEngine } from "./spreadsheet-import";
import { inWorkspace, step, type Workspace } from "./workspace";

/** Listings let or sold shown today, by the default setting. */
const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const USAGE =
  "Usage: npm run bench [-- --count N] [--large N] [--baseline REV]\n" +
  "                     [--engines-only | --search-only | --depth-only | --import-only | --baseline-only |\n" +
  "                      --memory-only]\n" +
  "                     [--port N]\n" +
  `(defaults: 10000, then 100000 listings; the baseline ${DEFAULT_BASELINE})\n` +
  "The listing pages are measured on SQLite and, when its server answers, on PostgreSQL\n" +
  "(MAKAZI_TEST_POSTGRES_URL, by default postgres://postgres@127.0.0.1:5432/test).\n" +
  "--engines-only measures only the list pages and the crowd on each engine at --count listings,\n" +
  "and prints them without writing docs/benchmarks.md.\n" +
  "--search-only measures only the word search on each engine at --count listings (a few searches\n" +
  "rendered afresh, the suggestions, and the word index's size and fill time beside the trigram\n" +
  "index's), and prints them without writing docs/benchmarks.md.\n" +
  "--depth-only measures page 1, page 100 and the last page of each filter and sort on each engine\n" +
  "at --count listings, and prints them without writing docs/benchmarks.md.\n" +
  "--import-only imports a spreadsheet of 10,000 rows on each engine at --count listings, then sends\n" +
  "a ZIP of 500 photos to be matched to its listings, and prints the times (and the photos' peak\n" +
  "memory) without writing docs/benchmarks.md.\n" +
  "--baseline REV builds the commit REV beside the checkout, with a database of its own filled the\n" +
  "same way, and measures the list pages and a listing page rendered each time on both, in turns,\n" +
  "and the list page's bytes per card on both (in the full run and with --baseline-only).\n" +
  "--baseline-only measures only that, and prints it without writing docs/benchmarks.md.\n" +
  "--memory-only measures only the server's peak memory and /healthz while it writes each feed, the\n" +
  "office's spreadsheet and a sitemap file, and the peak of `npm run db -- export`, on each engine at\n" +
  "--large listings (in the full run too), and prints them without writing docs/benchmarks.md.\n" +
  "--port N is where the server measured for memory listens (default: any free port).";
const DEFAULT_COUNT = 10_000;
const DEFAULT_LARGE_COUNT = 100_000;
const REPORT_FILE = "docs/benchmarks.md";

interface Page {
  name: string;
  path: string;
}

interface BenchArguments {
  count: number;
  large: number;
  enginesOnly: boolean;
  searchOnly: boolean;
  depthOnly: boolean;
  importOnly: boolean;
  baseline: string;
  baselineOnly: boolean;
  memoryOnly: boolean;
  port: number;
}

export function parseBenchArguments(argv: string[]): BenchArguments {
  return parsingUsage(() => {
    const { values } = parseArgs({
      args: argv,
      options: {
        count: { type: "string" },
        large: { type: "string" },
        "engines-only": { type: "boolean", default: false },
        "search-only": { type: "boolean", default: false },
        "depth-only": { type: "boolean", default: false },
        "import-only": { type: "boolean", default: false },
        baseline: { type: "string" },
        "baseline-only": { type: "boolean", default: false },
        "memory-only": { type: "boolean", default: false },
        port: { type: "string" },
      },
    });
    const count = values.count === undefined ? DEFAULT_COUNT : positiveInteger(values.count, "count");
    const large = values.large === undefined ? DEFAULT_LARGE_COUNT : positiveInteger(values.large, "large");
    const withoutBaseline = [
      values["engines-only"],
      values["search-only"],
      values["depth-only"],
      values["import-only"],
      values["memory-only"],
    ];
    if ([...withoutBaseline, values["baseline-only"]].filter(Boolean).length > 1) {
      throw new UsageError(
        "--engines-only, --search-only, --depth-only, --import-only, --baseline-only and --memory-only measure different parts: pick one",
      );
    }
    if (values.baseline !== undefined && withoutBaseline.some(Boolean)) {
      throw new UsageError("--baseline is measured in the full run and with --baseline-only");
    }
    // Only the full run fills a second, larger size.
    const fullRun = ![...withoutBaseline, values["baseline-only"]].some(Boolean);
    if (fullRun && large <= count) throw new UsageError("--large must be more than --count");
    return {
      count,
      large,
      enginesOnly: values["engines-only"],
      searchOnly: values["search-only"],
      depthOnly: values["depth-only"],
      importOnly: values["import-only"],
      baseline: values.baseline ?? DEFAULT_BASELINE,
      baselineOnly: values["baseline-only"],
      memoryOnly: values["memory-only"],
      port: values.port === undefined ? 0 : positiveInteger(values.port, "port"),
    };
  });
}

/** The listing page measured: the first result of the list page's filter, which must match something. */
async function chooseListingPage(databaseUrl: string): Promise<string> {
  const database = await openDatabase(databaseUrl);
  try {
    const { listings } = await findListings(database.db, LISTING_PAGE_QUERY, SHOWN_TODAY);
    const first = listings[0];
    if (!first) throw new Error(`${LISTING_PAGE_PATH} lists no property to measure`);
    return `/properties/${first.slug}`;
  } finally {
    await database.close();
  }
}

/** The pages to measure: the home page, the list page and the listing page. */
async function choosePages(databaseUrl: string): Promise<Page[]> {
  return [
    { name: "home", path: "/" },
    { name: "properties", path: LISTING_PAGE_PATH },
    { name: "property", path: await chooseListingPage(databaseUrl) },
  ];
}

const staticFileName = (page: Page) => `bench-${page.name}.html`;

/** The page's bytes as a file in `build/client`, which the server reads when it starts. */
async function writeStaticCopy(workspace: Workspace, page: Page, bytes: Buffer): Promise<void> {
  await writeFile(join(workspace.siteDir, "build/client", staticFileName(page)), bytes);
}

/**
 * A page as the server sends it: identity bytes, and Brotli with its headers as browsers get
 * it, in each of the renderings the server keeps (the home page's draws; one for the others).
 */
interface CapturedPage {
  identity: Buffer;
  brotli: FetchedPage[];
}

/**
 * Fetches a page until it has seen every rendering the server keeps of it, as sent from the
 * kept pages: a page kept in several is sent as one of them at random.
 */
async function keptRenderings(url: string): Promise<FetchedPage[]> {
  const renderings: FetchedPage[] = [];
  for (let fetched = 0; fetched < RENDERINGS_SOUGHT_IN; fetched++) {
    const page = await fetchPage(url, "br");
    const kept = Object.entries(page.headers).some(
      ([name, value]) => name.toLowerCase() === KEPT_PAGE_STATUS_HEADER.toLowerCase() && value === "hit",
    );
    if (kept && !renderings.some((seen) => seen.body.equals(page.body))) renderings.push(page);
  }
  if (renderings.length === 0) throw new Error(`${url} was never sent from the kept pages`);
  return renderings;
}

/** Fetches that find every one of the home page's six renderings but once in millions of runs. */
const RENDERINGS_SOUGHT_IN = 100;

/** The bare server sends the kept page's bytes: each rendering's Brotli body and every header with it. */
async function measureBare(
  workspace: Workspace,
  page: Page,
  renderings: FetchedPage[],
): Promise<Measurement> {
  const files = await Promise.all(
    renderings.map(async (rendering, index) => {
      const bodyFile = join(workspace.directory, `${staticFileName(page)}.${index}.br`);
      const headersFile = join(workspace.directory, `${staticFileName(page)}.${index}.headers.json`);
      await writeFile(bodyFile, rendering.body);
      await writeFile(headersFile, JSON.stringify(rendering.headers));
      return { bodyFile, headersFile };
    }),
  );
  const bare = await startBareServer(files);
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
  const bytes = captured.brotli[0]!.body.length;
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
      const identity = (await fetchPage(url)).body;
      await writeStaticCopy(workspace, page, identity);
      captured.push({ identity, brotli: await keptRenderings(url) });
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

/** The depth of the list alone, on SQLite and (when its server answers) PostgreSQL, at `count` listings. */
async function measureDepthOnEachEngine(
  workspace: Workspace,
  sqlite: EngineSite,
  count: number,
): Promise<DepthResult[]> {
  const results = await measureDepth(workspace, sqlite);
  const postgres = await postgresSite(workspace);
  if (typeof postgres === "string") {
    process.stderr.write(`PostgreSQL was not measured: ${postgres}\n`);
    return results;
  }
  await fillDatabase(workspace, postgres, count);
  return [...results, ...(await measureDepth(workspace, postgres))];
}

/** The word search alone, on SQLite and (when its server answers) PostgreSQL, at `count` listings. */
async function measureSearchOnEachEngine(
  workspace: Workspace,
  sqlite: EngineSite,
  count: number,
): Promise<SearchRun[]> {
  const runs = [await measureSearch(workspace, sqlite)];
  const postgres = await postgresSite(workspace);
  if (typeof postgres === "string") {
    process.stderr.write(`PostgreSQL was not measured: ${postgres}\n`);
    return runs;
  }
  await fillDatabase(workspace, postgres, count);
  return [...runs, await measureSearch(workspace, postgres)];
}

/** The baseline built and filled beside today's site, then both measured in turns. */
async function measureAgainstBaseline(
  workspace: Workspace,
  revision: Revision,
  count: number,
): Promise<BaselineComparison> {
  const site = await prepareBaseline(workspace, revision, count);
  const [loadAverage = 0] = loadavg();
  process.stderr.write(
    `Load average (1 min) before measuring against the baseline: ${loadAverage.toFixed(2)}\n`,
  );
  const comparison = await compareWithBaseline(workspace, site, {
    listingPath: await chooseListingPage(workspace.databaseUrl),
    syntheticListings: count,
    today: await describeCheckout(),
  });
  return { ...comparison, profile: await profileAgainstBaseline(workspace, site) };
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
 * Builds the site, fills a temporary database after the demo seed, and
 * measures three pages against the static and bare ceilings.
 */
export async function runBench(argv: string[]): Promise<void> {
  const parsed = argumentsOrUsage(USAGE, () => parseBenchArguments(argv));
  if (!parsed) return;
  const started = performance.now();
  const measuresBaseline =
    !parsed.enginesOnly &&
    !parsed.searchOnly &&
    !parsed.depthOnly &&
    !parsed.importOnly &&
    !parsed.memoryOnly;
  const writesReport = measuresBaseline && !parsed.baselineOnly;
  const baseline = measuresBaseline ? await resolveRevision(parsed.baseline) : null;

  await inWorkspace(async (workspace) => {
    if (parsed.importOnly) {
      const imports = await measureImportOnEachEngine(workspace, parsed.count);
      const photos = await measurePhotosOnEachEngine(workspace, parsed.count);
      const tables = [importTable(imports), photosTable(photos)].join("\n\n");
      process.stdout.write(`\n${await formatMarkdown(tables, REPORT_FILE)}\n`);
      return;
    }
    step("Building the site");
    await run("npm", ["run", "build"]);
    await copySite(workspace.siteDir);
    if (parsed.memoryOnly) {
      const memory = await measureMemoryOnEachEngine(workspace, parsed.large, parsed.port);
      process.stdout.write(`\n${await formatMarkdown(memoryTable(memory), REPORT_FILE)}\n`);
      return;
    }
    const sqlite: EngineSite = { engine: "sqlite", databaseUrl: workspace.databaseUrl, listings: 0 };
    const fill = await fillDatabase(workspace, sqlite, parsed.count);
    if (parsed.baselineOnly) {
      const comparison = await measureAgainstBaseline(workspace, baseline!, parsed.count);
      process.stdout.write(`\n${await formatMarkdown(baselineTables(comparison), REPORT_FILE)}\n`);
      return;
    }
    if (parsed.searchOnly) {
      const [loadAverage = 0] = loadavg();
      process.stderr.write(`Load average (1 min) before measuring: ${loadAverage.toFixed(2)}\n`);
      const search = await measureSearchOnEachEngine(workspace, sqlite, parsed.count);
      process.stdout.write(`\n${await formatMarkdown(searchTables(search), REPORT_FILE)}\n`);
      return;
    }
    if (parsed.depthOnly) {
      const [loadAverage = 0] = loadavg();
      process.stderr.write(`Load average (1 min) before measuring: ${loadAverage.toFixed(2)}\n`);
      const depth = await measureDepthOnEachEngine(workspace, sqlite, parsed.count);
      process.stdout.write(`\n${await formatMarkdown(depthTable(depth), REPORT_FILE)}\n`);
      return;
    }
    if (parsed.enginesOnly) {
      const [loadAverage = 0] = loadavg();
      process.stderr.write(`Load average (1 min) before measuring: ${loadAverage.toFixed(2)}\n`);
      const engines = await measureEngines(workspace, sqlite, {
        count: parsed.count,
        large: null,
        search: false,
      });
      const tables = [
        scaleTable(engines.results),
        keptPageRatio(engines.results),
        overloadTable(engines.overload),
      ];
      process.stdout.write(`\n${await formatMarkdown(tables.join("\n\n"), REPORT_FILE)}\n`);
      return;
    }
    const pages = await choosePages(workspace.databaseUrl);
    const [loadAverage = 0] = loadavg();
    const { results, lighthouse } = await measurePages(workspace, pages);
    const comparison = await measureAgainstBaseline(workspace, baseline!, parsed.count);
    const engines = await measureEngines(workspace, sqlite, parsed);
    const imports = await measureImportOnEachEngine(workspace, parsed.count);
    const photos = await measurePhotosOnEachEngine(workspace, parsed.count);
    const memory = await measureMemoryOnEachEngine(workspace, parsed.large, parsed.port);
    const report = [
      benchmarkReport(describeRun(argv, fill, loadAverage), results, lighthouse, comparison, engines),
      `## Spreadsheet import\n\nA spreadsheet of ${formatInteger(IMPORTED_ROWS)} rows (half of them new prices, half new listings) checked for its preview, then imported in batches of 500 rows, each one transaction.\n\n${importTable(imports)}`,
      `## Photos in bulk\n\nA ZIP of ${formatInteger(SENT_PHOTOS)} distinct JPEG photos of ${PHOTO_WIDTH} × ${PHOTO_HEIGHT} (stored, not compressed, as ZIPs of JPEGs effectively are), ${PHOTOS_PER_LISTING} for each of the first ${LISTINGS_WITH_PHOTOS} listings, named by their references, sent as the office's form sends it: read as it arrives, each photo matched to its listing by its name and stored as WebP at each width; then the preview of where each goes, and its confirmation. The resident memory of the process, read every ${RESIDENT_EVERY_MS} ms from the sending to the confirmation: its peak, and its growth over the reading just before the sending, taken once the garbage is collected, which already holds the ZIP.\n\n${photosTable(photos)}`,
      `## Memory of the large answers\n\nThe server's peak resident memory (VmHWM, reset before each) while it writes each feed, the office's spreadsheet and the first sitemap file, gzip accepted, with /healthz asked every ${HEALTH_EVERY_MS} ms meanwhile; and the peak of \`npm run db -- export\`, a process of its own.\n\n${memoryTable(memory)}`,
    ].join("\n\n");
    await writeFile(REPORT_FILE, await formatMarkdown(report, REPORT_FILE));
    const tables = [
      resultsTable(results),
      lighthouseTable(lighthouse),
      baselineTables(comparison),
      scaleTable(engines.results),
      searchTables(engines.search),
      overloadTable(engines.overload),
      importTable(imports),
      photosTable(photos),
      memoryTable(memory),
    ].join("\n\n");
    process.stdout.write(`\n${await formatMarkdown(tables, REPORT_FILE)}\n`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const written = writesReport ? `Written to ${REPORT_FILE}; the` : "The";
  process.stderr.write(`${written} benchmark took ${seconds} s\n`);
}
