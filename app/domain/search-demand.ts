import {
  ALL_LISTINGS_QUERY,
  listingQueryString,
  parseListingQuery,
  searchedText,
  type ListingQuery,
} from "./listing-query";

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
    maxMoveIn: query.maxMoveIn,
    priceCurrency: query.priceCurrency,
    minBedrooms: query.minBedrooms,
    minArea: query.minArea,
    amenities: query.amenities,
    includeClosed: query.includeClosed,
  };
  const key = listingQueryString(wanted);
  return key !== "" && key.length <= MAX_KEY_LENGTH ? key : null;
}

/** A counted search read back, as the list reads its address. */
export function readEmptySearchKey(key: string): ListingQuery {
  return parseListingQuery(new URLSearchParams(key));
}
