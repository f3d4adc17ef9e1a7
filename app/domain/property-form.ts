import { z } from "zod";
import {
  amenityChoices,
  commonAmenityName,
  isCommonAmenityKey,
  MAX_AMENITIES,
  MAX_AMENITY_LENGTH,
  normaliseAmenities,
  splitAmenityText,
} from "./amenities";
import { MAX_IMAGES_PER_PROPERTY, storageKeyOfUpload } from "./images";
import {
  DEFAULT_RENT_PERIOD,
  DETAILS_BY_TYPE,
  isRentPeriod,
  MAX_ROOMS,
  PLOT_SIZE_UNITS,
  RENT_PERIODS,
  TENURES,
} from "./listing-details";
import { AVAILABILITIES, DEFAULT_STATUS, PUBLICATIONS } from "./listing-status";
import { computeNewPrice, parseDiscountInput, parsePriceInput } from "./money";
import { type Listing } from "./property";
import { isPropertyType, PROPERTY_TYPES } from "./property-type";

export const PRICE_MESSAGE = "Please enter the price as a number, e.g. 1.250.000";
export const DISCOUNT_MESSAGE = "Discount must be a number from 0 to 100";
export const IMAGE_LINK_MESSAGE = "Please enter an image link starting with https://";
export const ROOMS_MESSAGE = `Please enter a whole number from 0 to ${MAX_ROOMS}`;
export const PLOT_SIZE_MESSAGE = "Please enter the plot size as a number above 0, e.g. 0,5 or 2.5";
export const DEPOSIT_MESSAGE = "Please enter the deposit in dollars, e.g. 2.400";
export const AMENITY_LENGTH_MESSAGE = `Please keep each amenity under ${MAX_AMENITY_LENGTH} characters`;
export const AMENITY_COUNT_MESSAGE = `A property can have at most ${MAX_AMENITIES} amenities`;

/** The form as typed, every field a string: what the form is shown again with. */
export interface PropertyFormValues {
  name: string;
  price: string;
  discount: string;
  location: string;
  city: string;
  description: string;
  type: string;
  /** The images in order: an existing image's id, an upload token (`upload:…`) or an image link. */
  images: string[];
  /** A link typed into the "add an image" field, not yet in the list. */
  imageLink: string;
  bedrooms: string;
  bathrooms: string;
  plotSize: string;
  plotSizeUnit: string;
  tenure: string;
  rentPeriod: string;
  deposit: string;
  /** `on` when a hotel's price is its rate per night rather than its sale price. */
  perNight: string;
  /** The keys of the common amenities ticked. */
  amenities: string[];
  /** Other amenities, separated by commas. */
  otherAmenities: string;
  publication: string;
  availability: string;
  /** `on` when the listing is starred for the home page. */
  featured: string;
}

export type PropertyField = keyof PropertyFormValues;

export const EMPTY_PROPERTY_FORM: PropertyFormValues = {
  name: "",
  price: "",
  discount: "",
  location: "",
  city: "",
  description: "",
  type: "",
  images: [],
  imageLink: "",
  bedrooms: "",
  bathrooms: "",
  plotSize: "",
  plotSizeUnit: "acres",
  tenure: "",
  rentPeriod: DEFAULT_RENT_PERIOD,
  deposit: "",
  perNight: "",
  amenities: [],
  otherAmenities: "",
  publication: DEFAULT_STATUS.publication,
  availability: DEFAULT_STATUS.availability,
  featured: "",
};

/**
 * The form fields by name; the new price is shown to the administrator but never read.
 * Photos sent with the form itself (`photos`, replaced by their upload tokens on the
 * server) join the end of the image list.
 */
export function readPropertyForm(form: FormData): PropertyFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    price: text("price"),
    discount: text("discount"),
    location: text("location"),
    city: text("city"),
    description: text("description"),
    type: text("type"),
    images: [...form.getAll("image"), ...form.getAll("photos")].filter(
      (value): value is string => typeof value === "string",
    ),
    imageLink: text("imageLink").trim(),
    bedrooms: text("bedrooms"),
    bathrooms: text("bathrooms"),
    plotSize: text("plotSize"),
    plotSizeUnit: text("plotSizeUnit"),
    tenure: text("tenure"),
    rentPeriod: text("rentPeriod"),
    deposit: text("deposit"),
    perNight: text("perNight"),
    amenities: form.getAll("amenity").filter((value): value is string => typeof value === "string"),
    otherAmenities: text("otherAmenities"),
    publication: text("publication"),
    availability: text("availability"),
    featured: text("featured"),
  };
}

