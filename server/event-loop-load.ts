/** How late the event loop ran its timers, at worst, since the last time it was asked. */
export type EventLoopDelayMeasure = () => number;

export interface SaturationLimits {
  /** A loop later than this is overloaded: a request just arrived has waited about this long. */
  maxDelayMs: number;
  /** How often the delay is looked at; between looks the last answer stands. */
  everyMs: number;
  /** Looks in a row that must find the loop overloaded: a moment's hiccup is not saturation. */
  looksInARow: number;
}

/**
 * Saturated once the loop has run more than 200 ms late for half a second: requests already
 * wait that long before any handler sees them, and are still arriving faster than it gets to them.
 */
export const SATURATION_LIMITS: SaturationLimits = { maxDelayMs: 200, everyMs: 100, looksInARow: 5 };

const SAMPLE_EVERY_MS = 10;

/**
 * How late a timer set every 10 ms ran, at worst, since the last call: how long anything that
 * became ready, a request just arrived among them, waited for the process to get to it. (Node's
 * own `monitorEventLoopDelay` did not show a loop held for 400 ms on Node.js 24.)
 */
export function eventLoopDelay(): EventLoopDelayMeasure {
  let worstMs = 0;
  let due = performance.now() + SAMPLE_EVERY_MS;
  setInterval(() => {
    const now = performance.now();
    worstMs = Math.max(worstMs, now - due);
    due = now + SAMPLE_EVERY_MS;
  }, SAMPLE_EVERY_MS).unref();
  return () => {
    const worst = worstMs;
    worstMs = 0;
    return worst;
  };
}

/** What the render line asks on each request; both are answered from the last look. */
export interface EventLoopLoad {
  /** How long a request just arrived has waited for the CPU already, about. */
  delayMs(): number;
  /** True while the loop stays overloaded: requests come faster than the process gets to them. */
  saturated(): boolean;
}

/** The event loop's load, looked at no more often than `everyMs`, however many requests ask. */
export function eventLoopLoad(
  { maxDelayMs, everyMs, looksInARow }: SaturationLimits,
  delay: EventLoopDelayMeasure = eventLoopDelay(),
  clock: () => number = () => performance.now(),
): EventLoopLoad {
  let lookedAt = clock();
  let lastDelayMs = 0;
  let overloadedLooks = 0;
  const look = () => {
    const now = clock();
    if (now - lookedAt < everyMs) return;
    lookedAt = now;
    lastDelayMs = delay();
    overloadedLooks = lastDelayMs > maxDelayMs ? overloadedLooks + 1 : 0;
  };
  return {
    delayMs() {
      look();
      return lastDelayMs;
    },
    saturated() {
      look();
      return overloadedLooks >= looksInARow;
    },
  };
}
