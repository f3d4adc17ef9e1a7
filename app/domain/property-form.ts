import { z } from "zod";
import {
  commonAmenityName,
  isCommonAmenityKey,
  MAX_AMENITIES,
  MAX_AMENITY_LENGTH,
  normaliseAmenities,
  splitAmenityText,
} from "./amenities";
import { LOCATION_PRECISIONS, type MapPosition, parseCoordinate } from "./coordinates";
import { emptyValues, formattedValues } from "./form-fields";
import { formSchema } from "./form-schema";
import { MAX_PHOTOS_PER_PROPERTY, storageKeyOfUpload } from "./photos";
import {
  DETAILS_BY_TYPE,
  MAX_ROOMS,
  PLOT_SIZE_UNITS,
  type PlotSizeUnit,
  RENT_PERIODS,
  TENURES,
} from "./listing-details";
import { parsePlotSize, PLOT_SIZE_MESSAGE } from "./plot-size";
import { AVAILABILITIES, DEFAULT_STATUS, PUBLICATIONS } from "./listing-status";
import { computeNewPrice, parseDiscountInput } from "./money";
import { MAX_FLOOR_AREA } from "./areas";
import { MAX_AGENCY_FEE_PERCENT, MAX_DEPOSIT_MONTHS } from "./move-in";
import { amountReading, defaultCurrencyFor, parsePriceInput } from "./price-input";
import { CURRENCIES, type Currency } from "./currency";
import { type Listing } from "./property";
import { parseVideoUrl, VIDEO_URL_MESSAGE } from "./video-tour";
import {
  COORDINATE_MESSAGES,
  DEFAULT_LOCATION_PRECISION,
  propertyFields,
  type PropertyFormValues,
  ROOMS_MESSAGE,
} from "./property-fields";
import { isPropertyType, PROPERTY_TYPES } from "./property-type";

export const PRICE_MESSAGE =
  "Please enter the price as a number, e.g. 45,000, 1.250.000 or 45000.50 (at most two decimals)";
export const DISCOUNT_MESSAGE = "Discount must be a number from 0 to 100";
export const PHOTO_LINK_MESSAGE = "Please enter an image link starting with https://";
export const FLOOR_AREA_MESSAGE = `Please enter the floor area in square metres, above 0 and up to ${MAX_FLOOR_AREA.toLocaleString("en-KE")}, e.g. 120 or 85,5`;
export const DEPOSIT_MESSAGE = "Please enter the deposit as an amount in the price's currency, e.g. 90,000";
export const DEPOSIT_MONTHS_MESSAGE = `Please enter the deposit as a number of months from 0 to ${MAX_DEPOSIT_MONTHS}, e.g. 2 or 1,5`;
export const DEPOSIT_EITHER_MESSAGE =
  "Please enter the deposit either as an amount or in months of rent, not both";
export const AGENCY_FEE_MESSAGE = `Please enter the agency fee as a percentage from 0 to ${MAX_AGENCY_FEE_PERCENT}, e.g. 100 for one month's rent`;
export const SERVICE_CHARGE_MESSAGE =
  "Please enter the monthly service charge in the price's currency, e.g. 5,000 or 38.50";
export const UTILITY_DEPOSIT_MESSAGE =
  "Please enter the water and electricity deposits in the price's currency, e.g. 15,000";
export const AMENITY_LENGTH_MESSAGE = `Please keep each amenity under ${MAX_AMENITY_LENGTH} characters`;
export const AMENITY_COUNT_MESSAGE = `A property can have at most ${MAX_AMENITIES} amenities`;
export const BOTH_COORDINATES_MESSAGE = "Please enter both the latitude and the longitude, or neither";

export function isPhotoLink(value: string): boolean {
  if (!value.startsWith("https://")) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

const EXISTING_PHOTO_ID = /^\d{1,15}$/;

/** A photo of the form: one the property has (by id), a new upload (by storage key), or a link. */
export type PhotoChoice = { id: number } | { uploadKey: string } | { externalUrl: string };

function photoChoice(value: string): PhotoChoice | null {
  if (EXISTING_PHOTO_ID.test(value)) return { id: Number(value) };
  const uploadKey = storageKeyOfUpload(value);
  if (uploadKey) return { uploadKey };
  return isPhotoLink(value) ? { externalUrl: value } : null;
}

const photoSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const choice = photoChoice(value);
    if (!choice) context.addIssue({ code: "custom", message: PHOTO_LINK_MESSAGE });
    return choice ?? z.NEVER;
  });

