import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { NO_DETAILS } from "./listing-details";
import { cardFacts, formatPlotSize, listingFacts, plotSizeText, pricePeriodText } from "./listing-facts";
import { DEFAULT_STATUS } from "./listing-status";
import type { Listing } from "./property";

const { t } = translatorFor("en");

const listing = (overrides: Partial<Listing>): Listing => ({
  id: 42,
  slug: "kilimani-flat",
  name: "Kilimani Flat",
  nameSw: null,
  currency: "USD",
  descriptionSw: null,
  price: 1_100,
  discount: null,
  newPrice: null,
  location: "Kilimani",
  city: "Nairobi",
  type: "rent",
  listedOn: "2026-01-12",
  cover: null,
  description: "Bright.",
  photos: [],
  amenities: [],
  // 23:30 in London is the next day in Nairobi.
  updatedAt: "2026-03-01T21:30:00.000Z",
  availabilityCheckedAt: "2026-03-01T21:30:00.000Z",
  availabilityChangedAt: "2026-03-01T21:30:00.000Z",
  position: null,
  publicPosition: null,
  ...NO_DETAILS,
  ...DEFAULT_STATUS,
  ...overrides,
});

describe("formatPlotSize", () => {
  it("writes sizes with Kenyan grouping and the unit in the singular for one", () => {
    expect(formatPlotSize(0.5, "acres", t)).toBe("0.5 acres");
    expect(formatPlotSize(1, "acres", t)).toBe("1 acre");
    expect(formatPlotSize(1, "hectares", t)).toBe("1 hectare");
    expect(formatPlotSize(2500, "square-metres", t)).toBe("2,500 m²");
  });
});

describe("plotSizeText", () => {
  const fiftyByHundred = {
    plotSize: 5000 / 43_560,
    plotSizeUnit: "acres",
    plotSizeWords: "50×100 ft",
  } as const;

  it("shows the office's words with the size in acres beside them, in both languages", () => {
    expect(plotSizeText(fiftyByHundred, t)).toBe("50×100 ft (0.115 acres)");
    expect(plotSizeText(fiftyByHundred, translatorFor("sw").t)).toBe("50×100 ft (sawa na ekari 0.115)");
    expect(plotSizeText({ plotSize: 0.5, plotSizeUnit: "hectares", plotSizeWords: "half hectare" }, t)).toBe(
      "half hectare (1.236 acres)",
    );
  });

  it("shows a plain size in its unit, and nothing without a size", () => {
    expect(plotSizeText({ plotSize: 2, plotSizeUnit: "acres", plotSizeWords: null }, t)).toBe("2 acres");
    expect(plotSizeText({ plotSize: null, plotSizeUnit: null, plotSizeWords: null }, t)).toBeNull();
  });
});

describe("cardFacts", () => {
  it("gives rooms for homes and the plot for land, nothing when unknown", () => {
    expect(cardFacts(listing({ bedrooms: 3, bathrooms: 1 }), t)).toEqual(["3 bedrooms", "1 bathroom"]);
    expect(cardFacts(listing({ bedrooms: 0 }), t)).toEqual(["Studio"]);
    expect(cardFacts(listing({ type: "land", plotSize: 0.25, plotSizeUnit: "acres" }), t)).toEqual([
      "0.25 acres",
    ]);
    expect(
      cardFacts(
        listing({ type: "land", plotSize: 0.125, plotSizeUnit: "acres", plotSizeWords: "1/8 acre" }),
        t,
      ),
    ).toEqual(["1/8 acre (0.125 acres)"]);
    expect(cardFacts(listing({}), t)).toEqual([]);
  });
});

describe("pricePeriodText", () => {
  it("says what a price is for, nothing for a whole property", () => {
    expect(pricePeriodText("month", t)).toBe("per month");
    expect(pricePeriodText("night", t)).toBe("per night");
    expect(pricePeriodText(null, t)).toBeNull();
  });
});

describe("listingFacts", () => {
  it("reads in Kiswahili on Kiswahili pages", () => {
    const sw = translatorFor("sw").t;
    const facts = listingFacts(listing({ bedrooms: 1, availability: "sold" }), sw);
    expect(facts).toContainEqual({ term: "Vyumba vya kulala", detail: "1" });
    expect(facts).toContainEqual({ term: "Upatikanaji", detail: "Imeuzwa" });
    expect(cardFacts(listing({ bedrooms: 3 }), sw)).toEqual(["vyumba 3 vya kulala"]);
  });

  it("lists a rental's reference, rooms, rent period and dates, the deposit left to the move-in sum", () => {
    const facts = listingFacts(
      listing({
        bedrooms: 2,
        bathrooms: 1,
        pricePeriod: "month",
        deposit: 2_200,
        availability: "under-offer",
      }),
      t,
    );
    expect(facts).toEqual([
      { term: "Reference", detail: "MK-1042" },
      { term: "Bedrooms", detail: "2" },
      { term: "Bathrooms", detail: "1" },
      { term: "Rent", detail: "Per month" },
      { term: "Availability", detail: "Under offer" },
      { term: "Listed", detail: "2026-01-12" },
      { term: "Updated", detail: "2026-03-02" },
    ]);
  });

  it("lists a plot's size and tenure, and a hotel's nightly rate", () => {
    const land = listingFacts(
      listing({ type: "land", plotSize: 5, plotSizeUnit: "acres", tenure: "freehold", availability: "sold" }),
      t,
    );
    expect(land.map((fact) => `${fact.term}: ${fact.detail}`)).toEqual([
      "Reference: MK-1042",
      "Plot size: 5 acres",
      "Tenure: Freehold",
      "Availability: Sold",
      "Listed: 2026-01-12",
      "Updated: 2026-03-02",
    ]);
    expect(listingFacts(listing({ type: "hotel", pricePeriod: "night" }), t)).toContainEqual({
      term: "Rate",
      detail: "Per night",
    });
  });
});
