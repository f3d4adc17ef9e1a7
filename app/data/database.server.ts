import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type Dialect, Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { logger } from "~/shared/logger.server";
import type { AppDatabase } from "./app-database";
import {
  CONTENT_VERSION_FRESHNESS,
  readContentVersion,
  sharedContentVersion,
  watchSqliteContentVersion,
} from "./content-version.server";
import { databaseFault, faultMeaning } from "./database-faults.server";
import { refreshListingWords } from "./listing-words.server";
import { migrateToLatest, type SqlDialectName } from "./migrations/index.server";
import type { Database } from "./schema";
import { noticingOwnWrites } from "./own-writes.server";
import { openSqliteFile } from "./sqlite-driver.server";

export type { SqlDialectName };

export interface DatabaseHandle {
  db: AppDatabase;
  dialect: SqlDialectName;
  /**
   * The content version (migration 008), cheap enough to ask for on every request: on a SQLite
   * file it is read again only when another connection has committed since; on PostgreSQL at
   * most every 250 ms, and at once after this process committed a write
   * (`sharedContentVersion`).
   */
  contentVersion(): number | Promise<number>;
  close(): Promise<void>;
}

export const DEFAULT_POOL_SIZE = 10;

export interface DatabaseOptions {
  /** Most connections a PostgreSQL pool opens at once; SQLite has one connection. */
  poolSize?: number;
  /** How long to keep trying a database that cannot be reached yet (still starting, say) before giving up. */
  waitMs?: number;
  /** Told once, in plain words, what cannot be reached and why, when it must be waited for. */
  onWaiting?: (problem: string) => void;
}

/** `postgres://…` and `postgresql://…` name a PostgreSQL database; anything else is a SQLite file. */
export function databaseDialect(databaseUrl: string): SqlDialectName {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgres" : "sqlite";
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

/** What cannot be reached and why, without the password: `PostgreSQL at db.internal:5432 (database makazi): …`. */
export function unreachableDatabase(databaseUrl: string, error: unknown): string {
  if (databaseDialect(databaseUrl) === "sqlite") {
    return `The SQLite file ${sqliteFilename(databaseUrl)} cannot be used: ${faultMeaning(error)}`;
  }
  const url = new URL(databaseUrl);
  const where = `${url.hostname || "localhost"}:${url.port || "5432"}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || "(default)";
  return `PostgreSQL at ${where} (database ${database}) cannot be reached: ${faultMeaning(error)}`;
}

async function postgresDialect(databaseUrl: string, poolSize: number): Promise<Dialect> {
  // Loaded only here, so that a SQLite site never loads the PostgreSQL client.
  const { default: pg } = await import("pg");
  // A request waits at most 10 s for a connection, then fails rather than hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (a restart, a failover) is replaced at the next query,
  // so nothing failed; without a listener its error would end the process.
  pool.on("error", (error) => logger.info("PostgreSQL ended an idle connection", { error: error.message }));
  // A connection in use between two queries has no listener of the pool's: one of its own keeps
  // such an error from ending the process too. The query that follows fails, and the pool drops
  // the broken connection when it comes back.
  pool.on("connect", (client) => {
    client.on("error", (error) => logger.info("PostgreSQL ended a connection", { error: error.message }));
  });
  return new PostgresDialect({ pool });
}

function sqliteDialect(filename: string): Dialect {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  return new SqliteDialect({ database: openSqliteFile(filename) });
}

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * Brings the schema up to date, trying again, less often each time, while the database cannot
 * be reached, for up to `waitMs`.
 */
async function migrateWhenReachable(
  db: AppDatabase,
  dialect: SqlDialectName,
  { waitMs, onWaiting }: { waitMs: number; onWaiting: (error: unknown) => void },
): Promise<void> {
  const giveUpAt = Date.now() + waitMs;
  let retryMs = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      await migrateToLatest(db as Kysely<unknown>, dialect);
      return;
    } catch (error) {
      if (databaseFault(error) !== "unavailable" || Date.now() + retryMs > giveUpAt) throw error;
      if (attempt === 1) onWaiting(error);
    }
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }
}

/** Opens the database named by the URL and brings its schema up to date. */
export async function openDatabase(
  databaseUrl: string,
  { poolSize = DEFAULT_POOL_SIZE, waitMs = 0, onWaiting = () => {} }: DatabaseOptions = {},
): Promise<DatabaseHandle> {
  const dialect = databaseDialect(databaseUrl);
  const filename = dialect === "sqlite" ? sqliteFilename(databaseUrl) : ":memory:";
  const engine =
    dialect === "postgres" ? await postgresDialect(databaseUrl, poolSize) : sqliteDialect(filename);
  // A SQLite file tells of every commit to it (watchSqliteContentVersion), a server database
  // only when asked; either way this process's own writes are noticed on their way through, so
  // that its next request asks again.
  const contentVersion = sharedContentVersion(() => readContentVersion(db), CONTENT_VERSION_FRESHNESS);
  let noticeOwnWrite = contentVersion.changedHere;
  const db = new Kysely<Database>({ dialect: noticingOwnWrites(engine, () => noticeOwnWrite()) });
  try {
    await migrateWhenReachable(db, dialect, {
      waitMs,
      onWaiting: (error) => onWaiting(unreachableDatabase(databaseUrl, error)),
    });
    await refreshListingWords(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  if (filename === ":memory:") {
    return { db, dialect, contentVersion: contentVersion.read, close: () => db.destroy() };
  }
  const watch = watchSqliteContentVersion(filename);
  noticeOwnWrite = watch.changedHere;
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
