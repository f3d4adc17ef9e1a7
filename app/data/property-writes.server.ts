// Creating, updating and deleting listings with their photos and amenities, in transactions.
import { type MapPosition, publicPosition } from "~/domain/coordinates";
import { detailsForType, type ListingDetails } from "~/domain/listing-details";
import {
  type Availability,
  DEFAULT_STATUS,
  isOnMarket,
  type ListingStatus,
  newListingDate,
  type Publication,
} from "~/domain/listing-status";
import { plotAreaInSquareMetres, pricePerArea } from "~/domain/areas";
import { computeNewPrice } from "~/domain/money";
import { moveInCost } from "~/domain/move-in";
import { type Currency } from "~/domain/currency";
import { type PropertyType } from "~/domain/property-type";
import { nameKey, slugify, uniqueSlug } from "~/domain/slug";
import { refreshAmountsInDollars } from "./amounts-in-dollars.server";
import { replaceAmenities } from "./amenities.server";
import { writeListingWords } from "./listing-words.server";
import type { AppDatabase } from "./app-database";
import { forgetPriceChanges, recordPriceChange } from "./price-changes.server";
import { findSettings } from "./settings.server";
import type { NewPropertyRow, PropertyImageRow, PropertyRow } from "./schema";

export interface NewPhoto {
  storageKey?: string;
  externalUrl?: string;
  width?: number;
  height?: number;
}

/** What the administrator types about a property, apart from its photos. */
interface PropertyBasics {
  name: string;
  /** What the price and every amount of the listing are in; dollars unless given. */
  currency?: Currency;
  price: number;
  discount: number | null;
  location: string;
  city: string;
  description: string;
  /** The name and description in Kiswahili; blank or missing is none. */
  nameSw?: string | null;
  descriptionSw?: string | null;
  type: PropertyType;
}

/** Every stored fact of a property but its listing date and photos. */
export interface PropertyFields extends PropertyBasics, ListingDetails, ListingStatus {
  amenities: readonly string[];
  position: MapPosition | null;
}

/** A property to add: details it lacks are empty, and it is published, available and not starred unless given. */
export interface NewProperty extends PropertyBasics, Partial<ListingDetails>, Partial<ListingStatus> {
  amenities?: readonly string[];
  position?: MapPosition | null;
  listedOn: string;
  photos: NewPhoto[];
  /** The person who looks after it; none for the office itself. */
  agentId?: number | null;
}

/**
 * The stored columns that follow from what the administrator typed. The new price, the
 * details that apply to the type, the cash to move into a rental, the plot in square metres,
 * land's price per acre and whether the listing is on the market are always computed here,
 * never taken from the caller, in the listing's currency; for a listing in shillings the
 * write then works out the dollar columns at today's rate (`storeAmountsInDollars`).
 */
export function propertyColumns(property: PropertyBasics & Partial<ListingDetails> & Partial<ListingStatus>) {
  const newPrice = computeNewPrice(property.price, property.discount);
  const details = detailsForType(property.type, property);
  const moveIn = moveInCost(newPrice ?? property.price, details.pricePeriod, details)?.total ?? null;
  const status: ListingStatus = {
    publication: property.publication ?? DEFAULT_STATUS.publication,
    availability: property.availability ?? DEFAULT_STATUS.availability,
    featured: property.featured ?? DEFAULT_STATUS.featured,
  };
  return {
    name: property.name.trim(),
    name_key: nameKey(property.name),
    currency: property.currency ?? "USD",
    price: property.price,
    discount: property.discount,
    new_price: newPrice,
    display_price: newPrice ?? property.price,
    location: property.location,
    city: property.city,
    description: property.description,
    name_sw: property.nameSw?.trim() || null,
    description_sw: property.descriptionSw?.trim() || null,
    type: property.type,
    bedrooms: details.bedrooms,
    bathrooms: details.bathrooms,
    plot_size: details.plotSize,
    plot_size_unit: details.plotSizeUnit,
    plot_size_words: details.plotSizeWords,
    tenure: details.tenure,
    price_period: details.pricePeriod,
    deposit: details.deposit,
    deposit_months: details.depositMonths,
    agency_fee_percent: details.agencyFeePercent,
    service_charge: details.serviceCharge,
    utility_deposit: details.utilityDeposit,
    move_in_total: moveIn,
    move_in_cost: moveIn,
    video_url: details.videoUrl,
    floor_area: details.floorArea,
    plot_area:
      details.plotSize === null || details.plotSizeUnit === null
        ? null
        : plotAreaInSquareMetres(details.plotSize, details.plotSizeUnit),
    price_per_acre: landPricePerAcre(property.type, newPrice ?? property.price, details),
    ...statusColumns(status),
  };
}

