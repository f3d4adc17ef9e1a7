import { describe, expect, it } from "vitest";
import type { ListingPhoto } from "./property";
import { DEFAULT_CREDENTIALS } from "./credentials";
import { jsonLdText, realEstateAgent, realEstateListing, schemaOpeningHours } from "./structured-data";

const storedPhoto: ListingPhoto = {
  id: 1,
  src: "/media/0123456789abcdef-1440.webp",
  srcSet: "/media/0123456789abcdef-480.webp 480w",
  width: 1440,
  height: 960,
};
const linkedPhoto: ListingPhoto = {
  id: 2,
  src: "https://images.example/villa.jpg",
  srcSet: null,
  width: null,
  height: null,
};

const villa = {
  name: "Nyali Ocean Villa",
  description: "Four bedrooms by the sea.",
  listedOn: "2026-01-15",
  photos: [storedPhoto, linkedPhoto],
  currency: "USD" as const,
  price: 1_250_000,
  newPrice: 1_118_750,
  pricePeriod: null,
  availability: "available" as const,
  type: "houses" as const,
  location: "Nyali",
  city: "Mombasa",
};
const URL = "https://makazi.co.ke/properties/nyali-ocean-villa";

describe("realEstateListing", () => {
  it("describes the listing, its absolute images and an offer at its address", () => {
    expect(realEstateListing(villa, URL, "https://makazi.co.ke")).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateListing",
      name: "Nyali Ocean Villa",
      description: "Four bedrooms by the sea.",
      url: URL,
      datePosted: "2026-01-15",
      image: ["https://makazi.co.ke/media/0123456789abcdef-1440.webp", "https://images.example/villa.jpg"],
      offers: {
        "@type": "Offer",
        price: 1_118_750,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: URL,
        itemOffered: {
          "@type": "House",
          name: "Nyali Ocean Villa",
          address: {
            "@type": "PostalAddress",
            streetAddress: "Nyali",
            addressLocality: "Mombasa",
            addressCountry: "KE",
          },
        },
      },
    });
  });

  it("prices rent per month", () => {
    const flat = realEstateListing(
      { ...villa, type: "rent", newPrice: null, pricePeriod: "month" },
      URL,
      "https://makazi.co.ke",
    );
    expect(flat.offers).toMatchObject({
      price: 1_250_000,
      priceSpecification: { "@type": "UnitPriceSpecification", price: 1_250_000, unitCode: "MON" },
      itemOffered: { "@type": "Accommodation" },
    });
  });

  it("prices a listing in shillings in shillings, exactly as typed", () => {
    const flat = realEstateListing(
      { ...villa, type: "rent", currency: "KES", price: 45_000, newPrice: null, pricePeriod: "month" },
      URL,
      "https://makazi.co.ke",
    );
    expect(flat.offers).toMatchObject({
      price: 45_000,
      priceCurrency: "KES",
      priceSpecification: { price: 45_000, priceCurrency: "KES", unitCode: "MON" },
    });
  });

  it("prices a weekly rent per week and a hotel's nightly rate per day", () => {
    const weekly = realEstateListing(
      { ...villa, type: "rent", pricePeriod: "week" },
      URL,
      "https://makazi.co.ke",
    );
    expect(weekly.offers.priceSpecification).toMatchObject({ unitCode: "WEE" });
    const lodge = realEstateListing(
      { ...villa, type: "hotel", pricePeriod: "night" },
      URL,
      "https://makazi.co.ke",
    );
    expect(lodge.offers.priceSpecification).toMatchObject({ unitCode: "DAY" });
  });

  it("gives a hotel for sale no price period", () => {
    const lodge = realEstateListing({ ...villa, type: "hotel" }, URL, "https://makazi.co.ke");
    expect(lodge.offers).not.toHaveProperty("priceSpecification");
  });

  it("tells search engines when a listing is under offer, sold or let", () => {
    const availability = (status: "under-offer" | "sold" | "let") =>
      realEstateListing({ ...villa, availability: status }, URL, "https://makazi.co.ke").offers.availability;
    expect(availability("under-offer")).toBe("https://schema.org/LimitedAvailability");
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("let")).toBe("https://schema.org/OutOfStock");
  });
});

describe("jsonLdText", () => {
  it("cannot close the script element it sits in, and reads back as the same data", () => {
    const data = { description: "Sea view </script><script>alert(1)</script> <!-- here" };
    const text = jsonLdText(data);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("realEstateAgent", () => {
  const settings = {
    contactAddress: "Ngong Road, Nairobi",
    contactPhone: "254201234567",
    contactEmail: "office@makazi.co.ke",
    whatsappNumber: "254712345678",
  };

  it("carries the office's name, address, telephone, registration, hours and M-Pesa number", () => {
    const agent = realEstateAgent(
      settings,
      {
        registrationNumber: "EARB/2019/0123",
        certificateYear: "2026",
        openingHours: "Mo-Fr 08:30-17:00; Sa 09:00-13:00",
        paymentKind: "paybill",
        paymentNumber: "222111",
      },
      "https://makazi.co.ke",
      "Baraka Homes",
    );
    expect(agent).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: "Baraka Homes",
      url: "https://makazi.co.ke/",
      telephone: "+254201234567",
      email: "office@makazi.co.ke",
      address: { "@type": "PostalAddress", streetAddress: "Ngong Road, Nairobi", addressCountry: "KE" },
      identifier: {
        "@type": "PropertyValue",
        propertyID: "Estate Agents Registration Board",
        value: "EARB/2019/0123",
      },
      openingHours: ["Mo-Fr 08:30-17:00", "Sa 09:00-13:00"],
      paymentAccepted: "M-Pesa paybill 222111",
    });
  });

  it("leaves out what is not set, and hours written for people only", () => {
    const agent = realEstateAgent(
      { contactAddress: "", contactPhone: "", contactEmail: "", whatsappNumber: "254712345678" },
      { ...DEFAULT_CREDENTIALS, openingHours: "Weekdays, 8:30 to 5" },
      "https://makazi.co.ke",
      "Baraka Homes",
    );
    expect(agent).toEqual({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: "Baraka Homes",
      url: "https://makazi.co.ke/",
      telephone: "+254712345678",
    });
    expect(schemaOpeningHours("Mo,We,Fr 09:00-17:00")).toEqual(["Mo,We,Fr 09:00-17:00"]);
    expect(schemaOpeningHours("")).toBeNull();
  });
});