/** An optional whole number of rooms, its length checked by its field: blank is none. */
const roomsReader = z
  .string()
  .refine((value) => /^\d*$/.test(value), ROOMS_MESSAGE)
  .transform((value) => (value === "" ? null : Number(value)))
  .refine((value) => value === null || value <= MAX_ROOMS, ROOMS_MESSAGE);

/** An optional amount in the listing's currency, typed as prices are: blank is none. */
const amountReader = (message: string) =>
  z
    .string()
    .transform((value) => parsePriceInput(value))
    .refine((amount) => amount === null || (Number.isFinite(amount) && amount >= 0), message);

/** An optional number from 0 to `max`, with a point or a comma for its decimals: blank is none. */
const boundedNumberReader = (max: number, message: string) =>
  z
    .string()
    .transform((value) => parseDiscountInput(value))
    .refine((number) => number === null || (Number.isFinite(number) && number <= max), message);

/** An optional coordinate in decimal degrees: blank is none. */
const coordinateReader = (kind: "latitude" | "longitude") =>
  z
    .string()
    .refine((value) => value === "" || parseCoordinate(value, kind) !== null, COORDINATE_MESSAGES[kind])
    .transform((value) => (value === "" ? null : parseCoordinate(value, kind)));

/** An optional choice of a fixed list, blank for none or for its default. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.union([z.literal(""), z.enum(values, message)], message);

/** How each property field reads once its own rules have passed; the form's rules follow. */
export const propertyFieldsSchema = formSchema(propertyFields, {
  price: z
    .string()
    .transform((value) => parsePriceInput(value))
    .refine((price) => price !== null && Number.isFinite(price) && price >= 0, PRICE_MESSAGE)
    .transform((price) => price!),
  priceCurrency: choice(CURRENCIES, "Please choose whether the listing is priced in shillings or dollars"),
  discount: z
    .string()
    .transform((value) => parseDiscountInput(value))
    .refine(
      (discount) => discount === null || (Number.isFinite(discount) && discount >= 0 && discount <= 100),
      DISCOUNT_MESSAGE,
    ),
  type: z.enum(PROPERTY_TYPES, "Please choose the type"),
  photos: z
    .array(photoSchema)
    .max(MAX_PHOTOS_PER_PROPERTY, `A property can have at most ${MAX_PHOTOS_PER_PROPERTY} images`),
  photoLink: z.string().refine((value) => value === "" || isPhotoLink(value), PHOTO_LINK_MESSAGE),
  bedrooms: roomsReader,
  bathrooms: roomsReader,
  floorArea: z
    .string()
    .transform((value) => parseDiscountInput(value))
    .refine(
      (area) => area === null || (Number.isFinite(area) && area > 0 && area <= MAX_FLOOR_AREA),
      FLOOR_AREA_MESSAGE,
    ),
  /** Kept as typed (trimmed) when it is a video's link on one of the providers; blank is none. */
  videoUrl: z
    .string()
    .refine((value) => value === "" || parseVideoUrl(value) !== null, VIDEO_URL_MESSAGE)
    .transform((value) => value || null),
  /** A plot size as Kenyans write it (see parsePlotSize), read in its unit when the form is. */
  plotSize: z.string().refine((size) => parsePlotSize(size, "acres") !== "unreadable", PLOT_SIZE_MESSAGE),
  plotSizeUnit: choice(PLOT_SIZE_UNITS, "Please choose the unit of the plot size"),
  tenure: choice(TENURES, "Please choose freehold or leasehold"),
  rentPeriod: choice(RENT_PERIODS, "Please choose what the rent is for"),
  deposit: amountReader(DEPOSIT_MESSAGE),
  depositMonths: boundedNumberReader(MAX_DEPOSIT_MONTHS, DEPOSIT_MONTHS_MESSAGE),
  agencyFeePercent: boundedNumberReader(MAX_AGENCY_FEE_PERCENT, AGENCY_FEE_MESSAGE),
  serviceCharge: amountReader(SERVICE_CHARGE_MESSAGE),
  utilityDeposit: amountReader(UTILITY_DEPOSIT_MESSAGE),
  otherAmenities: z
    .string()
    .transform(splitAmenityText)
    .refine((names) => names.every((name) => name.length <= MAX_AMENITY_LENGTH), AMENITY_LENGTH_MESSAGE),
  latitude: coordinateReader("latitude"),
  longitude: coordinateReader("longitude"),
  locationPrecision: choice(
    LOCATION_PRECISIONS,
    "Please choose whether the location is exact or approximate",
  ),
  publication: choice(PUBLICATIONS, "Please choose Published or Draft"),
  availability: choice(AVAILABILITIES, "Please choose the availability"),
});

