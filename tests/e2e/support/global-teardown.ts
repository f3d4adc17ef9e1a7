import { rmSync } from "node:fs";
import { dropPostgresDatabases, findPostgresDatabases } from "../../../app/data/postgres-server.server";
import { TEST_POSTGRES_URL } from "../../../app/testing/test-postgres";

/**
 * Removes the temporary data directory the run made and, on PostgreSQL, every database of
 * the run (all kept with MAKAZI_E2E_KEEP=1).
 */
export default async function globalTeardown() {
  if (process.env.MAKAZI_E2E_KEEP === "1") return;
  const dir = process.env.MAKAZI_E2E_DIR;
  if (dir && process.env.MAKAZI_E2E_DIR_OWNED === "1") rmSync(dir, { recursive: true, force: true });
  const prefix = process.env.MAKAZI_E2E_POSTGRES_PREFIX;
  if (process.env.MAKAZI_E2E_DATABASE === "postgres" && prefix && !process.env.MAKAZI_POSTGRES_SKIPPED) {
    await dropPostgresDatabases(TEST_POSTGRES_URL, await findPostgresDatabases(TEST_POSTGRES_URL, prefix));
  }
}
