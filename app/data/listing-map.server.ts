// The property list on a map: its results in one part of the map, grouped by cells of a grid
// in the database, so that no more than a few hundred points ever leave it.
import { sql } from "kysely";
import type { ShownListings } from "~/domain/availability-check";
import { APPROXIMATE_RADIUS_METRES } from "~/domain/coordinates";
import { isPricePeriod } from "~/domain/listing-details";
import { pricePeriodText } from "~/domain/listing-facts";
import { type ListingQuery } from "~/domain/listing-query";
import {
  gridCellDegrees,
  type MapArea,
  type MapGroup,
  type MapListing,
  type MapResults,
  MOST_MAP_GROUPS,
} from "~/domain/map-area";
import { isCurrency } from "~/domain/currency";
import { formatListedAmount } from "~/domain/money";
import type { Translator } from "~/i18n/translator";
import type { AppDatabase } from "./app-database";
import { dialectOf } from "./dialect.server";
import { oneOf } from "./listing-rows.server";
import { filteredListings, inArea } from "./listing-search.server";

/** The query's results that are on the map, in `view` when given. */
function mappedListings(db: AppDatabase, query: ListingQuery, shown: ShownListings, view: MapArea | null) {
  const mapped = filteredListings(db, query, shown)
    .where("public_latitude", "is not", null)
    .where("public_longitude", "is not", null);
  return view ? mapped.where(inArea(view)) : mapped;
}

/** The area every mapped result lies in; null when none is on the map. */
async function areaOfResults(
  db: AppDatabase,
  query: ListingQuery,
  shown: ShownListings,
): Promise<MapArea | null> {
  const bounds = await mappedListings(db, query, shown, null)
    .select((eb) => [
      eb.fn.min("public_latitude").as("south"),
      eb.fn.min("public_longitude").as("west"),
      eb.fn.max("public_latitude").as("north"),
      eb.fn.max("public_longitude").as("east"),
    ])
    .executeTakeFirst();
  if (!bounds || bounds.south === null || bounds.west === null) return null;
  return {
    south: Number(bounds.south),
    west: Number(bounds.west),
    north: Number(bounds.north),
    east: Number(bounds.east),
  };
}

/** The cell a listing's shown point falls in, one number per axis, as each engine rounds down. */
function cellIndex(db: AppDatabase, column: "public_latitude" | "public_longitude", cellDegrees: number) {
  const offset = column === "public_latitude" ? 90 : 180;
  const scaled = sql`(${sql.ref(column)} + ${sql.lit(offset)}) / ${sql.lit(cellDegrees)}`;
  // The values are never negative, where SQLite's cast rounds down as floor() does.
  return dialectOf(db) === "postgres" ? sql`floor(${scaled})` : sql`cast(${scaled} as integer)`;
}

/** The language of the labels of the listings on a map: their price's period and their page's address. */
type MapWords = Pick<Translator, "t" | "localPath">;

/**
 * The map of the list's results: in `view` (the part of the map on the screen), or, without
 * one, in the area all of them lie in. Results are grouped by grid cells of the area
 * (gridCellDegrees); a listing alone in its cell comes with its name, place and price, the
 * others as a count. At most MOST_MAP_GROUPS of each, however many listings there are.
 */
export async function findMapResults(
  db: AppDatabase,
  query: ListingQuery,
  shown: ShownListings,
  view: MapArea | null,
  words: MapWords,
): Promise<MapResults> {
  const area = view ?? (await areaOfResults(db, query, shown));
  if (!area) return { area: null, total: 0, listings: [], groups: [] };
  const cellDegrees = gridCellDegrees(area);
  const cells = await mappedListings(db, query, shown, area)
    .select((eb) => [
      eb.fn.countAll<number>().as("count"),
      eb.fn.avg<number>("public_latitude").as("latitude"),
      eb.fn.avg<number>("public_longitude").as("longitude"),
      eb.fn.min("public_latitude").as("south"),
      eb.fn.min("public_longitude").as("west"),
      eb.fn.max("public_latitude").as("north"),
      eb.fn.max("public_longitude").as("east"),
      eb.fn.min("id").as("id"),
    ])
    .groupBy([cellIndex(db, "public_latitude", cellDegrees), cellIndex(db, "public_longitude", cellDegrees)])
    .limit(MOST_MAP_GROUPS)
    .execute();

  const groups: MapGroup[] = [];
  const loneIds: number[] = [];
  let total = 0;
  for (const cell of cells) {
    const count = Number(cell.count);
    total += count;
    if (count === 1) {
      loneIds.push(Number(cell.id));
      continue;
    }
    groups.push({
      latitude: Number(cell.latitude),
      longitude: Number(cell.longitude),
      count,
      area: {
        south: Number(cell.south),
        west: Number(cell.west),
        north: Number(cell.north),
        east: Number(cell.east),
      },
    });
  }
  return { area, total, listings: await mapListings(db, loneIds, words), groups };
}

/** The listings alone in their cells, with their labels, in the order of their names. */
async function mapListings(
  db: AppDatabase,
  ids: number[],
  { t, localPath }: MapWords,
): Promise<MapListing[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("properties")
    .select([
      "slug",
      "name",
      "location",
      "city",
      "currency",
      "price",
      "new_price",
      "price_period",
      "location_precision",
      "public_latitude",
      "public_longitude",
    ])
    .where("id", "in", ids)
    .orderBy("name_key")
    .execute();
  return rows.map((row) => {
    const period = pricePeriodText(oneOf(row.price_period, isPricePeriod), t);
    const price = formatListedAmount(
      row.new_price ?? row.price,
      isCurrency(row.currency) ? row.currency : "USD",
    );
    return {
      latitude: Number(row.public_latitude),
      longitude: Number(row.public_longitude),
      radiusMetres: row.location_precision === "exact" ? null : APPROXIMATE_RADIUS_METRES,
      name: row.name,
      href: localPath(`/properties/${row.slug}`),
      place: `${row.location}, ${row.city}`,
      price: period ? `${price} ${period}` : price,
    };
  });
}
