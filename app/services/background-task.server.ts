import { logger } from "~/shared/logger.server";

/** Work one app process does in the background, every so often and when nudged. */
export interface BackgroundTask {
  /** Runs it now rather than at the next turn; a run asked for while one is going follows it. */
  nudge(): void;
  /** Runs it every `intervalMs` until stopped, and once at once unless asked to wait for the first turn. */
  start(): void;
  /** Stops the turns and waits for the run in progress. */
  stop(): Promise<void>;
}

/** The longest pause after failures: a database or mail server back is noticed within it. */
export const LONGEST_BACK_OFF_MS = 30_000;

/** How long to leave the task after `failures` failures in a row: twice as long each time, up to the longest. */
export function backOffMs(intervalMs: number, failures: number): number {
  return Math.min(intervalMs * 2 ** failures, LONGEST_BACK_OFF_MS);
}

/**
 * Runs `run` at most once at a time, every `intervalMs` and whenever nudged, logging what fails
 * as `failure`. After a failure (the database restarting, say) it waits longer each time before
 * trying again, and says when it works again.
 */
export function backgroundTask(
  run: () => Promise<unknown>,
  intervalMs: number,
  failure: string,
  { runAtStart = true }: { runAtStart?: boolean } = {},
): BackgroundTask {
  let running: Promise<unknown> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let failures = 0;
  let resumeAt = 0;

  function turn(): void {
    if (stopped || Date.now() < resumeAt) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = run()
      .then(
        () => {
          if (failures > 0) logger.info(`${failure}: works again`, { failures });
          failures = 0;
          resumeAt = 0;
        },
        (error: unknown) => {
          failures += 1;
          const waitMs = backOffMs(intervalMs, failures);
          resumeAt = Date.now() + waitMs;
          logger.error(failure, error, { failures, nextTryInSeconds: Math.round(waitMs / 1000) });
        },
      )
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          turn();
        }
      });
  }

  return {
    nudge: turn,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(turn, intervalMs);
      timer.unref();
      if (runAtStart) turn();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