export function isImageLink(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const EXISTING_IMAGE_ID = /^\d{1,15}$/;

/** An image of the form: one the property has (by id), a new upload (by storage key), or a link. */
export type ImageChoice = { id: number } | { uploadKey: string } | { externalUrl: string };

function imageChoice(value: string): ImageChoice | null {
  if (EXISTING_IMAGE_ID.test(value)) return { id: Number(value) };
  const uploadKey = storageKeyOfUpload(value);
  if (uploadKey) return { uploadKey };
  return isImageLink(value) ? { externalUrl: value } : null;
}

const imageSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const choice = imageChoice(value);
    if (!choice) context.addIssue({ code: "custom", message: IMAGE_LINK_MESSAGE });
    return choice ?? z.NEVER;
  });

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `Please keep the ${label} under ${max.toLocaleString("en-KE")} characters`);

/** An optional whole number of rooms: blank is none. */
const rooms = z
  .string()
  .trim()
  .refine((value) => value === "" || /^\d{1,2}$/.test(value), ROOMS_MESSAGE)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= MAX_ROOMS, ROOMS_MESSAGE);

/** A plot size: digits with one decimal mark, a point or a comma (`0,5`, `2.5`, `4000`). */
const plotSize = z
  .string()
  .transform((value) => parseDiscountInput(value))
  .refine((size) => size === null || (Number.isFinite(size) && size > 0 && size < 1e9), PLOT_SIZE_MESSAGE);

/** An optional choice of a fixed list, blank for none or for its default. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(""), z.enum(values, message)], message);

/**
 * The fields another type has are left out before validating, so that a value typed before
 * the type changed neither blocks saving nor gets stored.
 */
function withOnlyTypeFields(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const values = input as PropertyFormValues;
  const applies = isPropertyType(values.type)
    ? DETAILS_BY_TYPE[values.type]
    : { rooms: false, plot: false, rent: false, nightly: false };
  return {
    ...values,
    ...(applies.rooms ? {} : { bedrooms: "", bathrooms: "" }),
    ...(applies.plot ? {} : { plotSize: "", plotSizeUnit: "", tenure: "" }),
    ...(applies.rent ? {} : { rentPeriod: "", deposit: "" }),
    ...(applies.nightly ? {} : { perNight: "" }),
  };
}

export const propertyFormSchema = z.preprocess(
  withOnlyTypeFields,
  z
    .object({
      name: text("name", 120),
      price: z
        .string()
        .transform((value) => parsePriceInput(value))
        .refine((price) => price !== null && Number.isFinite(price) && price >= 0, PRICE_MESSAGE)
        .transform((price) => price!),
      discount: z
        .string()
        .transform((value) => parseDiscountInput(value))
        .refine(
          (discount) => discount === null || (Number.isFinite(discount) && discount >= 0 && discount <= 100),
          DISCOUNT_MESSAGE,
        ),
      location: text("location", 80),
      city: text("city", 80),
      description: text("description", 10_000),
      type: z.enum(PROPERTY_TYPES, "Please choose the type"),
      images: z
        .array(imageSchema)
        .max(MAX_IMAGES_PER_PROPERTY, `A property can have at most ${MAX_IMAGES_PER_PROPERTY} images`),
      imageLink: z.string().refine((value) => value === "" || isImageLink(value), IMAGE_LINK_MESSAGE),
      bedrooms: rooms,
      bathrooms: rooms,
      plotSize,
      plotSizeUnit: choice(PLOT_SIZE_UNITS, "Please choose the unit of the plot size"),
      tenure: choice(TENURES, "Please choose freehold or leasehold"),
      rentPeriod: choice(RENT_PERIODS, "Please choose what the rent is for"),
      deposit: z
        .string()
        .transform((value) => parsePriceInput(value))
        .refine((deposit) => deposit === null || (Number.isFinite(deposit) && deposit >= 0), DEPOSIT_MESSAGE),
      perNight: z.string(),
      amenities: z.array(z.string()),
      otherAmenities: z
        .string()
        .transform(splitAmenityText)
        .refine((names) => names.every((name) => name.length <= MAX_AMENITY_LENGTH), AMENITY_LENGTH_MESSAGE),
      publication: choice(PUBLICATIONS, "Please choose Published or Draft"),
      availability: choice(AVAILABILITIES, "Please choose the availability"),
      featured: z.string(),
    })
    .refine(
      ({ amenities, otherAmenities }) => amenityNames(amenities, otherAmenities).length <= MAX_AMENITIES,
      { message: AMENITY_COUNT_MESSAGE, path: ["otherAmenities"] },
    )
    // A link typed but not yet added with its button is added by saving.
    .transform(
      ({
        imageLink,
        images,
        plotSizeUnit,
        tenure,
        rentPeriod,
        perNight,
        amenities,
        otherAmenities,
        publication,
        availability,
        featured,
        ...property
      }) => ({
        ...property,
        images: imageLink ? [...images, { externalUrl: imageLink } as ImageChoice] : images,
        plotSizeUnit: plotSizeUnit || null,
        tenure: tenure || null,
        pricePeriod: rentPeriod || (perNight === "on" ? ("night" as const) : null),
        amenities: amenityNames(amenities, otherAmenities),
        publication: publication || DEFAULT_STATUS.publication,
        availability: availability || DEFAULT_STATUS.availability,
        featured: featured === "on",
      }),
    ),
);

