import type { ListingDetails } from "./listing-details";
import type { ListingStatus } from "./listing-status";

/** What a listing is, as the rest of the site sees it. */

export const PROPERTY_TYPES = ["rent", "hotel", "land", "houses"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  rent: "Rent",
  hotel: "Hotel",
  land: "Land",
  houses: "Houses",
};

export function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

export interface ListingImage {
  id: number;
  /** Plain image address: an uploaded file's largest rendition, or a link. */
  src: string;
  /** `srcset` value when the image is stored in several widths. */
  srcSet: string | null;
  width: number | null;
  height: number | null;
}

/** What a card shows: the listing's headline facts. */
export interface ListingSummary
  extends
    Pick<ListingDetails, "bedrooms" | "bathrooms" | "plotSize" | "plotSizeUnit" | "pricePeriod">,
    Pick<ListingStatus, "availability"> {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount: number | null;
  newPrice: number | null;
  location: string;
  city: string;
  type: PropertyType;
  published: string;
  cover: ListingImage | null;
}

export interface Listing extends ListingSummary, ListingDetails, ListingStatus {
  description: string;
  images: ListingImage[];
  amenities: string[];
  /** When the listing was last saved (ISO 8601). */
  updatedAt: string;
}
