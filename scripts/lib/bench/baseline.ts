import { mkdir, symlink } from "node:fs/promises";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { listingQueryString, parseListingQuery } from "~/domain/listing-query";
import { formatInteger } from "../format";
import { type ProductionServerOptions, type RunningServer, startProductionServer } from "./child-servers";
import { type CpuShares, cpuShares, monotonicMicroseconds, readCpuProfile } from "./cpu-profile";
import { output, pipe, run } from "./command";
import { FILL_SEED, LISTING_PAGE_PATH } from "./engines";
import {
  type CpuMeasurement,
  fetchPage,
  LOAD,
  type LoadSettings,
  measure,
  measureWithCpu,
  RENDERED_EACH_TIME,
} from "./load";
import { step, type Workspace } from "./workspace";

// Today's build against a baseline commit built beside it, both rendering the same pages.

/** The main branch on the day the goal was set: twice the rendered pages a second, half the bytes per card. */
export const DEFAULT_BASELINE = "30b673f";

/** Each page is measured on the baseline, then on today's build, this many times over: A B A B. */
const ROUNDS = 2;

/** The list pages whose bytes per card are compared. */
const LIST_PATHS = ["/properties", LISTING_PAGE_PATH];

/** A word in no listing's name, location or city: the same list with no cards. */
const NO_MATCH = "qzxjvk";

export interface Revision {
  commit: string;
  /** Its short hash and date. */
  label: string;
}

/** The commit `revision` names in this checkout. */
export async function resolveRevision(revision: string): Promise<Revision> {
  const commit = await output("git", ["rev-parse", "--verify", "--quiet", `${revision}^{commit}`]).catch(
    () => {
      throw new Error(`--baseline ${revision} names no commit in this checkout`);
    },
  );
  return { commit, label: await output("git", ["log", "-1", "--format=%h (%cs)", commit]) };
}

/** Today's build: the checkout's HEAD, and whether its files differ from it. */
export async function describeCheckout(): Promise<string> {
  const head = await output("git", ["log", "-1", "--format=%h (%cs)", "HEAD"]);
  const changed = await output("git", ["status", "--porcelain", "--untracked-files=no"]);
  return changed ? `${head} with uncommitted changes` : head;
}

export type BaselineSite = Omit<ProductionServerOptions, "demoSeed"> & { revision: Revision };

/**
 * The baseline commit extracted into the workspace, built with its own build command, and its
 * own database filled as today's is: the demo content seeded by its server, then `count`
 * synthetic listings with the same seed by its own fill command (run with today's tsx; its
 * dependencies are today's, which hold its own).
 */
export async function prepareBaseline(
  workspace: Workspace,
  revision: Revision,
  count: number,
): Promise<BaselineSite> {
  const directory = join(workspace.directory, "baseline");
  const site: BaselineSite = {
    revision,
    siteDir: join(directory, "site"),
    databaseUrl: `file:${join(directory, "baseline.sqlite")}`,
    mediaDir: join(directory, "media"),
  };
  step(`Extracting the baseline, ${revision.label}`);
  await mkdir(site.siteDir, { recursive: true });
  await pipe(["git", ["archive", revision.commit]], ["tar", ["-x", "-C", site.siteDir]]);
  await symlink(resolve("node_modules"), join(site.siteDir, "node_modules"), "dir");
  step("Building the baseline");
  await run("npm", ["run", "build"], site.siteDir);
  step("Seeding the baseline's demo content");
  await (await startProductionServer({ ...site, demoSeed: true })).stop();
  step(`Adding ${formatInteger(count)} synthetic listings with the baseline's fill command`);
  await run(
    resolve("node_modules/.bin/tsx"),
    [
      "scripts/fill-listings.ts",
      ...["--database", site.databaseUrl, "--media-dir", site.mediaDir],
      ...["--count", String(count), "--seed", String(FILL_SEED)],
    ],
    site.siteDir,
  );
  return site;
}

/** One page rendered for every request, measured ROUNDS times on each build. */
export interface RenderedComparison {
  path: string;
  baseline: CpuMeasurement[];
  today: CpuMeasurement[];
  /** The 1-minute load average just before the page's first round. */
  loadAverage: number;
}

/** Identity bytes of a list page with its cards and of the same list with none. */
export interface ListBytes {
  page: number;
  noCards: number;
}

export interface CardComparison {
  path: string;
  noCardsPath: string;
  baseline: ListBytes;
  today: ListBytes;
}

/** Where a build's CPU time went while it rendered a page for every request, and over how many. */
export interface RenderedProfile extends CpuShares {
  requests: number;
}

/** Where each build's CPU time went while it rendered `path` for every request. */
export interface ProfileComparison {
  path: string;
  baseline: RenderedProfile;
  today: RenderedProfile;
}

