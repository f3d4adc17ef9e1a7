import { todayInNairobi } from "./dates";
import { type PlotSizeUnit, type PricePeriod, PRICE_PERIOD_LABELS, TENURE_LABELS } from "./listing-details";
import { AVAILABILITY_LABELS } from "./listing-status";
import type { Listing, ListingSummary } from "./property";
import { listingReference } from "./reference";

/** How the facts of a listing read on its card and its page. */

const sizes = new Intl.NumberFormat("en-KE", { maximumFractionDigits: 2 });

const UNIT_NAMES: Record<PlotSizeUnit, { one: string; many: string }> = {
  acres: { one: "acre", many: "acres" },
  hectares: { one: "hectare", many: "hectares" },
  "square-metres": { one: "m²", many: "m²" },
};

/** `0.5 acres`, `1 hectare`, `4,000 m²`. */
export function formatPlotSize(size: number, unit: PlotSizeUnit): string {
  const names = UNIT_NAMES[unit];
  return `${sizes.format(size)} ${size === 1 ? names.one : names.many}`;
}

/** `3 bedrooms`, `1 bedroom`; no bedroom is a studio. */
export function bedroomsText(bedrooms: number): string {
  if (bedrooms === 0) return "Studio";
  return bedrooms === 1 ? "1 bedroom" : `${bedrooms} bedrooms`;
}

export function bathroomsText(bathrooms: number): string {
  return bathrooms === 1 ? "1 bathroom" : `${bathrooms} bathrooms`;
}

/** What follows a price that is not for the whole property: `per month`, `per night`. */
export function pricePeriodText(period: PricePeriod | null): string | null {
  return period === null ? null : PRICE_PERIOD_LABELS[period];
}

/** The one-line facts of a card: rooms for homes, the plot size for land; empty when unknown. */
export function cardFacts(listing: ListingSummary): string[] {
  const facts: string[] = [];
  if (listing.bedrooms !== null) facts.push(bedroomsText(listing.bedrooms));
  if (listing.bathrooms !== null) facts.push(bathroomsText(listing.bathrooms));
  if (listing.plotSize !== null && listing.plotSizeUnit !== null) {
    facts.push(formatPlotSize(listing.plotSize, listing.plotSizeUnit));
  }
  return facts;
}

export interface Fact {
  term: string;
  /** Text, or an amount in dollars, which is shown in both currencies in the visitor's order. */
  detail: string | { usd: number };
}

/** The facts list of a listing's page, in reading order; facts the listing lacks are left out. */
export function listingFacts(listing: Listing): Fact[] {
  const facts: Fact[] = [{ term: "Reference", detail: listingReference(listing.id) }];
  const add = (term: string, detail: Fact["detail"] | null) => {
    if (detail !== null) facts.push({ term, detail });
  };
  add("Bedrooms", listing.bedrooms === null ? null : String(listing.bedrooms));
  add("Bathrooms", listing.bathrooms === null ? null : String(listing.bathrooms));
  add(
    "Plot size",
    listing.plotSize === null || listing.plotSizeUnit === null
      ? null
      : formatPlotSize(listing.plotSize, listing.plotSizeUnit),
  );
  add("Tenure", listing.tenure === null ? null : TENURE_LABELS[listing.tenure]);
  add(listing.type === "hotel" ? "Rate" : "Rent", capitalised(pricePeriodText(listing.pricePeriod)));
  add("Deposit", listing.deposit === null ? null : { usd: listing.deposit });
  add("Availability", AVAILABILITY_LABELS[listing.availability]);
  add("Listed", listing.listedOn);
  add("Updated", todayInNairobi(new Date(listing.updatedAt)));
  return facts;
}

function capitalised(text: string | null): string | null {
  return text === null ? null : `${text[0]!.toUpperCase()}${text.slice(1)}`;
}
