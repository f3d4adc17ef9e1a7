import { DatabaseSync } from "node:sqlite";
import type { AppDatabase } from "./database.server";

/**
 * The number that triggers move on whenever a listing, its photos or amenities, the About
 * text or the settings change (migration 008). Pages read after it are at least that fresh.
 */
export async function readContentVersion(db: AppDatabase): Promise<number> {
  const row = await db
    .selectFrom("content_version")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/**
 * Follows the content version of a SQLite file through a connection of its own. SQLite's
 * `data_version` changes when any other connection, in this process or another, commits to
 * the file; only then is the version read again. Both are answered from memory, without I/O.
 */
export function watchSqliteContentVersion(filename: string): { read(): number; close(): void } {
  const connection = new DatabaseSync(filename);
  connection.exec("PRAGMA busy_timeout = 5000");
  const dataVersion = connection.prepare("PRAGMA data_version");
  const contentVersion = connection.prepare("select version from content_version where id = 1");
  let seenDataVersion: unknown;
  let version = 0;
  return {
    read() {
      const current = dataVersion.get()?.data_version;
      if (current !== seenDataVersion) {
        seenDataVersion = current;
        version = Number(contentVersion.get()?.version);
      }
      return version;
    },
    close() {
      if (connection.isOpen) connection.close();
    },
  };
}
