import type { RouterContextProvider } from "react-router";
import type { AvailabilityCheckSettings } from "~/domain/availability-check";
import type { SiteBrand } from "~/domain/brand";
import type { BrandImages } from "~/domain/brand-images";
import { type ShownListings, shownListings } from "~/domain/availability-check";
import type { OfficeCredentials } from "~/domain/credentials";
import type { SiteSettings } from "~/domain/settings";
import type { ViewingHours } from "~/domain/viewing-hours";
import { findBrand } from "~/data/brand.server";
import { findBrandImages } from "~/data/brand-images.server";
import { findCredentials } from "~/data/credentials.server";
import { findCities, type ListingCounter } from "~/data/listing-search.server";
import { findListingPlaces, findNameAndPlaceWords } from "~/data/listing-places.server";
import type { ListingPlace } from "~/domain/place-suggestions";
import { findAvailabilityCheckSettings, findSettings, findViewingHours } from "~/data/settings.server";
import { type AppServices, servicesFrom } from "./context.server";

// What the visitors' pages read of the content, kept until it changes (content-memo.server.ts):
// a page rendered for each request reads its listings, not the settings and cities again.

export type Context = Readonly<RouterContextProvider>;

function remember<T>(context: Context, key: string, read: (services: AppServices) => Promise<T>) {
  const services = servicesFrom(context);
  return services.contentMemo.remember(key, () => read(services));
}

export function keptSettings(context: Context): Promise<SiteSettings> {
  return remember(context, "settings", ({ database }) => findSettings(database.db));
}

export function keptBrand(context: Context): Promise<SiteBrand> {
  return remember(context, "brand", ({ database }) => findBrand(database.db));
}

export function keptBrandImages(context: Context): Promise<BrandImages> {
  return remember(context, "brand images", ({ database }) => findBrandImages(database.db));
}

export function keptAvailabilityCheckSettings(context: Context): Promise<AvailabilityCheckSettings> {
  return remember(context, "availability checks", ({ database }) =>
    findAvailabilityCheckSettings(database.db),
  );
}

export function keptCredentials(context: Context): Promise<OfficeCredentials> {
  return remember(context, "credentials", ({ database }) => findCredentials(database.db));
}

export function keptViewingHours(context: Context): Promise<ViewingHours> {
  return remember(context, "viewing hours", ({ database }) => findViewingHours(database.db));
}

/** Which listings let or sold the public lists still show today, by the office's setting. */
export async function shownListingsNow(context: Context, now = new Date()): Promise<ShownListings> {
  return shownListings(now, await keptAvailabilityCheckSettings(context));
}

/** The list's cities (see findCities), with `closedShown` when it shows listings let or sold. */
export function keptCities(context: Context, closedShown?: ShownListings): Promise<string[]> {
  const key = `cities ${closedShown?.closedShownSince ?? "on the market"}`;
  return remember(context, key, ({ database }) =>
    findCities(database.db, closedShown ? { closedShown } : {}),
  );
}

/** Counts each list once while the content stands: page 2 and every order of a list share it. */
export function keptListingCounts(context: Context): ListingCounter {
  return (listKey, count) => remember(context, `count ${listKey}`, count);
}

/** The words of the names and places on the market, with their listings, for reading typos. */
export function keptNameAndPlaceWords(context: Context): Promise<Map<string, number>> {
  return remember(context, "name and place words", ({ database }) => findNameAndPlaceWords(database.db));
}

/** The places with listings on the market, for the search box's suggestions. */
export function keptListingPlaces(context: Context): Promise<ListingPlace[]> {
  return remember(context, "places", ({ database }) => findListingPlaces(database.db));
}
