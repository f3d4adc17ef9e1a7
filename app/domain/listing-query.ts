import { COMMON_AMENITIES, type CommonAmenityKey, isCommonAmenityKey } from "./amenities";
import { type Currency, DEFAULT_CURRENCY } from "./currency";
import { MAX_ROOMS } from "./listing-details";
import { formatMapArea, type MapArea, parseMapArea } from "./map-area";
import { isPropertyType, type PropertyType } from "./property-type";
import { idFromReference } from "./reference";
import { readSearchTerms, type RequiredTerm } from "./search-terms";
import { typedText } from "./text";

/** What a visitor asked of the property list, as carried in the URL query string. */

export const LISTINGS_PER_PAGE = 24;
export const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;
/** Far above any listing in either currency, low enough to stay an exact number. */
const MAX_PRICE = 1_000_000_000_000;

export const SORT_OPTIONS = ["price-asc", "price-desc", "latest", "price-per-acre"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The order with no sort chosen: by name, as the list is read from the index. */
export const DEFAULT_SORT_LABEL = "Name: A to Z";
/** The order with no sort chosen when words are searched (see relevanceTerms). */
export const RELEVANCE_SORT_LABEL = "Best match";

export const SORT_LABELS: Record<SortOption, string> = {
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  latest: "Latest published",
  "price-per-acre": "Price per acre: Low to High",
};

/** Sorts that mean something for one type only: offered, and read, with that type alone. */
export const SORT_TYPES: Partial<Record<SortOption, PropertyType>> = { "price-per-acre": "land" };

/** Whether the list of this type may be sorted this way. */
export function sortFitsType(sort: SortOption, type: PropertyType | null): boolean {
  const only = SORT_TYPES[sort];
  return only === undefined || only === type;
}

/** Largest minimum floor area the list reads, in square metres. */
const MAX_MIN_AREA = 1_000_000;

/**
 * Whether the list, sorted by price over every type, shows the listings for sale first and
 * then those to rent, each sorted by price: a monthly rent is no amount to rank among sale
 * prices.
 */
export function sortsRentsApart(query: Pick<ListingQuery, "sort" | "type">): boolean {
  return (query.sort === "price-asc" || query.sort === "price-desc") && query.type === null;
}

export interface ListingQuery {
  search: string;
  type: PropertyType | null;
  city: string | null;
  sort: SortOption | null;
  page: number;
  /**
   * Whole amounts in `priceCurrency`, compared with the price a visitor sees (the new price
   * after a discount); the list is searched in dollars (`withPricesInDollars`).
   */
  minPrice: number | null;
  maxPrice: number | null;
  /** The most a rental may take to move into (see moveInCost), in `priceCurrency`: rentals only. */
  maxMoveIn: number | null;
  /** The currency the price range and the move-in sum were typed in: dollars unless the visitor chose shillings. */
  priceCurrency: Currency;
  minBedrooms: number | null;
  /** Square metres of floor at least: houses, rentals and hotels that give their floor area. */
  minArea: number | null;
  /** A listing must have every one; in the order they are offered. */
  amenities: CommonAmenityKey[];
  /** Sold and let listings too, which the list leaves out unless asked. */
  includeClosed: boolean;
  /** Only listings shown inside this part of the map ("Search this area"). */
  area: MapArea | null;
  /** The results as cards, or on a map above them. */
  view: ListingView;
}

export type ListingView = "list" | "map";

/** The whole list: no search, no filter, the default order, the first page. */
export const ALL_LISTINGS_QUERY: ListingQuery = {
  search: "",
  type: null,
  city: null,
  sort: null,
  page: 1,
  minPrice: null,
  maxPrice: null,
  maxMoveIn: null,
  priceCurrency: DEFAULT_CURRENCY,
  minBedrooms: null,
  minArea: null,
  amenities: [],
  includeClosed: false,
  area: null,
  view: "list",
};

/** The query-string names of the finer filters. */
export const FILTER_PARAMS = {
  minPrice: "min-price",
  maxPrice: "max-price",
  maxMoveIn: "max-move-in",
  priceCurrency: "currency",
  minBedrooms: "bedrooms",
  minArea: "min-area",
  amenity: "amenity",
  includeClosed: "include-sold",
  area: "area",
  view: "view",
} as const;

/** The choices of the minimum-bedrooms control. */
export const BEDROOM_CHOICES = [1, 2, 3, 4, 5] as const;

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * An amount typed into a price box, in dollars or shillings: only the digits count, so
 * `250.000`, `250,000` and `$250000` all read as 250000. Null when there are none or the
 * amount is absurd.
 */
export function parsePriceBound(value: string | null): number | null {
  const digits = (value ?? "").replace(/\D/g, "");
  if (digits === "" || digits.length > 13) return null;
  const amount = Number(digits);
  return amount <= MAX_PRICE ? amount : null;
}

function parseBedrooms(value: string | null): number | null {
  const bedrooms = Number(value);
  return value && Number.isInteger(bedrooms) && bedrooms >= 1 && bedrooms <= MAX_ROOMS ? bedrooms : null;
}

/** Whole square metres, from 1: `120`, `120 m²` and `1,200` read as 120, 120 and 1200. */
function parseMinArea(value: string | null): number | null {
  const digits = (value ?? "").replace(/\D/g, "");
  if (digits === "" || digits.length > 7) return null;
  const area = Number(digits);
  return area >= 1 && area <= MAX_MIN_AREA ? area : null;
}

function parseAmenities(values: string[]): CommonAmenityKey[] {
  const wanted = new Set(values.filter(isCommonAmenityKey));
  return COMMON_AMENITIES.map((amenity) => amenity.key).filter((key) => wanted.has(key));
}

/**
 * Searches shorter than this match too much of the list to be worth reading the whole table
 * for (the search indexes work on three letters and more): the page asks for a longer one.
 */
export const SHORTEST_SEARCH = 3;

/** Whether the search box holds too little to search by; a reference such as MK-1042 is enough. */
export function searchTooShort(search: string): boolean {
  return search !== "" && idFromReference(search) === null && [...search].length < SHORTEST_SEARCH;
}

/** What the list is searched for: nothing when the search is too short. */
export function searchedText(query: ListingQuery): string {
  return searchTooShort(query.search) ? "" : query.search;
}

/**
 * The words the list is ordered by relevance for: typed words, with no sort chosen. Listings
 * holding one of them in their name or place come first, then the others, each part in the
 * default order. Null when the list keeps its usual order.
 */
export function relevanceTerms(query: ListingQuery): RequiredTerm[] | null {
  const search = searchedText(query);
  if (query.sort !== null || search === "" || idFromReference(search) !== null) return null;
  const { required } = readSearchTerms(search);
  return required.length > 0 ? required : null;
}

/** Whether the query has an amount typed in its currency. */
export function hasAmount(query: Pick<ListingQuery, "minPrice" | "maxPrice" | "maxMoveIn">): boolean {
  return query.minPrice !== null || query.maxPrice !== null || query.maxMoveIn !== null;
}

/** Reads the query string leniently: anything unknown falls back to "All". */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const type = params.get("type") ?? "";
  const sortText = params.get("sort") ?? "";
  const city = typedText(params.get("city") ?? "", { singleLine: true }).trim();
  let minPrice = parsePriceBound(params.get(FILTER_PARAMS.minPrice));
  let maxPrice = parsePriceBound(params.get(FILTER_PARAMS.maxPrice));
  // A range typed the wrong way round means the same range.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  const maxMoveIn = parsePriceBound(params.get(FILTER_PARAMS.maxMoveIn));
  // Without an amount the currency means nothing: such addresses are the list without it.
  const priceCurrency: Currency =
    params.get(FILTER_PARAMS.priceCurrency) === "KES" && hasAmount({ minPrice, maxPrice, maxMoveIn })
      ? "KES"
      : DEFAULT_CURRENCY;
  const knownType = isPropertyType(type) ? type : null;
  const sort = (SORT_OPTIONS as readonly string[]).includes(sortText) ? (sortText as SortOption) : null;
  return {
    search: typedText(params.get("q") ?? "", { singleLine: true })
      .trim()
      .slice(0, MAX_SEARCH_LENGTH),
    type: knownType,
    city: city === "" ? null : city,
    sort: sort !== null && sortFitsType(sort, knownType) ? sort : null,
    page: parsePage(params.get("page")),
    minPrice,
    maxPrice,
    maxMoveIn,
    priceCurrency,
    minBedrooms: parseBedrooms(params.get(FILTER_PARAMS.minBedrooms)),
    minArea: parseMinArea(params.get(FILTER_PARAMS.minArea)),
    amenities: parseAmenities(params.getAll(FILTER_PARAMS.amenity)),
    includeClosed: params.get(FILTER_PARAMS.includeClosed) === "1",
    area: parseMapArea(params.get(FILTER_PARAMS.area)),
    view: params.get(FILTER_PARAMS.view) === "map" ? "map" : "list",
  };
}

