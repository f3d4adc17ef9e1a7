import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import { commonAmenityName } from "~/domain/amenities";
import { todayInNairobi } from "~/domain/dates";
import { toListingImage } from "~/domain/images";
import {
  detailsForType,
  isPlotSizeUnit,
  isPricePeriod,
  isTenure,
  type ListingDetails,
} from "~/domain/listing-details";
import type { AdminPropertyQuery } from "~/domain/admin-property-query";
import { LISTINGS_PER_PAGE, type ListingQuery, searchedText } from "~/domain/listing-query";
import {
  DEFAULT_STATUS,
  isAvailability,
  isOnMarket,
  isPublication,
  type ListingStatus,
  type Publication,
} from "~/domain/listing-status";
import { computeNewPrice } from "~/domain/money";
import {
  isPropertyType,
  PROPERTY_TYPES,
  type Listing,
  type ListingImage,
  type ListingSummary,
  type PropertyType,
} from "~/domain/property";
import { idFromReference } from "~/domain/reference";
import { nameKey, slugify, uniqueSlug } from "~/domain/slug";
import { amenitiesOf, hasEveryAmenity, replaceAmenities } from "./amenities.server";
import { dialectOf, type AppDatabase, type SqlDialectName } from "./database.server";
import type { Database, PropertyImageRow, PropertyRow } from "./schema";

export const summaryColumns = [
  "id",
  "slug",
  "name",
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
  "price_period",
  "availability",
] as const;

type SummaryRow = Pick<PropertyRow, (typeof summaryColumns)[number]>;

function toImage(row: PropertyImageRow): ListingImage {
  return toListingImage({
    id: row.id,
    storageKey: row.storage_key,
    externalUrl: row.external_url,
    width: row.width,
    height: row.height,
  });
}

/** A stored text column read back as one of its values, or null for anything else (a hand edit). */
function oneOf<T extends string>(value: string | null, isValue: (text: string) => text is T): T | null {
  return value !== null && isValue(value) ? value : null;
}

function toSummary(row: SummaryRow, cover: ListingImage | null): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: row.price,
    discount: row.discount,
    newPrice: row.new_price,
    location: row.location,
    city: row.city,
    type: row.type as PropertyType,
    published: row.published,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    plotSize: row.plot_size,
    plotSizeUnit: oneOf(row.plot_size_unit, isPlotSizeUnit),
    pricePeriod: oneOf(row.price_period, isPricePeriod),
    availability: oneOf(row.availability, isAvailability) ?? "available",
    cover,
  };
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** FTS5's trigram index finds no text shorter than one trigram. */
const SHORTEST_INDEXED_SEARCH = 3;

/**
 * Listings whose name, location or city contain the text, ignoring case; a reference
 * (`MK-1042`) finds its listing alone, by its id. Names are compared in `name_key`, folded by
 * the app, since SQLite's lower() folds only ASCII letters. LIKE wildcards are escaped so that
 * a visitor's `%` or `_` match themselves. On SQLite the trigram index first narrows the
 * listings to those holding the text in one of the three columns (see migration 007).
 */
function matchesSearch(search: string, dialect: SqlDialectName) {
  return (eb: ExpressionBuilder<Database, "properties">) => {
    const id = idFromReference(search);
    if (id !== null) return eb("id", "=", id);
    const text = nameKey(search);
    const pattern = sql<string>`${likePattern(text)} escape '\\'`;
    const contains = eb.or([
      eb("name_key", "like", pattern),
      eb(sql`lower(location)`, "like", pattern),
      eb(sql`lower(city)`, "like", pattern),
    ]);
    if (dialect === "postgres" || [...text].length < SHORTEST_INDEXED_SEARCH) return contains;
    const phrase = `"${text.replaceAll('"', '""')}"`;
    return eb.and([
      sql<boolean>`id in (select rowid from properties_search where properties_search match ${phrase})`,
      contains,
    ]);
  };
}

