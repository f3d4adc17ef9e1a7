import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";
import { createPostgresDatabase, dropPostgresDatabases } from "~/data/postgres-server.server";
import { TEST_POSTGRES_URL } from "./test-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated, empty database every PostgreSQL test database is copied from. */
    postgresTemplate: string;
    /** The start of the names of this run's databases, dropped together at the end. */
    postgresPrefix: string;
  }
}

/** The engine this Vitest project runs the integration tests on (vitest.config.ts). */
export const TEST_ENGINE: "sqlite" | "postgres" =
  process.env.MAKAZI_TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  /** The DATABASE_URL of the new database. */
  url: string;
  /** Removes the database; close every connection to it first. */
  drop(): Promise<void>;
}

/**
 * A brand-new database on the engine of this run (or the one named): a SQLite file named
 * `name` in `directory`, or on PostgreSQL a copy of the migrated template made by
 * postgres-global-setup.ts, which only the PostgreSQL project has.
 */
export async function createTestDatabase(
  directory: string,
  { name = "site", engine = TEST_ENGINE }: { name?: string; engine?: "sqlite" | "postgres" } = {},
): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const file = join(directory, `${name}.sqlite`);
    const files = [file, `${file}-wal`, `${file}-shm`];
    return {
      url: `file:${file}`,
      drop: async () => void (await Promise.all(files.map((path) => rm(path, { force: true })))),
    };
  }
  const database = `${inject("postgresPrefix")}_${randomBytes(4).toString("hex")}`;
  const url = await createPostgresDatabase(TEST_POSTGRES_URL, database, inject("postgresTemplate"));
  return { url, drop: () => dropPostgresDatabases(TEST_POSTGRES_URL, [database]) };
}

/**
 * A database with nothing in it, not even the schema, on the engine of this run: for the tests
 * of the migrations themselves, which start where a site made by an earlier release stood.
 */
export async function createEmptyTestDatabase(directory: string): Promise<TestDatabase> {
  if (TEST_ENGINE === "sqlite") return createTestDatabase(directory, { engine: "sqlite" });
  const database = `${inject("postgresPrefix")}_${randomBytes(4).toString("hex")}`;
  const url = await createPostgresDatabase(TEST_POSTGRES_URL, database);
  return { url, drop: () => dropPostgresDatabases(TEST_POSTGRES_URL, [database]) };
}