/** Whether the address names a map area that cannot be read (it is then ignored, and the page says so). */
export function hasUnreadableArea(params: URLSearchParams): boolean {
  return params.has(FILTER_PARAMS.area) && parseMapArea(params.get(FILTER_PARAMS.area)) === null;
}

/** The canonical query string for a listing query (defaults left out). */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.type) params.set("type", query.type);
  if (query.city) params.set("city", query.city);
  if (query.sort) params.set("sort", query.sort);
  if (query.priceCurrency !== DEFAULT_CURRENCY && hasAmount(query)) {
    params.set(FILTER_PARAMS.priceCurrency, query.priceCurrency);
  }
  if (query.minPrice !== null) params.set(FILTER_PARAMS.minPrice, String(query.minPrice));
  if (query.maxPrice !== null) params.set(FILTER_PARAMS.maxPrice, String(query.maxPrice));
  if (query.maxMoveIn !== null) params.set(FILTER_PARAMS.maxMoveIn, String(query.maxMoveIn));
  if (query.minBedrooms !== null) params.set(FILTER_PARAMS.minBedrooms, String(query.minBedrooms));
  if (query.minArea !== null) params.set(FILTER_PARAMS.minArea, String(query.minArea));
  for (const amenity of query.amenities) params.append(FILTER_PARAMS.amenity, amenity);
  if (query.includeClosed) params.set(FILTER_PARAMS.includeClosed, "1");
  if (query.area) params.set(FILTER_PARAMS.area, formatMapArea(query.area));
  if (query.view !== "list") params.set(FILTER_PARAMS.view, query.view);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

