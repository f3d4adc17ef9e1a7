import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from "kysely";
import { logger } from "~/shared/logger.server";
import { readContentVersion, watchSqliteContentVersion } from "./content-version.server";
import { databaseFault, faultMeaning } from "./database-faults.server";
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
  /** How long to keep trying a database that cannot be reached yet (still starting, say) before giving up. */
  waitMs?: number;
  /** Told once, in plain words, what cannot be reached and why, when it must be waited for. */
  onWaiting?: (problem: string) => void;
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

async function openPostgres(databaseUrl: string, poolSize: number): Promise<AppDatabase> {
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
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(databaseUrl: string): AppDatabase {
  const filename = sqliteFilename(databaseUrl);
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: openSqliteFile(filename) }),
  });
}

/** How long the content version is not asked for again once the database could not be reached. */
const UNAVAILABLE_PAUSE_MS = 1_000;

/**
 * Reads the content version, or gives the last one read while the database cannot be reached:
 * nothing can change the content meanwhile, so the pages kept for that version stay right.
 */
function lastKnownWhileUnavailable(db: AppDatabase): () => Promise<number> {
  let lastRead: number | undefined;
  let askAgainAt = 0;
  return async () => {
    if (lastRead !== undefined && Date.now() < askAgainAt) return lastRead;
    try {
      lastRead = await readContentVersion(db);
    } catch (error) {
      if (lastRead === undefined || databaseFault(error) !== "unavailable") throw error;
      askAgainAt = Date.now() + UNAVAILABLE_PAUSE_MS;
    }
    return lastRead;
  };
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
  const db = dialect === "postgres" ? await openPostgres(databaseUrl, poolSize) : openSqlite(databaseUrl);
  try {
    await migrateWhenReachable(db, dialect, {
      waitMs,
      onWaiting: (error) => onWaiting(unreachableDatabase(databaseUrl, error)),
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const filename = dialect === "sqlite" ? sqliteFilename(databaseUrl) : ":memory:";
  if (filename === ":memory:") {
    return { db, dialect, contentVersion: lastKnownWhileUnavailable(db), close: () => db.destroy() };
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
