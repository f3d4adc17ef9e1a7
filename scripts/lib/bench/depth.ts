import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { request } from "node:http";
import { loadavg } from "node:os";
import { openDatabase } from "~/data/database.server";
import { findListings } from "~/data/listing-search.server";
import {
  ALL_LISTINGS_QUERY,
  LISTINGS_PER_PAGE,
  listingQueryString,
  type ListingQuery,
} from "~/domain/listing-query";
import { formatInteger } from "../format";
import { startProductionServer } from "./child-servers";
import { BROWSER_ENCODINGS, RENDERED_EACH_TIME } from "./load";
import type { EngineSite } from "./engines";
import { ENGINE_NAMES, markdownTable } from "./report";
import { step, type Workspace } from "./workspace";

/** Listings let or sold shown today, by the default setting. */
const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

// The list page deep in its pages: page 1, page 100 and the last, for each filter and sort.

/** The list as visitors narrow and order it: everything, each filter, each sort. */
const DEPTH_QUERIES: readonly ListingQuery[] = [
  ALL_LISTINGS_QUERY,
  { ...ALL_LISTINGS_QUERY, sort: "price-asc" },
  { ...ALL_LISTINGS_QUERY, sort: "price-desc" },
  { ...ALL_LISTINGS_QUERY, sort: "latest" },
  { ...ALL_LISTINGS_QUERY, type: "houses" },
  { ...ALL_LISTINGS_QUERY, city: "Nairobi" },
  { ...ALL_LISTINGS_QUERY, minBedrooms: 3 },
  { ...ALL_LISTINGS_QUERY, minPrice: 100_000, maxPrice: 1_000_000, sort: "price-asc" },
];
const DEEP_PAGE = 100;
const QUERY_RUNS = 10;
const RENDER_RUNS = 10;

export interface DepthResult {
  engine: EngineSite["engine"];
  listings: number;
  path: string;
  page: "first" | "deep" | "last";
  queriesMs: number;
  renderedMs: number;
  loadAverage: number;
}

const median = (times: number[]) => times.toSorted((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** How long one rendering of `url` takes, one request at a time: the median of RENDER_RUNS. */
async function renderedLatency(url: string): Promise<number> {
  const once = () =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const outgoing = request(
        url,
        { headers: { ...BROWSER_ENCODINGS, ...RENDERED_EACH_TIME } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          response.resume();
          response.on("end", () => resolve(performance.now() - started));
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  await once();
  const times: number[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) times.push(await once());
  return median(times);
}

/**
 * Page 1, page 100 and the last page of each of DEPTH_QUERIES on one engine's database: the
 * page's queries alone in this process (the median of QUERY_RUNS), and the page rendered by the
 * server, one request at a time.
 */
export async function measureDepth(workspace: Workspace, site: EngineSite): Promise<DepthResult[]> {
  step(
    `Measuring page 1, page ${DEEP_PAGE} and the last page on ${site.engine} with ${formatInteger(site.listings)} listings`,
  );
  const database = await openDatabase(site.databaseUrl);
  const pages: { query: ListingQuery; page: DepthResult["page"]; queriesMs: number }[] = [];
  try {
    for (const query of DEPTH_QUERIES) {
      const { total } = await findListings(database.db, query, SHOWN_TODAY);
      const lastPage = Math.max(1, Math.ceil(total / LISTINGS_PER_PAGE));
      const depths = [
        ["first", 1],
        ["deep", Math.min(DEEP_PAGE, lastPage)],
        ["last", lastPage],
      ] as const;
      for (const [page, number] of depths) {
        const paged = { ...query, page: number };
        const times: number[] = [];
        for (let run = 0; run <= QUERY_RUNS; run++) {
          const started = performance.now();
          await findListings(database.db, paged, SHOWN_TODAY);
          if (run > 0) times.push(performance.now() - started);
        }
        pages.push({ query: paged, page, queriesMs: median(times) });
      }
    }
  } finally {
    await database.close();
  }
  const app = await startProductionServer({ ...workspace, ...site, demoSeed: false });
  try {
    const results: DepthResult[] = [];
    for (const { query, page, queriesMs } of pages) {
      const path = `/properties${listingQueryString(query)}`;
      const [loadAverage = 0] = loadavg();
      const renderedMs = await renderedLatency(new URL(path, app.url).href);
      results.push({
        engine: site.engine,
        listings: site.listings,
        path,
        page,
        queriesMs,
        renderedMs,
        loadAverage,
      });
    }
    return results;
  } finally {
    await app.stop();
  }
}

/** Each page against page 1 of the same list, on the same engine. */
export function depthTable(results: readonly DepthResult[]): string {
  const header = [
    "Engine",
    "Listings",
    "Page",
    "Queries median ms",
    "Rendered median ms",
    "Rendered ÷ page 1",
    "Load",
  ];
  let first: DepthResult | undefined;
  const rows = results.map((result) => {
    if (result.page === "first") first = result;
    return [
      ENGINE_NAMES[result.engine],
      formatInteger(result.listings),
      `\`${result.path}\``,
      result.queriesMs.toFixed(1),
      result.renderedMs.toFixed(1),
      first ? (result.renderedMs / first.renderedMs).toFixed(2) : "",
      result.loadAverage.toFixed(2),
    ];
  });
  return markdownTable(header, rows, [0, 2]);
}
