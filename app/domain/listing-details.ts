import type { PropertyType } from "./property-type";

/** The facts a listing can carry beyond its name, price and place; which ones apply depends on its type. */

export const MAX_ROOMS = 50;

export const PLOT_SIZE_UNITS = ["acres", "hectares", "square-metres"] as const;
export type PlotSizeUnit = (typeof PLOT_SIZE_UNITS)[number];

export const PLOT_SIZE_UNIT_LABELS: Record<PlotSizeUnit, string> = {
  acres: "Acres",
  hectares: "Hectares",
  "square-metres": "Square metres",
};

export const TENURES = ["freehold", "leasehold"] as const;
export type Tenure = (typeof TENURES)[number];

export const TENURE_LABELS: Record<Tenure, string> = {
  freehold: "Freehold",
  leasehold: "Leasehold",
};

/** What the price is for, when it is not the price of the whole property. */
export const PRICE_PERIODS = ["month", "week", "year", "night"] as const;
export type PricePeriod = (typeof PRICE_PERIODS)[number];

/** A rent is for a month unless the administrator says otherwise. */
export const RENT_PERIODS = ["month", "week", "year"] as const satisfies readonly PricePeriod[];
export type RentPeriod = (typeof RENT_PERIODS)[number];
export const DEFAULT_RENT_PERIOD: RentPeriod = "month";

export const PRICE_PERIOD_LABELS: Record<PricePeriod, string> = {
  month: "per month",
  week: "per week",
  year: "per year",
  night: "per night",
};

export interface ListingDetails {
  bedrooms: number | null;
  bathrooms: number | null;
  plotSize: number | null;
  plotSizeUnit: PlotSizeUnit | null;
  /** The plot size as the office wrote it (`50×100 ft`, `1/8 acre`), shown beside it in acres; null for a plain number. */
  plotSizeWords: string | null;
  tenure: Tenure | null;
  /** Null when the price is for the whole property (a sale). */
  pricePeriod: PricePeriod | null;
  /** The deposit as an amount in the listing's currency, or as months of rent (never both); rentals only. */
  deposit: number | null;
  depositMonths: number | null;
  /** The agency fee as a percentage of one month's rent; rentals only. */
  agencyFeePercent: number | null;
  /** In the listing's currency, a month; rentals only. */
  serviceCharge: number | null;
  /** Water and electricity deposits together, in the listing's currency; rentals only. */
  utilityDeposit: number | null;
  /** Square metres of floor; houses, rentals and hotels. */
  floorArea: number | null;
  /** A link to a video tour on YouTube, Vimeo or TikTok (see parseVideoUrl); any type. */
  videoUrl: string | null;
}

export const NO_DETAILS: ListingDetails = {
  bedrooms: null,
  bathrooms: null,
  plotSize: null,
  plotSizeUnit: null,
  plotSizeWords: null,
  tenure: null,
  pricePeriod: null,
  deposit: null,
  depositMonths: null,
  agencyFeePercent: null,
  serviceCharge: null,
  utilityDeposit: null,
  floorArea: null,
  videoUrl: null,
};

/**
 * Which details each type has: rooms for homes, a floor area for buildings, plot and tenure
 * for land, a period for rents and hotel stays.
 */
export const DETAILS_BY_TYPE = {
  houses: { rooms: true, floor: true, plot: false, rent: false, nightly: false },
  rent: { rooms: true, floor: true, plot: false, rent: true, nightly: false },
  land: { rooms: false, floor: false, plot: true, rent: false, nightly: false },
  hotel: { rooms: false, floor: true, plot: false, rent: false, nightly: true },
} as const satisfies Record<
  PropertyType,
  { rooms: boolean; floor: boolean; plot: boolean; rent: boolean; nightly: boolean }
>;

export function isRentPeriod(period: PricePeriod | null): period is RentPeriod {
  return (RENT_PERIODS as readonly (PricePeriod | null)[]).includes(period);
}

/**
 * The details as stored for a listing of `type`: those that do not apply to the type are
 * dropped, a rent always has its period (a month unless said otherwise), a plot size keeps
 * its unit (acres unless said otherwise), and a hotel's price is either its sale price or a
 * rate per night.
 */
export function detailsForType(type: PropertyType, details: Partial<ListingDetails>): ListingDetails {
  const applies = DETAILS_BY_TYPE[type];
  const period = details.pricePeriod ?? null;
  const plotSize = applies.plot ? (details.plotSize ?? null) : null;
  return {
    bedrooms: applies.rooms ? (details.bedrooms ?? null) : null,
    bathrooms: applies.rooms ? (details.bathrooms ?? null) : null,
    plotSize,
    plotSizeUnit: plotSize === null ? null : (details.plotSizeUnit ?? "acres"),
    plotSizeWords: plotSize === null ? null : (details.plotSizeWords ?? null),
    tenure: applies.plot ? (details.tenure ?? null) : null,
    pricePeriod: applies.rent
      ? isRentPeriod(period)
        ? period
        : DEFAULT_RENT_PERIOD
      : applies.nightly && period === "night"
        ? "night"
        : null,
    deposit: applies.rent && details.depositMonths == null ? (details.deposit ?? null) : null,
    depositMonths: applies.rent ? (details.depositMonths ?? null) : null,
    agencyFeePercent: applies.rent ? (details.agencyFeePercent ?? null) : null,
    serviceCharge: applies.rent ? (details.serviceCharge ?? null) : null,
    utilityDeposit: applies.rent ? (details.utilityDeposit ?? null) : null,
    floorArea: applies.floor ? (details.floorArea ?? null) : null,
    videoUrl: details.videoUrl ?? null,
  };
}

export function isPlotSizeUnit(value: string): value is PlotSizeUnit {
  return (PLOT_SIZE_UNITS as readonly string[]).includes(value);
}

export function isTenure(value: string): value is Tenure {
  return (TENURES as readonly string[]).includes(value);
}

export function isPricePeriod(value: string): value is PricePeriod {
  return (PRICE_PERIODS as readonly string[]).includes(value);
}