/** The price per acre of land sold whole, for the list's sort; null for other listings. */
function landPricePerAcre(type: PropertyType, price: number, details: ListingDetails): number | null {
  const perArea = pricePerArea({ type, price, ...details });
  return perArea?.unit === "acre" ? perArea.amount : null;
}

/**
 * The dollar columns of the listings just written that are priced in shillings, at the rate
 * stored now, in the writing transaction.
 */
export async function storeAmountsInDollars(
  trx: AppDatabase,
  written: readonly { id: number; currency: string }[],
): Promise<void> {
  const inShillings = written.filter((listing) => listing.currency === "KES").map((listing) => listing.id);
  if (inShillings.length === 0) return;
  const { kesRate } = await findSettings(trx);
  await refreshAmountsInDollars(trx, kesRate, inShillings);
}

/**
 * The position columns of the listing with this slug: the point as set, and the point
 * visitors are shown, always computed here (see publicPosition).
 */
export function positionColumns(slug: string, position: MapPosition | null | undefined) {
  if (!position) {
    return {
      latitude: null,
      longitude: null,
      location_precision: null,
      public_latitude: null,
      public_longitude: null,
    };
  }
  const shown = publicPosition(slug, position);
  return {
    latitude: position.latitude,
    longitude: position.longitude,
    location_precision: position.precision,
    public_latitude: shown.latitude,
    public_longitude: shown.longitude,
  };
}

/** The status columns, with `on_market` kept in step with publication and availability. */
export function statusColumns(status: ListingStatus) {
  return {
    publication: status.publication,
    availability: status.availability,
    featured: status.featured ? 1 : 0,
    on_market: isOnMarket(status) ? 1 : 0,
  };
}

/**
 * What a save by the office says of availability: it was checked now, and it changed now when
 * it is not what was stored.
 */
export function availabilityCheckColumns(from: string, to: Availability, now: string) {
  return { availability_checked_at: now, ...(from === to ? {} : { availability_changed_at: now }) };
}

/** The listing date column when a change of publication sets it (see newListingDate). */
export function listingDateColumn(from: string, to: Publication, now = new Date()): { published?: string } {
  const date = newListingDate(from, to, now);
  return date ? { published: date } : {};
}

export class DuplicateNameError extends Error {
  constructor(readonly propertyName: string) {
    super(`A property named "${propertyName}" already exists`);
  }
}

/**
 * Stores a new property with a slug made from its name and returns the slug.
 * The new price is always computed here, never taken from the caller.
 */
export async function createProperty(db: AppDatabase, property: NewProperty): Promise<string> {
  try {
    return await insertProperty(db, property);
  } catch (error) {
    if (violatesUnique(error, "name_key")) throw new DuplicateNameError(property.name.trim());
    // Another save took the slug after this one read the taken slugs: choose again.
    if (violatesUnique(error, "slug")) return insertProperty(db, property);
    throw error;
  }
}

/**
 * Whether the database refused a second property with the same value in `column`. Two saves
 * at once (two server processes, or two connections of a PostgreSQL pool) can both pass the
 * checks before either inserts; the unique index then stops the second.
 */
