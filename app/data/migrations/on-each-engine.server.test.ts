// Migrations run on a site made by an earlier release, on each engine: a database brought up
// to the migration before, given the rows such a site has, then brought up to date.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Dialect, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createEmptyTestDatabase, TEST_ENGINE, type TestDatabase } from "~/testing/test-database.server";
import type { AppDatabase } from "../app-database";
import { sqliteFilename } from "../database.server";
import { findListingBySlug } from "../properties.server";
import { openSqliteFile } from "../sqlite-driver.server";
import { migrateToLatest, migrations } from "./index.server";

let directory: string;
let database: TestDatabase;
let db: Kysely<unknown>;
const typed = () => db as unknown as AppDatabase;

beforeEach(async () => {
  directory = mkdtempSync(join(tmpdir(), "makazi-migrations-"));
  database = await createEmptyTestDatabase(directory);
  const dialect: Dialect =
    TEST_ENGINE === "sqlite"
      ? new SqliteDialect({ database: openSqliteFile(sqliteFilename(database.url)) })
      : new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) });
  db = new Kysely({ dialect });
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
  rmSync(directory, { recursive: true, force: true });
});

/** Brings the database to the last migration before `name`, as a site installed before it would be. */
async function migrateUpTo(name: string) {
  const earlier = Object.fromEntries(Object.entries(migrations(TEST_ENGINE)).filter(([key]) => key < name));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => earlier },
  }).migrateToLatest();
  if (error) throw error;
}

/** Stores a listing with the columns of the first schema, as a site made before later migrations has them. */
async function insertEarlyListing(slug: string, type: string) {
  await db
    .withTables<{ properties: Record<string, unknown> }>()
    .insertInto("properties")
    .values({
      slug,
      name: slug,
      name_key: slug,
      price: 450_000,
      discount: null,
      new_price: null,
      display_price: 450_000,
      location: "Karen",
      city: "Nairobi",
      description: "A home.",
      type,
      published: "2026-01-15",
      created_at: "2026-01-15T08:00:00.000Z",
      updated_at: "2026-01-15T08:00:00.000Z",
    })
    .execute();
}

describe(`028-listing-currencies on ${TEST_ENGINE}`, () => {
  it("keeps every listing saved before in dollars, its amounts and sum to move in unchanged", async () => {
    await migrateUpTo("028-listing-currencies");
    await insertEarlyListing("karen-villa", "houses");
    await insertEarlyListing("ngong-bedsitter", "rent");
    await db
      .withTables<{ properties: { slug: string; deposit: number; move_in_cost: number } }>()
      .updateTable("properties")
      .set({ deposit: 650, move_in_cost: 450_650 })
      .where("slug", "=", "ngong-bedsitter")
      .execute();

    await migrateToLatest(db, TEST_ENGINE);

    expect(await findListingBySlug(typed(), "ngong-bedsitter")).toMatchObject({
      currency: "USD",
      price: 450_000,
      deposit: 650,
    });
    expect(await findListingBySlug(typed(), "karen-villa")).toMatchObject({
      currency: "USD",
      price: 450_000,
    });
    const rows = await db
      .withTables<{
        properties: {
          slug: string;
          display_price: number;
          move_in_cost: number | null;
          move_in_total: number | null;
        };
      }>()
      .selectFrom("properties")
      .select(["slug", "display_price", "move_in_cost", "move_in_total"])
      .orderBy("slug")
      .execute();
    expect(rows).toEqual([
      { slug: "karen-villa", display_price: 450_000, move_in_cost: null, move_in_total: null },
      { slug: "ngong-bedsitter", display_price: 450_000, move_in_cost: 450_650, move_in_total: 450_650 },
    ]);
  });
});