/** The ticked common amenities (unknown keys ignored) and the others typed, as stored. */
function amenityNames(keys: readonly string[], others: readonly string[]): string[] {
  return normaliseAmenities([...keys.filter(isCommonAmenityKey).map(commonAmenityName), ...others]);
}

export type PropertyInput = z.output<typeof propertyFormSchema>;

/** The new price shown as the administrator types: blank unless both price and discount read. */
export function newPriceText(price: string, discount: string): string {
  const parsedPrice = parsePriceInput(price);
  const parsedDiscount = parseDiscountInput(discount);
  if (parsedPrice === null || parsedDiscount === null) return "";
  if (!Number.isFinite(parsedPrice) || !Number.isFinite(parsedDiscount) || parsedDiscount > 100) return "";
  return String(computeNewPrice(parsedPrice, parsedDiscount));
}

export type ImageEdit = { action: "up" | "down" | "remove"; index: number } | { action: "add" };

/** Reads the intent of an image button (`image-up:2`, `image-remove:0`, `image-add`). */
export function parseImageEdit(intent: string): ImageEdit | null {
  if (intent === "image-add") return { action: "add" };
  const match = /^image-(up|down|remove):(\d{1,3})$/.exec(intent);
  if (!match) return null;
  return { action: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

/**
 * The form after an image button: the list reordered, shortened, or with the typed link
 * added. Returns an error message instead when the typed link is not one.
 */
export function applyImageEdit(values: PropertyFormValues, edit: ImageEdit): PropertyFormValues | string {
  const images = [...values.images];
  if (edit.action === "add") {
    if (!isImageLink(values.imageLink)) return IMAGE_LINK_MESSAGE;
    return { ...values, images: [...images, values.imageLink], imageLink: "" };
  }
  const { index } = edit;
  if (index >= images.length) return values;
  if (edit.action === "remove") {
    images.splice(index, 1);
  } else {
    const other = edit.action === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= images.length) return values;
    [images[index], images[other]] = [images[other]!, images[index]!];
  }
  return { ...values, images };
}

const priceInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 2 });

const sizeInput = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 4, useGrouping: false });

/** A saved property as the form shows it, prices written the way the administrator types them. */
export function propertyFormValues(listing: Listing): PropertyFormValues {
  const amenities = amenityChoices(listing.amenities);
  const optional = (value: number | null, format: (value: number) => string = String) =>
    value === null ? "" : format(value);
  return {
    name: listing.name,
    price: priceInput.format(listing.price),
    discount: listing.discount === null ? "" : priceInput.format(listing.discount),
    location: listing.location,
    city: listing.city,
    description: listing.description,
    type: listing.type,
    images: listing.images.map((image) => String(image.id)),
    imageLink: "",
    bedrooms: optional(listing.bedrooms),
    bathrooms: optional(listing.bathrooms),
    plotSize: optional(listing.plotSize, (size) => sizeInput.format(size)),
    plotSizeUnit: listing.plotSizeUnit ?? "acres",
    tenure: listing.tenure ?? "",
    rentPeriod: isRentPeriod(listing.pricePeriod) ? listing.pricePeriod : DEFAULT_RENT_PERIOD,
    deposit: optional(listing.deposit, (deposit) => priceInput.format(deposit)),
    perNight: listing.pricePeriod === "night" ? "on" : "",
    amenities: amenities.common,
    otherAmenities: amenities.other,
    publication: listing.publication,
    availability: listing.availability,
    featured: listing.featured ? "on" : "",
  };
}