export const EMPTY_PROPERTY_FORM: PropertyFormValues = emptyValues(propertyFields);

/** A saved property as the form shows it. */
export function propertyFormValues(listing: Listing): PropertyFormValues {
  return formattedValues(propertyFields, listing);
}

/**
 * The fields another type has are left out before validating, so that a value typed before
 * the type changed neither blocks saving nor gets stored.
 */
function withOnlyTypeFields(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const values = input as PropertyFormValues;
  const applies = isPropertyType(values.type)
    ? DETAILS_BY_TYPE[values.type]
    : { rooms: false, floor: false, plot: false, rent: false, nightly: false };
  return {
    ...values,
    ...(applies.rooms ? {} : { bedrooms: "", bathrooms: "" }),
    ...(applies.floor ? {} : { floorArea: "" }),
    ...(applies.plot ? {} : { plotSize: "", plotSizeUnit: "", tenure: "" }),
    ...(applies.rent
      ? {}
      : {
          rentPeriod: "",
          deposit: "",
          depositMonths: "",
          agencyFeePercent: "",
          serviceCharge: "",
          utilityDeposit: "",
        }),
    ...(applies.nightly ? {} : { perNight: "" }),
  };
}

export const propertyFormSchema = z.preprocess(
  withOnlyTypeFields,
  propertyFieldsSchema
    .refine(
      ({ amenities, otherAmenities }) => amenityNames(amenities, otherAmenities).length <= MAX_AMENITIES,
      { message: AMENITY_COUNT_MESSAGE, path: ["otherAmenities"] },
    )
    .refine(({ deposit, depositMonths }) => deposit === null || depositMonths === null, {
      message: DEPOSIT_EITHER_MESSAGE,
      path: ["depositMonths"],
    })
    .refine(({ latitude, longitude }) => latitude !== null || longitude === null, {
      message: BOTH_COORDINATES_MESSAGE,
      path: ["latitude"],
    })
    .refine(({ latitude, longitude }) => longitude !== null || latitude === null, {
      message: BOTH_COORDINATES_MESSAGE,
      path: ["longitude"],
    })
    // A link typed but not yet added with its button is added by saving.
    .transform(
      ({
        priceCurrency,
        photoLink,
        photos,
        plotSize,
        plotSizeUnit,
        tenure,
        rentPeriod,
        perNight,
        amenities,
        otherAmenities,
        publication,
        availability,
        featured,
        latitude,
        longitude,
        locationPrecision,
        ...property
      }) => ({
        ...property,
        currency: priceCurrency || defaultCurrencyFor(property.type),
        position:
          latitude !== null && longitude !== null
            ? ({
                latitude,
                longitude,
                precision: locationPrecision || DEFAULT_LOCATION_PRECISION,
              } as MapPosition)
            : null,
        photos: photoLink ? [...photos, { externalUrl: photoLink } as PhotoChoice] : photos,
        ...plotSizeFields(plotSize, plotSizeUnit || "acres"),
        tenure: tenure || null,
        pricePeriod: rentPeriod || (perNight === "on" ? ("night" as const) : null),
        amenities: amenityNames(amenities, otherAmenities),
        publication: publication || DEFAULT_STATUS.publication,
        availability: availability || DEFAULT_STATUS.availability,
        featured: featured === "on",
      }),
    ),
);

