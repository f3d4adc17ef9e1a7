import { amenityChoices } from "./amenities";
import type { LocationPrecision } from "./coordinates";
import { choiceField, type FormValues, listField, textField } from "./form-fields";
import { DEFAULT_RENT_PERIOD, isRentPeriod, MAX_ROOMS } from "./listing-details";
import { DEFAULT_STATUS } from "./listing-status";
import { PLOT_SIZE_MESSAGE } from "./plot-size";
import type { Listing } from "./property";
import { MAX_VIDEO_URL_LENGTH, VIDEO_URL_MESSAGE } from "./video-tour";

export const ROOMS_MESSAGE = `Please enter a whole number from 0 to ${MAX_ROOMS}`;

/** A required line of text, its messages naming it as `noun`. */
const describedText = (
  name: "name" | "location" | "city" | "description",
  label: string,
  noun: string,
  maxLength: number,
) =>
  textField({
    name,
    label,
    required: `Please enter the ${noun}`,
    maxLength,
    tooLong: (limit) => `Please keep the ${noun} under ${limit.toLocaleString("en-KE")} characters`,
    format: (listing: Listing) => listing[name],
    multiline: name === "description",
  });

const priceInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

const sizeInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 4, useGrouping: false });

/** A stored number as the administrator types it: blank for none. */
const typed = (value: number | null, format: (value: number) => string = String) =>
  value === null ? "" : format(value);

/** An optional whole number of rooms: blank is none. */
const rooms = (name: "bedrooms" | "bathrooms", label: string) =>
  textField({
    name,
    label,
    inputMode: "numeric",
    maxLength: String(MAX_ROOMS).length,
    tooLong: () => ROOMS_MESSAGE,
    format: (listing: Listing) => typed(listing[name]),
  });

/** New locations are approximate unless the administrator says otherwise: the owner's address stays theirs. */
export const DEFAULT_LOCATION_PRECISION: LocationPrecision = "approximate";

/** A coordinate in decimal degrees; blank when the listing is not on the map. */
const coordinate = (name: "latitude" | "longitude", label: string) =>
  textField({
    name,
    label,
    maxLength: 20,
    tooLong: () => COORDINATE_MESSAGES[name],
    autoComplete: "off",
    format: (listing: Listing) => typed(listing.position?.[name] ?? null),
  });

export const COORDINATE_MESSAGES = {
  latitude: "Please enter the latitude in decimal degrees from -90 to 90, e.g. -1.2921",
  longitude: "Please enter the longitude in decimal degrees from -180 to 180, e.g. 36.8219",
};

/**
 * The property form's fields, each written once: the name it is posted under, its label,
 * its limits, and how a saved listing shows in it, prices written the way the administrator
 * types them. How each reads is in property-form.ts. The new price is shown to the
 * administrator but is no field: it is never read.
 */
