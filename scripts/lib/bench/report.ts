import { format, resolveConfig } from "prettier";
import { LISTINGS_PER_PAGE } from "~/domain/listing-query";
import { formatInteger } from "../format";
import type { LighthouseResult } from "./lighthouse";
import { type DepthResult, depthTable } from "./depth";
import type {
  BaselineComparison,
  CardComparison,
  ListBytes,
  ProfileComparison,
  RenderedComparison,
  RenderedProfile,
} from "./baseline";
import type { CpuMeasurement, LoadSettings, Measurement, OverloadResult } from "./load";
import { SEARCH_LOAD, type SearchRun, searchTables } from "./search";

export interface PageResult {
  path: string;
  bytes: number;
  /** As visitors get it: kept after the first rendering. */
  app: Measurement;
  /** Rendered for every request. */
  rendered: Measurement;
  static: Measurement;
  bare: Measurement;
}

export interface QueryTiming {
  fastestMs: number;
  medianMs: number;
}

/** A list page on one engine at one size: its queries alone, then the app under load. */
export interface EngineResult {
  engine: "sqlite" | "postgres";
  listings: number;
  path: string;
  bytes: number;
  /** The 1-minute load average just before this measurement. */
  loadAverage: number;
  queries: QueryTiming;
  /** Rendered for every request: the engine's part shows here. */
  rendered: Measurement;
  /** As visitors get it: kept after the first rendering. */
  app: Measurement;
}

/** The crowd of visitors on pages that cannot be kept, on one engine. */
export interface OverloadRun extends OverloadResult {
  engine: "sqlite" | "postgres";
  listings: number;
  loadAverage: number;
  /** The server's peak resident memory during the crowd, in bytes. */
  peakMemory: number;
}

export interface EngineResults {
  results: readonly EngineResult[];
  overload: readonly OverloadRun[];
  depth: readonly DepthResult[];
  search: readonly SearchRun[];
  /** Why PostgreSQL was not measured, or null when it was. */
  skipped: string | null;
}

export interface BenchContext {
  date: Date;
  command: string;
  machine: string;
  nodeVersion: string;
  listings: string;
  /** The 1-minute load average just before measuring: other work on the machine skews the results. */
  loadAverage: number;
  load: LoadSettings;
}

function measurementCells(measurement: Measurement): string[] {
  return [
    formatInteger(measurement.requestsPerSecond),
    formatInteger(measurement.p50Ms),
    formatInteger(measurement.p99Ms),
  ];
}

/** A Markdown table: the columns listed in `textColumns` aligned left, the others (figures) right. */
export function markdownTable(
  header: readonly string[],
  rows: readonly string[][],
  textColumns: readonly number[] = [0],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  const alignment = header.map((_, index) => (textColumns.includes(index) ? "---" : "---:"));
  return [line(header), line(alignment), ...rows.map(line)].join("\n");
}

export function resultsTable(results: readonly PageResult[]): string {
  const header = ["Page", "Bytes"];
  for (const server of ["App", "Rendered", "Static", "Bare"])
    header.push(`${server} req/s`, `${server} p50 ms`, `${server} p99 ms`);
  header.push("App ÷ bare", "Rendered ÷ bare", "App ÷ static");
  const rows = results.map((result) => [
    `\`${result.path}\``,
    formatInteger(result.bytes),
    ...measurementCells(result.app),
    ...measurementCells(result.rendered),
    ...measurementCells(result.static),
    ...measurementCells(result.bare),
    (result.app.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3),
    (result.rendered.requestsPerSecond / result.bare.requestsPerSecond).toFixed(3),
    (result.app.requestsPerSecond / result.static.requestsPerSecond).toFixed(3),
  ]);
  return markdownTable(header, rows);
}

export const ENGINE_NAMES = { sqlite: "SQLite", postgres: "PostgreSQL" } as const;

