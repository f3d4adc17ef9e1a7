// A search of the property list in words, for the visitor's alert pages and e-mails and for the
// administrator's counts of alerts and of searches that found nothing.
import { commonAmenityName } from "./amenities";
import type { Currency } from "./currency";
import { type ListingQuery, searchedText } from "./listing-query";
import { TYPE_HEADINGS } from "./listing-titles";
import { formatKes, formatUsd } from "./money";
import type { Translate } from "./translate";

/** An amount in the currency it was typed in: a price range in shillings stays in shillings. */
const formatIn = (amount: number, currency: Currency) =>
  currency === "KES" ? formatKes(amount) : formatUsd(amount);

function listText(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items.join("");
  return t("{{items}} and {{last}}", { items: items.slice(0, -1).join(", "), last: items.at(-1)! });
}

function priceRange({ minPrice, maxPrice, priceCurrency }: ListingQuery, t: Translate): string | null {
  const min = minPrice === null ? null : formatIn(minPrice, priceCurrency);
  const max = maxPrice === null ? null : formatIn(maxPrice, priceCurrency);
  if (min !== null && max !== null) return t("{{min}} to {{max}}", { min, max });
  if (min !== null) return t("from {{price}}", { price: min });
  if (max !== null) return t("up to {{price}}", { price: max });
  return null;
}

/**
 * `Houses for sale in Nairobi matching “villa”, $100.000 to $300.000, 3 or more bedrooms,
 * with Borehole and Parking`, in the language of `t`. Without `quotingWords`, the words searched
 * are named as such, not quoted: for an e-mail to an address not yet proved to be whoever typed
 * them.
 */
export function describeSearch(
  query: ListingQuery,
  t: Translate,
  { quotingWords = true }: { quotingWords?: boolean } = {},
): string {
  const search = searchedText(query);
  let headline = t(query.type ? TYPE_HEADINGS[query.type] : "Properties");
  if (query.city) headline += ` ${t("in {{place}}", { place: query.city })}`;
  if (search)
    headline += ` ${quotingWords ? t("matching “{{search}}”", { search }) : t("matching the words searched")}`;
  const details = [
    priceRange(query, t),
    query.maxMoveIn === null
      ? null
      : t("up to {{amount}} to move in", { amount: formatIn(query.maxMoveIn, query.priceCurrency) }),
    query.minBedrooms === null ? null : t("{{count}} or more bedrooms", { count: query.minBedrooms }),
    query.minArea === null
      ? null
      : t("at least {{area}} m² of floor", { area: query.minArea.toLocaleString("en-KE") }),
    query.amenities.length === 0
      ? null
      : t("with {{amenities}}", {
          amenities: listText(
            query.amenities.map((key) => t(commonAmenityName(key))),
            t,
          ),
        }),
    query.includeClosed ? t("sold and let included") : null,
  ];
  return [headline, ...details.filter((detail) => detail !== null)].join(", ");
}
