import { DatabaseSync } from "node:sqlite";
import type { AppDatabase } from "./app-database";
import { databaseFault } from "./database-faults.server";

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

/** How long the version known stands before `data_version` is asked again. */
export const SQLITE_CONTENT_VERSION_ASKED_EVERY_MS = 1;

/**
 * Follows the content version of a SQLite file through a connection of its own. SQLite's
 * `data_version` changes when any other connection, in this process or another, commits to
 * the file; only then is the version read again. Asking takes a read lock (several µs, as long
 * as sending a kept page), so it is asked at most once a millisecond, however many requests
 * arrive, and again at once after this process commits (`changedHere`): a request that reaches
 * the server a millisecond after a commit elsewhere sees the change.
 */
export function watchSqliteContentVersion(
  filename: string,
  clock: () => number = () => performance.now(),
): {
  read(): number;
  changedHere(): void;
  close(): void;
} {
  const connection = new DatabaseSync(filename);
  connection.exec("PRAGMA busy_timeout = 5000");
  const dataVersion = connection.prepare("PRAGMA data_version");
  dataVersion.setReturnArrays(true);
  const contentVersion = connection.prepare("select version from content_version where id = 1");
  let seenDataVersion: unknown;
  let version = 0;
  let askedAt = -Infinity;
  return {
    read() {
      const now = clock();
      if (now - askedAt < SQLITE_CONTENT_VERSION_ASKED_EVERY_MS) return version;
      askedAt = now;
      const [current] = (dataVersion.get() ?? []) as unknown as unknown[];
      if (current !== seenDataVersion) {
        seenDataVersion = current;
        version = Number(contentVersion.get()?.version);
      }
      return version;
    },
    changedHere() {
      askedAt = -Infinity;
    },
    close() {
      if (connection.isOpen) connection.close();
    },
  };
}

/**
 * How fresh a server database's content version is: a change this process commits shows on its
 * next request; one committed elsewhere (another instance, an import, SQL typed by hand) within
 * `maxAgeMs`.
 */
export interface ContentVersionFreshness {
  maxAgeMs: number;
  /**
   * From this age on, the version is read again in the background while the one known still
   * answers, so that requests wait for a read only when the database answers slower than
   * `maxAgeMs - refreshAfterMs`.
   */
  refreshAfterMs: number;
  /** How long the last version read is kept while the database cannot be reached. */
  unavailablePauseMs: number;
}

export const CONTENT_VERSION_FRESHNESS: ContentVersionFreshness = {
  maxAgeMs: 250,
  refreshAfterMs: 150,
  unavailablePauseMs: 1_000,
};

/**
 * The content version of a database reached over the network, read at most once per
 * `maxAgeMs`, and once for all the requests that ask while a read is on its way; past
 * `refreshAfterMs` it is read again ahead of time while the known one still answers. `changedHere`
 * (called when this process has committed a write) makes the next request read it again, so that
 * no page kept before the change is sent after it. While the database cannot be reached, the
 * last version read stands: nothing can change the content meanwhile.
 */
export function sharedContentVersion(
  readVersion: () => Promise<number>,
  { maxAgeMs, refreshAfterMs, unavailablePauseMs }: ContentVersionFreshness,
  clock: () => number = Date.now,
): { read(): number | Promise<number>; changedHere(): void } {
  // Moves on with each write committed here; a version read before it began is stale.
  let generation = 0;
  let known: { version: number; generation: number; refreshFrom: number; freshUntil: number } | undefined;
  let pending: { generation: number; version: Promise<number> } | undefined;

  function readAgain(): Promise<number> {
    const startedAt = clock();
    const startedGeneration = generation;
    const remember = (version: number, refreshFrom: number, freshUntil: number) => {
      if (!known || startedGeneration >= known.generation) {
        known = { version, generation: startedGeneration, refreshFrom, freshUntil };
      }
      return version;
    };
    const version = readVersion()
      .then(
        (version) => remember(version, startedAt + refreshAfterMs, startedAt + maxAgeMs),
        (error: unknown) => {
          if (!known || databaseFault(error) !== "unavailable") throw error;
          const pauseEnds = clock() + unavailablePauseMs;
          return remember(known.version, pauseEnds, pauseEnds);
        },
      )
      .finally(() => {
        if (pending?.version === version) pending = undefined;
      });
    pending = { generation: startedGeneration, version };
    return version;
  }

  return {
    read() {
      const now = clock();
      const reading = pending?.generation === generation;
      if (known && known.generation === generation && now < known.freshUntil) {
        // A failed read ahead is not this request's: the next one past the bound reads again.
        if (now >= known.refreshFrom && !reading) readAgain().catch(() => {});
        return known.version;
      }
      if (reading) return pending!.version;
      return readAgain();
    },
    changedHere() {
      generation += 1;
    },
  };
}
