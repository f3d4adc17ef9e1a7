// The parts of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface RequestParams {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds a request may take before it counts as timed out. */
    timeout?: number;
    warmup?: { connections?: number; duration?: number };
    /** Called before each request; what it returns is sent. */
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  }

  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
    max: number;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers by HTTP status. */
    statusCodeStats: Record<string, { count: number }>;
  }

  /** A run under way: it says "start" when the measured run begins, after any warm-up. */
  interface Instance extends PromiseLike<Result> {
    once(event: "start", listener: () => void): this;
    /** Each answer: the connection it came on (the same object for every answer on it) and its latency in ms. */
    on(
      event: "response",
      listener: (client: object, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: Options): Instance;
}