export function scaleTable(results: readonly EngineResult[]): string {
  const header = [
    "Engine",
    "Listings",
    "Page",
    "Bytes",
    "Queries fastest ms",
    "Queries median ms",
    "Rendered req/s",
    "Rendered p50 ms",
    "Rendered p99 ms",
    "App req/s",
    "Load",
  ];
  const rows = results.map((result) => [
    ENGINE_NAMES[result.engine],
    formatInteger(result.listings),
    `\`${result.path}\``,
    formatInteger(result.bytes),
    result.queries.fastestMs.toFixed(1),
    result.queries.medianMs.toFixed(1),
    ...measurementCells(result.rendered),
    formatInteger(result.app.requestsPerSecond),
    result.loadAverage.toFixed(2),
  ]);
  return markdownTable(header, rows, [0, 2]);
}

/**
 * Kept pages on PostgreSQL against SQLite, at each size both were measured at: the ratio of
 * their app rates on the same pages, summed over the pages.
 */
export function keptPageRatio(results: readonly EngineResult[]): string {
  const sizes = [...new Set(results.map((result) => result.listings))];
  const rate = (engine: EngineResult["engine"], listings: number) =>
    results
      .filter((result) => result.engine === engine && result.listings === listings)
      .reduce((total, result) => total + result.app.requestsPerSecond, 0);
  const ratios = sizes
    .filter((listings) => rate("sqlite", listings) > 0 && rate("postgres", listings) > 0)
    .map(
      (listings) =>
        `${(rate("postgres", listings) / rate("sqlite", listings)).toFixed(2)} with ${formatInteger(listings)} listings`,
    );
  return ratios.length > 0
    ? `Kept pages on PostgreSQL ÷ SQLite (app req/s, the same pages): ${ratios.join("; ")}.`
    : "Kept pages on PostgreSQL ÷ SQLite: PostgreSQL was not measured.";
}

export function lighthouseTable(results: readonly LighthouseResult[]): string {
  const header = ["Page", "Performance", "First paint s", "Largest paint s", "Blocking ms", "Layout shift"];
  const rows = results.map((result) => [
    `\`${result.path}\``,
    String(result.score),
    (result.firstContentfulPaintMs / 1000).toFixed(1),
    (result.largestContentfulPaintMs / 1000).toFixed(1),
    formatInteger(result.totalBlockingTimeMs),
    result.cumulativeLayoutShift.toFixed(3),
  ]);
  return markdownTable(header, rows);
}

export function overloadTable(runs: readonly OverloadRun[]): string {
  const header = [
    "Engine",
    "Listings",
    "Visitors at once",
    "Seconds",
    "Requests",
    "Answered 200",
    "Busy (503)",
    "Errors",
    "Timeouts",
    "p50 ms",
    "p99 ms",
    "Max ms",
    "First answer max ms",
    "Peak memory MB",
    "Load",
  ];
  const rows = runs.map((run) => [
    ENGINE_NAMES[run.engine],
    formatInteger(run.listings),
    formatInteger(run.connections),
    formatInteger(run.seconds),
    formatInteger(run.requests),
    formatInteger(run.ok),
    formatInteger(run.busy),
    formatInteger(run.errors),
    formatInteger(run.timeouts),
    formatInteger(run.p50Ms),
    formatInteger(run.p99Ms),
    formatInteger(run.maxMs),
    formatInteger(run.firstAnswerMaxMs),
    formatInteger(run.peakMemory / 2 ** 20),
    run.loadAverage.toFixed(2),
  ]);
  return markdownTable(header, rows);
}

/** The rounds of one page on one build as one. */
export interface CombinedRounds {
  /** The mean of the rounds, as are the latencies. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The CPU time of all the rounds over all the requests they answered. */
  cpuMsPerRequest: number;
}

export function combineRounds(rounds: readonly CpuMeasurement[]): CombinedRounds {
  const total = (value: (round: CpuMeasurement) => number) =>
    rounds.reduce((sum, round) => sum + value(round), 0);
  return {
    requestsPerSecond: total((round) => round.requestsPerSecond) / rounds.length,
    p50Ms: total((round) => round.p50Ms) / rounds.length,
    p99Ms: total((round) => round.p99Ms) / rounds.length,
    cpuMsPerRequest: total((round) => round.cpuMs) / total((round) => round.requests),
  };
}

