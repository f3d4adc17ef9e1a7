import { defineConfig, devices } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BASE_URL,
  CHROMIUM_ARGS,
  chromiumExecutable,
  DATABASE_FILE,
  DATABASE_URL,
  E2E_DIR,
  HOST,
  MEDIA_DIR,
  NODE_BINARY,
  PORT,
} from "./tests/e2e/support/env";

// Tests import these from tests/e2e/support/env.ts; they are repeated here for
// anyone reading the configuration.
export { BASE_URL, DATABASE_FILE, DATABASE_URL, E2E_DIR, MEDIA_DIR };

const executablePath = chromiumExecutable();

/**
 * End-to-end tests: the production build (`npm run build` first; the test
 * script does it) served by `node server.js` on a fresh temporary database,
 * which the server fills with the demo listings on start.
 */
export default defineConfig({
  testDir: "tests/e2e",
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
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
