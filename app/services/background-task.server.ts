import { logger } from "~/shared/logger.server";

/** Work one app process does in the background, every so often and when nudged. */
export interface BackgroundTask {
  /** Runs it now rather than at the next turn; a run asked for while one is going follows it. */
  nudge(): void;
  /** Runs it every `intervalMs` until stopped, and once at once. */
  start(): void;
  /** Stops the turns and waits for the run in progress. */
  stop(): Promise<void>;
}

/** Runs `run` at most once at a time, every `intervalMs` and whenever nudged, logging what fails as `failure`. */
export function backgroundTask(
  run: () => Promise<unknown>,
  intervalMs: number,
  failure: string,
): BackgroundTask {
  let running: Promise<unknown> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  function turn(): void {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = run()
      .catch((error: unknown) => logger.error(failure, error))
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
      turn();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
