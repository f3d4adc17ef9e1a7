// The server's peak memory while it writes each feed, the office's spreadsheet and the sitemap
// of a large site, and how long /healthz waits meanwhile; and the peak of `npm run db -- export`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { openDatabase } from "~/data/database.server";
import { saveFeedToken } from "~/data/feed-token.server";
import { feedPath } from "~/domain/feeds";
import { MAX_SITEMAP_URLS, sitemapFiles } from "~/domain/sitemap";
import { fillListings } from "../fill";
import { formatInteger } from "../format";
import { startProductionServer } from "./child-servers";
import { type EngineSite, postgresSite } from "./engines";
import { peakMemory, resetPeakMemory } from "./process-memory";
import { ENGINE_NAMES, markdownTable } from "./report";
import { step, type Workspace } from "./workspace";

const MEMORY_FILL_SEED = 20_261_129;
const ADMIN = { email: "bench@makazi.test", password: "bench administrator password" };
/** How often /healthz is asked while a large answer is written. */
export const HEALTH_EVERY_MS = 50;

export interface MemoryResult {
  engine: EngineSite["engine"];
  listings: number;
  what: string;
  bytes: number;
  seconds: number;
  /** From the request to the body's first bytes; none for the export, a process of its own. */
  firstByteMs: number | null;
  /** Resident memory before, and its peak while the answer was written, in bytes. */
  residentBefore: number;
  peak: number;
  /** /healthz meanwhile: none for the export, a process of its own, nor for an answer quicker than one ask. */
  healthP99Ms: number | null;
  healthMaxMs: number | null;
}

/**
 * Asks /healthz one request after the other until stopped, from a process of its own, so that
 * the bench's own reading of a large answer does not delay it: its latencies.
 */
async function askHealth(origin: string): Promise<{ stop(): Promise<number[]> }> {
  const asker = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const ask = () => fetch(${JSON.stringify(`${origin}/healthz`)}).then((response) => response.arrayBuffer());
await ask();
process.stdout.write("ready\\n");
const latencies = [];
let stopped = false;
process.stdin.on("end", () => (stopped = true)).resume();
while (!stopped) {
  const started = performance.now();
  await ask();
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, ${HEALTH_EVERY_MS}));
}
process.stdout.write(JSON.stringify(latencies));`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  let output = "";
  asker.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => asker.once("exit", resolve));
  // Its first answer, on a new connection, is not counted: the reading starts once it is in.
  while (!output.includes("ready\n")) {
    if (asker.exitCode !== null) throw new Error("The /healthz asker stopped before its first answer");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return {
    async stop() {
      asker.stdin.end();
      await exited;
      return JSON.parse(output.slice(output.indexOf("\n") + 1)) as number[];
    },
  };
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};

/** Fetches `url` as a feed reader would (gzip accepted), reading the body to its end: its bytes unzipped. */
async function fetchWhole(
  url: string,
  cookie?: string,
): Promise<{ bytes: number; seconds: number; firstByteMs: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { "Accept-Encoding": "gzip", ...(cookie ? { Cookie: cookie } : {}) },
  });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  let firstByteMs = NaN;
  for await (const chunk of response.body!) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { bytes, seconds: (performance.now() - started) / 1000, firstByteMs };
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`Signing in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** `npm run db -- export` of the site, its output counted: its peak memory, read while it runs. */
async function measureExportCommand(site: EngineSite): Promise<MemoryResult> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/db.ts", "export", "--database", site.databaseUrl],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let bytes = 0;
  let peak = 0;
  const watch = setInterval(() => {
    try {
      peak = Math.max(peak, peakMemory(child.pid!));
    } catch {
      // Gone already.
    }
  }, 20);
  child.stdout.on("data", (chunk: Buffer) => (bytes += chunk.length));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  clearInterval(watch);
  if (code !== 0) throw new Error(`npm run db -- export exited with ${code}`);
  return {
    engine: site.engine,
    listings: site.listings,
    what: "npm run db -- export",
    bytes,
    seconds: (performance.now() - started) / 1000,
    firstByteMs: null,
    residentBefore: 0,
    peak,
    healthP99Ms: null,
    healthMaxMs: null,
  };
}

