// Photos sent in bulk (migration 033): the listings their names point to, the sending held
// until the office confirms it, and its photos added to their listings in one transaction.
import type { PhotoNameTarget } from "~/domain/photo-file-names";
import { MAX_PHOTOS_PER_PROPERTY } from "~/domain/photos";
import type { AppDatabase } from "./app-database";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import { forgetUploads } from "./photo-uploads.server";

/** A sending is kept this long between its preview and its confirmation, as an upload is. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** A listing a photo's name points to. */
export interface PhotoListing {
  id: number;
  name: string;
  slug: string;
  /** The photos it holds now. */
  photoCount: number;
}

function listingsQuery(db: AppDatabase) {
  return db.selectFrom("properties").select((eb) => [
    "properties.id",
    "properties.name",
    "properties.slug",
    eb
      .selectFrom("property_images")
      .select((count) => count.fn.countAll<number | string>().as("count"))
      .whereRef("property_images.property_id", "=", "properties.id")
      .as("photoCount"),
  ]);
}

type ListingRow = { id: number; name: string; slug: string; photoCount: number | string | null };

const asListing = (row: ListingRow): PhotoListing => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  photoCount: Number(row.photoCount ?? 0),
});

/**
 * The listing a photo's name points to, and the photo's number among its photos; null when
 * none. A name that is a listing's whole slug names it before one read as a slug and a number.
 */
export async function findListingOfPhoto(
  db: AppDatabase,
  target: PhotoNameTarget,
  importToken: string | null,
): Promise<{ listing: PhotoListing; order: number | null } | null> {
  switch (target.by) {
    case "reference": {
      const row = await listingsQuery(db).where("properties.id", "=", target.listingId).executeTakeFirst();
      return row ? { listing: asListing(row), order: target.order } : null;
    }
    case "row": {
      if (importToken === null) return null;
      const row = await listingsQuery(db)
        .innerJoin("spreadsheet_import_rows", "spreadsheet_import_rows.property_id", "properties.id")
        .where("spreadsheet_import_rows.import_token", "=", importToken)
        .where("spreadsheet_import_rows.row_number", "=", target.row)
        .executeTakeFirst();
      return row ? { listing: asListing(row), order: target.order } : null;
    }
    case "slug": {
      const slugs = [target.slug, target.numbered?.slug].filter((slug) => slug != null);
      const rows = await listingsQuery(db).where("properties.slug", "in", slugs).execute();
      const whole = rows.find((row) => row.slug === target.slug);
      if (whole) return { listing: asListing(whole), order: null };
      const numbered = rows.find((row) => row.slug === target.numbered?.slug);
      return numbered ? { listing: asListing(numbered), order: target.numbered!.order } : null;
    }
  }
}

/** A photo of a sending as kept: where it goes, or why it does not. */
export interface SentPhoto {
  fileName: string;
  propertyId: number | null;
  order: number | null;
  storageKey: string | null;
  width: number | null;
  height: number | null;
  problem: string | null;
}

/** Keeps a sending under `token`, forgetting those older than a day. */
export async function saveSending(
  db: AppDatabase,
  token: string,
  photos: readonly SentPhoto[],
  now = new Date(),
): Promise<void> {
  await db
    .deleteFrom("photo_sendings")
    .where("created_at", "<", new Date(now.getTime() - KEPT_FOR_MS).toISOString())
    .execute();
  const rows = photos.map((photo, position) => ({
    token,
    position,
    created_at: now.toISOString(),
    file_name: photo.fileName,
    property_id: photo.propertyId,
    photo_order: photo.order,
    storage_key: photo.storageKey,
    width: photo.width,
    height: photo.height,
    problem: photo.problem,
  }));
  for (const part of chunks(rows, ROWS_PER_STATEMENT))
    await db.insertInto("photo_sendings").values(part).execute();
}

/** A kept photo with the listing it goes to, as its preview shows it. */
export interface SentPhotoWithListing extends SentPhoto {
  listing: PhotoListing | null;
}

/** The photos of a sending in the order sent; empty for an unknown one or one confirmed already. */
export async function findSending(db: AppDatabase, token: string): Promise<SentPhotoWithListing[]> {
  const rows = await db
    .selectFrom("photo_sendings")
    .leftJoin(listingsQuery(db).as("listing"), "listing.id", "photo_sendings.property_id")
    .select([
      "photo_sendings.file_name",
      "photo_sendings.property_id",
      "photo_sendings.photo_order",
      "photo_sendings.storage_key",
      "photo_sendings.width",
      "photo_sendings.height",
      "photo_sendings.problem",
      "listing.id as listing_id",
      "listing.name as listing_name",
      "listing.slug as listing_slug",
      "listing.photoCount as listing_photo_count",
    ])
    .where("photo_sendings.token", "=", token)
    .orderBy("photo_sendings.position")
    .execute();
  return rows.map((row) => ({
    fileName: row.file_name,
    propertyId: row.property_id,
    order: row.photo_order,
    storageKey: row.storage_key,
    width: row.width,
    height: row.height,
    problem: row.problem,
    listing:
      row.listing_id === null
        ? null
        : asListing({
            id: row.listing_id,
            name: row.listing_name!,
            slug: row.listing_slug!,
            photoCount: row.listing_photo_count,
          }),
  }));
}

/** A listing's photos added from a sending: stored photos, in the order they take. */
export interface PhotosForListing {
  propertyId: number;
  photos: { storageKey: string; width: number | null; height: number | null }[];
}

/**
 * Adds each listing's photos after those it has, up to MAX_PHOTOS_PER_PROPERTY, and forgets
 * the sending, in one transaction. Returns how many photos were added, or null when the sending
 * was confirmed already (or is gone).
 */
export async function addSentPhotos(
  db: AppDatabase,
  token: string,
  listings: readonly PhotosForListing[],
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom("photo_sendings").where("token", "=", token).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) return null;
    let added = 0;
    for (const { propertyId, photos } of listings) {
      const held = await trx
        .selectFrom("property_images")
        .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("position").as("last")])
        .where("property_id", "=", propertyId)
        .executeTakeFirstOrThrow();
      const room = MAX_PHOTOS_PER_PROPERTY - Number(held.count);
      const taken = photos.slice(0, Math.max(room, 0));
      if (taken.length === 0) continue;
      const first = held.last === null ? 0 : Number(held.last) + 1;
      await trx
        .insertInto("property_images")
        .values(
          taken.map((photo, index) => ({
            property_id: propertyId,
            position: first + index,
            storage_key: photo.storageKey,
            external_url: null,
            width: photo.width,
            height: photo.height,
          })),
        )
        .execute();
      await trx
        .updateTable("properties")
        .set({ updated_at: new Date().toISOString() })
        .where("id", "=", propertyId)
        .execute();
      await forgetUploads(
        trx,
        taken.map((photo) => photo.storageKey),
      );
      added += taken.length;
    }
    return added;
  });
}
