import type { ListingQuery } from "./listing-query";
import type { PropertyType } from "./property-type";
import type { Translate } from "./translate";

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
export function listingsHeadline(query: ListingQuery, t: Translate): string {
  const kind = t(query.type ? TYPE_HEADINGS[query.type] : "Properties");
  const place = query.city ? ` ${t("in {{place}}", { place: query.city })}` : "";
  const search = query.search ? ` ${t("matching “{{search}}”", { search: query.search })}` : "";
  const page = query.page > 1 ? `, ${t("page {{page}}", { page: query.page })}` : "";
  return `${kind}${place}${search}${page}`;
}

/** The search-result summary of a page of the property list. */
export function listingsDescription(query: ListingQuery, t: Translate): string {
  if (!query.type && !query.city) {
    return t(
      "Search houses for sale, rentals, hotels and land in Kenya by name, place, type, city, price, bedrooms and amenities.",
    );
  }
  const kind = t(query.type ? TYPE_HEADINGS[query.type] : "Properties");
  return t("{{kind}} in {{place}}, with every price in US dollars and Kenyan shillings.", {
    kind,
    place: query.city ?? "Kenya",
  });
}
