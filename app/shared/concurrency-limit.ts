/** Thrown when more work waits for a turn than the limit lets queue. */
export class QueueFullError extends Error {
  constructor() {
    super("Too much work is waiting for its turn");
  }
}

/**
 * Runs at most `atOnce` tasks at a time; later ones wait their turn in order, at most
 * `maxWaiting` of them, beyond which a task is refused with QueueFullError at once.
 */
export function concurrencyLimit(atOnce: number, maxWaiting: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < atOnce) {
      running++;
    } else {
      if (waiting.length >= maxWaiting) throw new QueueFullError();
      // The finishing task hands its place straight to this one: `running` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
