import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import { migrateToLatest, type SqlDialectName } from "./migrations.server";
import type { Database } from "./schema";
import { openSqliteFile } from "./sqlite-driver.server";

export type AppDatabase = Kysely<Database>;

export interface DatabaseHandle {
  db: AppDatabase;
  dialect: SqlDialectName;
  close(): Promise<void>;
}

/** Turns `file:./data/site.sqlite` (or a bare path) into an absolute file path. */
export function sqliteFilename(databaseUrl: string): string {
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl;
  return path === ":memory:" ? path : resolve(path);
}

/** Opens the database named by the URL and brings its schema up to date. */
export async function openDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:/.test(databaseUrl)) {
    throw new Error("PostgreSQL is not supported yet: use a file: URL for SQLite");
  }
  const filename = sqliteFilename(databaseUrl);
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqliteFile(filename) }),
  });
  await migrateToLatest(db as Kysely<unknown>, "sqlite");
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