export const propertyFields = {
  name: describedText("name", "Name", "name", 120),
  price: textField({
    name: "price",
    label: "Price",
    required: true,
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => priceInput.format(listing.price),
  }),
  /**
   * `USD` or `KES`: what the price and every amount of the listing are in, stored as typed.
   * Blank on a new form, where the type's default applies (see formCurrency).
   */
  priceCurrency: choiceField({
    name: "priceCurrency",
    label: "Currency of the price",
    format: (listing: Listing) => listing.currency,
  }),
  discount: textField({
    name: "discount",
    label: "Discount (%)",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.discount, (discount) => priceInput.format(discount)),
  }),
  location: describedText("location", "Location", "location", 80),
  city: describedText("city", "City", "city", 80),
  description: describedText("description", "Description", "description", 10_000),
  nameSw: textField({
    name: "nameSw",
    label: "Name in Kiswahili (optional)",
    maxLength: 120,
    tooLong: (limit) => `Please keep the Kiswahili name under ${limit.toLocaleString("en-KE")} characters`,
    format: (listing: Listing) => listing.nameSw ?? "",
  }),
  descriptionSw: textField({
    name: "descriptionSw",
    label: "Description in Kiswahili (optional)",
    multiline: true,
    maxLength: 10_000,
    tooLong: (limit) =>
      `Please keep the Kiswahili description under ${limit.toLocaleString("en-KE")} characters`,
    format: (listing: Listing) => listing.descriptionSw ?? "",
  }),
  latitude: coordinate("latitude", "Latitude"),
  longitude: coordinate("longitude", "Longitude"),
  /** `exact` or `approximate`: what visitors are shown of the location. */
  locationPrecision: choiceField({
    name: "locationPrecision",
    label: "Visitors see",
    empty: DEFAULT_LOCATION_PRECISION,
    format: (listing: Listing) => listing.position?.precision ?? DEFAULT_LOCATION_PRECISION,
  }),
  type: choiceField({
    name: "type",
    label: "Type",
    required: true,
    format: (listing: Listing) => listing.type,
  }),
  /** The photos in order: an existing photo's id, an upload token (`upload:…`) or a photo link. */
  photos: listField({
    name: "image",
    label: "Images",
    format: (listing: Listing) => listing.photos.map((photo) => String(photo.id)),
  }),
  /** A link typed into the "Add an image link" field, not yet in the list. */
  photoLink: textField({
    name: "imageLink",
    label: "Add an image link",
    type: "url",
    inputMode: "url",
    trim: false,
  }),
  bedrooms: rooms("bedrooms", "Bedrooms"),
  bathrooms: rooms("bathrooms", "Bathrooms"),
  floorArea: textField({
    name: "floorArea",
    label: "Floor area (m²)",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.floorArea, (area) => sizeInput.format(area)),
  }),
  videoUrl: textField({
    name: "videoUrl",
    label: "Video tour (a YouTube, Vimeo or TikTok link)",
    type: "url",
    inputMode: "url",
    maxLength: MAX_VIDEO_URL_LENGTH,
    tooLong: () => VIDEO_URL_MESSAGE,
    format: (listing: Listing) => listing.videoUrl ?? "",
  }),
  plotSize: textField({
    name: "plotSize",
    label: "Plot size (a number in the unit below, 50x100 in feet, or 1/8 acre)",
    maxLength: 40,
    tooLong: () => PLOT_SIZE_MESSAGE,
    trim: false,
    format: (listing: Listing) =>
      listing.plotSizeWords ?? typed(listing.plotSize, (size) => sizeInput.format(size)),
  }),
  plotSizeUnit: choiceField({
    name: "plotSizeUnit",
    label: "Plot size unit",
    empty: "acres",
    format: (listing: Listing) => listing.plotSizeUnit ?? "acres",
  }),
  tenure: choiceField({
    name: "tenure",
    label: "Tenure",
    format: (listing: Listing) => listing.tenure ?? "",
  }),
  rentPeriod: choiceField({
    name: "rentPeriod",
    label: "Rent is paid",
    empty: DEFAULT_RENT_PERIOD,
    format: (listing: Listing) =>
      isRentPeriod(listing.pricePeriod) ? listing.pricePeriod : DEFAULT_RENT_PERIOD,
  }),
  deposit: textField({
    name: "deposit",
    label: "Deposit",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.deposit, (deposit) => priceInput.format(deposit)),
  }),
  depositMonths: textField({
    name: "depositMonths",
    label: "Or deposit in months of rent",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.depositMonths, (months) => sizeInput.format(months)),
  }),
  agencyFeePercent: textField({
    name: "agencyFeePercent",
    label: "Agency fee (% of one month's rent)",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.agencyFeePercent, (percent) => sizeInput.format(percent)),
  }),
  serviceCharge: textField({
    name: "serviceCharge",
    label: "Service charge a month",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.serviceCharge, (amount) => priceInput.format(amount)),
  }),
  utilityDeposit: textField({
    name: "utilityDeposit",
    label: "Water and electricity deposits",
    inputMode: "decimal",
    trim: false,
    format: (listing: Listing) => typed(listing.utilityDeposit, (amount) => priceInput.format(amount)),
  }),
  /** `on` when a hotel's price is its rate per night rather than its sale price. */
  perNight: choiceField({
    name: "perNight",
    label: "The price is the rate per night (not the price of the hotel)",
    format: (listing: Listing) => (listing.pricePeriod === "night" ? "on" : ""),
  }),
  /** The keys of the common amenities ticked. */
  amenities: listField({
    name: "amenity",
    label: "Amenities",
    format: (listing: Listing) => amenityChoices(listing.amenities).common,
  }),
  /** Other amenities, separated by commas. */
  otherAmenities: textField({
    name: "otherAmenities",
    label: "Other amenities, separated by commas",
    trim: false,
    // A spreadsheet's cell may hold them one to a line, as the form reads them too.
    multiline: true,
    format: (listing: Listing) => amenityChoices(listing.amenities).other,
  }),
  publication: choiceField({
    name: "publication",
    label: "Publication",
    empty: DEFAULT_STATUS.publication,
    format: (listing: Listing) => listing.publication,
  }),
  availability: choiceField({
    name: "availability",
    label: "Availability",
    empty: DEFAULT_STATUS.availability,
    format: (listing: Listing) => listing.availability,
  }),
  /** `on` when the listing is starred for the home page. */
  featured: choiceField({
    name: "featured",
    label: "Star for the home page",
    format: (listing: Listing) => (listing.featured ? "on" : ""),
  }),
};

/** The form as typed, every field a string: what the form is shown again with. */
export type PropertyFormValues = FormValues<typeof propertyFields>;

export type PropertyField = keyof PropertyFormValues;