/** Every listing a visitor may open: drafts are the administrator's alone. */
const PUBLISHED: Publication = "published";

async function coversFor(db: AppDatabase, propertyIds: number[]): Promise<Map<number, ListingImage>> {
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
  return new Map(rows.map((row) => [row.property_id, toImage(row)]));
}

export async function withCovers(db: AppDatabase, rows: SummaryRow[]): Promise<ListingSummary[]> {
  const covers = await coversFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toSummary(row, covers.get(row.id) ?? null));
}

export interface ListingPage {
  listings: ListingSummary[];
  total: number;
}

/** The listings the public list shows for the query's filters (search included), in no order. */
function filteredListings(db: AppDatabase, query: ListingQuery) {
  let filtered = db.selectFrom("properties");
  filtered = query.includeClosed
    ? filtered.where("publication", "=", PUBLISHED)
    : filtered.where("on_market", "=", 1);
  const search = searchedText(query);
  if (search) filtered = filtered.where(matchesSearch(search, dialectOf(db)));
  if (query.type) filtered = filtered.where("type", "=", query.type);
  if (query.city) filtered = filtered.where("city", "=", query.city);
  if (query.minPrice !== null) filtered = filtered.where("display_price", ">=", query.minPrice);
  if (query.maxPrice !== null) filtered = filtered.where("display_price", "<=", query.maxPrice);
  if (query.minBedrooms !== null) filtered = filtered.where("bedrooms", ">=", query.minBedrooms);
  if (query.amenities.length > 0) {
    filtered = filtered.where(hasEveryAmenity(query.amenities.map(commonAmenityName)));
  }
  return filtered;
}

/**
 * Up to this many matches, a search's page is sorted from the matches themselves. Otherwise
 * the index that gives the page's order is read until a page of matches turns up: soon for a
 * common word, but most of the table for a rare word found in names late in the alphabet,
 * which PostgreSQL's planner, supposing matches spread evenly, cannot foresee.
 */
export const SORT_SEARCH_MATCHES_UP_TO = 2_000;

type PageOrder = [column: "display_price" | "published" | "name_key" | "id", direction: "asc" | "desc"][];

function pageOrder(sort: ListingQuery["sort"]): PageOrder {
  switch (sort) {
    case "price-asc":
      return [
        ["display_price", "asc"],
        ["id", "asc"],
      ];
    case "price-desc":
      return [
        ["display_price", "desc"],
        ["id", "desc"],
      ];
    case "latest":
      return [
        ["published", "desc"],
        ["id", "desc"],
      ];
    default:
      return [
        ["name_key", "asc"],
        ["id", "asc"],
      ];
  }
}

interface PageableQuery<Row> {
  orderBy(expression: RawBuilder<unknown>, direction: "asc" | "desc"): PageableQuery<Row>;
  limit(count: number): PageableQuery<Row>;
  offset(count: number): PageableQuery<Row>;
  execute(): Promise<Row[]>;
}

function readPage<Row>(listings: PageableQuery<Row>, query: ListingQuery): Promise<Row[]> {
  let ordered = listings;
  for (const [column, direction] of pageOrder(query.sort))
    ordered = ordered.orderBy(sql.ref(column), direction);
  return ordered
    .limit(LISTINGS_PER_PAGE)
    .offset((query.page - 1) * LISTINGS_PER_PAGE)
    .execute();
}

/** One page of listings matching the visitor's search, filters and sort. */
export async function findListings(db: AppDatabase, query: ListingQuery): Promise<ListingPage> {
  const filtered = filteredListings(db, query);
  const counting = filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  // A search is counted first: its count decides how its page is read.
  const sortMatches =
    searchedText(query) !== "" && Number((await counting).total) <= SORT_SEARCH_MATCHES_UP_TO;
  const listings: PageableQuery<SummaryRow> = sortMatches
    ? db
        .with(
          (cte) => cte("matches").materialized(),
          () => filtered.selectAll(),
        )
        .selectFrom("matches")
        .select(summaryColumns)
    : filtered.select(summaryColumns);
  const [rows, count] = await Promise.all([readPage(listings, query), counting]);
  return { listings: await withCovers(db, rows), total: Number(count.total) };
}

