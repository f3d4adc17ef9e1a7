import { describe, expect, it } from "vitest";
import { amenityChoices, normaliseAmenities, splitAmenityText } from "./amenities";

describe("normaliseAmenities", () => {
  it("spells the common amenities one way and puts them first, in their usual order", () => {
    expect(normaliseAmenities(["Lift", "wifi", " backup  generator ", "dsq", "BOREHOLE"])).toEqual([
      "Borehole",
      "DSQ",
      "Backup generator",
      "Wi-Fi",
      "Lift",
    ]);
  });

  it("keeps each amenity once whatever its case or spacing, and drops empty ones", () => {
    expect(normaliseAmenities(["Electric fence", "electric  FENCE", "", "  ", "Wi Fi", "Wi-Fi"])).toEqual([
      "Wi-Fi",
      "Electric fence",
    ]);
  });
});

describe("splitAmenityText", () => {
  it("splits at commas, semicolons and line breaks", () => {
    expect(splitAmenityText("Lift, CCTV;Gym\n\n  Electric   fence ,")).toEqual([
      "Lift",
      "CCTV",
      "Gym",
      "Electric fence",
    ]);
  });
});

describe("amenityChoices", () => {
  it("ticks the common amenities and lists the others", () => {
    expect(amenityChoices(["Borehole", "Lift", "DSQ", "CCTV"])).toEqual({
      common: ["borehole", "dsq"],
      other: "Lift, CCTV",
    });
  });
});
