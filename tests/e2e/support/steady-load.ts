// A small, bounded load on running servers that counts, second by second and server by server,
// what came back: pages served, refused with 503, other failures (5xx), and connections that
// failed without an answer.

export interface Outcome {
  server: string;
  path: string;
  /** Seconds since the load began. */
  second: number;
  /** The status, or null when the connection failed without an answer. */
  status: number | null;
  retryAfter: string | null;
}

export interface SteadyLoad {
  /** Stops sending and gives every outcome once the requests in flight are answered. */
  stop(): Promise<Outcome[]>;
}

/**
 * Sends `perServer` requests at a time to each server, one after the other, taking paths in turn
 * from `paths` (a function of a counter, for addresses never asked before).
 */
export function steadyLoad(
  servers: Record<string, string>,
  paths: ReadonlyArray<(n: number) => string>,
  perServer = 2,
): SteadyLoad {
  const began = Date.now();
  const outcomes: Outcome[] = [];
  let stopped = false;
  let counter = 0;
  const loops = Object.entries(servers).flatMap(([server, base]) =>
    Array.from({ length: perServer }, async () => {
      while (!stopped) {
        const n = counter++;
        const path = paths[n % paths.length]!(n);
        const second = Math.floor((Date.now() - began) / 1000);
        try {
          const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          outcomes.push({
            server,
            path,
            second,
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
          });
        } catch {
          outcomes.push({ server, path, second, status: null, retryAfter: null });
        }
      }
    }),
  );
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The outcomes as a table, one row a second: `served/503/failed` for each server. */
export function secondBySecond(outcomes: readonly Outcome[]): string {
  const servers = [...new Set(outcomes.map((outcome) => outcome.server))].sort();
  const last = Math.max(0, ...outcomes.map((outcome) => outcome.second));
  const rows = [`second  ${servers.map((server) => `${server}: served/503/failed`).join("  ")}`];
  for (let second = 0; second <= last; second++) {
    const cells = servers.map((server) => {
      const these = outcomes.filter((outcome) => outcome.server === server && outcome.second === second);
      const served = these.filter((outcome) => outcome.status !== null && outcome.status < 500).length;
      const refused = these.filter((outcome) => outcome.status === 503).length;
      const failed = these.length - served - refused;
      return `${server}: ${served}/${refused}/${failed}`.padEnd(server.length + 22);
    });
    rows.push(`${String(second).padStart(6)}  ${cells.join("  ")}`);
  }
  return rows.join("\n");
}
