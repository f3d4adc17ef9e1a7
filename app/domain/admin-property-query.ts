import { type Availability, isAvailability, isPublication, type Publication } from "./listing-status";

/** What the administrator asked of their property list, as carried in the URL query string. */

export const MAX_ADMIN_SEARCH_LENGTH = 100;

export interface AdminPropertyQuery {
  search: string;
  publication: Publication | null;
  availability: Availability | null;
  /** Starred listings only. */
  featured: boolean;
  page: number;
}

/** Reads the query string leniently: anything unknown means no filter. */
export function parseAdminPropertyQuery(params: URLSearchParams): AdminPropertyQuery {
  const publication = params.get("publication") ?? "";
  const availability = params.get("availability") ?? "";
  return {
    search: (params.get("q") ?? "").trim().slice(0, MAX_ADMIN_SEARCH_LENGTH),
    publication: isPublication(publication) ? publication : null,
    availability: isAvailability(availability) ? availability : null,
    featured: params.get("featured") === "1",
    page: Math.max(1, Math.trunc(Number(params.get("page"))) || 1),
  };
}

/** The list's address for the query, defaults left out. */
export function adminPropertiesHref(query: AdminPropertyQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.publication) params.set("publication", query.publication);
  if (query.availability) params.set("availability", query.availability);
  if (query.featured) params.set("featured", "1");
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `/manage-properties?${text}` : "/manage-properties";
}
