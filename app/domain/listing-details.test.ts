import { describe, expect, it } from "vitest";
import { detailsForType, NO_DETAILS } from "./listing-details";

const everything = {
  bedrooms: 3,
  bathrooms: 2,
  plotSize: 0.5,
  plotSizeUnit: "hectares",
  tenure: "leasehold",
  pricePeriod: "night",
  deposit: 2_000,
} as const;

describe("detailsForType", () => {
  it("keeps rooms for houses, and rooms, period and deposit for rentals", () => {
    expect(detailsForType("houses", everything)).toEqual({ ...NO_DETAILS, bedrooms: 3, bathrooms: 2 });
    expect(detailsForType("rent", { ...everything, pricePeriod: "year" })).toEqual({
      ...NO_DETAILS,
      bedrooms: 3,
      bathrooms: 2,
      pricePeriod: "year",
      deposit: 2_000,
    });
  });

  it("makes a rent monthly unless it says weekly or yearly", () => {
    expect(detailsForType("rent", {}).pricePeriod).toBe("month");
    expect(detailsForType("rent", { pricePeriod: "night" }).pricePeriod).toBe("month");
  });

  it("keeps a plot's size, unit and tenure for land, in acres unless said", () => {
    expect(detailsForType("land", everything)).toEqual({
      ...NO_DETAILS,
      plotSize: 0.5,
      plotSizeUnit: "hectares",
      tenure: "leasehold",
    });
    expect(detailsForType("land", { plotSize: 2 }).plotSizeUnit).toBe("acres");
    expect(detailsForType("land", { plotSizeUnit: "hectares" }).plotSizeUnit).toBeNull();
  });

  it("gives a hotel either its sale price or a rate per night", () => {
    expect(detailsForType("hotel", everything)).toEqual({ ...NO_DETAILS, pricePeriod: "night" });
    expect(detailsForType("hotel", { pricePeriod: "month" })).toEqual(NO_DETAILS);
  });
});
