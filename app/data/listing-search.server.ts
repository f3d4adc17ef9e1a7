// The public list: filters, the search box, sort orders and pages, and the cities on offer.
import { type ExpressionBuilder, type RawBuilder, sql } from "kysely";
import { commonAmenityName } from "~/domain/amenities";
import type { ShownListings } from "~/domain/availability-check";
import {
  LISTINGS_PER_PAGE,
  type ListingQuery,
  relevanceTerms,
  searchedText,
  sortsRentsApart,
} from "~/domain/listing-query";
import { type Publication } from "~/domain/listing-status";
import { type MapArea } from "~/domain/map-area";
import { type ListingSummary } from "~/domain/property";
import { idFromReference } from "~/domain/reference";
import { asksForSomething, readSearchTerms, type RequiredTerm } from "~/domain/search-terms";
import { hasEveryAmenity } from "./amenities.server";
import type { AppDatabase } from "./app-database";
import type { SqlDialectName } from "./database.server";
import { dialectOf } from "./dialect.server";
import { holdsWords, type MatchCount } from "./listing-words.server";
import { type SummaryRow, summaryColumns, withCovers } from "./listing-rows.server";
import type { Database } from "./schema";

/** A search with no word, phrase or bedrooms to look for (only `%%%`, say) finds nothing. */
const NOTHING = sql<boolean>`1 = 0`;

/**
 * Listings matching the search box: a reference (`MK-1042`) finds its listing alone, by its id;
 * words find the listings holding each of them (or one of the vocabulary's equivalents) in
 * their name, place, description or amenities, in either language (search-terms.ts); a number
 * of bedrooms in words (`2br`) finds listings with that many. Null when the search asks for
 * nothing but words left out (`cheap`): the list is not narrowed by them.
 */
export function matchesSearch(search: string, dialect: SqlDialectName, matches: MatchCount = "many") {
  const id = idFromReference(search);
  if (id !== null) return (eb: ExpressionBuilder<Database, "properties">) => eb("id", "=", id);
  const terms = readSearchTerms(search);
  if (!asksForSomething(terms)) return terms.ignored.length > 0 ? null : () => NOTHING;
  return (eb: ExpressionBuilder<Database, "properties">) =>
    eb.and([
      ...(terms.required.length > 0 ? [holdsWords(dialect, terms.required, "everything", matches)] : []),
      ...(terms.bedrooms !== null ? [eb("bedrooms", "=", terms.bedrooms)] : []),
    ]);
}

/** Listings whose shown point lies in the area, its edges included. */
export function inArea(area: MapArea) {
  return (eb: ExpressionBuilder<Database, "properties">) =>
    eb.and([
      eb("public_latitude", ">=", area.south),
      eb("public_latitude", "<=", area.north),
      eb("public_longitude", ">=", area.west),
      eb("public_longitude", "<=", area.east),
    ]);
}

/** Every listing a visitor may open: drafts are the administrator's alone. */
const PUBLISHED: Publication = "published";

/**
 * The published listings shown where sold and let ones are asked for too: those on the market,
 * and those let or sold since `closedShownSince`; older ones have left by themselves.
 */
export function publishedAndShown({ closedShownSince }: ShownListings) {
  return (eb: ExpressionBuilder<Database, "properties">) =>
    eb.and([
      eb("publication", "=", PUBLISHED),
      eb.or([eb("on_market", "=", 1), eb("availability_changed_at", ">=", closedShownSince)]),
    ]);
}

export interface ListingPage {
  listings: ListingSummary[];
  total: number;
}

/**
 * The listings the public list shows for the query's filters (search included), in no order;
 * search alerts match new listings with it too, so that an alert means what the list shows.
 * An area is matched against the point visitors are shown, never the one set: an approximate
 * listing cannot be found out by searching smaller and smaller areas. The price range is in
 * dollars, as every listing's price is compared (`display_price`, at today's rate for one in
 * shillings; `withPricesInDollars` converts a range typed in shillings).
 */
export function filteredListings(
  db: AppDatabase,
  query: ListingQuery,
  shown: ShownListings,
  matches: MatchCount = "many",
) {
  if (query.priceCurrency !== "USD") throw new Error("Listings are searched with a price range in dollars");
  let filtered = db.selectFrom("properties");
  const search = searchedText(query);
  // A reference names one listing: it is found while it is shown at all, let or sold included.
  const byReference = search !== "" && idFromReference(search) !== null;
  filtered =
    query.includeClosed || byReference
      ? filtered.where(publishedAndShown(shown))
      : filtered.where("on_market", "=", 1);
  const matching = search ? matchesSearch(search, dialectOf(db), matches) : null;
  if (matching) filtered = filtered.where(matching);
  if (query.type) filtered = filtered.where("type", "=", query.type);
  if (query.city) filtered = filtered.where("city", "=", query.city);
  if (query.minPrice !== null) filtered = filtered.where("display_price", ">=", query.minPrice);
  if (query.maxPrice !== null) filtered = filtered.where("display_price", "<=", query.maxPrice);
  // Only rentals have a move-in sum; other listings' is null and never matches.
  if (query.maxMoveIn !== null) filtered = filtered.where("move_in_cost", "<=", query.maxMoveIn);
  if (query.minBedrooms !== null) filtered = filtered.where("bedrooms", ">=", query.minBedrooms);
  // Only buildings that give their floor area match; land and listings without one never do.
  if (query.minArea !== null) filtered = filtered.where("floor_area", ">=", query.minArea);
  if (query.amenities.length > 0) {
    filtered = filtered.where(hasEveryAmenity(query.amenities.map(commonAmenityName)));
  }
  if (query.area) filtered = filtered.where(inArea(query.area));
  return filtered;
}