export interface BaselineComparison {
  baseline: string;
  today: string;
  /** Synthetic listings on each database, after its demo content. */
  syntheticListings: number;
  load: LoadSettings;
  rendered: RenderedComparison[];
  cards: CardComparison[];
  profile: ProfileComparison;
}

/** The list page whose rendering is profiled on each build. */
const PROFILED_PATH = "/properties";

/**
 * A server of its own for `site`, run with `--cpu-prof`, rendering `path` for every request
 * under the usual load: its CPU profile over the measured seconds, read once it has stopped.
 */
async function profileRendered(
  site: Omit<ProductionServerOptions, "demoSeed" | "nodeOptions">,
  path: string,
  directory: string,
): Promise<RenderedProfile> {
  await mkdir(directory, { recursive: true });
  const server = await startProductionServer({
    ...site,
    demoSeed: false,
    nodeOptions: `--cpu-prof --cpu-prof-dir=${directory}`,
  });
  let fromUs = 0;
  let toUs: number;
  let requests: number;
  try {
    const { requestsPerSecond } = await measure(
      new URL(path, server.url).href,
      LOAD,
      RENDERED_EACH_TIME,
      () => {
        fromUs = monotonicMicroseconds();
      },
    );
    toUs = monotonicMicroseconds();
    requests = requestsPerSecond * LOAD.seconds;
  } finally {
    await server.stop();
  }
  return { ...cpuShares(await readCpuProfile(directory), fromUs, toUs), requests };
}

function noCardsPath(path: string): string {
  const query = parseListingQuery(new URL(path, "http://bench.invalid").searchParams);
  return `/properties${listingQueryString({ ...query, search: NO_MATCH })}`;
}

async function identityBytes(server: RunningServer, path: string, build: string): Promise<number> {
  try {
    return (await fetchPage(new URL(path, server.url).href)).body.length;
  } catch (error) {
    throw new Error(`${build}: ${(error as Error).message}`, { cause: error });
  }
}

async function listBytes(server: RunningServer, path: string, build: string): Promise<ListBytes> {
  return {
    page: await identityBytes(server, path, build),
    noCards: await identityBytes(server, noCardsPath(path), build),
  };
}

const measureRendered = (server: RunningServer, path: string) =>
  measureWithCpu(new URL(path, server.url).href, LOAD, RENDERED_EACH_TIME, server.pid);

/**
 * The list pages and the listing page `listingPath` rendered for every request on the baseline
 * and on today's build (the workspace's site and database), in turns, so that the machine's
 * other work weighs on both; and the list pages' bytes per card on each.
 */
export async function compareWithBaseline(
  workspace: Workspace,
  site: BaselineSite,
  {
    listingPath,
    syntheticListings,
    today,
  }: { listingPath: string; syntheticListings: number; today: string },
): Promise<Omit<BaselineComparison, "profile">> {
  const baselineServer = await startProductionServer({ ...site, demoSeed: false });
  try {
    const todayServer = await startProductionServer({ ...workspace, demoSeed: false });
    try {
      const cards: CardComparison[] = [];
      for (const path of LIST_PATHS) {
        cards.push({
          path,
          noCardsPath: noCardsPath(path),
          baseline: await listBytes(baselineServer, path, "The baseline"),
          today: await listBytes(todayServer, path, "Today's build"),
        });
      }
      // The listing was chosen from today's database: it must be on the baseline's too.
      await identityBytes(baselineServer, listingPath, "The baseline");
      const rendered: RenderedComparison[] = [];
      for (const path of [...LIST_PATHS, listingPath]) {
        step(`Measuring ${path} rendered each time, ${ROUNDS} rounds of the baseline then today's build`);
        const [loadAverage = 0] = loadavg();
        const comparison: RenderedComparison = { path, baseline: [], today: [], loadAverage };
        for (let round = 0; round < ROUNDS; round++) {
          comparison.baseline.push(await measureRendered(baselineServer, path));
          comparison.today.push(await measureRendered(todayServer, path));
        }
        rendered.push(comparison);
      }
      return { baseline: site.revision.label, today, syntheticListings, load: LOAD, rendered, cards };
    } finally {
      await todayServer.stop();
    }
  } finally {
    await baselineServer.stop();
  }
}

/** Each build's CPU profile while it renders the list page for every request, one after the other. */
export async function profileAgainstBaseline(
  workspace: Workspace,
  site: BaselineSite,
): Promise<ProfileComparison> {
  step(`Profiling ${PROFILED_PATH} rendered each time on the baseline, then on today's build`);
  const profiles = join(workspace.directory, "profiles");
  return {
    path: PROFILED_PATH,
    baseline: await profileRendered(site, PROFILED_PATH, join(profiles, "baseline")),
    today: await profileRendered(workspace, PROFILED_PATH, join(profiles, "today")),
  };
}