/** The bytes the cards of a full page of the list add to it, per card. */
export function bytesPerCard(bytes: ListBytes): number {
  return (bytes.page - bytes.noCards) / LISTINGS_PER_PAGE;
}

export function renderedAgainstBaselineTable(results: readonly RenderedComparison[]): string {
  const header = [
    "Page",
    "Baseline req/s",
    "Today req/s",
    "Req/s today ÷ baseline",
    "Each round",
    "Baseline p50 ms",
    "Today p50 ms",
    "Baseline p99 ms",
    "Today p99 ms",
    "Baseline CPU ms/request",
    "Today CPU ms/request",
    "CPU today ÷ baseline",
    "Load",
  ];
  const rows = results.map((result) => {
    const [baseline, today] = [combineRounds(result.baseline), combineRounds(result.today)];
    const eachRound = result.today.map((round, index) =>
      (round.requestsPerSecond / result.baseline[index]!.requestsPerSecond).toFixed(2),
    );
    return [
      `\`${result.path}\``,
      baseline.requestsPerSecond.toFixed(1),
      today.requestsPerSecond.toFixed(1),
      (today.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
      eachRound.join(", "),
      formatInteger(baseline.p50Ms),
      formatInteger(today.p50Ms),
      formatInteger(baseline.p99Ms),
      formatInteger(today.p99Ms),
      baseline.cpuMsPerRequest.toFixed(1),
      today.cpuMsPerRequest.toFixed(1),
      (today.cpuMsPerRequest / baseline.cpuMsPerRequest).toFixed(2),
      result.loadAverage.toFixed(2),
    ];
  });
  return markdownTable(header, rows);
}

export function cardBytesTable(results: readonly CardComparison[]): string {
  const header = [
    "Page",
    "No cards",
    "Baseline bytes",
    "Baseline, no cards",
    "Today bytes",
    "Today, no cards",
    "Baseline per card",
    "Today per card",
    "Per card today ÷ baseline",
  ];
  const rows = results.map((result) => {
    const [baseline, today] = [bytesPerCard(result.baseline), bytesPerCard(result.today)];
    return [
      `\`${result.path}\``,
      `\`${result.noCardsPath}\``,
      formatInteger(result.baseline.page),
      formatInteger(result.baseline.noCards),
      formatInteger(result.today.page),
      formatInteger(result.today.noCards),
      formatInteger(baseline),
      formatInteger(today),
      (today / baseline).toFixed(2),
    ];
  });
  return markdownTable(header, rows, [0, 1]);
}

/** What was compared, and the two tables. */
export function baselineTables(comparison: BaselineComparison): string {
  const { load } = comparison;
  return `- Baseline: ${comparison.baseline}
- Today: ${comparison.today}
- Listings on each: the demo content, then ${formatInteger(comparison.syntheticListings)} synthetic listings (the same seed)
- Load: autocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up, then ${load.seconds} s per round

${renderedAgainstBaselineTable(comparison.rendered)}

${cardBytesTable(comparison.cards)}

${profileTable(comparison.profile)}`;
}

/** Each part's share of the CPU time, and the CPU ms a request it stands for, on the baseline and today. */
export function profileTable({ path, baseline, today }: ProfileComparison): string {
  const header = [
    `\`${path}\` rendered each time: CPU time in`,
    "Baseline share",
    "Today share",
    "Baseline ms a request",
    "Today ms a request",
  ];
  const perRequest = (profile: RenderedProfile, share: number) =>
    profile.requests === 0 ? "–" : ((share * profile.busyMs) / profile.requests).toFixed(2);
  const rows = Object.keys(today.shares).map((name) => [
    name,
    percent(baseline.shares[name] ?? 0),
    percent(today.shares[name] ?? 0),
    perRequest(baseline, baseline.shares[name] ?? 0),
    perRequest(today, today.shares[name] ?? 0),
  ]);
  rows.push(["All of it", "100 %", "100 %", perRequest(baseline, 1), perRequest(today, 1)]);
  return markdownTable(header, rows);
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function baselineSection(comparison: BaselineComparison): string {
  return `## Rendered pages against the baseline

Today's build against the baseline commit below (\`--baseline REV\`; by default the main
branch on the day the goal was set: twice the rendered pages a second for the list and a
listing page, and the list page's bytes per card halved). The baseline is extracted from git,
built with its own build command and run as \`node server.js\` beside today's, each on a
database of its own filled the same way: the demo content its server seeds, then the same
synthetic listings written by its own fill command. Each page is rendered for every request
(the site's cookie), on the baseline and then on today's build, twice over (A B A B), so that
the machine's other work weighs on both. Rates and latencies are the mean of the two rounds;
"Each round" is today's rate over the baseline's in each round. CPU ms a request is the server
process's user and system time (\`/proc/PID/stat\`) over the measured seconds divided by the
requests answered: it moves less with the machine's load than the rate does. Load is the
1-minute load average before the page's first round.

Bytes per card are the list page's identity bytes less those of the same list with no cards
(a search for a word no listing holds), divided by the ${LISTINGS_PER_PAGE} cards of a page.

The CPU profile: each build is started again on its own with \`node --cpu-prof\` and renders
\`${comparison.profile.path}\` for every request under the same load; the samples of the
measured seconds are each given to the first frame up their stack that belongs to a part
below (the site's components count as React's rendering, which calls them; the database
part includes the time spent in SQLite itself), and idle time is left out.

${baselineTables(comparison)}
`;
}

function overloadSection(engines: EngineResults): string {
  return `## A crowd on pages that cannot be kept

Visitors searching all at once, each request with other words, another page and
another price bound, so that every one is rendered: the server renders a few at a
time, lets more wait their turn for up to 1 s (counting the time they waited for
the CPU before the line saw them), and answers the rest at once with "busy" (503
with Retry-After) rather than letting them wait; while the process is saturated
nobody waits in line (see docs/decisions/033-render-queue.md and
docs/decisions/055-kept-pages-on-postgresql-and-early-busy-answers.md). Errors
are failed connections or any other status; timeouts are requests unanswered
after 10 s.

Latencies count from when a request was sent on a connection the server had
accepted: every answer but each connection's first. A Node.js process takes one
waiting connection from the kernel per turn of its event loop, so the crowd's 200
connections, opened at once on a saturated process, wait to be accepted at all;
their first answers, from the request, are "First answer max ms". Behind the
reverse proxy, which keeps its connections to each instance open and reuses them,
a visitor's request seldom needs a new one
(docs/decisions/075-warm-before-ready-and-the-crowd-from-acceptance.md).

${overloadTable(engines.overload)}
`;
}

function enginesSection(engines: EngineResults): string {
  const skipped = engines.skipped
    ? `\nPostgreSQL was not measured: no server at the test URL (${engines.skipped}).\n`
    : "";
  return `## The list page on each engine

The list page again, on SQLite and on PostgreSQL (a database of its own on the
local server, through a pool of 10 connections), first with the listings above
and then with more added, the same listings on both engines. The first page
filters and sorts (read in index order), the second lists everything by name
(and counts every listing), the third searches for a word in names, locations
and cities. "Queries" is the page's database work alone (one page of listings
with their count, and the cities, as its loader asks for them), timed in the
benchmark's own process: the fastest of 20 runs shows the cost of the queries
and moves little with other work on the machine. The rendered rates and
latencies are the page rendered for every request under load, where the engine
shows; the app rate is the page as visitors get it, as above. Load is the
1-minute load average just before each measurement.
${skipped}
${scaleTable(engines.results)}

${keptPageRatio(engines.results)}
`;
}

export function searchSection(engines: EngineResults): string {
  const load = SEARCH_LOAD;
  return `## The word search

The list page's search reads words, in any order, from everything a listing says, in a word
index (FTS5 on SQLite, \`tsvector\` with GIN indexes on PostgreSQL); a search that finds
nothing is tried again with each word no listing holds read as the nearest word of a name or
place; and the search box suggests places as a word is typed
(docs/decisions/092-search-in-a-hunters-words.md). Each search is measured on each
engine at each size, after the list pages: the production server renders it for every request
(the site's cookie), under a light load (autocannon, ${load.connections} connections,
${load.warmupSeconds} s warm-up, then ${load.seconds} s), beside the goal for its 95th
percentile. Latencies are read from each answer's own time, to a tenth of a millisecond. The
words are the synthetic listings': "house" is among the words of every house (about a third of
the listings), "pool" of those with a swimming pool, and Kilimani is one of Nairobi's places.
Found is the listings the search finds (the mistyped word: those of the search read again), or
the places suggested. Load is the 1-minute load average just before each measurement.

Then the word index beside the trigram index it replaces, which stays for an older release:
its size as the site wrote it, and the time to fill each afresh, timed in the benchmark's own
process on a copy of the database. On SQLite the size is the pages of each FTS5 table's own
tables (\`dbstat\`): the word index keeps a copy of the words it indexes, the trigram index
reads the listings' columns. On PostgreSQL it is \`listing_words\` with its indexes, against
the three trigram indexes of names, locations and cities. Filling the word index is every
listing's words read and indexed again, as the site does at its start for listings written
without them (the index emptied first); rebuilding the trigram index is FTS5's \`rebuild\` on
SQLite and \`reindex\` of the three indexes on PostgreSQL.

${searchTables(engines.search)}
`;
}

export function depthSection(engines: EngineResults): string {
  return `## Deep in the list

The list page at the larger size on each engine: page 1, page 100 and the last page of
everything by name, of each sort and of each filter. "Queries" is the page's listings and
count alone, the median of 10 runs in the benchmark's own process; "Rendered" is the median
time to the last byte of 10 renderings, one request at a time (after one more, not counted),
and its ratio to page 1 of the same list. The ids of a page are read from an index, skipping
the pages before it there, and only then the rows of its listings (decision 061).

${depthTable(engines.depth)}
`;
}

export function benchmarkReport(
  context: BenchContext,
  results: readonly PageResult[],
  lighthouse: readonly LighthouseResult[],
  baseline: BaselineComparison,
  engines: EngineResults,
): string {
  const { load } = context;
  return `# Benchmarks

Requests per second and latency of the production server (\`node server.js\`)
for three pages, each next to two ceilings measured on the same machine with
the same bytes:

- **App**: the page as visitors get it: rendered by React Router from the
  database once, then served from the pages the server keeps until something on
  them changes (see docs/decisions/024-kept-pages.md).
- **Rendered**: the same page rendered for every request, as for a request that
  carries one of the site's cookies.
- **Static**: the same server sending the page's HTML, saved once, as a file
  in \`build/client\` (its in-memory static file handler, no rendering).
- **Bare**: a plain \`node:http\` server answering with those bytes from memory,
  the physical limit of one Node.js process here.

Every request says \`Accept-Encoding: gzip, br\`, as browsers do: the app and the
static handler answer with Brotli, and the bare server sends the Brotli bytes the
app sent for the page. Bytes are the page's size in Brotli.
The server runs from a temporary copy of a fresh build, with a temporary
database (the demo content, then synthetic listings) and media directory.
Latencies are in whole milliseconds, as autocannon records them (0 is under
1 ms). The load generator runs on the same machine and competes with the
server for its CPUs, as does any other work on it: see the load average below.

- Date: ${context.date.toISOString()}
- Command: \`${context.command}\`
- Machine: ${context.machine}
- Load average (1 min) before measuring: ${context.loadAverage.toFixed(2)}
- Node.js: ${context.nodeVersion}
- Listings: ${context.listings}
- Load: autocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up, then ${load.seconds} s per measurement

${resultsTable(results)}

## Lighthouse mobile

Lighthouse's performance audit with its default mobile settings (a mid-range phone,
4× slower CPU, simulated slow 4G) in Debian's Chromium, on the same server and pages.

${lighthouseTable(lighthouse)}

${baselineSection(baseline)}
${enginesSection(engines)}
${searchSection(engines)}
${depthSection(engines)}
${overloadSection(engines)}`;
}

/** Lays the markdown out as Prettier would, so that \`npm run lint\` accepts the written file. */
export async function formatMarkdown(markdown: string, filepath: string): Promise<string> {
  const options = await resolveConfig(filepath);
  return format(markdown, { ...options, filepath });
}