/**
 * Up to this many matches, a search's page is sorted from the matches themselves. Otherwise
 * the index that gives the page's order is read until a page of matches turns up: soon for a
 * common word, but most of the table for a rare word found in names late in the alphabet,
 * which PostgreSQL's planner, supposing matches spread evenly, cannot foresee.
 */
export const SORT_SEARCH_MATCHES_UP_TO = 2_000;

type OrderTerm = [expression: RawBuilder<unknown>, direction: "asc" | "desc"];

/** False (0) for a listing for sale, true (1) for one to rent: in ascending order, sales first. */
const TO_RENT = sql<boolean>`(${sql.ref("type")} = ${sql.lit("rent")})`;

/** Every column a page's order reads (`pageOrder`). */
const PAGE_ORDER_COLUMNS = [
  "id",
  "type",
  "display_price",
  "published",
  "name_key",
  "price_per_acre",
] as const;

/**
 * Land without a price per acre (no plot size given) after the rest, on both engines, as the
 * index of migration 026 holds them.
 */
const WITHOUT_PRICE_PER_ACRE = sql<boolean>`(${sql.ref("price_per_acre")} is null)`;

/**
 * Always true where rents sort apart, and said so that SQLite reads a price range's page from
 * the index in the page's order (migration 019), one value of the first column after the other,
 * instead of sorting every listing in the range.
 */
const SALE_OR_RENT = sql<boolean>`${TO_RENT} in (${sql.lit(false)}, ${sql.lit(true)})`;

function pageOrder(query: ListingQuery): OrderTerm[] {
  const byPrice = (direction: OrderTerm[1]): OrderTerm[] => [
    ...(sortsRentsApart(query) ? [[TO_RENT, "asc"] satisfies OrderTerm] : []),
    [sql.ref("display_price"), direction],
    [sql.ref("id"), direction],
  ];
  switch (query.sort) {
    case "price-asc":
      return byPrice("asc");
    case "price-desc":
      return byPrice("desc");
    case "price-per-acre":
      return [
        [WITHOUT_PRICE_PER_ACRE, "asc"],
        [sql.ref("price_per_acre"), "asc"],
        [sql.ref("id"), "asc"],
      ];
    case "latest":
      return [
        [sql.ref("published"), "desc"],
        [sql.ref("id"), "desc"],
      ];
    default:
      return [
        [sql.ref("name_key"), "asc"],
        [sql.ref("id"), "asc"],
      ];
  }
}

interface PageableQuery<Row> {
  orderBy(expression: RawBuilder<unknown>, direction: "asc" | "desc"): PageableQuery<Row>;
  limit(count: number): PageableQuery<Row>;
  offset(count: number): PageableQuery<Row>;
  execute(): Promise<Row[]>;
}

const REVERSED = { asc: "desc", desc: "asc" } as const;

/** A run of a list in its order: `length` listings from the `start`th (counting from 0). */
interface Slice {
  start: number;
  length: number;
}

/** Listings to read a slice of, in an order. */
interface OrderedListings {
  listings: PageableQuery<{ id: number }>;
  order: OrderTerm[];
}

/**
 * The ids of a slice of the listings, in their order. Only ids are read while stepping over the
 * listings before it, which the indexes that give the order hold without the table's rows. A
 * slice in the second half of `total` listings is read from the far end, in the reverse order:
 * the last page costs what the first does, and no page steps over more than half the list.
 * Without `total`, the slice is read forwards.
 */
async function readSliceIds(
  ordered: OrderedListings,
  { start, length }: Slice,
  total: number | null,
): Promise<number[]> {
  if (total === null || start <= total / 2) return readIds(ordered, start, length, "forwards");
  // From the far end: past the listings after the slice, its own, fewer at the list's end.
  const end = Math.min(start + length, total);
  if (end <= start) return [];
  return (await readIds(ordered, total - end, end - start, "backwards")).reverse();
}

async function readIds(
  { listings, order }: OrderedListings,
  skipped: number,
  length: number,
  way: "forwards" | "backwards",
): Promise<number[]> {
  let ordered = listings;
  for (const [expression, direction] of order) {
    ordered = ordered.orderBy(expression, way === "forwards" ? direction : REVERSED[direction]);
  }
  const rows = await ordered.limit(length).offset(skipped).execute();
  return rows.map((row) => row.id);
}

