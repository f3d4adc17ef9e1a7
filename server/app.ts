import express, { type RequestHandler } from "express";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { databaseFault } from "~/data/database-faults.server";
import { unreachableDatabase } from "~/data/database.server";
import { countProperties } from "~/data/properties.server";
import { ensureAdministrator } from "~/services/administrator.server";
import { fromSignedInPerson } from "~/services/auth.server";
import { readConfig } from "~/services/config.server";
import { type AppServices, requestContext, startServices } from "~/services/context.server";
import { unwritableDataFolder } from "~/services/data-folders.server";
import { keepPlaceOf } from "~/services/kept-pages.server";
import { isOneClickUnsubscribePath } from "~/domain/search-alerts";
import { logger } from "~/shared/logger.server";
import { healthChecks } from "./health";
import { listingEvents } from "./listing-events";
import { mediaFiles } from "./media-files";
import { pageRenderer, reactRouterHandler } from "./react-router-handler";
import { eventLoopLoad, SATURATION_LIMITS } from "./event-loop-load";
import { renderQueue } from "./render-queue";
import { requestEdgeChecks } from "./request-edge";
import { securityHeaderLines } from "./security-headers";
import { trackRequestsInProgress } from "./requests-in-progress";
import { sameOriginWrites } from "./same-origin";
import { unavailableWhileStarting, whenSomethingFails } from "./unavailable";
import { WARM_UP_PATHS, warmUp } from "./warm-up";

export const config = readConfig();
// Before the server listens: a data folder it cannot write stops it at once, saying how to fix it.
const folderProblem = unwritableDataFolder(config);
if (folderProblem) throw new Error(folderProblem);
// Built, this module is build/server/index.js, beside the client build.
const clientBuild = join(dirname(fileURLToPath(import.meta.url)), "../client");

let services: AppServices | null = null;
let waitingFor = "opening the database";
let stopping = false;

async function greetAdministrator(running: AppServices): Promise<void> {
  const firstAdministrator = await ensureAdministrator(running.database.db, config.initialAdmin, {
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
}

function startWorkers(running: AppServices): void {
  if (running.notifications) {
    running.notifications.start();
    running.searchAlerts?.start();
    logger.info("E-mails about new messages and search alerts go through the mail server", {
      smtp: config.smtp?.description,
    });
  } else {
    logger.info(
      "E-mail is off: set SMTP_URL to have new messages e-mailed to the office and to offer search alerts",
    );
  }
  if (running.texts) {
    running.texts.start();
    logger.info("Texts about viewings go through the SMS gateway", { gateway: config.sms?.description });
  }
  running.viewingReminders?.start();
  running.visitorCounts.start();
  running.retention.start();
}

/**
 * Opens the database (waiting for it while it cannot be reached, up to DATABASE_WAIT_SECONDS),
 * then starts the site's work. The server listens meanwhile: the health checks say what it waits
 * for, and pages are answered 503. Says whether it started; if not, it has logged why.
 */
export async function start(): Promise<boolean> {
  try {
    const running = await startServices(
      config,
      config.environment === "production" ? clientBuild : null,
      (problem) => {
        waitingFor = `waiting for the database: ${problem}`;
        logger.warn(`${problem}. Trying again for up to ${config.databaseWaitMs / 1000} s`);
      },
    );
    if (config.demoSeed && (await countProperties(running.database.db)) === 0) {
      logger.info("Empty database: adding demo listings");
      // Loaded only now: the demo pictures' painter is large and runs only on an empty database.
      const { seedDemoContent } = await import("../demo/seed.server");
      await seedDemoContent(running);
    }
    await greetAdministrator(running);
    startWorkers(running);
    await warmUpPages(running);
    services = running;
    return true;
  } catch (error) {
    if (databaseFault(error)) {
      logger.error(`Could not start: ${unreachableDatabase(config.databaseUrl, error)}`);
    } else {
      logger.error("Could not start", error);
    }
    return false;
  }
}

/**
 * Visitors' pages kept from earlier renderings, sent as they are with the headers of every
 * response. The server puts this ahead of everything it need not pass through: compression
 * (kept pages are compressed once), routing, health checks; only the request's edge checks
 * come first.
 */
export const keptPages: RequestHandler = (request, response, next) => {
  if (!services) return next();
  let served: boolean | Promise<boolean>;
  try {
    served = services.keptPages.serve(request, response, securityHeaderLines);
  } catch (error) {
    return next(error);
  }
  if (served === true) return;
  if (served === false) return next();
  served.then((sent) => (sent ? undefined : next()), next);
};

/**
 * Runs first, ahead of built files and kept pages: refuses odd methods, request lines, hosts
 * and paths before anything reads them (request-edge.ts).
 */
export const requestEdge = requestEdgeChecks();
export { refuseTunnel } from "./request-edge";

function siteRoutes(running: AppServices) {
  const router = express.Router();
  router.use(sameOriginWrites({ allowFromAnySite: isOneClickUnsubscribePath }));
  router.use(listingEvents(running.visitorCounts, running.isPublishedListing));
  router.use("/media", mediaFiles(running.media));
  router.use(renderQueue(config.renderQueue, eventLoopLoad(SATURATION_LIMITS)));
  router.use(pages.handler);
  return router;
}

const renderPage = pageRenderer(
  () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
  config.environment === "development" ? "development" : "production",
);

const pages = trackRequestsInProgress(
  reactRouterHandler({
    render: renderPage,
    getLoadContext: (request, response) =>
      requestContext(services!, {
        clientAddress: request.ip ?? "unknown",
        keepPlace: keepPlaceOf(response),
      }),
    fromTheOffice: fromSignedInPerson,
  }),
);

const WARM_UP_ROUNDS = 20;
const WARM_UP_BUDGET_MS = 3_000;

/**
 * Renders the busiest pages in the process, as no one (they are neither kept nor counted),
 * before the health check says ready (warm-up.ts).
 */
async function warmUpPages(running: AppServices): Promise<void> {
  if (config.environment !== "production") return;
  waitingFor = "warming up";
  const origin = config.publicBaseUrl ?? "http://localhost";
  const { rendered, failed, ms } = await warmUp(
    (path) =>
      renderPage(
        new Request(new URL(path, origin)),
        requestContext(running, { clientAddress: "127.0.0.1", keepPlace: undefined }),
      ),
    { paths: WARM_UP_PATHS, rounds: WARM_UP_ROUNDS, budgetMs: WARM_UP_BUDGET_MS },
  );
  logger.info("Warmed up", { rendered, failed, ms: Math.round(ms) });
}

let routes: express.Router | null = null;

/** The site: health checks, uploaded media, then every page and form through React Router. */
export const app = express.Router();

app.use(healthChecks({ services: () => services, waitingFor: () => waitingFor, stopping: () => stopping }));
app.use(unavailableWhileStarting(() => services === null));
app.use((request, response, next) => {
  routes ??= siteRoutes(services!);
  routes(request, response, next);
});
app.use(whenSomethingFails());

/** From now on the site reports itself not ready, so that load balancers send it no more. */
export function beginShutdown(): void {
  stopping = true;
}

/**
 * Lets the pages in progress finish (a few seconds at most) and the e-mails being sent, writes
 * the visitor counts not yet written, then closes the database.
 */
export async function shutdown(): Promise<void> {
  if (!services) return;
  await pages.finished(10_000);
  await services.searchAlerts?.stop();
  await services.viewingReminders?.stop();
  await services.notifications?.stop();
  await services.texts?.stop();
  await services.visitorCounts.stop();
  await services.retention.stop();
  await services.database.close();
}
