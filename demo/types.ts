/** The shape of a demo listing and of the pictures the demo draws for it. */
import type { MapPosition } from "~/domain/coordinates";
import type { ListingDetails } from "~/domain/listing-details";
import type { ListingStatus } from "~/domain/listing-status";
import type { PropertyType } from "~/domain/property-type";

/** The landscape a listing's pictures are set in. */
export type DemoSetting = "coast" | "city" | "highlands" | "lakeside" | "savanna" | "farmland";

/** What one picture shows: an exterior, a pool deck, a living room or a bare plot. */
export type DemoSubject =
  | "bungalow"
  | "villa"
  | "maisonettes"
  | "apartments"
  | "resort"
  | "hotel-tower"
  | "cottages"
  | "plot"
  | "pool"
  | "interior";

/** Everything needed to draw one demo picture, apart from the seed that varies its details. */
export interface DemoScene {
  subject: DemoSubject;
  setting: DemoSetting;
}

export interface DemoListing {
  /** Unique, as property names must be. */
  name: string;
  type: PropertyType;
  /** US dollars: the asking price, or the rent for `rent` listings (per month unless `details` says otherwise). */
  price: number;
  /** Percent off the price, or null when there is no discount. */
  discount: number | null;
  /** Estate or neighbourhood. */
  location: string;
  city: string;
  /** Where it is: homes as an approximate circle, land and hotels as their exact point. */
  position: MapPosition;
  /** Plain text; paragraphs are separated by a blank line. */
  description: string;
  /** YYYY-MM-DD. */
  listedOn: string;
  /** Shared by all of the listing's pictures. */
  setting: DemoSetting;
  /** One picture per entry, in order; the first is the cover. */
  pictures: DemoSubject[];
  /** Rooms, plot and tenure, rent terms: the details of the listing's type. */
  details: Partial<ListingDetails>;
  /** As shown, e.g. "Borehole". */
  amenities: string[];
  /** Published, available and not starred unless given. */
  status?: Partial<ListingStatus>;
}
