import { existsSync } from "node:fs";
import { backup, DatabaseSync } from "node:sqlite";

/** A backup or restore that cannot go ahead, said in words for the operator. */
export class BackupError extends Error {}

/** More pages than any site has: the whole copy is one step, so one moment's content. */
const ALL_PAGES_AT_ONCE = 2 ** 30;

function openForCopy(file: string): DatabaseSync {
  const database = new DatabaseSync(file);
  database.exec("PRAGMA busy_timeout = 5000");
  return database;
}

/**
 * Copies the SQLite database in `databaseFile` to the new file `backupFile` with SQLite's
 * online backup API, in one step: the copy is the database as of one moment, while the site
 * goes on reading and writing. Returns the number of pages copied.
 */
export async function backupSqlite(databaseFile: string, backupFile: string): Promise<number> {
  if (!existsSync(databaseFile)) throw new BackupError(`There is no database at ${databaseFile}`);
  if (existsSync(backupFile)) throw new BackupError(`${backupFile} exists already; name a new file`);
  const source = openForCopy(databaseFile);
  try {
    return await backup(source, backupFile, { rate: ALL_PAGES_AT_ONCE });
  } finally {
    source.close();
  }
}

/** Refuses anything but an intact SQLite file holding a Makazi site. */
function checkIsSiteBackup(database: DatabaseSync, file: string) {
  let tables: unknown[];
  let integrity: unknown;
  try {
    tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('kysely_migration', 'properties')",
      )
      .all();
    integrity = database.prepare("PRAGMA quick_check").get();
  } catch {
    throw new BackupError(`${file} is not a SQLite database`);
  }
  if (tables.length !== 2) throw new BackupError(`${file} does not hold a Makazi site`);
  if ((integrity as { quick_check?: string } | undefined)?.quick_check !== "ok") {
    throw new BackupError(`${file} is damaged: SQLite's check of it fails`);
  }
}

/**
 * Puts the site in `backupFile` back into `databaseFile`, through the same backup API: the
 * database file is written under SQLite's locks, so a site still running sees either the old
 * content or the restored one, never a mixture, and its other files (-wal, -shm) stay right.
 */
export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<number> {
  if (!existsSync(backupFile)) throw new BackupError(`There is no file ${backupFile}`);
  const source = openForCopy(backupFile);
  try {
    checkIsSiteBackup(source, backupFile);
    return await backup(source, databaseFile, { rate: ALL_PAGES_AT_ONCE });
  } finally {
    source.close();
  }
}
