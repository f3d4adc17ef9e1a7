import { globSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { postgresPassProblem, skippedPassTitle } from "./app/testing/test-postgres.ts";

const TEST_FILES = [
  "app/**/*.test.{ts,tsx}",
  "demo/**/*.test.ts",
  "deploy/**/*.test.ts",
  "scripts/**/*.test.ts",
  "server/**/*.test.ts",
];
const POSTGRES_UNAVAILABLE = "app/testing/postgres-unavailable.test.ts";

/** Test files that open a database through app/testing: they run once on each engine. */
function databaseTestFiles(): string[] {
  return globSync(TEST_FILES).filter((file) =>
    /from "~\/testing\/test-(services|database)\.server"/.test(readFileSync(file, "utf8")),
  );
}

/**
 * Every test runs on SQLite; the integration tests run again on PostgreSQL, each test on a
 * database of its own. Without a PostgreSQL server the second project is one skipped test
 * that says why.
 */
export default defineConfig(async () => {
  const problem = await postgresPassProblem();
  const postgres: TestProjectInlineConfiguration = problem
    ? {
        extends: true,
        test: {
          name: "postgres",
          include: [POSTGRES_UNAVAILABLE],
          env: { MAKAZI_POSTGRES_SKIPPED: skippedPassTitle(problem) },
        },
      }
    : {
        extends: true,
        test: {
          name: "postgres",
          include: databaseTestFiles(),
          env: { MAKAZI_TEST_DATABASE: "postgres" },
          globalSetup: ["app/testing/postgres-global-setup.ts"],
        },
      };
  return {
    resolve: { tsconfigPaths: true },
    test: {
      environment: "node",
      // Many tests sign in, and each password check costs a deliberate fraction of a second of
      // CPU; on a busy two-core machine the default five seconds is not always enough.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // Most of the time goes to password hashing and database round trips: use every core.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: "sqlite",
            include: TEST_FILES,
            exclude: [...configDefaults.exclude, POSTGRES_UNAVAILABLE],
          },
        },
        postgres,
      ],
    },
  };
});
