import { request } from "node:http";
import autocannon from "autocannon";

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

/** Loads `url` for a fixed time after a warm-up; any failed request fails the benchmark. */
export async function measure(
  url: string,
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    headers,
    connections: settings.connections,
    duration: settings.seconds,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) throw new Error(`${url}: ${failures} of ${result.requests.total} requests failed`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/**
 * The bytes of a page as the load generator receives them: like autocannon,
 * this sends no Accept-Encoding, so the server answers uncompressed.
 */
export function fetchPage(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`${url} answered ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}
