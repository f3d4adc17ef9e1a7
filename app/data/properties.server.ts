// One listing by its slug, and the counts the dashboard and the seed need.
import { APPROXIMATE_RADIUS_METRES, isLocationPrecision } from "~/domain/coordinates";
import { isTenure } from "~/domain/listing-details";
import { type Listing, type ListingPhoto } from "~/domain/property";
import { isPropertyType, PROPERTY_TYPES, type PropertyType } from "~/domain/property-type";
import { amenitiesOf } from "./amenities.server";
import type { AppDatabase } from "./app-database";
import type { StoredPhoto } from "./link-previews.server";
import { oneOf, statusOf, toPhoto, toSummary } from "./listing-rows.server";
import type { PropertyRow } from "./schema";

export async function findListingBySlug(db: AppDatabase, slug: string): Promise<Listing | null> {
  return (await findListingPageBySlug(db, slug))?.listing ?? null;
}

/**
 * A listing with the photo its shared link shows, read from the same rows: its first uploaded
 * one (as `findLinkPreviewPhoto` finds it), none for a draft.
 */
export async function findListingPageBySlug(
  db: AppDatabase,
  slug: string,
): Promise<{ listing: Listing; previewPhoto: StoredPhoto | null } | null> {
  const row = await db.selectFrom("properties").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const photoRows = await db
    .selectFrom("property_images")
    .selectAll()
    .where("property_id", "=", row.id)
    .orderBy("position")
    .execute();
  const listing = toListing(row, photoRows.map(toPhoto), await amenitiesOf(db, row.id));
  const uploaded = photoRows.find((photo) => photo.storage_key !== null);
  const previewPhoto =
    listing.publication === "published" && uploaded?.storage_key
      ? { storageKey: uploaded.storage_key, width: uploaded.width }
      : null;
  return { listing, previewPhoto };
}

/** A stored property with its photos in order and its amenities, as the rest of the site reads it. */
export function toListing(row: PropertyRow, photos: ListingPhoto[], amenities: string[]): Listing {
  const status = statusOf(row);
  return {
    ...toSummary(row, photos[0] ?? null),
    tenure: oneOf(row.tenure, isTenure),
    deposit: row.deposit,
    depositMonths: row.deposit_months,
    agencyFeePercent: row.agency_fee_percent,
    serviceCharge: row.service_charge,
    utilityDeposit: row.utility_deposit,
    floorArea: row.floor_area,
    videoUrl: row.video_url,
    publication: status.publication,
    featured: status.featured,
    description: row.description,
    descriptionSw: row.description_sw,
    photos,
    amenities,
    updatedAt: row.updated_at,
    availabilityCheckedAt: row.availability_checked_at,
    availabilityChangedAt: row.availability_changed_at,
    ...positionsOf(row),
  };
}

type PositionRow = Pick<
  PropertyRow,
  "latitude" | "longitude" | "location_precision" | "public_latitude" | "public_longitude"
>;

/** A listing's position as stored, and what visitors see of it; none when either is missing. */
function positionsOf(row: PositionRow): Pick<Listing, "position" | "publicPosition"> {
  const precision = oneOf(row.location_precision, isLocationPrecision);
  if (
    row.latitude === null ||
    row.longitude === null ||
    row.public_latitude === null ||
    row.public_longitude === null ||
    precision === null
  ) {
    return { position: null, publicPosition: null };
  }
  return {
    position: { latitude: row.latitude, longitude: row.longitude, precision },
    publicPosition: {
      latitude: row.public_latitude,
      longitude: row.public_longitude,
      radiusMetres: precision === "approximate" ? APPROXIMATE_RADIUS_METRES : null,
    },
  };
}

export async function countProperties(db: AppDatabase): Promise<number> {
  const { total } = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** How many listings there are of each type, zero for a type with none. */
/** How many listings of each type the office has, or one person has (`agentId`). */
export async function countPropertiesByType(
  db: AppDatabase,
  agentId: number | null,
): Promise<Record<PropertyType, number>> {
  let listings = db.selectFrom("properties");
  if (agentId !== null) listings = listings.where("agent_id", "=", agentId);
  const rows = await listings
    .select((eb) => ["type", eb.fn.countAll<number>().as("total")])
    .groupBy("type")
    .execute();
  const counts = Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0])) as Record<PropertyType, number>;
  for (const row of rows) if (isPropertyType(row.type)) counts[row.type] = Number(row.total);
  return counts;
}
