// The PostgreSQL server that tests and benchmarks make their temporary databases on. Imported
// by the Vitest and Playwright configurations, so it uses relative imports only.
import { postgresProblem } from "../data/postgres-server.server.ts";

export const TEST_POSTGRES_URL =
  process.env.MAKAZI_TEST_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/test";

/** Set to 1 (as CI does) to fail, rather than skip, when the server does not answer. */
const REQUIRED = process.env.MAKAZI_REQUIRE_POSTGRES === "1";

/** The title of the one skipped test that stands for the PostgreSQL pass when it cannot run. */
export function skippedPassTitle(problem: string): string {
  const server = new URL(TEST_POSTGRES_URL);
  server.password = "";
  return `PostgreSQL tests: no server at ${server.href} (${problem})`;
}

/**
 * Null when the PostgreSQL pass can run; otherwise the reason it is skipped. Throws instead
 * when the server is required.
 */
export async function postgresPassProblem(): Promise<string | null> {
  const problem = await postgresProblem(TEST_POSTGRES_URL);
  if (problem && REQUIRED) {
    throw new Error(`MAKAZI_REQUIRE_POSTGRES=1 but ${skippedPassTitle(problem)}`);
  }
  if (problem) console.warn(`SKIPPED: ${skippedPassTitle(problem)}`);
  return problem;
}

/** A database name no other run on the server uses: `<purpose>_<process>_<time>`, plus a random part per database. */
export function uniqueDatabasePrefix(purpose: string): string {
  return `makazi_${purpose}_${process.pid}_${Date.now().toString(36)}`;
}
