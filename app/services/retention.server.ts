// The daily erasure of what has passed its time (decision 090): every instance looks each hour,
// and the one that claims the day erases, so that the day's erasure runs once.
import { forgetAbandonedUploads } from "~/data/photo-uploads.server";
import { claimRetentionDay, eraseExpired, findRetentionDays, recordErased } from "~/data/retention.server";
import { todayInNairobi } from "~/domain/dates";
import { type ErasedCounts, retentionCutoff } from "~/domain/personal-data";
import type { DatabaseHandle } from "~/data/database.server";
import { logger } from "~/shared/logger.server";
import { type BackgroundTask, backgroundTask } from "./background-task.server";
import type { MediaStorage } from "./media-storage.server";
import { removeStoredPhotos } from "./photo-storage.server";

/** What the erasure works on: the database, and the store of the photos no one saved. */
interface RetentionServices {
  database: DatabaseHandle;
  media: MediaStorage;
}

export interface Retention extends BackgroundTask {
  /** Erases what has passed its time, unless this day's erasure was done; null when it was. */
  runDue(): Promise<ErasedCounts | null>;
}

/** Erases today's due rows and the files of photos no one saved, if no instance has yet today. */
export async function eraseDue(
  { database, media }: RetentionServices,
  now: Date,
): Promise<ErasedCounts | null> {
  const day = todayInNairobi(now);
  if (!(await claimRetentionDay(database.db, day, now))) return null;
  const days = await findRetentionDays(database.db);
  const erased = await eraseExpired(database.db, now, days);
  await removeStoredPhotos(
    media,
    await forgetAbandonedUploads(database.db, retentionCutoff(days.uploads, now)),
  );
  await recordErased(database.db, day, erased);
  logger.info("Erased what had passed its time", erased);
  return erased;
}

export function createRetention(
  services: RetentionServices,
  { intervalMs, now = () => new Date() }: { intervalMs: number; now?: () => Date },
): Retention {
  const runDue = () => eraseDue(services, now());
  // Not at once: a server started for a moment (a command, a test of an old database) erases nothing.
  return {
    runDue,
    ...backgroundTask(runDue, intervalMs, "Could not erase what had passed its time", { runAtStart: false }),
  };
}
