import { request } from "node:http";
import autocannon, { type Result } from "autocannon";
import { processCpuMs } from "./process-cpu";

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The load each page is measured under. */
export const LOAD: LoadSettings = { connections: 10, warmupSeconds: 2, seconds: 10 };
/**
 * A cookie of the site's: its pages are then rendered for every request, as for a signed-in
 * administrator, rather than served from the pages kept for visitors.
 */
export const RENDERED_EACH_TIME = { cookie: "makazi_bench=rendered" };

/** What every browser asks for, and so every measurement. */
export const BROWSER_ENCODINGS = { "accept-encoding": "gzip, br" };

/**
 * Loads `url` for a fixed time after a warm-up, calling `onStart` as the measured run begins
 * and `onAnswer` with each answer's time in it; any failed request fails the benchmark.
 */
async function load(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string>,
  onStart?: () => void,
  onAnswer?: (latencyMs: number) => void,
): Promise<Result> {
  const running = autocannon({
    url,
    headers: { ...BROWSER_ENCODINGS, ...headers },
    connections: settings.connections,
    duration: settings.seconds,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
  });
  if (onStart) running.once("start", onStart);
  // The warm-up answers to a run of their own: only the measured run's reach this one.
  if (onAnswer) running.on("response", (_connection, _status, _bytes, latencyMs) => onAnswer(latencyMs));
  const result = await running;
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${result.requests.total} requests failed`);
  return result;
}

const measurement = (result: Result): Measurement => ({
  requestsPerSecond: result.requests.average,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
});

/** The rate and latencies of `url` under `settings`; `onStart` is called as the measured run begins. */
export async function measure(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
  onStart?: () => void,
): Promise<Measurement> {
  return measurement(await load(url, settings, headers, onStart));
}

/**
 * Latencies read from each answer's own time, to fractions of a millisecond: autocannon's
 * result gives whole milliseconds and no 95th percentile, which the search's goals are set in.
 */
export interface LatencyMeasurement {
  requestsPerSecond: number;
  /** Answered in the measured seconds (the warm-up left out). */
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** The value below which `fraction` of the sorted values lie; 0 when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** The rate of `url` under `settings`, and its latencies from every answer of the measured run. */
export async function measureLatencies(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<LatencyMeasurement> {
  const times: number[] = [];
  const result = await load(url, settings, headers, undefined, (latencyMs) => times.push(latencyMs));
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    requests: times.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
  };
}

/** A measurement with the CPU time the server's process used over it. */
export interface CpuMeasurement extends Measurement {
  /** Answered in the measured seconds (the warm-up left out). */
  requests: number;
  /** The server's user and system time over the measured seconds. */
  cpuMs: number;
}

/**
 * As `measure`, also reading the CPU time of the server's process `pid` from when the measured
 * run begins (after the warm-up) to when it ends.
 */
export async function measureWithCpu(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string>,
  pid: number,
): Promise<CpuMeasurement> {
  let cpuAtStart: number | undefined;
  const result = await load(url, settings, headers, () => {
    cpuAtStart = processCpuMs(pid);
  });
  if (cpuAtStart === undefined) throw new Error(`${url}: the measured run never started`);
  return {
    ...measurement(result),
    requests: result.requests.total,
    cpuMs: processCpuMs(pid) - cpuAtStart,
  };
}

/** What a crowd of visitors searching, each with other words, met in one run. */
export interface OverloadResult {
  connections: number;
  seconds: number;
  requests: number;
  ok: number;
  /** Turned away at once: "busy, try again" (503 with Retry-After). */
  busy: number;
  /** Anything else: a failed connection, another status, or no answer within 10 s. */
  errors: number;
  timeouts: number;
  /** Every answer but each connection's first, from when its request was sent: the connection was accepted. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The slowest first answer on a connection, from its request: it counts the wait for the server to accept it. */
  firstAnswerMaxMs: number;
}

/**
 * The latencies of a crowd's answers, each connection's first kept apart. A Node.js process
 * takes one waiting connection from the kernel per turn of its event loop, so a crowd that
 * connects all at once to a saturated process waits, on its first request only, to be
 * accepted at all; behind the reverse proxy, which keeps its connections to an instance
 * open and reuses them, a visitor's request seldom needs a new one.
 */
export function crowdLatencies() {
  const answered = new WeakSet<object>();
  const laterMs: number[] = [];
  let firstAnswerMaxMs = 0;
  return {
    answer(connection: object, latencyMs: number): void {
      if (answered.has(connection)) {
        laterMs.push(latencyMs);
      } else {
        answered.add(connection);
        firstAnswerMaxMs = Math.max(firstAnswerMaxMs, latencyMs);
      }
    },
    result(): Pick<OverloadResult, "p50Ms" | "p99Ms" | "maxMs" | "firstAnswerMaxMs"> {
      const sorted = laterMs.toSorted((a, b) => a - b);
      return {
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        maxMs: sorted.at(-1) ?? 0,
        firstAnswerMaxMs,
      };
    },
  };
}

/**
 * `connections` visitors at once for `seconds`, each request to an address made by `path`
 * (so that none is a kept page). Nothing here fails the benchmark: the counts are the result.
 */
export async function overload(
  origin: string,
  path: (index: number) => string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<OverloadResult> {
  let index = 0;
  const latencies = crowdLatencies();
  const crowd = autocannon({
    url: origin,
    headers: BROWSER_ENCODINGS,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => ({ ...request, path: path(index++) }),
      },
    ],
  });
  crowd.on("response", (connection, _status, _bytes, latencyMs) => latencies.answer(connection, latencyMs));
  const result = await crowd;
  const byStatus: Record<string, { count: number } | undefined> = result.statusCodeStats;
  const ok = byStatus["200"]?.count ?? 0;
  const busy = byStatus["503"]?.count ?? 0;
  return {
    connections,
    seconds,
    requests: result.requests.total,
    ok,
    busy,
    errors: result.errors + result.non2xx - busy,
    timeouts: result.timeouts,
    ...latencies.result(),
  };
}

/** A page as the server sent it: its bytes, and the headers that travel with every copy. */
export interface FetchedPage {
  body: Buffer;
  /** The response's headers, without those that differ per connection or per request. */
  headers: Record<string, string>;
}

/** Headers written afresh for every response, or about the connection rather than the page. */
const PER_RESPONSE_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * A page fetched with the given encoding, Brotli as browsers get it when `br` is asked for
 * (and the server takes it), as they travel; identity bytes otherwise.
 */
export function fetchPage(url: string, encoding: "br" | "identity" = "identity"): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false, headers: { "accept-encoding": encoding } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      if ((response.headers["content-encoding"] ?? "identity") !== encoding) {
        response.resume();
        reject(new Error(`${url} was not sent with ${encoding}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (let index = 0; index < response.rawHeaders.length; index += 2) {
        const name = response.rawHeaders[index]!;
        if (!PER_RESPONSE_HEADERS.has(name.toLowerCase())) headers[name] = response.rawHeaders[index + 1]!;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ body: Buffer.concat(chunks), headers }));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
