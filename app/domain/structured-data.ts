import type { PricePeriod } from "./listing-details";
import type { Availability } from "./listing-status";
import { absoluteUrl } from "./site-address";
import { displayedPrice } from "./money";
import type { Listing } from "./property";
import type { PropertyType } from "./property-type";

/** The schema.org type of what a listing offers; every one is a Place and so has an address. */
const OFFERED_TYPE: Record<PropertyType, string> = {
  houses: "House",
  rent: "Accommodation",
  hotel: "Hotel",
  land: "Place",
};

/**
 * The schema.org availability of an offer: under offer is still listed and may fall through;
 * a let home may come back to the market, a sold one does not.
 */
const OFFER_AVAILABILITY: Record<Availability, string> = {
  available: "https://schema.org/InStock",
  "under-offer": "https://schema.org/LimitedAvailability",
  sold: "https://schema.org/SoldOut",
  let: "https://schema.org/OutOfStock",
};

/** UN/CEFACT codes of the period a price is for. */
const PERIOD_UNIT_CODE: Record<PricePeriod, string> = {
  night: "DAY",
  week: "WEE",
  month: "MON",
  year: "ANN",
};

type ListingForSearchEngines = Pick<
  Listing,
  | "name"
  | "description"
  | "listedOn"
  | "photos"
  | "price"
  | "newPrice"
  | "pricePeriod"
  | "availability"
  | "type"
  | "location"
  | "city"
>;

/**
 * A schema.org `RealEstateListing` for the listing at `url`: what search engines read about
 * it. Image addresses are made absolute against `origin`; a rent or nightly rate is priced
 * per its period.
 */
export function realEstateListing(listing: ListingForSearchEngines, url: string, origin: string) {
  const price = displayedPrice(listing);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.name,
    description: listing.description,
    url,
    datePosted: listing.listedOn,
    image: listing.photos.map((photo) => absoluteUrl(origin, photo.src)),
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      ...(listing.pricePeriod && {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "USD",
          unitCode: PERIOD_UNIT_CODE[listing.pricePeriod],
        },
      }),
      availability: OFFER_AVAILABILITY[listing.availability],
      url,
      itemOffered: {
        "@type": OFFERED_TYPE[listing.type],
        name: listing.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: listing.location,
          addressLocality: listing.city,
          addressCountry: "KE",
        },
      },
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped as `\u003c`, which JSON
 * reads back as `<`, so that no text in it can close the script element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
