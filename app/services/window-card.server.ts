import type { RouterContextProvider } from "react-router";
import QRCode, { type QRCodeRenderersOptions } from "qrcode";
import { findListingAgent } from "~/data/listing-agents.server";
import { findListingBySlug } from "~/data/properties.server";
import type { Language } from "~/domain/language";
import type { ListingAgentCard } from "~/domain/listing-agent";
import { withMediaBaseUrl } from "~/domain/photos";
import type { Listing, ListingPhoto } from "~/domain/property";
import { listingReference } from "~/domain/reference";
import { listingAddress, qrFileName, type WindowCardChoice } from "~/domain/window-card";
import { servicesFrom } from "./context.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Quartile error correction: a printed code still reads with a quarter of it sun-faded, dirty
 * or behind a sticker. The quiet zone is the standard's four modules, so a code on a
 * signboard of any colour reads.
 */
const QR_OPTIONS = { errorCorrectionLevel: "Q", margin: 4 } as const;
/** Wide enough for a signboard: about 30 px a module for a listing's address. */
const QR_PICTURE_WIDTH = 1200;

/**
 * The site's configured address (PUBLIC_BASE_URL), which a printed code opens for years: never
 * the address a request came to, which may be a proxy's, a test server's or a stranger's Host.
 */
function configuredOrigin(context: Context): string | null {
  return servicesFrom(context).config.publicBaseUrl;
}

export type WindowCardListing = Pick<
  Listing,
  | "slug"
  | "name"
  | "nameSw"
  | "type"
  | "location"
  | "city"
  | "currency"
  | "price"
  | "newPrice"
  | "pricePeriod"
  | "bedrooms"
  | "bathrooms"
  | "plotSize"
  | "plotSizeUnit"
  | "plotSizeWords"
  | "publication"
  | "availability"
>;

export interface WindowCard {
  listing: WindowCardListing;
  reference: string;
  photo: ListingPhoto | null;
  /** What the QR code opens, and the code drawn as SVG; null without PUBLIC_BASE_URL. */
  qr: { address: string; svg: string } | null;
  /** The person who looks after the listing, as visitors see them; null leaves it to the office. */
  agent: ListingAgentCard | null;
}

/** What the window card of the listing at `slug` shows, or null when there is no such listing. */
export async function windowCard(
  context: Context,
  slug: string,
  { language }: WindowCardChoice,
): Promise<WindowCard | null> {
  const { database, config } = servicesFrom(context);
  const listing = await findListingBySlug(database.db, slug);
  if (!listing) return null;
  const origin = configuredOrigin(context);
  const address = origin ? listingAddress(origin, listing.slug, language) : null;
  const cover = listing.photos[0] ?? null;
  return {
    listing: {
      slug: listing.slug,
      name: listing.name,
      nameSw: listing.nameSw,
      type: listing.type,
      location: listing.location,
      city: listing.city,
      currency: listing.currency,
      price: listing.price,
      newPrice: listing.newPrice,
      pricePeriod: listing.pricePeriod,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      plotSize: listing.plotSize,
      plotSizeUnit: listing.plotSizeUnit,
      plotSizeWords: listing.plotSizeWords,
      publication: listing.publication,
      availability: listing.availability,
    },
    reference: listingReference(listing.id),
    photo: cover && withMediaBaseUrl(cover, config.mediaBaseUrl),
    qr: address ? { address, svg: await QRCode.toString(address, { ...QR_OPTIONS, type: "svg" }) } : null,
    agent: await findListingAgent(database.db, listing.id, config.mediaBaseUrl),
  };
}

export type QrPicture =
  | { status: "ready"; png: Buffer; fileName: string }
  | { status: "not-found" }
  | { status: "no-site-address" };

/** The QR code of the listing at `slug` as a PNG picture, for a signboard. */
export async function windowCardQrPicture(
  context: Context,
  slug: string,
  language: Language,
): Promise<QrPicture> {
  const listing = await findListingBySlug(servicesFrom(context).database.db, slug);
  if (!listing) return { status: "not-found" };
  const origin = configuredOrigin(context);
  if (!origin) return { status: "no-site-address" };
  const options: QRCodeRenderersOptions = { ...QR_OPTIONS, width: QR_PICTURE_WIDTH };
  return {
    status: "ready",
    png: await QRCode.toBuffer(listingAddress(origin, listing.slug, language), { ...options, type: "png" }),
    fileName: qrFileName(listingReference(listing.id), language),
  };
}
