// Starts Makazi: `node server.js` serves the production build; with
// NODE_ENV=development it serves the source through Vite with live reload.
import compression from "compression";
import express from "express";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { preparedResponsesFirst } from "./server/prepared-responses.ts";
import { securityHeaders } from "./server/security-headers.ts";
import { staticFiles } from "./server/static-files.ts";

const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  console.error(
    `Makazi needs Node.js 24 or newer; this is ${process.version}. ` +
      "Run it through npm (npm start), which uses the Node.js 24 installed by npm install.",
  );
  process.exit(1);
}

const development = process.env.NODE_ENV === "development";
// React and Express pick their fast production code paths from NODE_ENV.
process.env.NODE_ENV ??= "production";
const server = express();
server.disable("x-powered-by");
server.use(securityHeaders());

/**
 * Loads the site, which reads its configuration as it loads: a bad setting stops the process
 * with one line naming it, as any other failure to load does.
 */
async function loadSite(load) {
  try {
    return await load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log("error", `Could not start: ${reason.replace(/:\n\s*/g, ": ").replace(/\n\s*/g, "; ")}`);
    process.exit(1);
  }
}

let site;
let handler = server;
if (development) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(compression());
  server.use(viteDevServer.middlewares);
  site = await loadSite(() => viteDevServer.ssrLoadModule("./server/app.ts"));
  server.use((request, response, next) => site.requestEdge(request, response, next));
  server.use((request, response, next) => site.keptPages(request, response, next));
  server.use((request, response, next) => site.app(request, response, next));
} else {
  const builtFiles = await staticFiles(fileURLToPath(new URL("./build/client", import.meta.url)));
  site = await loadSite(() => import("./build/server/index.js"));
  server.use(site.requestEdge);
  server.use(compression());
  server.use(site.app);
  // Kept pages and built files, the bulk of what visitors ask for, skip Express's router.
  handler = preparedResponsesFirst(server, [site.requestEdge, site.keptPages, securityHeaders(), builtFiles]);
}

// Whether X-Forwarded-For, X-Forwarded-Proto and X-Forwarded-Host are believed (TRUST_PROXY):
// client addresses for the rate limits and the sign-in lock-out, the protocol for Secure
// cookies and the same-origin check, the host (checked by site.requestEdge) for the origin.
server.set("trust proxy", site.config.trustProxy);

function log(level, message, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  if (level === "info") console.log(line);
  else console.error(line);
}

// Whatever escapes its own error handling is logged, and the process goes on: one failed
// request, e-mail or timer must not take the site down for every visitor. The process is
// stopped only by a signal, or when it cannot start. It says it is still serving only once it is.
let serving = false;
const goingOn = () => (serving ? "still serving" : "still starting");
process.on("unhandledRejection", (reason) => {
  log("error", `A promise failed with nothing to handle it; ${goingOn()}`, {
    error: reason instanceof Error ? reason.stack : String(reason),
  });
});
process.on("uncaughtException", (error) => {
  log("error", `An error escaped its handler; ${goingOn()}`, {
    error: error instanceof Error ? error.stack : String(error),
  });
});

// Listening at once: while the database is waited for, the health checks say so and pages
// are answered 503 (server/app.ts).
const { host, port } = site.config;

/** Why the address cannot be listened on, and what the operator can do about it. */
function listenProblem(error) {
  const where = `Port ${port} on ${host}`;
  if (error.code === "EADDRINUSE")
    return `${where} is already in use: another Makazi is running there, or set PORT`;
  if (error.code === "EACCES")
    return `${where} needs privileges this process lacks: set PORT to 1024 or above`;
  if (error.code === "EADDRNOTAVAIL") return `${host} is not an address of this machine: set HOST`;
  return `${where} cannot be listened on (${error.code ?? error.message}): check HOST and PORT`;
}

const listener = createServer(handler)
  .on("connect", site.refuseTunnel)
  // A server that cannot listen serves no one: it says why and stops, so that its process
  // manager sees a failure rather than a process that never answers.
  .once("error", (error) => {
    log("error", `Could not start: ${listenProblem(error)}`);
    process.exit(1);
  })
  .listen(port, host, () => {
    const address = listener.address();
    serving = true;
    log("info", "Makazi is listening", { url: `http://${address.address}:${address.port}` });
  });

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  site.beginShutdown();
  log("info", `${signal}: finishing requests in flight`);
  listener.close(async () => {
    await site.shutdown();
    process.exit(0);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

if (!(await site.start())) {
  listener.close();
  process.exit(1);
}