/** A plot size read in the unit chosen beside it, unless it names its own, as stored. */
function plotSizeFields(typed: string, chosen: PlotSizeUnit) {
  const reading = parsePlotSize(typed, chosen);
  return reading === null || reading === "unreadable"
    ? { plotSize: null, plotSizeUnit: null, plotSizeWords: null }
    : { plotSize: reading.size, plotSizeUnit: reading.unit, plotSizeWords: reading.words };
}

/** The ticked common amenities (unknown keys ignored) and the others typed, as stored. */
function amenityNames(keys: readonly string[], others: readonly string[]): string[] {
  return normaliseAmenities([...keys.filter(isCommonAmenityKey).map(commonAmenityName), ...others]);
}

/** The property as the form read it and as it is stored: its amounts in its currency, as typed. */
export type PropertyInput = z.output<typeof propertyFormSchema>;

/** The form's amounts, each in the listing's currency. */
export const AMOUNT_FIELDS = ["price", "deposit", "serviceCharge", "utilityDeposit"] as const;

/** The currency the form's amounts are in: the one chosen, or the type's default. */
export function formCurrency(values: Pick<PropertyFormValues, "priceCurrency" | "type">): Currency {
  if (values.priceCurrency === "USD" || values.priceCurrency === "KES") return values.priceCurrency;
  return defaultCurrencyFor(isPropertyType(values.type) ? values.type : null);
}

/**
 * What the form's amounts were read as, for the confirmation of a save (shown with or without
 * scripts): `Price: Ksh 45,000 · $347,49 at today's rate; Service charge: …`. Blank fields are left out.
 */
export function amountsRead(values: PropertyFormValues, kesRate: number): string {
  const currency = formCurrency(values);
  return AMOUNT_FIELDS.flatMap((field) => {
    const reading = amountReading(values[field], currency, kesRate);
    return reading ? [`${propertyFields[field].label}: ${reading}`] : [];
  }).join("; ");
}

/** The new price shown as the administrator types: blank unless both price and discount read. */
export function newPriceText(price: string, discount: string): string {
  const parsedPrice = parsePriceInput(price);
  const parsedDiscount = parseDiscountInput(discount);
  if (parsedPrice === null || parsedDiscount === null) return "";
  if (!Number.isFinite(parsedPrice) || !Number.isFinite(parsedDiscount) || parsedDiscount > 100) return "";
  return String(computeNewPrice(parsedPrice, parsedDiscount));
}

export type PhotoEdit = { action: "up" | "down" | "remove"; index: number } | { action: "add" };

/** Reads the intent of a photo button (`image-up:2`, `image-remove:0`, `image-add`). */
export function parsePhotoEdit(intent: string): PhotoEdit | null {
  if (intent === "image-add") return { action: "add" };
  const match = /^image-(up|down|remove):(\d{1,3})$/.exec(intent);
  if (!match) return null;
  return { action: match[1] as "up" | "down" | "remove", index: Number(match[2]) };
}

/**
 * The form after a photo button: the list reordered, shortened, or with the typed link
 * added. Returns an error message instead when the typed link is not one.
 */
export function applyPhotoEdit(values: PropertyFormValues, edit: PhotoEdit): PropertyFormValues | string {
  const photos = [...values.photos];
  if (edit.action === "add") {
    if (!isPhotoLink(values.photoLink)) return PHOTO_LINK_MESSAGE;
    return { ...values, photos: [...photos, values.photoLink], photoLink: "" };
  }
  const { index } = edit;
  if (index >= photos.length) return values;
  if (edit.action === "remove") {
    photos.splice(index, 1);
  } else {
    const other = edit.action === "up" ? index - 1 : index + 1;
    if (other < 0 || other >= photos.length) return values;
    [photos[index], photos[other]] = [photos[other]!, photos[index]!];
  }
  return { ...values, photos };
}