/** Each large answer in turn on one engine's site, the server's peak reset before each. */
async function measureSite(workspace: Workspace, site: EngineSite, port: number): Promise<MemoryResult[]> {
  const database = await openDatabase(site.databaseUrl);
  const tokens = { kyero: "", meta: "" };
  try {
    for (const feed of ["kyero", "meta"] as const) {
      tokens[feed] = randomBytes(24).toString("base64url");
      await saveFeedToken(database.db, feed, tokens[feed]);
    }
  } finally {
    await database.close();
  }
  step(
    `Fetching the feeds, the spreadsheet and the sitemap on ${site.engine} with ${formatInteger(site.listings)} listings`,
  );
  const server = await startProductionServer({
    ...workspace,
    ...site,
    demoSeed: false,
    port,
    env: {
      PUBLIC_BASE_URL: "https://makazi.example",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  try {
    const cookie = await signIn(server.url);
    const answers = [
      { what: "Kyero feed", path: feedPath(tokens.kyero, "kyero"), cookie: undefined },
      { what: "Meta catalogue", path: feedPath(tokens.meta, "meta"), cookie: undefined },
      { what: "Office spreadsheet", path: "/import/listings.csv", cookie },
      { what: "Sitemap", path: "/sitemap.xml", cookie: undefined },
      ...(sitemapFiles({ count: site.listings, highestId: site.listings }, MAX_SITEMAP_URLS).files > 1
        ? [{ what: "Sitemap, first file", path: "/sitemap.xml?part=1", cookie: undefined }]
        : []),
    ];
    const results: MemoryResult[] = [];
    for (const { what, path, cookie: sentCookie } of answers) {
      const residentBefore = resetPeakMemory(server.pid);
      const health = await askHealth(server.url);
      const fetched = fetchWhole(new URL(path, server.url).href, sentCookie);
      const latencies = await fetched.then(
        () => health.stop(),
        async (error: unknown) => {
          await health.stop();
          throw error;
        },
      );
      const { bytes, seconds, firstByteMs } = await fetched;
      results.push({
        engine: site.engine,
        listings: site.listings,
        what,
        bytes,
        seconds,
        firstByteMs,
        residentBefore,
        peak: peakMemory(server.pid),
        healthP99Ms: latencies.length > 0 ? percentile(latencies, 0.99) : null,
        healthMaxMs: latencies.length > 0 ? Math.max(...latencies) : null,
      });
      process.stderr.write(`${what}: ${formatInteger(bytes)} bytes in ${seconds.toFixed(1)} s\n`);
    }
    return results;
  } finally {
    await server.stop();
  }
}

/**
 * The memory of the large answers on SQLite and (when its server answers) PostgreSQL, each on a
 * database of its own filled with `count` listings; the server listens on `port` (0: any).
 */
export async function measureMemoryOnEachEngine(
  workspace: Workspace,
  count: number,
  port: number,
): Promise<MemoryResult[]> {
  const sites: EngineSite[] = [
    { engine: "sqlite", databaseUrl: `file:${join(workspace.directory, "memory.sqlite")}`, listings: 0 },
  ];
  const postgres = await postgresSite(workspace);
  if (typeof postgres === "string") process.stderr.write(`PostgreSQL was not measured: ${postgres}\n`);
  else sites.push(postgres);
  const results: MemoryResult[] = [];
  for (const site of sites) {
    step(`Adding ${formatInteger(count)} synthetic listings (${site.engine})`);
    site.listings = (
      await fillListings({ ...workspace, databaseUrl: site.databaseUrl, count, seed: MEMORY_FILL_SEED })
    ).total;
    results.push(...(await measureSite(workspace, site, port)));
    step(`npm run db -- export on ${site.engine}`);
    results.push(await measureExportCommand(site));
  }
  return results;
}

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(0);

export function memoryTable(results: readonly MemoryResult[]): string {
  const header = [
    "Engine",
    "Listings",
    "Answer",
    "MB (unzipped)",
    "s",
    "First byte ms",
    "Resident MB before",
    "Peak MB",
    "/healthz p99 ms",
    "/healthz max ms",
  ];
  const rows = results.map((result) => [
    ENGINE_NAMES[result.engine],
    formatInteger(result.listings),
    result.what,
    megabytes(result.bytes),
    result.seconds.toFixed(1),
    result.firstByteMs === null ? "" : result.firstByteMs.toFixed(0),
    result.residentBefore ? megabytes(result.residentBefore) : "",
    megabytes(result.peak),
    result.healthP99Ms === null ? "" : result.healthP99Ms.toFixed(0),
    result.healthMaxMs === null ? "" : result.healthMaxMs.toFixed(0),
  ]);
  return markdownTable(header, rows, [0, 2]);
}
