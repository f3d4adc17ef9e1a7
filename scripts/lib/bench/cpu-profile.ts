import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

// Where a server's CPU time went while a page was measured, from the V8 CPU profile that
// `node --cpu-prof` writes when the process exits.

/** The parts of a V8 `.cpuprofile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  /** Microseconds on the system's monotonic clock, as `process.hrtime` reads it. */
  startTime: number;
  samples: number[];
  /** Microseconds since the sample before. */
  timeDeltas: number[];
}

/**
 * What ran, named by the first frame up from where the time was spent that belongs to one of
 * these (the site's own components count as React's rendering, which calls them).
 */
const CPU_PARTS = [
  { name: "Database (Kysely, node:sqlite, pg)", frame: /\/node_modules\/(kysely|pg|pg-pool|pg-protocol)\// },
  { name: "Compression", frame: /^node:zlib$|\/node_modules\/compression\// },
  { name: "React rendering the page", frame: /\/node_modules\/(react|react-dom)\// },
  {
    name: "React Router (routes, loaders, data)",
    frame: /\/node_modules\/(react-router|@react-router\/[^/]+)\//,
  },
  {
    name: "HTTP (Node.js, Express)",
    frame: /^node:(_http_|http|net|internal\/(streams|http|webstreams))|\/node_modules\/express\//,
  },
] as const;

const GARBAGE_COLLECTION = "Garbage collection";
const OTHER = "Other";

export interface CpuShares {
  /** CPU milliseconds sampled in the window, idle time left out. */
  busyMs: number;
  /** Each part's share of `busyMs`, 0 to 1, by name. */
  shares: Record<string, number>;
}

/** The shares of the time the profile spent busy from `fromUs` to `toUs` (microseconds, monotonic clock). */
export function cpuShares(profile: CpuProfile, fromUs: number, toUs: number): CpuShares {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

  const partOf = new Map<number, string | null>();
  const part = (id: number): string | null => {
    const known = partOf.get(id);
    if (known !== undefined) return known;
    const { functionName, url } = nodes.get(id)!.callFrame;
    let found: string | null;
    if (functionName === "(idle)") found = null;
    else if (functionName === "(garbage collector)") found = GARBAGE_COLLECTION;
    else {
      const parent = parents.get(id);
      found =
        CPU_PARTS.find(({ frame }) => frame.test(url))?.name ?? (parent === undefined ? OTHER : part(parent));
    }
    partOf.set(id, found);
    return found;
  };

  const spentUs = new Map<string, number>();
  let busyUs = 0;
  let at = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) continue;
    const name = part(id);
    if (name === null) continue;
    spentUs.set(name, (spentUs.get(name) ?? 0) + delta);
    busyUs += delta;
  }
  const shares: Record<string, number> = {};
  for (const name of [...CPU_PARTS.map((each) => each.name), GARBAGE_COLLECTION, OTHER]) {
    shares[name] = busyUs === 0 ? 0 : (spentUs.get(name) ?? 0) / busyUs;
  }
  return { busyMs: busyUs / 1000, shares };
}

/** The monotonic clock's microseconds, as a CPU profile's sample times read it. */
export const monotonicMicroseconds = (): number => Number(process.hrtime.bigint() / 1000n);

/** The one profile a process wrote to `directory`. */
export async function readCpuProfile(directory: string): Promise<CpuProfile> {
  const [file, ...others] = (await readdir(directory)).filter((name) => name.endsWith(".cpuprofile"));
  if (!file || others.length > 0) throw new Error(`Expected one CPU profile in ${directory}`);
  return JSON.parse(await readFile(join(directory, file), "utf8")) as CpuProfile;
}
