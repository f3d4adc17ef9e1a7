import { safeCsv } from "./csv-cells";
import { pathInLanguage } from "./language";
import type { PlotSizeUnit } from "./listing-details";
import type { Availability } from "./listing-status";
import { displayedPrice } from "./money";
import { withMediaBaseUrl } from "./photos";
import { type Listing } from "./property";
import type { PropertyType } from "./property-type";
import { listingReference } from "./reference";
import { absoluteUrl } from "./site-address";
import { escapeXml } from "./xml";

/**
 * The feeds other sites fetch: every published listing, at its public point, for Kyero (XML)
 * and for Meta's home-listing catalogues (CSV). Each is at `/feeds/<token>/<file>`, with a token
 * of its own (feed-token.ts). The office's own spreadsheet of every listing, drafts and exact
 * points included, is its export behind sign-in (`/import/listings.csv`), never a feed.
 */
export const FEEDS = {
  kyero: { file: "kyero.xml", contentType: "application/xml; charset=utf-8", label: "Kyero (XML)" },
  meta: {
    file: "meta-home-listings.csv",
    contentType: "text/csv; charset=utf-8",
    label: "Meta home listings (CSV)",
  },
} as const;

export type FeedName = keyof typeof FEEDS;

/** Whether `name` is one of the feeds, never a name every object answers to (`toString`, `__proto__`). */
export function isFeedName(name: string): name is FeedName {
  return Object.hasOwn(FEEDS, name);
}

export function feedOfFile(file: string): FeedName | null {
  const entry = Object.entries(FEEDS).find(([, feed]) => feed.file === file);
  return entry ? (entry[0] as FeedName) : null;
}

export function feedPath(token: string, feed: FeedName): string {
  return `/feeds/${token}/${FEEDS[feed].file}`;
}

/** Where photos and pages are: the configured site address, and MEDIA_BASE_URL for stored photos. */
export interface FeedAddresses {
  origin: string;
  mediaBaseUrl: string | null;
}

function photoUrls(listing: Listing, { origin, mediaBaseUrl }: FeedAddresses): string[] {
  return listing.photos.map((photo) => absoluteUrl(origin, withMediaBaseUrl(photo, mediaBaseUrl).src));
}

const pageUrl = (listing: Listing, origin: string, language: "en" | "sw") =>
  absoluteUrl(origin, pathInLanguage(`/properties/${listing.slug}`, language));

/** `2026-11-26T09:05:00.000Z` as Kyero writes dates: `2026-11-26 09:05:00` (UTC). */
export function kyeroDate(isoTimestamp: string): string {
  return new Date(isoTimestamp).toISOString().slice(0, 19).replace("T", " ");
}

/** What Kyero calls each kind of listing. */
const KYERO_TYPES: Record<PropertyType, string> = {
  houses: "house",
  rent: "house",
  land: "land",
  hotel: "hotel",
};

/**
 * Kyero's price and its frequency, a whole number: `sale` for a price of the whole property,
 * `month` or `week` for a rent (a year's rent as a month's), and a hotel's nightly rate as a
 * week's.
 */
export function kyeroPrice(listing: Listing): { price: number; frequency: "sale" | "month" | "week" } {
  const price = displayedPrice(listing);
  switch (listing.pricePeriod) {
    case null:
      return { price: Math.round(price), frequency: "sale" };
    case "month":
      return { price: Math.round(price), frequency: "month" };
    case "year":
      return { price: Math.round(price / 12), frequency: "month" };
    case "week":
      return { price: Math.round(price), frequency: "week" };
    case "night":
      return { price: Math.round(price * 7), frequency: "week" };
  }
}

const SQUARE_METRES: Record<PlotSizeUnit, number> = {
  acres: 4046.8564224,
  hectares: 10_000,
  "square-metres": 1,
};

/** A plot's size in whole square metres, as Kyero takes it; null without one. */
export function plotSquareMetres(listing: Pick<Listing, "plotSize" | "plotSizeUnit">): number | null {
  if (listing.plotSize === null) return null;
  return Math.round(listing.plotSize * SQUARE_METRES[listing.plotSizeUnit ?? "acres"]);
}

const element = (name: string, value: string | number | null, attributes = "") =>
  value === null || value === "" ? "" : `<${name}${attributes}>${escapeXml(String(value))}</${name}>`;

