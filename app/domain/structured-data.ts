import { absoluteUrl } from "./site-address";
import { displayedPrice } from "./money";
import type { Listing, PropertyType } from "./property";

/** The schema.org type of what a listing offers; every one is a Place and so has an address. */
const OFFERED_TYPE: Record<PropertyType, string> = {
  houses: "House",
  rent: "Accommodation",
  hotel: "Hotel",
  land: "Place",
};

type ListingForSearchEngines = Pick<
  Listing,
  "name" | "description" | "published" | "images" | "price" | "newPrice" | "type" | "location" | "city"
>;

/**
 * A schema.org `RealEstateListing` for the listing at `url`: what search engines read about
 * it. Image addresses are made absolute against `origin`; rent is priced per month.
 */
export function realEstateListing(listing: ListingForSearchEngines, url: string, origin: string) {
  const price = displayedPrice(listing);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.name,
    description: listing.description,
    url,
    datePosted: listing.published,
    image: listing.images.map((image) => absoluteUrl(origin, image.src)),
    offers: {
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      ...(listing.type === "rent" && {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: "USD",
          unitCode: "MON",
        },
      }),
      availability: "https://schema.org/InStock",
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
