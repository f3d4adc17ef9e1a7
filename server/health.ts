import express from "express";
import { databaseAnswers } from "~/data/health.server";
import type { AppServices } from "~/services/context.server";

export interface HealthOptions {
  /** The services once the database is open; null while the process waits for it. */
  services: () => Pick<AppServices, "database"> | null;
  /** While `services` is null: what the process is waiting for, in plain words. */
  waitingFor: () => string;
  /** True once the process has been told to stop: a load balancer should send no more. */
  stopping: () => boolean;
}

/**
 * `/healthz` answers while the process lives (for restarting a stuck process), and says what
 * it is waiting for while it starts; `/readyz` only while it can serve: the database answers
 * and it is not shutting down.
 */
export function healthChecks({ services, waitingFor, stopping }: HealthOptions): express.Router {
  const router = express.Router();
  router.use(["/healthz", "/readyz"], (_request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    response.type("text/plain");
    next();
  });
  router.get("/healthz", (_request, response) => {
    response.send(services() ? "ok\n" : `starting: ${waitingFor()}\n`);
  });
  router.get("/readyz", async (_request, response) => {
    const running = services();
    if (stopping()) {
      response.status(503).send("shutting down\n");
    } else if (!running) {
      response.status(503).send(`starting: ${waitingFor()}\n`);
    } else if (!(await databaseAnswers(running.database.db))) {
      response.status(503).send("database unavailable\n");
    } else {
      response.send("ready\n");
    }
  });
  return router;
}