/**
 * Every city with a listing the public list would show, alphabetically: one on the market,
 * or any published one when sold and let listings are included.
 */
export async function findCities(
  db: AppDatabase,
  { includeClosed = false }: { includeClosed?: boolean } = {},
): Promise<string[]> {
  if (includeClosed || dialectOf(db) === "sqlite") {
    const listings = includeClosed
      ? db.selectFrom("properties").where("publication", "=", PUBLISHED)
      : db.selectFrom("properties").where("on_market", "=", 1);
    const rows = await listings.select("city").distinct().orderBy("city").execute();
    return rows.map((row) => row.city);
  }
  // PostgreSQL reads an index entry for every listing to answer DISTINCT; this steps through
  // the (on_market, city) index from each city to the next instead, one lookup per city.
  const { rows } = await sql<{ city: string | null }>`
    with recursive cities(city) as (
      select min(city) from properties where on_market = 1
      union all
      select (select min(city) from properties where on_market = 1 and city > cities.city)
      from cities where cities.city is not null
    )
    select city from cities where city is not null order by city`.execute(db);
  return rows.map((row) => row.city!);
}

/** Below this many listings in a pool the draw reads every id; above it, it probes random ids. */
const SMALL_POOL = 200;
/** A bound on probes, in case listings leave the pool while it is drawn from. */
const MAX_PROBES = 50;

/** Listings on the market, or only the starred ones among them. */
function drawPool(db: AppDatabase, pool: "featured" | "on-market") {
  const onMarket = db.selectFrom("properties").where("on_market", "=", 1);
  return pool === "featured" ? onMarket.where("featured", "=", 1) : onMarket;
}

/**
 * Adds ids drawn at random from the pool to `chosen` until it holds `count` (or the whole
 * pool). `chosen` must hold ids of the pool only.
 */
