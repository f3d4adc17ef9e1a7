import { sql } from "kysely";
import { normaliseAmenities } from "~/domain/amenities";
import { nameKey, slugify, uniqueSlug } from "~/domain/slug";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import type { AppDatabase } from "./app-database";
import type { DatabaseHandle } from "./database.server";
import { writeListingWords } from "./listing-words.server";
import {
  DuplicateNameError,
  newPropertyRow,
  type NewPhoto,
  type NewProperty,
  storeAmountsInDollars,
} from "./property-writes.server";
import type { NewPropertyRow } from "./schema";

/** Writes many properties at once (seeding, load tests) under the same rules as `createProperty`. */
export interface BulkPropertyWriter {
  isNameTaken(name: string): boolean;
  /** Stores the properties and their photos in one transaction and returns their slugs, in order. */
  insert(properties: readonly NewProperty[]): Promise<string[]>;
}

interface PreparedProperty {
  row: NewPropertyRow;
  photos: NewPhoto[];
  amenities: string[];
}

/**
 * Names and slugs already taken are read once and then tracked in memory:
 * checking them per property, as `createProperty` does, would make bulk
 * inserts quadratic.
 */
export async function openBulkPropertyWriter(db: AppDatabase): Promise<BulkPropertyWriter> {
  const existing = await db.selectFrom("properties").select(["name_key", "slug"]).execute();
  const takenKeys = new Set(existing.map((row) => row.name_key));
  const takenSlugs = new Set(existing.map((row) => row.slug));

  function prepare(property: NewProperty, now: string): PreparedProperty {
    const key = nameKey(property.name);
    if (takenKeys.has(key)) throw new DuplicateNameError(property.name.trim());
    const slug = uniqueSlug(slugify(property.name), takenSlugs);
    takenKeys.add(key);
    takenSlugs.add(slug);
    return {
      photos: property.photos,
      amenities: normaliseAmenities(property.amenities ?? []),
      row: newPropertyRow(slug, property, now),
    };
  }

  async function write(prepared: PreparedProperty[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const chunk of chunks(prepared, ROWS_PER_STATEMENT)) {
        const inserted = await trx
          .insertInto("properties")
          .values(chunk.map(({ row }) => row))
          .returning(["id", "slug", "currency"])
          .execute();
        await storeAmountsInDollars(trx, inserted);
        // SQLite does not promise RETURNING rows in insertion order, so match them by slug.
        const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
        const photoRows = chunk.flatMap(({ row, photos }) =>
          photos.map((photo, position) => ({
            property_id: idBySlug.get(row.slug)!,
            position,
            storage_key: photo.storageKey ?? null,
            external_url: photo.externalUrl ?? null,
            width: photo.width ?? null,
            height: photo.height ?? null,
          })),
        );
        for (const photoChunk of chunks(photoRows, ROWS_PER_STATEMENT)) {
          await trx.insertInto("property_images").values(photoChunk).execute();
        }
        const amenityRows = chunk.flatMap(({ row, amenities }) =>
          amenities.map((amenity) => ({ property_id: idBySlug.get(row.slug)!, amenity })),
        );
        for (const amenityChunk of chunks(amenityRows, ROWS_PER_STATEMENT)) {
          await trx.insertInto("property_amenities").values(amenityChunk).execute();
        }
        await writeListingWords(
          trx,
          inserted.map((row) => row.id),
        );
      }
    });
  }

  return {
    isNameTaken: (name) => takenKeys.has(nameKey(name)),
    async insert(properties) {
      const now = new Date().toISOString();
      const prepared: PreparedProperty[] = [];
      try {
        for (const property of properties) prepared.push(prepare(property, now));
        await write(prepared);
      } catch (error) {
        for (const { row } of prepared) {
          takenKeys.delete(row.name_key);
          takenSlugs.delete(row.slug);
        }
        throw error;
      }
      return prepared.map(({ row }) => row.slug);
    },
  };
}

/**
 * After a bulk load, PostgreSQL plans queries from stale statistics, cannot answer counts from
 * indexes alone, and reads the word indexes' list of pending entries with every search, until
 * the tables are vacuumed; SQLite updates its statistics when it closes.
 */
export async function settleAfterBulkLoad(database: DatabaseHandle): Promise<void> {
  if (database.dialect !== "postgres") return;
  await sql`vacuum analyze properties, property_images, property_amenities, listing_words, listing_name_words`.execute(
    database.db,
  );
}

/** Up to `limit` distinct stored photos (storage key and size) that listings already use. */
export async function findStoredPhotos(db: AppDatabase, limit: number): Promise<NewPhoto[]> {
  const rows = await db
    .selectFrom("property_images")
    .select((eb) => ["storage_key", eb.fn.max("width").as("width"), eb.fn.max("height").as("height")])
    .where("storage_key", "is not", null)
    .groupBy("storage_key")
    .orderBy("storage_key")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    storageKey: row.storage_key!,
    width: row.width ?? undefined,
    height: row.height ?? undefined,
  }));
}
