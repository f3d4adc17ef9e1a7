// Vitest global setup of the PostgreSQL project: one migrated template database that every
// test database copies (much faster than migrating each), and at the end every database of
// the run dropped, also those a failed test left behind.
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/data/database.server";
import {
  createPostgresDatabase,
  dropPostgresDatabases,
  findPostgresDatabases,
} from "~/data/postgres-server.server";
import { TEST_POSTGRES_URL, uniqueDatabasePrefix } from "./test-postgres";

export default async function setup(project: TestProject) {
  const prefix = uniqueDatabasePrefix("test");
  const template = `${prefix}_template`;
  const database = await openDatabase(await createPostgresDatabase(TEST_POSTGRES_URL, template), {
    poolSize: 1,
  });
  await database.close();
  project.provide("postgresTemplate", template);
  project.provide("postgresPrefix", prefix);

  return async () => {
    await dropPostgresDatabases(TEST_POSTGRES_URL, await findPostgresDatabases(TEST_POSTGRES_URL, prefix));
  };
}
