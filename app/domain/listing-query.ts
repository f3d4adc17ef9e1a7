import { isPropertyType, type PropertyType } from "./property";

/** What a visitor asked of the property list, as carried in the URL query string. */

export const LISTINGS_PER_PAGE = 24;
const MAX_SEARCH_LENGTH = 100;
const MAX_PAGE = 100_000;

export const SORT_OPTIONS = ["price-asc", "price-desc", "latest"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  latest: "Latest published",
};

export interface ListingQuery {
  search: string;
  type: PropertyType | null;
  city: string | null;
  sort: SortOption | null;
  page: number;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads the query string leniently: anything unknown falls back to "All". */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const type = params.get("type") ?? "";
  const sort = params.get("sort") ?? "";
  const city = (params.get("city") ?? "").trim();
  return {
    search: (params.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    type: isPropertyType(type) ? type : null,
    city: city === "" ? null : city,
    sort: (SORT_OPTIONS as readonly string[]).includes(sort) ? (sort as SortOption) : null,
    page: parsePage(params.get("page")),
  };
}

/** The canonical query string for a listing query (defaults left out). */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.type) params.set("type", query.type);
  if (query.city) params.set("city", query.city);
  if (query.sort) params.set("sort", query.sort);
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
  return { ...query, [key]: next, page: 1 };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / LISTINGS_PER_PAGE));
}