type FilterKey = "type" | "city" | "sort";

/**
 * The query after a visitor picks `value` in one filter control: picking the
 * option that is already selected resets that control to All. Any change of
 * filter goes back to the first page.
 */
export function pickFilter<K extends FilterKey>(
  query: ListingQuery,
  key: K,
  value: ListingQuery[K],
): ListingQuery {
  const next = query[key] === value ? null : value;
  return withFittingSort({ ...query, [key]: next, page: 1 });
}

/** The query without its sort when the sort is for another type (see SORT_TYPES). */
function withFittingSort(query: ListingQuery): ListingQuery {
  return query.sort === null || sortFitsType(query.sort, query.type) ? query : { ...query, sort: null };
}

/** Whether any filter beyond the search and the sort is set. */
export function hasFilters(query: ListingQuery): boolean {
  return (
    query.type !== null ||
    query.city !== null ||
    query.minPrice !== null ||
    query.maxPrice !== null ||
    query.maxMoveIn !== null ||
    query.minBedrooms !== null ||
    query.minArea !== null ||
    query.amenities.length > 0 ||
    query.includeClosed ||
    query.area !== null
  );
}

/** The query with every filter back at its default; the search, the sort (if it fits every type) and the view stay. */
export function clearFilters(query: ListingQuery): ListingQuery {
  return withFittingSort({ ...ALL_LISTINGS_QUERY, search: query.search, sort: query.sort, view: query.view });
}

/**
 * Whether the query string has fields left empty, as a GET form sends them
 * (`min-price=&bedrooms=`): the list then moves to the canonical address.
 */
export function hasEmptyFields(params: URLSearchParams): boolean {
  return [...params.values()].some((value) => value.trim() === "");
}

/**
 * The query with its price range and move-in sum in dollars, as the list is searched: every
 * listing is compared by its dollars, at today's rate for one priced in shillings. Amounts in
 * shillings are divided by the rate and widened by half a shilling each way, amounts in dollars
 * by half a cent, so that a listing is found when its amount as shown (in whole shillings, or
 * dollars to the cent) is within the range.
 */
export function withPricesInDollars(query: ListingQuery, kesRate: number): ListingQuery {
  const [unit, half] = query.priceCurrency === "USD" ? [1, 0.005] : [kesRate, 0.5];
  const lowest = (amount: number | null) => (amount === null ? null : Math.max(0, (amount - half) / unit));
  const highest = (amount: number | null) => (amount === null ? null : (amount + half) / unit);
  return {
    ...query,
    priceCurrency: "USD",
    minPrice: lowest(query.minPrice),
    maxPrice: highest(query.maxPrice),
    maxMoveIn: highest(query.maxMoveIn),
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTINGS_PER_PAGE));
}
