// What the demo seed puts on a fresh site, and the lists the site should show
// for it, computed from the demo data module rather than written out by hand.
import { DEMO_ABOUT, DEMO_LISTINGS, DEMO_SETTINGS } from "../../../demo/listings";
import { normaliseAmenities } from "../../../app/domain/amenities";
import {
  type Availability,
  DEFAULT_STATUS,
  isOnMarket,
  type Publication,
} from "../../../app/domain/listing-status";
import { DEFAULT_KES_RATE, formatKes, formatUsd } from "../../../app/domain/money";
import type { PropertyType } from "../../../app/domain/property-type";
import { listingReference } from "../../../app/domain/reference";
import { slugify } from "../../../app/domain/slug";

export { formatKes, formatUsd };

export type DemoType = PropertyType;

export const TYPE_LABELS: Record<PropertyType, string> = {
  rent: "To rent",
  hotel: "Hotel",
  land: "Land",
  houses: "For sale",
};
export const TYPES = Object.keys(TYPE_LABELS) as DemoType[];

export const DEFAULT_SORT_LABEL = "Name: A to Z";

export const SORT_LABELS = {
  "price-asc": "Price: Low to High",
  "price-desc": "Price: High to Low",
  latest: "Latest published",
} as const;
export type SortKey = keyof typeof SORT_LABELS;

export interface ExpectedListing {
  name: string;
  slug: string;
  price: number;
  discount: number | null;
  /** round(price × (1 − discount / 100)) when discounted. */
  newPrice: number | null;
  /** What the visitor pays and what price sorting uses. */
  shownPrice: number;
  location: string;
  city: string;
  type: DemoType;
  listedOn: string;
  photoCount: number;
  /** `MK-1001` for the first: the seed stores the listings in order on an empty database. */
  reference: string;
  bedrooms: number | null;
  /** As stored and shown. */
  amenities: string[];
  publication: Publication;
  availability: Availability;
  featured: boolean;
}

/** Every demo listing, drafts and sold or let ones included. */
export const ALL_LISTINGS: ExpectedListing[] = DEMO_LISTINGS.map((listing, index) => {
  const discount = listing.discount;
  const newPrice = discount === null ? null : Math.round(listing.price * (1 - discount / 100));
  const status = { ...DEFAULT_STATUS, ...listing.status };
  return {
    name: listing.name.trim(),
    slug: slugify(listing.name),
    price: listing.price,
    discount,
    newPrice,
    shownPrice: newPrice ?? listing.price,
    location: listing.location,
    city: listing.city,
    type: listing.type,
    listedOn: listing.listedOn,
    photoCount: listing.pictures.length,
    reference: listingReference(index + 1),
    bedrooms: listing.details.bedrooms ?? null,
    amenities: normaliseAmenities(listing.amenities),
    publication: status.publication,
    availability: status.availability,
    featured: status.featured,
  };
});

/** The listings a visitor finds without asking for more: published, and available or under offer. */
export const LISTINGS: ExpectedListing[] = ALL_LISTINGS.filter(isOnMarket);

/** What "Include sold and let" shows: every published listing. */
export const PUBLISHED_LISTINGS: ExpectedListing[] = ALL_LISTINGS.filter(
  (listing) => listing.publication === "published",
);

/** The demo keeps the default exchange rate. */
export const KES_RATE = DEFAULT_KES_RATE;
export const WHATSAPP_DIGITS = DEMO_SETTINGS.whatsappNumber.replace(/\D/g, "");

/** The About text, one paragraph each. */
export const ABOUT_PARAGRAPHS: string[] = DEMO_ABOUT;

export const PER_PAGE = 24;

/** Code-unit order of lower-cased names, as the database compares them. */
export function compareNames(a: ExpectedListing, b: ExpectedListing): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Listings in the list's default order: by name, A to Z. */
export function byName(listings: ExpectedListing[]): ExpectedListing[] {
  return [...listings].sort(compareNames);
}

/**
 * The value a sort orders by, for each listing: the shown price for the price
 * sorts, the publication date for Latest. Listings that tie may come in any
 * order, so tests compare these keys rather than names.
 */
export function sortKey(sort: SortKey, listing: ExpectedListing): string | number {
  return sort === "latest" ? listing.listedOn : listing.shownPrice;
}

/**
 * Listings in the order of `sort`. Sorted by price over more than one type, those for sale
 * come first and those to rent after them, each by price.
 */
export function sortListings(listings: ExpectedListing[], sort: SortKey): ExpectedListing[] {
  const sorted = [...listings];
  const toRent = (listing: ExpectedListing) => (listing.type === "rent" ? 1 : 0);
  if (sort === "price-asc") sorted.sort((a, b) => toRent(a) - toRent(b) || a.shownPrice - b.shownPrice);
  if (sort === "price-desc") sorted.sort((a, b) => toRent(a) - toRent(b) || b.shownPrice - a.shownPrice);
  if (sort === "latest")
    sorted.sort((a, b) => (a.listedOn < b.listedOn ? 1 : a.listedOn > b.listedOn ? -1 : 0));
  return sorted;
}

export function listingNamed(name: string): ExpectedListing {
  const listing = LISTINGS.find((candidate) => candidate.name === name);
  if (!listing) throw new Error(`No demo listing is named ${JSON.stringify(name)}`);
  return listing;
}

/** Cities with at least one listing, alphabetically, as the City control lists them. */
export const CITIES = [...new Set(LISTINGS.map((listing) => listing.city))].sort((a, b) =>
  a < b ? -1 : a > b ? 1 : 0,
);

/** "24 properties", "1 property", "0 properties". */
export function countText(count: number): string {
  return count === 1 ? "1 property" : `${count.toLocaleString("en-KE")} properties`;
}

/** The listings the search box finds for `term`: its reference, or name, location or city containing it. */
export function matchingSearch(term: string, listings: ExpectedListing[] = LISTINGS): ExpectedListing[] {
  const needle = term.trim().toLowerCase();
  const byReference = listings.filter((listing) => listing.reference.toLowerCase() === needle);
  if (byReference.length > 0) return byReference;
  return listings.filter((listing) =>
    [listing.name, listing.location, listing.city].some((text) => text.toLowerCase().includes(needle)),
  );
}
