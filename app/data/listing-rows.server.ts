// Listing rows read into what pages show: the columns of a card, and each card's cover photo.
import { COVER_PHOTO_WIDEST, toListingPhoto } from "~/domain/photos";
import { isCurrency } from "~/domain/currency";
import { isPlotSizeUnit, isPricePeriod } from "~/domain/listing-details";
import { isAvailability, isPublication, type ListingStatus } from "~/domain/listing-status";
import { type ListingPhoto, type ListingSummary } from "~/domain/property";
import { type PropertyType } from "~/domain/property-type";
import type { AppDatabase } from "./app-database";
import type { PropertyImageRow, PropertyRow } from "./schema";

export const summaryColumns = [
  "id",
  "slug",
  "name",
  "name_sw",
  "currency",
  "price",
  "discount",
  "new_price",
  "location",
  "city",
  "type",
  "published",
  "bedrooms",
  "bathrooms",
  "plot_size",
  "plot_size_unit",
  "plot_size_words",
  "price_period",
  "availability",
] as const;

export type SummaryRow = Pick<PropertyRow, (typeof summaryColumns)[number]>;

export function toPhoto(row: PropertyImageRow): ListingPhoto {
  return toListingPhoto(photoRecord(row));
}

/** A listing's cover on its card, offered no wider than a card needs. */
function toCoverPhoto(row: PropertyImageRow): ListingPhoto {
  return toListingPhoto(photoRecord(row), COVER_PHOTO_WIDEST);
}

function photoRecord(row: PropertyImageRow) {
  return {
    id: row.id,
    storageKey: row.storage_key,
    externalUrl: row.external_url,
    width: row.width,
    height: row.height,
  };
}

/** A stored text column read back as one of its values, or null for anything else (a hand edit). */
export function oneOf<T extends string>(
  value: string | null,
  isValue: (text: string) => text is T,
): T | null {
  return value !== null && isValue(value) ? value : null;
}

export function toSummary(row: SummaryRow, cover: ListingPhoto | null): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameSw: row.name_sw,
    currency: isCurrency(row.currency) ? row.currency : "USD",
    price: row.price,
    discount: row.discount,
    newPrice: row.new_price,
    location: row.location,
    city: row.city,
    type: row.type as PropertyType,
    listedOn: row.published,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    plotSize: row.plot_size,
    plotSizeUnit: oneOf(row.plot_size_unit, isPlotSizeUnit),
    plotSizeWords: row.plot_size_words,
    pricePeriod: oneOf(row.price_period, isPricePeriod),
    availability: oneOf(row.availability, isAvailability) ?? "available",
    cover,
  };
}

async function coversFor(db: AppDatabase, propertyIds: number[]): Promise<Map<number, ListingPhoto>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("property_images as image")
    .selectAll()
    .where("image.property_id", "in", propertyIds)
    .where((eb) =>
      eb(
        "image.position",
        "=",
        eb
          .selectFrom("property_images as first")
          .select((inner) => inner.fn.min("first.position").as("position"))
          .whereRef("first.property_id", "=", "image.property_id"),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.property_id, toCoverPhoto(row)]));
}

export async function withCovers(db: AppDatabase, rows: SummaryRow[]): Promise<ListingSummary[]> {
  const covers = await coversFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, covers.get(row.id) ?? null));
}

/** A listing's status as stored; a value the code does not know reads as the safest one. */
export function statusOf(row: Pick<PropertyRow, "publication" | "availability" | "featured">): ListingStatus {
  return {
    publication: oneOf(row.publication, isPublication) ?? "draft",
    availability: oneOf(row.availability, isAvailability) ?? "available",
    featured: row.featured === 1,
  };
}
