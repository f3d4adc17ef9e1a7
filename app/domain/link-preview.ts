import { pricePeriodText } from "./listing-facts";
import { displayedPrice, formatAmount } from "./money";
import type { Listing } from "./property";
import type { PropertyType } from "./property-type";
import type { Translate } from "./translate";

/**
 * The picture a shared link shows: 1.91:1, the shape WhatsApp, Facebook and X crop to, and
 * small enough for WhatsApp, which leaves out pictures of more than about 300 KB.
 */
export const LINK_PREVIEW_IMAGE = {
  width: 1200,
  height: 630,
  maxBytes: 300 * 1024,
  type: "image/jpeg",
} as const;

/** The picture of a listing that has no uploaded photo: the site's own, in `public/`. */
export const SITE_PREVIEW_IMAGE = "/site-preview.jpg";

const OFFERED: Record<PropertyType, string> = {
  houses: "House for sale in {{place}}",
  rent: "Home to rent in {{place}}",
  hotel: "Hotel in {{place}}",
  land: "Land for sale in {{place}}",
};

type DescribedListing = Pick<
  Listing,
  "type" | "location" | "city" | "currency" | "price" | "newPrice" | "pricePeriod"
>;

/** `Nyali, Mombasa`, or just `Mombasa` when the location is the city itself. */
export function placeName({ location, city }: Pick<Listing, "location" | "city">): string {
  return location.trim().toLowerCase() === city.trim().toLowerCase() ? city : `${location}, ${city}`;
}

/**
 * The line under a shared link's title, what the listing is, where and for how much:
 * `House for sale in Nyali, Mombasa · $1.118.750 (Ksh 139,843,750)`, the listing's own currency
 * first, with the period a rent or nightly rate is for.
 */
export function linkPreviewDescription(listing: DescribedListing, kesRate: number, t: Translate): string {
  const price = displayedPrice(listing);
  const periodText = pricePeriodText(listing.pricePeriod, t);
  const period = periodText ? ` ${periodText}` : "";
  const other = listing.currency === "USD" ? "KES" : "USD";
  const offer = t(OFFERED[listing.type], { place: placeName(listing) });
  const own = formatAmount(price, listing.currency, listing.currency, kesRate);
  return `${offer} · ${own}${period} (${formatAmount(price, listing.currency, other, kesRate)})`;
}

/** The media file that keeps the preview picture made from a stored photo. */
export function linkPreviewImageFile(storageKey: string): string {
  return `${storageKey}-preview.jpg`;
}

/**
 * Address of the preview picture of a listing whose cover is the stored photo `storageKey`.
 * Naming the photo gives a new cover a new address, so each address can be cached for good.
 */
export function linkPreviewImagePath(slug: string, storageKey: string): string {
  return `/properties/${encodeURIComponent(slug)}/preview.jpg?v=${storageKey}`;
}

/** The text a visitor shares: the listing's name, then its address on a line of its own. */
export function shareText(name: string, url: string): string {
  return `${name}\n${url}`;
}
