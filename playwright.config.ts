import { defineConfig, devices } from "@playwright/test";
import { createPostgresDatabase } from "./app/data/postgres-server.server.ts";
import { postgresPassProblem, skippedPassTitle, TEST_POSTGRES_URL } from "./app/testing/test-postgres.ts";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  CHROMIUM_ARGS,
  chromiumExecutable,
  DATABASE_URL,
  E2E_DIR,
  ENGINE,
  HOST,
  MEDIA_DIR,
  NODE_BINARY,
  PORT,
  POSTGRES_PREFIX,
} from "./tests/e2e/support/env";

// Tests import these from tests/e2e/support/env.ts; they are repeated here for
// anyone reading the configuration.
export { BASE_URL, DATABASE_URL, E2E_DIR, ENGINE, MEDIA_DIR };

const executablePath = chromiumExecutable();

// The PostgreSQL pass checks for its server once, in the main process, and creates the test
// server's database there; the workers that load this file again find the outcome in the
// environment. Without a server the pass is a single skipped test that says why.
if (ENGINE === "postgres" && process.env.MAKAZI_POSTGRES_CHECKED !== "1") {
  process.env.MAKAZI_POSTGRES_CHECKED = "1";
  const problem = await postgresPassProblem();
  if (problem) process.env.MAKAZI_POSTGRES_SKIPPED = skippedPassTitle(problem);
  else await createPostgresDatabase(TEST_POSTGRES_URL, `${POSTGRES_PREFIX}_site`);
}
const skipped = process.env.MAKAZI_POSTGRES_SKIPPED !== undefined;

/**
 * Specs about what the browser is given (layout, scripts, headers, budgets, accessibility)
 * whose answers do not depend on the database: the PostgreSQL pass leaves them out, since
 * the SQLite pass checks them and the data behind them is checked on both engines in Vitest.
 */
export const BROWSER_ONLY_SPECS = [
  "accessibility.spec.ts",
  "admin-on-a-phone.spec.ts",
  "behind-caddy.spec.ts",
  "budget.spec.ts",
  "content-security-policy.spec.ts",
  "cross-site-requests.spec.ts",
  "filter-layout.spec.ts",
  "images.spec.ts",
  "kiswahili.spec.ts",
  "link-preview.spec.ts",
  "not-found.spec.ts",
  "object-storage.spec.ts",
  "search-engines.spec.ts",
  "share.spec.ts",
  "shutdown.spec.ts",
  "stray-errors.spec.ts",
  "valid-html.spec.ts",
  "visitors-on-a-phone.spec.ts",
  "window-card.spec.ts",
];

/**
 * End-to-end tests: the production build (`npm run build` first; the test
 * script does it) served by `node server.js` on a fresh temporary database,
 * which the server fills with the demo listings on start.
 */
export default defineConfig({
  ...(skipped
    ? { testDir: "tests/e2e/support", testMatch: "postgres-unavailable.ts" }
    : { testDir: "tests/e2e", testIgnore: ENGINE === "postgres" ? BROWSER_ONLY_SPECS : [] }),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: "list",
  // Generous: the machine has two cores and may be busy with other work.
  timeout: 60_000,
  // Signing in checks a password with deliberate CPU cost, slower still on a busy machine.
  expect: { timeout: 20_000 },
  globalTeardown: "./tests/e2e/support/global-teardown.ts",
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [{ name: `chromium-${ENGINE}`, use: { ...devices["Desktop Chrome"] } }],
  webServer: skipped
    ? undefined
    : {
        command: `${JSON.stringify(NODE_BINARY)} server.js`,
        url: `${BASE_URL}/properties`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
        env: {
          NODE_ENV: "production",
          HOST,
          PORT: String(PORT),
          DATABASE_URL,
          MEDIA_DIR,
          DEMO_SEED: "true",
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
        },
      },
});
