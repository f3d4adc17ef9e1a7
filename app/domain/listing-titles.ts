import type { ListingQuery } from "./listing-query";
import type { PropertyType } from "./property-type";

/** Each type of listing as a heading or a count names it: "Houses for sale". */
export const TYPE_HEADINGS: Record<PropertyType, string> = {
  houses: "Houses for sale",
  rent: "Homes to rent",
  hotel: "Hotels",
  land: "Land for sale",
};

/**
 * What a page of the property list shows, for its title: `Houses for sale in Nairobi`,
 * `Properties matching “villa”, page 2`.
 */
export function listingsHeadline(query: ListingQuery): string {
  const kind = query.type ? TYPE_HEADINGS[query.type] : "Properties";
  const place = query.city ? ` in ${query.city}` : "";
  const search = query.search ? ` matching “${query.search}”` : "";
  const page = query.page > 1 ? `, page ${query.page}` : "";
  return `${kind}${place}${search}${page}`;
}

/** The search-result summary of a page of the property list. */
export function listingsDescription(query: ListingQuery): string {
  if (!query.type && !query.city) {
    return "Search houses for sale, rentals, hotels and land in Kenya by name, place, type, city, price, bedrooms and amenities.";
  }
  const kind = query.type ? TYPE_HEADINGS[query.type] : "Properties";
  return `${kind} in ${query.city ?? "Kenya"}, with every price in US dollars and Kenyan shillings.`;
}