async function drawInto(
  db: AppDatabase,
  pool: "featured" | "on-market",
  chosen: Set<number>,
  count: number,
): Promise<void> {
  const { total } = await drawPool(db, pool)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const target = Math.min(count, Number(total));
  if (Number(total) <= SMALL_POOL) {
    const ids = (await drawPool(db, pool).select("id").execute()).map((row) => row.id);
    for (let index = ids.length - 1; index > 0; index--) {
      const other = Math.floor(Math.random() * (index + 1));
      [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    }
    for (const id of ids) if (chosen.size < target) chosen.add(id);
    return;
  }
  // Ids have few gaps (deletions, drafts, sold listings), so the first id of the pool at or
  // after a random point is close to a uniform draw and costs one index lookup.
  const edge = (direction: "asc" | "desc") =>
    drawPool(db, pool).select("id").orderBy("id", direction).limit(1).executeTakeFirstOrThrow();
  const [{ id: low }, { id: high }] = await Promise.all([edge("asc"), edge("desc")]);
  const span = high - low + 1;
  for (let probe = 0; chosen.size < target && probe < MAX_PROBES; probe++) {
    const row = await drawPool(db, pool)
      .select("id")
      .where("id", ">=", low + Math.floor(Math.random() * span))
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    chosen.add(row?.id ?? low);
  }
}

/**
 * `count` distinct listings on the market for the home page (fewer when there are fewer):
 * the administrator's starred ones first, drawn at random, then others drawn at random.
 */
export async function drawHomeListings(db: AppDatabase, count: number): Promise<ListingSummary[]> {
  const chosen = new Set<number>();
  await drawInto(db, "featured", chosen, count);
  if (chosen.size < count) await drawInto(db, "on-market", chosen, count);
  if (chosen.size === 0) return [];
  const ids = [...chosen];
  const rows = await db.selectFrom("properties").select(summaryColumns).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return withCovers(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

export async function findListingBySlug(db: AppDatabase, slug: string): Promise<Listing | null> {
  const row = await db.selectFrom("properties").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) return null;
  const images = (
    await db
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "=", row.id)
      .orderBy("position")
      .execute()
  ).map(toImage);
  return {
    ...toSummary(row, images[0] ?? null),
    tenure: oneOf(row.tenure, isTenure),
    deposit: row.deposit,
    publication: oneOf(row.publication, isPublication) ?? "draft",
    featured: row.featured === 1,
    description: row.description,
    images,
    amenities: await amenitiesOf(db, row.id),
    updatedAt: row.updated_at,
  };
}

export interface NewImage {
  storageKey?: string;
  externalUrl?: string;
  width?: number;
  height?: number;
}

/** What the administrator types about a property, apart from its images. */
interface PropertyBasics {
  name: string;
  price: number;
  discount: number | null;
  location: string;
  city: string;
  description: string;
  type: PropertyType;
}

/** Every stored fact of a property but its listing date and images. */
export interface PropertyFields extends PropertyBasics, ListingDetails, ListingStatus {
  amenities: readonly string[];
}

/** A property to add: details it lacks are empty, and it is published, available and not starred unless given. */
export interface NewProperty extends PropertyBasics, Partial<ListingDetails>, Partial<ListingStatus> {
  amenities?: readonly string[];
  published: string;
  images: NewImage[];
}

/**
 * The stored columns that follow from what the administrator typed. The new price, the
 * details that apply to the type and whether the listing is on the market are always
 * computed here, never taken from the caller.
 */
export function propertyColumns(property: PropertyBasics & Partial<ListingDetails> & Partial<ListingStatus>) {
  const newPrice = computeNewPrice(property.price, property.discount);
  const details = detailsForType(property.type, property);
  const status: ListingStatus = {
    publication: property.publication ?? DEFAULT_STATUS.publication,
    availability: property.availability ?? DEFAULT_STATUS.availability,
    featured: property.featured ?? DEFAULT_STATUS.featured,
  };
  return {
    name: property.name.trim(),
    name_key: nameKey(property.name),
    price: property.price,
    discount: property.discount,
    new_price: newPrice,
    display_price: newPrice ?? property.price,
    location: property.location,
    city: property.city,
    description: property.description,
    type: property.type,
    bedrooms: details.bedrooms,
    bathrooms: details.bathrooms,
    plot_size: details.plotSize,
    plot_size_unit: details.plotSizeUnit,
    tenure: details.tenure,
    price_period: details.pricePeriod,
    deposit: details.deposit,
    ...statusColumns(status),
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

/** A draft that is published gets today's date as its listing date: it is new to visitors. */
export function listingDateOnPublishing(
  from: string,
  to: Publication,
  now = new Date(),
): { published?: string } {
  return from === "draft" && to === "published" ? { published: todayInNairobi(now) } : {};
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
  return db.transaction().execute(async (trx) => {
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
    const now = new Date().toISOString();

    const { id } = await trx
      .insertInto("properties")
      .values({
        slug,
        ...propertyColumns(property),
        published: property.published,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    await insertImages(trx, id, property.images);
    await replaceAmenities(trx, id, property.amenities ?? []);
    return slug;
  });
}

export async function countProperties(db: AppDatabase): Promise<number> {
  const { total } = await db
    .selectFrom("properties")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** How many listings there are of each type, zero for a type with none. */
export async function countPropertiesByType(db: AppDatabase): Promise<Record<PropertyType, number>> {
  const rows = await db
    .selectFrom("properties")
    .select((eb) => ["type", eb.fn.countAll<number>().as("total")])
    .groupBy("type")
    .execute();
  const counts = Object.fromEntries(PROPERTY_TYPES.map((type) => [type, 0])) as Record<PropertyType, number>;
  for (const row of rows) if (isPropertyType(row.type)) counts[row.type] = Number(row.total);
  return counts;
}

/** An image of a property being saved: one it has already (by id), or a new one. */
export type PropertyImageChoice = { id: number } | NewImage;

export interface PropertyUpdate extends PropertyFields {
  images: PropertyImageChoice[];
}

/**
 * Saves every field of an existing property; the slug stays as it is so that shared links
 * keep working. Image ids that are not this property's are ignored. Returns the storage keys
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
      .select(["id", "publication"])
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

    await trx
      .updateTable("properties")
      .set({
        ...propertyColumns(property),
        ...listingDateOnPublishing(current.publication, property.publication),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", current.id)
      .execute();
    await replaceAmenities(trx, current.id, property.amenities);

    const oldImages = await trx
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "=", current.id)
      .execute();
    const byId = new Map(oldImages.map((row) => [row.id, row]));
    const kept = property.images.flatMap((choice): NewImage[] => {
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
    await insertImages(trx, current.id, kept);
    return { removedStorageKeys: await unusedStorageKeys(trx, oldImages) };
  });
}

async function insertImages(db: AppDatabase, propertyId: number, images: NewImage[]): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto("property_images")
    .values(
      images.map((image, position) => ({
        property_id: propertyId,
        position,
        storage_key: image.storageKey ?? null,
        external_url: image.externalUrl ?? null,
        width: image.width ?? null,
        height: image.height ?? null,
      })),
    )
    .execute();
}

/**
 * The storage keys among `images` that no image row refers to any more and no form
 * waits to save (a recent upload of the same photo).
 */
async function unusedStorageKeys(db: AppDatabase, images: PropertyImageRow[]): Promise<string[]> {
  const keys = [...new Set(images.flatMap((image) => image.storage_key ?? []))];
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
 * Deletes a property with its images. Returns the storage keys that no property uses any
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
    const images = await trx
      .selectFrom("property_images")
      .selectAll()
      .where("property_id", "=", property.id)
      .execute();
    await trx.deleteFrom("property_images").where("property_id", "=", property.id).execute();
    await trx.deleteFrom("properties").where("id", "=", property.id).execute();
    return { name: property.name, removedStorageKeys: await unusedStorageKeys(trx, images) };
  });
}

export const ADMIN_PROPERTIES_PER_PAGE = 50;

export interface AdminPropertyRow extends ListingStatus {
  id: number;
  slug: string;
  name: string;
  type: PropertyType;
  city: string;
  price: number;
  newPrice: number | null;
  published: string;
}

/**
 * One page of every property for the administrator, newest first, searched like the public
 * list (name, location, city or reference) and filtered by status.
 */
export async function findPropertiesForAdmin(
  db: AppDatabase,
  query: AdminPropertyQuery,
): Promise<{ properties: AdminPropertyRow[]; total: number }> {
  let filtered = db.selectFrom("properties");
  if (query.search) filtered = filtered.where(matchesSearch(query.search, dialectOf(db)));
  if (query.publication) filtered = filtered.where("publication", "=", query.publication);
  if (query.availability) filtered = filtered.where("availability", "=", query.availability);
  if (query.featured) filtered = filtered.where("featured", "=", 1);
  const [rows, count] = await Promise.all([
    filtered
      .select([
        "id",
        "slug",
        "name",
        "type",
        "city",
        "price",
        "new_price",
        "published",
        "publication",
        "availability",
        "featured",
      ])
      .orderBy("id", "desc")
      .limit(ADMIN_PROPERTIES_PER_PAGE)
      .offset((query.page - 1) * ADMIN_PROPERTIES_PER_PAGE)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return {
    properties: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      type: row.type as PropertyType,
      city: row.city,
      price: row.price,
      newPrice: row.new_price,
      published: row.published,
      publication: oneOf(row.publication, isPublication) ?? "draft",
      availability: oneOf(row.availability, isAvailability) ?? "available",
      featured: row.featured === 1,
    })),
    total: Number(count.total),
  };
}