function violatesUnique(error: unknown, column: "name_key" | "slug"): boolean {
  const { code, constraint, message } = (error ?? {}) as Record<string, unknown>;
  if (code === "23505") return constraint === `properties_${column}_key`;
  return typeof message === "string" && message.includes(`UNIQUE constraint failed: properties.${column}`);
}

async function insertProperty(db: AppDatabase, property: NewProperty): Promise<string> {
  return (await db.transaction().execute((trx) => insertPropertyWithin(trx, property))).slug;
}

/** The row of a property added now: dated, and counted as checked for availability. */
export function newPropertyRow(slug: string, property: NewProperty, now: string): NewPropertyRow {
  return {
    slug,
    ...propertyColumns(property),
    ...positionColumns(slug, property.position),
    published: property.listedOn,
    agent_id: property.agentId ?? null,
    created_at: now,
    updated_at: now,
    availability_checked_at: now,
    availability_changed_at: now,
  };
}

/**
 * Adds a property within the caller's transaction and returns its id and slug; refuses a name
 * another property has.
 */
export async function insertPropertyWithin(
  trx: AppDatabase,
  property: NewProperty,
): Promise<{ id: number; slug: string }> {
  const key = nameKey(property.name);
  const existing = await trx
    .selectFrom("properties")
    .select("id")
    .where("name_key", "=", key)
    .executeTakeFirst();
  if (existing) throw new DuplicateNameError(property.name.trim());

  const base = slugify(property.name);
  const taken = await trx
    .selectFrom("properties")
    .select("slug")
    // `base-` up to `base.` (the next character): every slug that numbers this base, read from the index.
    .where((eb) =>
      eb.or([eb("slug", "=", base), eb.and([eb("slug", ">", `${base}-`), eb("slug", "<", `${base}.`)])]),
    )
    .execute();
  const slug = uniqueSlug(base, new Set(taken.map((row) => row.slug)));
  const { id, currency } = await trx
    .insertInto("properties")
    .values(newPropertyRow(slug, property, new Date().toISOString()))
    .returning(["id", "currency"])
    .executeTakeFirstOrThrow();
  await storeAmountsInDollars(trx, [{ id, currency }]);

  await insertPhotos(trx, id, property.photos);
  await replaceAmenities(trx, id, property.amenities ?? []);
  await writeListingWords(trx, [id]);
  return { id, slug };
}

/** A photo of a property being saved: one it has already (by id), or a new one. */
export type PropertyPhotoChoice = { id: number } | NewPhoto;

export interface PropertyUpdate extends PropertyFields {
  photos: PropertyPhotoChoice[];
}

/**
 * Saves every field of an existing property; the slug stays as it is so that shared links
 * keep working. Photo ids that are not this property's are ignored. Returns the storage keys
 * that no property uses any more, whose files the caller deletes, or null for an unknown slug.
 */
export async function updateProperty(
  db: AppDatabase,
  slug: string,
  property: PropertyUpdate,
): Promise<{ removedStorageKeys: string[] } | null> {
  try {
    return await saveProperty(db, slug, property);
  } catch (error) {
    if (violatesUnique(error, "name_key")) throw new DuplicateNameError(property.name.trim());
    throw error;
  }
}

async function saveProperty(
  db: AppDatabase,
  slug: string,
  property: PropertyUpdate,
): Promise<{ removedStorageKeys: string[] } | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("properties")
      .select(["id", "publication", "availability", "currency", "price", "discount"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!current) return null;
    const key = nameKey(property.name);
    const clash = await trx
      .selectFrom("properties")
      .select("id")
      .where("name_key", "=", key)
      .where("id", "!=", current.id)
      .executeTakeFirst();
    if (clash) throw new DuplicateNameError(property.name.trim());

    await writePropertyFields(trx, { ...current, slug }, property, new Date().toISOString());

    const oldPhotos = await trx
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "=", current.id)
      .execute();
    const byId = new Map(oldPhotos.map((row) => [row.id, row]));
    const kept = property.photos.flatMap((choice): NewPhoto[] => {
      if (!("id" in choice)) return [choice];
      const row = byId.get(choice.id);
      if (!row) return [];
      return [
        {
          storageKey: row.storage_key ?? undefined,
          externalUrl: row.external_url ?? undefined,
          width: row.width ?? undefined,
          height: row.height ?? undefined,
        },
      ];
    });
    await trx.deleteFrom("property_images").where("property_id", "=", current.id).execute();
    await insertPhotos(trx, current.id, kept);
    return { removedStorageKeys: await unusedStorageKeys(trx, oldPhotos) };
  });
}

