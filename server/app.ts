import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { countProperties } from "~/data/properties.server";
import { seedDemoContent } from "~/demo/seed.server";
import { ensureAdministrator } from "~/services/administrator.server";
import { readConfig } from "~/services/config.server";
import { requestContext, startServices } from "~/services/context.server";
import { keepPlaceOf } from "~/services/kept-pages.server";
import { logger } from "~/shared/logger.server";
import { healthChecks } from "./health";
import { mediaFiles } from "./media-files";
import { reactRouterHandler } from "./react-router-handler";
import { renderQueue } from "./render-queue";
import { sameOriginWrites } from "./same-origin";

export const config = readConfig();
const services = await startServices(config);

if (config.demoSeed && (await countProperties(services.database.db)) === 0) {
  logger.info("Empty database: adding demo listings");
  await seedDemoContent(services);
}

const firstAdministrator = await ensureAdministrator(services.database.db, config.initialAdmin);
if (firstAdministrator?.created === "from-configuration") {
  logger.info("Created the administrator named by ADMIN_EMAIL", { email: firstAdministrator.email });
} else if (firstAdministrator?.created === "with-one-time-password") {
  logger.info(
    "No administrator yet: created one with this one-time password, shown only now. " +
      `Sign in at /admin and change it under Change password, or with: npm run admin -- reset-password --email ${firstAdministrator.email}`,
    { email: firstAdministrator.email, password: firstAdministrator.password },
  );
}

let stopping = false;

/**
 * Visitors' pages kept from earlier renderings, sent as they are. The server puts this ahead
 * of everything it need not pass through: compression (kept pages are compressed once),
 * routing, health checks.
 */
export const keptPages: RequestHandler = async (request, response, next) => {
  try {
    if (!(await services.keptPages.serve(request, response))) next();
  } catch (error) {
    next(error);
  }
};

/** The site: health checks, uploaded media, then every page and form through React Router. */
export const app = express.Router();

app.use(healthChecks({ services, stopping: () => stopping }));
app.use(sameOriginWrites);

app.use("/media", mediaFiles(services.media));
app.use(renderQueue(config.renderQueue));

app.use(
  reactRouterHandler({
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    getLoadContext: (request, response) =>
      requestContext(services, {
        clientAddress: request.ip ?? "unknown",
        keepPlace: keepPlaceOf(response),
      }),
    mode: config.environment === "development" ? "development" : "production",
  }),
);

/** From now on the site reports itself not ready, so that load balancers send it no more. */
export function beginShutdown(): void {
  stopping = true;
}

/** Finishes outstanding database work and closes it. */
export async function shutdown(): Promise<void> {
  await services.database.close();
}
