import { type OfficeCredentials, officialPayment, PAYMENT_KIND_LABELS } from "./credentials";
import type { PricePeriod } from "./listing-details";
import type { Availability } from "./listing-status";
import { phoneNumberDigits } from "./phone";
import type { SiteSettings } from "./settings";
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
  | "currency"
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
      priceCurrency: listing.currency,
      ...(listing.pricePeriod && {
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price,
          priceCurrency: listing.currency,
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

const DAY = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
/** One line of schema.org's opening hours: `Mo-Fr 08:30-17:00`, `Sa,Su 09:00-13:00`. */
const OPENING_HOURS_LINE = new RegExp(`^${DAY}(?:[-,]${DAY})* \\d{2}:\\d{2}-\\d{2}:\\d{2}$`);

/**
 * The office's opening hours as schema.org reads them, when the administrator wrote them that
 * way (`Mo-Fr 08:30-17:00; Sa 09:00-13:00`); null for hours written for people only.
 */
export function schemaOpeningHours(text: string): string[] | null {
  const lines = text.split(";").map((line) => line.trim());
  return text.trim() !== "" && lines.every((line) => OPENING_HOURS_LINE.test(line)) ? lines : null;
}

/** A schema.org `WebSite`: the site's name as search engines show it beside its address. */
export function webSite(name: string, origin: string, language: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: absoluteUrl(origin, "/"),
    inLanguage: language,
  };
}

/**
 * A schema.org `RealEstateAgent`: the office as search engines read it, with its address,
 * telephone, registration with the Estate Agents Registration Board, hours and official M-Pesa
 * number, each when it is set.
 */
export function realEstateAgent(
  settings: Pick<SiteSettings, "contactAddress" | "contactPhone" | "contactEmail" | "whatsappNumber">,
  credentials: OfficeCredentials,
  origin: string,
  name: string,
) {
  const phone = phoneNumberDigits(settings.contactPhone) ?? phoneNumberDigits(settings.whatsappNumber);
  const payment = officialPayment(credentials);
  const openingHours = schemaOpeningHours(credentials.openingHours);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    name,
    url: absoluteUrl(origin, "/"),
    ...(phone && { telephone: `+${phone}` }),
    ...(settings.contactEmail && { email: settings.contactEmail }),
    ...(settings.contactAddress && {
      address: { "@type": "PostalAddress", streetAddress: settings.contactAddress, addressCountry: "KE" },
    }),
    ...(credentials.registrationNumber && {
      identifier: {
        "@type": "PropertyValue",
        propertyID: "Estate Agents Registration Board",
        value: credentials.registrationNumber,
      },
    }),
    ...(openingHours && { openingHours }),
    ...(payment && { paymentAccepted: `${PAYMENT_KIND_LABELS[payment.kind]} ${payment.number}` }),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped as `\u003c`, which JSON
 * reads back as `<`, so that no text in it can close the script element early.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replaceAll("<", "\\u003c");
}
