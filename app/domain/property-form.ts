import { z } from "zod";
import { MAX_IMAGES_PER_PROPERTY, storageKeyOfUpload } from "./images";
import { computeNewPrice, parseDiscountInput, parsePriceInput } from "./money";
import { type Listing, PROPERTY_TYPES } from "./property";

export const PRICE_MESSAGE = "Please enter the price as a number, e.g. 1.250.000";
export const DISCOUNT_MESSAGE = "Discount must be a number from 0 to 100";
export const IMAGE_LINK_MESSAGE = "Please enter an image link starting with https://";

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

export const propertyFormSchema = z
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
  })
  // A link typed but not yet added with its button is added by saving.
  .transform(({ imageLink, images, ...property }) => ({
    ...property,
    images: imageLink ? [...images, { externalUrl: imageLink } as ImageChoice] : images,
  }));

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

/** A saved property as the form shows it, prices written the way the administrator types them. */
export function propertyFormValues(listing: Listing): PropertyFormValues {
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
  };
}
