import type { RequestHandler } from "express";

/**
 * Counts the requests a handler is still working on, even those whose client has gone, so that
 * shutting down can wait for them before it closes the database they use.
 */
export function trackRequestsInProgress(handler: RequestHandler) {
  const inProgress = new Set<Promise<unknown>>();
  const tracked: RequestHandler = (request, response, next) => {
    const handling = Promise.resolve(handler(request, response, next)).finally(() =>
      inProgress.delete(handling),
    );
    inProgress.add(handling);
  };
  /** Resolves once every request in progress has been handled, or after `timeoutMs`. */
  async function finished(timeoutMs: number): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...inProgress]), timeout]);
    clearTimeout(timer);
  }
  return { handler: tracked, finished };
}
