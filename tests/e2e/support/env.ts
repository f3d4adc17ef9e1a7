// Where the end-to-end run keeps its data and finds its server. Loaded by
// playwright.config.ts in the main process and again in every worker: the
// temporary directory is made once, in the main process, and handed to the
// workers (and the web server) through the environment they inherit.
import { existsSync, mkdtempSync, rmdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresDatabaseUrl } from "../../../app/data/postgres-server.server";
import { TEST_POSTGRES_URL, uniqueDatabasePrefix } from "../../../app/testing/test-postgres";

export const PROJECT_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

if (!process.env.MAKAZI_E2E_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-"));
  process.env.MAKAZI_E2E_DIR = dir;
  // Only a directory this run made is removed when it ends (global-teardown.ts).
  process.env.MAKAZI_E2E_DIR_OWNED = "1";
  // A run that never started the server (--list, a configuration error) leaves no empty directory behind.
  process.on("exit", () => {
    try {
      rmdirSync(dir);
    } catch {
      // Removed already, or holds data: left for the teardown or for inspection.
    }
  });
}

/**
 * The engine of this pass: `playwright test` runs on SQLite, and again on PostgreSQL with
 * MAKAZI_E2E_DATABASE=postgres (`npm run test:e2e` does both).
 */
export const ENGINE: "sqlite" | "postgres" =
  process.env.MAKAZI_E2E_DATABASE === "postgres" ? "postgres" : "sqlite";

/**
 * On PostgreSQL, the start of the names of this run's databases: the test server's own, and
 * those that files starting servers of their own make. All are dropped at the end.
 */
export const POSTGRES_PREFIX: string = (process.env.MAKAZI_E2E_POSTGRES_PREFIX ??=
  uniqueDatabasePrefix("e2e"));

/** The temporary data directory of this run: the SQLite database file and uploaded media. */
export const E2E_DIR: string = process.env.MAKAZI_E2E_DIR;
export const MEDIA_DIR = path.join(E2E_DIR, "media");
/** The database of the test server, which the server fills with the demo content on its first start. */
export const DATABASE_URL =
  ENGINE === "postgres"
    ? postgresDatabaseUrl(TEST_POSTGRES_URL, `${POSTGRES_PREFIX}_site`)
    : `file:${path.join(E2E_DIR, "makazi.sqlite")}`;

/** The administrator the test server creates on its first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN_EMAIL = "admin@makazi.test";
export const ADMIN_PASSWORD = "e2e administrator password";

export const HOST = "127.0.0.1";
export const PORT = Number(process.env.MAKAZI_E2E_PORT ?? 4173);
export const BASE_URL = `http://${HOST}:${PORT}`;

/**
 * The Node.js 24 that npm installed for the project (node:sqlite, the app's
 * engine requirement); the running Node.js when there is none.
 */
export const NODE_BINARY = (() => {
  const installed = path.join(PROJECT_ROOT, "node_modules", ".bin", "node");
  return existsSync(installed) ? installed : process.execPath;
})();

export { CHROMIUM_ARGS, chromiumExecutable } from "./chromium";
