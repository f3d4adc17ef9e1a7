import express, { type RequestHandler } from "express";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { countProperties } from "~/data/properties.server";
import { ensureAdministrator } from "~/services/administrator.server";
import { readConfig } from "~/services/config.server";
import { requestContext, startServices } from "~/services/context.server";
import { keepPlaceOf } from "~/services/kept-pages.server";
import { isOneClickUnsubscribePath } from "~/domain/search-alerts";
import { logger } from "~/shared/logger.server";
import { healthChecks } from "./health";
import { listingEvents } from "./listing-events";
import { mediaFiles } from "./media-files";
import { reactRouterHandler } from "./react-router-handler";
import { renderQueue } from "./render-queue";
import { requestEdgeChecks } from "./request-edge";
import { trackRequestsInProgress } from "./requests-in-progress";
import { sameOriginWrites } from "./same-origin";

export const config = readConfig();
// Built, this module is build/server/index.js, beside the client build.
const clientBuild = join(dirname(fileURLToPath(import.meta.url)), "../client");
const services = await startServices(config, config.environment === "production" ? clientBuild : null);

if (config.demoSeed && (await countProperties(services.database.db)) === 0) {
  logger.info("Empty database: adding demo listings");
  // Loaded only now: the demo pictures' painter is large and runs only on an empty database.
  const { seedDemoContent } = await import("~/demo/seed.server");
  await seedDemoContent(services);
}

const firstAdministrator = await ensureAdministrator(services.database.db, config.initialAdmin, {
  terminal: process.stdout.isTTY,
});
if (firstAdministrator?.created === "from-configuration") {
  logger.info("Created the administrator named by ADMIN_EMAIL", { email: firstAdministrator.email });
} else if (firstAdministrator?.created === "with-one-time-password") {
  // Written to the terminal itself, never to the log: whoever reads the logs cannot sign in.
  logger.info("No administrator yet: created one with a one-time password, shown on the terminal");
  process.stdout.write(
    `\n  Administrator: ${firstAdministrator.email}\n  One-time password: ${firstAdministrator.password}\n` +
      "  Sign in at /admin within 24 hours and choose a new password.\n\n",
  );
} else if (firstAdministrator?.created === "none") {
  logger.warn(
    "No administrator yet. Create one with: npm run admin -- create --email you@example.com " +
      "(or start once with ADMIN_EMAIL and ADMIN_PASSWORD set)",
  );
}

if (services.notifications) {
  services.notifications.start();
  services.searchAlerts?.start();
  logger.info("E-mails about new messages and search alerts go through the mail server", {
    smtp: config.smtp?.description,
  });
} else {
  logger.info(
    "E-mail is off: set SMTP_URL to have new messages e-mailed to the office and to offer search alerts",
  );
}

services.visitorCounts.start();

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

/**
 * Runs first, ahead of built files and kept pages: refuses odd methods, request lines, hosts
 * and paths before anything reads them (request-edge.ts).
 */
export const requestEdge = requestEdgeChecks();
export { refuseTunnel } from "./request-edge";

/** The site: health checks, uploaded media, then every page and form through React Router. */
export const app = express.Router();

app.use(healthChecks({ services, stopping: () => stopping }));
app.use(sameOriginWrites({ allowFromAnySite: isOneClickUnsubscribePath }));
app.use(listingEvents(services.visitorCounts, services.isPublishedListing));

app.use("/media", mediaFiles(services.media));
app.use(renderQueue(config.renderQueue));

const pages = trackRequestsInProgress(
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
app.use(pages.handler);

/** From now on the site reports itself not ready, so that load balancers send it no more. */
export function beginShutdown(): void {
  stopping = true;
}

/**
 * Lets the pages in progress finish (a few seconds at most) and the e-mails being sent, writes
 * the visitor counts not yet written, then closes the database.
 */
export async function shutdown(): Promise<void> {
  await pages.finished(10_000);
  await services.searchAlerts?.stop();
  await services.notifications?.stop();
  await services.visitorCounts.stop();
  await services.database.close();
}
