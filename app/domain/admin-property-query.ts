import { type Availability, isAvailability, isPublication, type Publication } from "./listing-status";
import { type OfficeRole, seesWholeOffice } from "./office-roles";

/** What the administrator asked of their property list, as carried in the URL query string. */

export const MAX_ADMIN_SEARCH_LENGTH = 100;

export interface AdminPropertyQuery {
  search: string;
  publication: Publication | null;
  availability: Availability | null;
  /** Starred listings only. */
  featured: boolean;
  /**
   * Whose listings: one person's (by id), `all` of the office's, or null for the default (an
   * agent's own, everyone's for the owner and assistants; see listingsShown).
   */
  agent: number | "all" | null;
  page: number;
}

/** The person whose listings the list shows for `query`, or null for every listing of the office. */
export function listingsShown(
  query: Pick<AdminPropertyQuery, "agent">,
  person: { id: number; role: OfficeRole },
): number | null {
  if (query.agent === "all") return null;
  if (query.agent !== null) return query.agent;
  return seesWholeOffice(person.role) ? null : person.id;
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
    agent: agentOf(params.get("agent")),
    page: Math.max(1, Math.trunc(Number(params.get("page"))) || 1),
  };
}

function agentOf(value: string | null): AdminPropertyQuery["agent"] {
  if (value === "all") return "all";
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** The list's address for the query, defaults left out. */
export function adminPropertiesHref(query: AdminPropertyQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("q", query.search);
  if (query.publication) params.set("publication", query.publication);
  if (query.availability) params.set("availability", query.availability);
  if (query.featured) params.set("featured", "1");
  if (query.agent !== null) params.set("agent", String(query.agent));
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `/manage-properties?${text}` : "/manage-properties";
}