/** The stored facts of a property that a write starts from. */
export type StoredProperty = Pick<
  PropertyRow,
  "id" | "slug" | "publication" | "availability" | "currency" | "price" | "discount"
>;

/**
 * Writes every field of `current` but its photos, within the caller's transaction, recording a
 * change of price; the name is not checked against the others' here. A listing whose currency
 * changes starts a new price history: its old prices were no amounts in the new currency.
 */
export async function writePropertyFields(
  trx: AppDatabase,
  current: StoredProperty,
  property: PropertyFields,
  now: string,
): Promise<void> {
  await trx
    .updateTable("properties")
    .set({
      ...propertyColumns(property),
      ...positionColumns(current.slug, property.position),
      ...listingDateColumn(current.publication, property.publication),
      ...availabilityCheckColumns(current.availability, property.availability, now),
      updated_at: now,
    })
    .where("id", "=", current.id)
    .execute();
  const currency = property.currency ?? "USD";
  await storeAmountsInDollars(trx, [{ id: current.id, currency }]);
  if (currency === current.currency) {
    await recordPriceChange(trx, { propertyId: current.id, before: current, after: property, at: now });
  } else {
    await forgetPriceChanges(trx, current.id);
  }
  await replaceAmenities(trx, current.id, property.amenities);
  await writeListingWords(trx, [current.id]);
}

async function insertPhotos(db: AppDatabase, propertyId: number, photos: NewPhoto[]): Promise<void> {
  if (photos.length === 0) return;
  await db
    .insertInto("property_images")
    .values(
      photos.map((photo, position) => ({
        property_id: propertyId,
        position,
        storage_key: photo.storageKey ?? null,
        external_url: photo.externalUrl ?? null,
        width: photo.width ?? null,
        height: photo.height ?? null,
      })),
    )
    .execute();
}

/**
 * The storage keys among `photos` that no photo row refers to any more and no form
 * waits to save (a recent upload of the same photo).
 */
async function unusedStorageKeys(db: AppDatabase, photos: PropertyImageRow[]): Promise<string[]> {
  const keys = [...new Set(photos.flatMap((photo) => photo.storage_key ?? []))];
  if (keys.length === 0) return [];
  const stillUsed = await db
    .selectFrom("property_images")
    .select("storage_key")
    .where("storage_key", "in", keys)
    .union(db.selectFrom("image_uploads").select("storage_key").where("storage_key", "in", keys))
    .execute();
  const used = new Set(stillUsed.map((row) => row.storage_key));
  return keys.filter((key) => !used.has(key));
}

/**
 * Deletes a property with its photos. Returns the storage keys that no property uses any
 * more, whose files the caller deletes, or null for an unknown slug.
 */
export async function deleteProperty(
  db: AppDatabase,
  slug: string,
): Promise<{ name: string; removedStorageKeys: string[] } | null> {
  return db.transaction().execute(async (trx) => {
    const property = await trx
      .selectFrom("properties")
      .select(["id", "name"])
      .where("slug", "=", slug)
      .executeTakeFirst();
    if (!property) return null;
    const photos = await trx
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "=", property.id)
      .execute();
    await trx.deleteFrom("property_images").where("property_id", "=", property.id).execute();
    await trx.deleteFrom("properties").where("id", "=", property.id).execute();
    return { name: property.name, removedStorageKeys: await unusedStorageKeys(trx, photos) };
  });
}
