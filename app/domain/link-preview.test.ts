import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import {
  linkPreviewDescription,
  linkPreviewImageFile,
  linkPreviewImagePath,
  placeName,
  shareText,
} from "./link-preview";

const { t } = translatorFor("en");

const villa = {
  type: "houses" as const,
  location: "Nyali",
  city: "Mombasa",
  currency: "USD" as const,
  price: 1_250_000,
  newPrice: 1_118_750,
  pricePeriod: null,
};

describe("linkPreviewDescription", () => {
  it("says what is offered, where, and the price a visitor pays in dollars and shillings", () => {
    expect(linkPreviewDescription(villa, 125, t)).toBe(
      "House for sale in Nyali, Mombasa · $1.118.750 (Ksh\u00a0139,843,750)",
    );
  });

  it("uses the undiscounted price when there is no new price, at the site's rate", () => {
    expect(linkPreviewDescription({ ...villa, type: "land", newPrice: null }, 130, t)).toBe(
      "Land for sale in Nyali, Mombasa · $1.250.000 (Ksh\u00a0162,500,000)",
    );
  });

  it("gives a rent or a nightly rate with its period", () => {
    const flat = {
      type: "rent" as const,
      location: "Kilimani",
      city: "Nairobi",
      currency: "USD" as const,
      price: 1100,
      newPrice: null,
      pricePeriod: "month" as const,
    };
    expect(linkPreviewDescription(flat, 125, t)).toBe(
      "Home to rent in Kilimani, Nairobi · $1.100 per month (Ksh\u00a0137,500)",
    );
    expect(linkPreviewDescription({ ...flat, pricePeriod: "week" }, 125, t)).toBe(
      "Home to rent in Kilimani, Nairobi · $1.100 per week (Ksh\u00a0137,500)",
    );
    expect(
      linkPreviewDescription({ ...villa, type: "hotel", newPrice: null, pricePeriod: "night" }, 100, t),
    ).toBe("Hotel in Nyali, Mombasa · $1.250.000 per night (Ksh\u00a0125,000,000)");
  });

  it("stays about as short as a preview shows", () => {
    expect(linkPreviewDescription(villa, 125, t).length).toBeLessThanOrEqual(80);
  });
});

describe("placeName", () => {
  it("names the city once when the location is the city", () => {
    expect(placeName({ location: "nairobi ", city: "Nairobi" })).toBe("Nairobi");
    expect(placeName({ location: "Westlands", city: "Nairobi" })).toBe("Westlands, Nairobi");
  });
});

describe("preview picture addresses", () => {
  it("name the stored photo, so that a new cover gets a new file and a new address", () => {
    expect(linkPreviewImageFile("0123456789abcdef")).toBe("0123456789abcdef-preview.jpg");
    expect(linkPreviewImagePath("nyali-villa", "0123456789abcdef")).toBe(
      "/properties/nyali-villa/preview.jpg?v=0123456789abcdef",
    );
  });
});

describe("shareText", () => {
  it("puts the address on a line of its own after the name", () => {
    expect(shareText("Nyali Villa", "https://makazi.co.ke/properties/nyali-villa")).toBe(
      "Nyali Villa\nhttps://makazi.co.ke/properties/nyali-villa",
    );
  });
});