/** The card columns of the listings with these ids, in the order of the ids. */
async function summaryRows(db: AppDatabase, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("properties").select(summaryColumns).where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * How a list's count is read: `listKey` names the listings counted (the filters, not the page or
 * the order), so that a caller may keep the count until the content changes.
 */
export type ListingCounter = (listKey: string, count: () => Promise<number>) => Promise<number>;

const countAtOnce: ListingCounter = (_listKey, count) => count();

/** What decides which listings a list holds, whatever its page and order. */
function listKey(query: ListingQuery, { closedShownSince }: ShownListings): string {
  return JSON.stringify({ ...query, page: 1, sort: null, view: "list", closedShownSince });
}

type FilteredListings = ReturnType<typeof filteredListings>;

/** True (1) for a listing holding a word of the search in its name or place: `named` below. */
const NAMED = sql.ref("named");

/**
 * The listings in the query's order. A search's few matches (see SORT_SEARCH_MATCHES_UP_TO) are
 * sorted from the matches themselves, those holding a word in their name or place first when
 * ordered by relevance (`relevance`, see relevanceTerms); otherwise the list is read from the
 * index that gives the order. Relevance ranks nothing among more matches than that: a word so
 * common orders them by name as the list does.
 */
function ordered(
  db: AppDatabase,
  query: ListingQuery,
  shown: ShownListings,
  { total, relevance }: { total: number; relevance: RequiredTerm[] | null },
): OrderedListings {
  const order = pageOrder(query);
  if (searchedText(query) === "" || total > SORT_SEARCH_MATCHES_UP_TO) {
    const filtered = filteredListings(db, query, shown, "many");
    const listings = (sortsRentsApart(query) ? filtered.where(SALE_OR_RENT) : filtered).select("id");
    return { listings, order };
  }
  const filtered = filteredListings(db, query, shown, "few");
  if (relevance === null) {
    const listings = db
      .with(
        (cte) => cte("matches").materialized(),
        () => filtered.select(PAGE_ORDER_COLUMNS),
      )
      .selectFrom("matches")
      .select("id");
    return { listings, order };
  }
  const named = holdsWords(dialectOf(db), relevance, "head", "few");
  const listings = db
    .with(
      (cte) => cte("matches").materialized(),
      () =>
        filtered.select([
          ...PAGE_ORDER_COLUMNS,
          sql<number>`case when ${named} then 1 else 0 end`.as("named"),
        ]),
    )
    .selectFrom("matches")
    .select("id");
  return { listings, order: [[NAMED, "desc"], ...order] };
}

/**
 * Reads on PostgreSQL without parallel workers: a search's page is a few milliseconds' lookups
 * of its matches, which workers would share for more than it costs them to start, on the cores
 * other visitors' pages are rendered on. A count, read once while the content stands, keeps them.
 */
async function withoutParallelWorkers<Result>(
  db: AppDatabase,
  read: (reader: AppDatabase) => Promise<Result>,
): Promise<Result> {
  if (dialectOf(db) !== "postgres") return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return read(trx);
  });
}

const count = async (filtered: FilteredListings) =>
  Number(
    (await filtered.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow()).total,
  );

/**
 * One page of listings matching the visitor's search, filters and sort. The price range is in
 * dollars, as every listing's price is compared (see filteredListings).
 */
export async function findListings(
  db: AppDatabase,
  query: ListingQuery,
  shown: ShownListings,
  counter: ListingCounter = countAtOnce,
): Promise<ListingPage> {
  const filtered = filteredListings(db, query, shown);
  const counting = counter(listKey(query, shown), () => count(filtered));
  const page: Slice = { start: (query.page - 1) * LISTINGS_PER_PAGE, length: LISTINGS_PER_PAGE };
  let ids: number[];
  if (searchedText(query) !== "") {
    // A search is counted first: its count decides how its page is read.
    const total = await counting;
    ids = await withoutParallelWorkers(db, (reader) =>
      readSliceIds(
        ordered(reader, query, shown, { total, relevance: relevanceTerms(query) }),
        page,
        query.page === 1 ? null : total,
      ),
    );
  } else {
    // The first page is read while the listings are counted; a later one is read from the end
    // the count says it is nearer to.
    const listings = ordered(db, query, shown, { total: Number.POSITIVE_INFINITY, relevance: null });
    ids = await readSliceIds(listings, page, query.page === 1 ? null : await counting);
  }
  return { listings: await withCovers(db, await summaryRows(db, ids)), total: await counting };
}

/**
 * Every city with a listing the public list would show, alphabetically: one on the market,
 * or, with `closedShown` (sold and let listings included), any it shows.
 */
export async function findCities(
  db: AppDatabase,
  { closedShown }: { closedShown?: ShownListings } = {},
): Promise<string[]> {
  if (closedShown || dialectOf(db) === "sqlite") {
    const listings = closedShown
      ? db.selectFrom("properties").where(publishedAndShown(closedShown))
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
