import { openDatabase } from "~/data/database.server";
import { countProperties } from "~/data/properties.server";
import { openBulkPropertyWriter, settleAfterBulkLoad } from "~/data/synthetic-listings.server";
import { photoPool } from "./photo-pool";
import { createListingGenerator } from "./listing-generator";
import { seededRandom } from "../../demo/random";

/** Listings written per transaction: big enough to be fast, small enough to report progress. */
const LISTINGS_PER_TRANSACTION = 5_000;

export interface FillOptions {
  databaseUrl: string;
  count: number;
  /** Where to draw photos when no listing has a stored photo yet. */
  mediaDir: string;
  seed: number;
  onProgress?(inserted: number, count: number): void;
}

export interface FillResult {
  inserted: number;
  /** Listings in the database afterwards, including any that were there before. */
  total: number;
  seconds: number;
}

/** Adds `count` synthetic listings to the database, creating and migrating it if needed. */
export async function fillListings(options: FillOptions): Promise<FillResult> {
  const started = performance.now();
  const database = await openDatabase(options.databaseUrl);
  try {
    const writer = await openBulkPropertyWriter(database.db);
    const generate = createListingGenerator({
      random: seededRandom(options.seed),
      photos: await photoPool(database.db, options.mediaDir),
      isNameTaken: writer.isNameTaken,
      today: new Date(),
    });
    let inserted = 0;
    while (inserted < options.count) {
      const size = Math.min(LISTINGS_PER_TRANSACTION, options.count - inserted);
      await writer.insert(Array.from({ length: size }, generate));
      inserted += size;
      options.onProgress?.(inserted, options.count);
    }
    await settleAfterBulkLoad(database);
    const total = await countProperties(database.db);
    return { inserted, total, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
