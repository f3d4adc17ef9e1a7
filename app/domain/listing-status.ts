import { todayInNairobi } from "./dates";
import type { PropertyType } from "./property-type";

/** Whether a listing is on the site, whether it can still be had, and whether it is starred. */

export const PUBLICATIONS = ["published", "draft"] as const;
export type Publication = (typeof PUBLICATIONS)[number];

export const PUBLICATION_LABELS: Record<Publication, string> = {
  published: "Published",
  draft: "Draft",
};

export const AVAILABILITIES = ["available", "under-offer", "sold", "let"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  available: "Available",
  "under-offer": "Under offer",
  sold: "Sold",
  let: "Let",
};

export interface ListingStatus {
  publication: Publication;
  availability: Availability;
  featured: boolean;
}

/** A new listing goes on the site at once, available and not starred, unless the form says otherwise. */
export const DEFAULT_STATUS: ListingStatus = {
  publication: "published",
  availability: "available",
  featured: false,
};

export function isPublication(value: string): value is Publication {
  return (PUBLICATIONS as readonly string[]).includes(value);
}

export function isAvailability(value: string): value is Availability {
  return (AVAILABILITIES as readonly string[]).includes(value);
}

/** Sold and let listings have gone: they leave the default list. */
export function isClosed(availability: Availability): boolean {
  return availability === "sold" || availability === "let";
}

/**
 * A listing a visitor finds without asking for more: published, and available or under
 * offer. Stored with the listing, so that the public list reads one indexed column.
 */
export function isOnMarket({ publication, availability }: Omit<ListingStatus, "featured">): boolean {
  return publication === "published" && !isClosed(availability);
}

/** How a listing of this type leaves the market: a rental is let, anything else is sold. */
export function closingAvailability(type: PropertyType): Availability {
  return type === "rent" ? "let" : "sold";
}

/**
 * The change one of the administrator's status buttons asks for (`publication=draft`,
 * `availability=sold`, `featured=1`), or null when the form names none or an unknown value.
 */
export function readStatusChange(form: FormData): Partial<ListingStatus> | null {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : null;
  };
  const publication = field("publication");
  const availability = field("availability");
  const featured = field("featured");
  if (publication !== null && !isPublication(publication)) return null;
  if (availability !== null && !isAvailability(availability)) return null;
  if (featured !== null && featured !== "0" && featured !== "1") return null;
  const change: Partial<ListingStatus> = {
    ...(publication === null ? {} : { publication }),
    ...(availability === null ? {} : { availability }),
    ...(featured === null ? {} : { featured: featured === "1" }),
  };
  return Object.keys(change).length > 0 ? change : null;
}

/** What the administrator is told after a status change: `“Ocean View Villa” is now sold.` */
export function statusChangeMessage(name: string, change: Partial<ListingStatus>): string {
  const parts: string[] = [];
  if (change.publication === "published") parts.push("now published");
  if (change.publication === "draft") parts.push("now a draft");
  if (change.availability) parts.push(`now ${AVAILABILITY_LABELS[change.availability].toLowerCase()}`);
  if (change.featured === true) parts.push("now starred");
  if (change.featured === false) parts.push("no longer starred");
  return `“${name}” is ${parts.join(" and ")}.`;
}

/**
 * The listing date a change of publication gives: a draft that is published gets today's
 * date in Nairobi, being new to visitors; any other change keeps the date it had (null).
 */
export function newListingDate(from: string, to: Publication, now: Date): string | null {
  return from === "draft" && to === "published" ? todayInNairobi(now) : null;
}
