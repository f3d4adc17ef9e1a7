import type { MapPosition, PublicPosition } from "./coordinates";
import type { Currency } from "./currency";
import type { ListingDetails } from "./listing-details";
import type { ListingStatus } from "./listing-status";
import type { PropertyType } from "./property-type";

/** What a listing is, as the rest of the site sees it. */

export interface ListingPhoto {
  id: number;
  /** Plain photo address: an uploaded file's largest rendition, or a link. */
  src: string;
  /** `srcset` value when the photo is stored in several widths. */
  srcSet: string | null;
  width: number | null;
  height: number | null;
}

/** What a card shows: the listing's headline facts. */
export interface ListingSummary
  extends
    Pick<
      ListingDetails,
      "bedrooms" | "bathrooms" | "plotSize" | "plotSizeUnit" | "plotSizeWords" | "pricePeriod"
    >,
    Pick<ListingStatus, "availability"> {
  id: number;
  slug: string;
  name: string;
  /** The name in Kiswahili, when the administrator gave one. */
  nameSw: string | null;
  /** What the price and every amount of the listing are in, exactly as the office typed them. */
  currency: Currency;
  price: number;
  discount: number | null;
  newPrice: number | null;
  location: string;
  city: string;
  type: PropertyType;
  listedOn: string;
  cover: ListingPhoto | null;
}

export interface Listing extends ListingSummary, ListingDetails, ListingStatus {
  description: string;
  descriptionSw: string | null;
  photos: ListingPhoto[];
  amenities: string[];
  /** When the listing was last saved (ISO 8601). */
  updatedAt: string;
  /** When the office last confirmed it can still be had, and when its availability last changed (ISO 8601). */
  availabilityCheckedAt: string | null;
  availabilityChangedAt: string | null;
  /** Where the administrator put it on the map: for the administrator's eyes only. */
  position: MapPosition | null;
  /** What visitors are shown of that position. */
  publicPosition: PublicPosition | null;
}
