import express from "express";
import { databaseAnswers } from "~/data/health.server";
import type { AppServices } from "~/services/context.server";

export interface HealthOptions {
  services: Pick<AppServices, "database">;
  /** True once the process has been told to stop: a load balancer should send no more. */
  stopping: () => boolean;
}

/**
 * `/healthz` answers while the process lives (for restarting a stuck process);
 * `/readyz` only while it can serve: the database answers and it is not shutting down.
 */
export function healthChecks({ services, stopping }: HealthOptions): express.Router {
  const router = express.Router();
  router.use(["/healthz", "/readyz"], (_request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    response.type("text/plain");
    next();
  });
  router.get("/healthz", (_request, response) => {
    response.send("ok\n");
  });
  router.get("/readyz", async (_request, response) => {
    if (stopping()) {
      response.status(503).send("shutting down\n");
    } else if (!(await databaseAnswers(services.database.db))) {
      response.status(503).send("database unavailable\n");
    } else {
      response.send("ready\n");
    }
  });
  return router;
}
