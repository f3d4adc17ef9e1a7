import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import { logger } from "~/shared/logger.server";
import { readContentVersion, watchSqliteContentVersion } from "./content-version.server";
import { migrateToLatest, type SqlDialectName } from "./migrations/index.server";
import type { Database } from "./schema";
import { openSqliteFile } from "./sqlite-driver.server";

export type AppDatabase = Kysely<Database>;

export type { SqlDialectName };

export interface DatabaseHandle {
  db: AppDatabase;
  dialect: SqlDialectName;
  /**
   * The content version (migration 008), cheap enough to ask for on every request: on SQLite
   * it is read again only when another connection has committed since.
   */
  contentVersion(): number | Promise<number>;
  close(): Promise<void>;
}

export const DEFAULT_POOL_SIZE = 10;

export interface DatabaseOptions {
  /** Most connections a PostgreSQL pool opens at once; SQLite has one connection. */
  poolSize?: number;
}

/** `postgres://…` and `postgresql://…` name a PostgreSQL database; anything else is a SQLite file. */
export function databaseDialect(databaseUrl: string): SqlDialectName {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgres" : "sqlite";
}

/** The engine behind `db` (a transaction too), for the few queries each engine runs best its own way. */
export function dialectOf(db: AppDatabase): SqlDialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Turns `file:./data/site.sqlite` (or a bare path) into an absolute file path. */
export function sqliteFilename(databaseUrl: string): string {
  const path = databaseUrl.startsWith("file:") ? databaseUrl.slice("file:".length) : databaseUrl;
  return path === ":memory:" ? path : resolve(path);
}

/** The database named by the URL, for messages: the file, or the server and database without the password. */
export function describeDatabase(databaseUrl: string): string {
  if (databaseDialect(databaseUrl) === "sqlite") return sqliteFilename(databaseUrl);
  const url = new URL(databaseUrl);
  url.password = "";
  return url.href;
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<AppDatabase> {
  // Loaded only here, so that a SQLite site never loads the PostgreSQL client.
  const { default: pg } = await import("pg");
  // A request waits at most 10 s for a connection, then fails rather than hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (a restart, a failover) is replaced at the next query,
  // so nothing failed; without a listener its error would end the process.
  pool.on("error", (error) => logger.info("PostgreSQL ended an idle connection", { error: error.message }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(databaseUrl: string): AppDatabase {
  const filename = sqliteFilename(databaseUrl);
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqliteFile(filename) }),
  });
}

/** Opens the database named by the URL and brings its schema up to date. */
export async function openDatabase(
  databaseUrl: string,
  { poolSize = DEFAULT_POOL_SIZE }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const dialect = databaseDialect(databaseUrl);
  const db = dialect === "postgres" ? await openPostgres(databaseUrl, poolSize) : openSqlite(databaseUrl);
  try {
    await migrateToLatest(db as Kysely<unknown>, dialect);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const filename = dialect === "sqlite" ? sqliteFilename(databaseUrl) : ":memory:";
  if (filename === ":memory:") {
    return { db, dialect, contentVersion: () => readContentVersion(db), close: () => db.destroy() };
  }
  const watch = watchSqliteContentVersion(filename);
  return {
    db,
    dialect,
    contentVersion: watch.read,
    close: async () => {
      watch.close();
      await db.destroy();
    },
  };
}
