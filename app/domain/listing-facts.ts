import { todayInNairobi } from "./dates";
import { type PlotSizeUnit, type PricePeriod, PRICE_PERIOD_LABELS, TENURE_LABELS } from "./listing-details";
import { AVAILABILITY_LABELS } from "./listing-status";
import { plotSizeInAcres } from "./plot-size";
import type { Listing, ListingSummary } from "./property";
import { listingReference } from "./reference";
import type { Translate } from "./translate";

/** How the facts of a listing read on its card and its page. */

const sizes = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 2 });

const UNIT_TEXTS: Record<PlotSizeUnit, string> = {
  acres: "{{size}} acres",
  hectares: "{{size}} hectares",
  "square-metres": "{{size}} m²",
};

/** `0.5 acres`, `1 acre`, `4,000 m²`. */
export function formatPlotSize(size: number, unit: PlotSizeUnit, t: Translate): string {
  return t(UNIT_TEXTS[unit], { count: size, size: sizes.format(size) });
}

const acresBeside = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 3 });

/**
 * A plot's size as visitors read it: as stored (`0.5 acres`, `4,000 m²`), or in the office's
 * words with the size in acres beside them (`50×100 ft (0.115 acres)`); null without a size.
 */
export function plotSizeText(
  plot: Pick<ListingSummary, "plotSize" | "plotSizeUnit" | "plotSizeWords">,
  t: Translate,
): string | null {
  if (plot.plotSize === null || plot.plotSizeUnit === null) return null;
  if (plot.plotSizeWords === null) return formatPlotSize(plot.plotSize, plot.plotSizeUnit, t);
  const acres = plotSizeInAcres(plot.plotSize, plot.plotSizeUnit);
  return t("{{words}} ({{acres}})", {
    words: plot.plotSizeWords,
    acres: t(UNIT_TEXTS.acres, { count: acres, size: acresBeside.format(acres) }),
  });
}

/** `120 m²`, `1,250.5 m²`. */
export function formatFloorArea(squareMetres: number, t: Translate): string {
  return t(UNIT_TEXTS["square-metres"], { count: squareMetres, size: sizes.format(squareMetres) });
}

/** `3 bedrooms`, `1 bedroom`; no bedroom is a studio. */
export function bedroomsText(bedrooms: number, t: Translate): string {
  return bedrooms === 0 ? t("Studio") : t("{{count}} bedrooms", { count: bedrooms });
}

export function bathroomsText(bathrooms: number, t: Translate): string {
  return t("{{count}} bathrooms", { count: bathrooms });
}

/** What follows a price that is not for the whole property: `per month`, `per night`. */
export function pricePeriodText(period: PricePeriod | null, t: Translate): string | null {
  return period === null ? null : t(PRICE_PERIOD_LABELS[period]);
}

/** The one-line facts of a card: rooms for homes, the plot size for land; empty when unknown. */
export function cardFacts(
  listing: Pick<ListingSummary, "bedrooms" | "bathrooms" | "plotSize" | "plotSizeUnit" | "plotSizeWords">,
  t: Translate,
): string[] {
  const facts: string[] = [];
  if (listing.bedrooms !== null) facts.push(bedroomsText(listing.bedrooms, t));
  if (listing.bathrooms !== null) facts.push(bathroomsText(listing.bathrooms, t));
  const plot = plotSizeText(listing, t);
  if (plot !== null) facts.push(plot);
  return facts;
}

export interface Fact {
  term: string;
  detail: string;
}

/** The facts list of a listing's page, in reading order; facts the listing lacks are left out. */
export function listingFacts(listing: Listing, t: Translate): Fact[] {
  const facts: Fact[] = [{ term: t("Reference"), detail: listingReference(listing.id) }];
  const add = (term: string, detail: Fact["detail"] | null) => {
    if (detail !== null) facts.push({ term: t(term), detail });
  };
  add("Bedrooms", listing.bedrooms === null ? null : String(listing.bedrooms));
  add("Bathrooms", listing.bathrooms === null ? null : String(listing.bathrooms));
  add("Floor area", listing.floorArea === null ? null : formatFloorArea(listing.floorArea, t));
  add("Plot size", plotSizeText(listing, t));
  add("Tenure", listing.tenure === null ? null : t(TENURE_LABELS[listing.tenure]));
  add(listing.type === "hotel" ? "Rate" : "Rent", capitalised(pricePeriodText(listing.pricePeriod, t)));
  add("Availability", t(AVAILABILITY_LABELS[listing.availability]));
  add("Listed", listing.listedOn);
  add("Updated", todayInNairobi(new Date(listing.updatedAt)));
  return facts;
}

function capitalised(text: string | null): string | null {
  return text === null ? null : `${text[0]!.toUpperCase()}${text.slice(1)}`;
}
