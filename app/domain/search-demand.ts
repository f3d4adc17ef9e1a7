import { COMMON_AMENITIES } from "./amenities";
import {
  ALL_LISTINGS_QUERY,
  listingQueryString,
  parseListingQuery,
  searchedText,
  type ListingQuery,
} from "./listing-query";
import { listingsHeadline } from "./listing-titles";
import { formatUsd } from "./money";
import type { Translate } from "./translate";

/** Longer keys are not searches a person typed; they are not counted. */
const MAX_KEY_LENGTH = 300;

/**
 * The key under which a search that found nothing is counted: its words in lower case with
 * single spaces, and its filters, as a query string of the property list (`?q=pool+villa&type=houses`).
 * The sort and the page do not change what is wanted, so they are left out; so is a search too
 * short to be searched by. Null when nothing was asked for (an empty site lists nothing either)
 * or the key would be absurdly long.
 */
export function emptySearchKey(query: ListingQuery): string | null {
  const words = searchedText(query).normalize("NFKC").toLowerCase().split(/\s+/).filter(Boolean).join(" ");
  const wanted: ListingQuery = {
    ...ALL_LISTINGS_QUERY,
    search: words,
    type: query.type,
    city: query.city?.normalize("NFKC").replace(/\s+/g, " ") ?? null,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    minBedrooms: query.minBedrooms,
    amenities: query.amenities,
    includeClosed: query.includeClosed,
  };
  const key = listingQueryString(wanted);
  return key !== "" && key.length <= MAX_KEY_LENGTH ? key : null;
}

/** What a counted search asked for, in words: `Houses for sale in Nakuru matching “pool”, 3+ bedrooms, up to $200.000`. */
export function describeEmptySearch(key: string, t: Translate): string {
  const query = parseListingQuery(new URLSearchParams(key));
  const details = [
    query.minBedrooms !== null ? `${query.minBedrooms}+ bedrooms` : null,
    priceRange(query.minPrice, query.maxPrice),
    query.amenities.length > 0 ? `with ${amenityNames(query.amenities)}` : null,
    query.includeClosed ? "sold and let included" : null,
  ].filter((detail) => detail !== null);
  return [listingsHeadline(query, t), ...details].join(", ");
}

function priceRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${formatUsd(min)} to ${formatUsd(max)}`;
  if (min !== null) return `from ${formatUsd(min)}`;
  if (max !== null) return `up to ${formatUsd(max)}`;
  return null;
}

function amenityNames(keys: readonly string[]): string {
  return COMMON_AMENITIES.filter((amenity) => keys.includes(amenity.key))
    .map((amenity) => amenity.name.toLowerCase())
    .join(", ");
}