function kyeroProperty(listing: Listing, addresses: FeedAddresses): string {
  const { price, frequency } = kyeroPrice(listing);
  const position = listing.publicPosition;
  const plot = plotSquareMetres(listing);
  const images = photoUrls(listing, addresses)
    .map((url, index) => `<image id="${index + 1}">${element("url", url)}</image>`)
    .join("");
  return [
    "<property>",
    element("id", listing.id),
    element("date", kyeroDate(listing.updatedAt)),
    element("ref", listingReference(listing.id)),
    element("price", price),
    element("currency", listing.currency),
    element("price_freq", frequency),
    element("type", KYERO_TYPES[listing.type]),
    element("town", listing.city),
    // Kenya's counties mostly share their main town's name; listings name the town only.
    element("province", listing.city),
    element("location_detail", listing.location),
    position
      ? `<location>${element("latitude", position.latitude)}${element("longitude", position.longitude)}</location>`
      : "",
    element("beds", listing.bedrooms),
    element("baths", listing.bathrooms),
    plot === null ? "" : `<surface_area>${element("plot", plot)}</surface_area>`,
    `<url>${element("en", pageUrl(listing, addresses.origin, "en"))}${element("sw", pageUrl(listing, addresses.origin, "sw"))}</url>`,
    `<desc>${element("en", listing.description)}${element("sw", listing.descriptionSw)}</desc>`,
    images ? `<images>${images}</images>` : "",
    "</property>",
  ].join("");
}

/** The office the feeds' listings are from, as portals show it: its name and how to reach it. */
export interface FeedAgent {
  name: string;
  email: string;
  /** International digits, or empty. */
  phone: string;
}

/** The start of the Kyero v3 feed, before its listings: the office that lists them. */
export function kyeroHead(agent: FeedAgent): string {
  const phone = agent.phone ? `+${agent.phone}` : "";
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<root>",
    "<kyero><feed_version>3</feed_version></kyero>",
    `<agent>${element("name", agent.name)}${element("email", agent.email)}${element("tel", phone)}${element("country", "Kenya")}</agent>`,
    "",
  ].join("\n");
}

/** The end of the Kyero v3 feed, after its listings. */
export const KYERO_TAIL = "</root>\n";

/** `listings` as the Kyero feed lists them, a line each: the feed is its head, runs of these, its tail. */
export function kyeroProperties(listings: readonly Listing[], addresses: FeedAddresses): string {
  return listings.map((listing) => `${kyeroProperty(listing, addresses)}\n`).join("");
}

/** The Kyero v3 feed of `listings`, listed by `agent`. */
export function kyeroFeed(listings: readonly Listing[], addresses: FeedAddresses, agent: FeedAgent): string {
  return kyeroHead(agent) + kyeroProperties(listings, addresses) + KYERO_TAIL;
}

/** Meta's home-listing columns, flattened as its CSV feeds name them. */
export const META_COLUMNS = [
  "home_listing_id",
  "name",
  "availability",
  "description",
  "address.addr1",
  "address.city",
  "address.region",
  "address.country",
  "latitude",
  "longitude",
  "neighborhood[0]",
  "price",
  "image[0].url",
  "url",
  "num_beds",
  "num_baths",
  "property_type",
  "listing_type",
] as const;

/** Whether the listing is offered for sale or to rent, and how far that has gone, in Meta's words. */
function metaAvailability(listing: Listing): string {
  const toRent = listing.pricePeriod !== null;
  const byStatus: Record<Availability, string> = {
    available: toRent ? "for_rent" : "for_sale",
    "under-offer": toRent ? "for_rent" : "sale_pending",
    sold: "recently_sold",
    let: "off_market",
  };
  return byStatus[listing.availability];
}

const META_PROPERTY_TYPES: Record<PropertyType, string> = {
  houses: "house",
  rent: "apartment",
  land: "land",
  hotel: "other",
};

function metaRow(listing: Listing, addresses: FeedAddresses): Record<(typeof META_COLUMNS)[number], string> {
  const position = listing.publicPosition;
  const toRent = listing.pricePeriod !== null;
  return {
    home_listing_id: listingReference(listing.id),
    name: listing.name,
    availability: metaAvailability(listing),
    description: listing.description,
    // The place as visitors see it: an owner's street address is never published.
    "address.addr1": listing.location,
    "address.city": listing.city,
    "address.region": listing.city,
    "address.country": "Kenya",
    latitude: position ? String(position.latitude) : "",
    longitude: position ? String(position.longitude) : "",
    "neighborhood[0]": listing.location,
    price: `${Math.round(displayedPrice(listing))} ${listing.currency}`,
    "image[0].url": photoUrls(listing, addresses)[0] ?? "",
    url: pageUrl(listing, addresses.origin, "en"),
    num_beds: listing.bedrooms === null ? "" : String(listing.bedrooms),
    num_baths: listing.bathrooms === null ? "" : String(listing.bathrooms),
    property_type: META_PROPERTY_TYPES[listing.type],
    listing_type: toRent ? "for_rent_by_agent" : "for_sale_by_agent",
  };
}

/** Meta's home-listing catalogue of `listings`, as CSV; without the header for the runs after the first. */
export function metaCatalogue(
  listings: readonly Listing[],
  addresses: FeedAddresses,
  options?: { header?: boolean },
): string {
  return safeCsv(
    listings.map((listing) => metaRow(listing, addresses)),
    META_COLUMNS,
    options,
  );
}
