import { parse } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { aListing } from "~/testing/listing";
import { kyeroDate, kyeroFeed, kyeroPrice, META_COLUMNS, metaCatalogue, plotSquareMetres } from "./feeds";
import { toListingPhoto } from "./photos";

const addresses = { origin: "https://makazi.co.ke", mediaBaseUrl: null };

const storedPhoto = toListingPhoto({
  id: 1,
  storageKey: "ab/cd",
  externalUrl: null,
  width: 2000,
  height: 1500,
});
const linkedPhoto = toListingPhoto({
  id: 2,
  storageKey: null,
  externalUrl: "https://photos.example.com/villa.jpg?size=large&v=2",
  width: null,
  height: null,
});

const villa = aListing({
  name: "Villa <Nyali> & Sons",
  description: "Sea view & pool <b>now</b>\u0007.",
  descriptionSw: "Nyumba karibu na bahari.",
  photos: [storedPhoto, linkedPhoto],
  position: { latitude: -4.0435, longitude: 39.7152, precision: "approximate" },
  publicPosition: { latitude: -4.04, longitude: 39.71, radiusMetres: 500 },
});

const rental = aListing({
  id: 43,
  slug: "kilimani-studio",
  name: "Kilimani Studio",
  type: "rent",
  price: 12_000,
  pricePeriod: "year",
  bedrooms: 1,
  bathrooms: 1,
});

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["property", "image"].includes(name),
});

const AGENT = { name: "Baraka & Sons <Homes>", email: "office@baraka.example", phone: "254712345678" };

describe("the Kyero feed", () => {
  it("names the office the listings are from, escaped, with its e-mail and phone", () => {
    const feed = xml.parse(kyeroFeed([villa], addresses, AGENT));
    expect(feed.root.agent).toEqual({
      name: "Baraka & Sons <Homes>",
      email: "office@baraka.example",
      tel: "+254712345678",
      country: "Kenya",
    });
    expect(kyeroFeed([villa], addresses, AGENT)).toContain("<name>Baraka &amp; Sons &lt;Homes&gt;</name>");
  });

  it("is XML in Kyero's version 3 shape, every listing with its facts, escaped, and photos at the site's address", () => {
    const feed = xml.parse(kyeroFeed([villa, rental], addresses, AGENT));
    expect(feed.root.kyero.feed_version).toBe("3");
    expect(feed.root.property).toHaveLength(2);
    expect(feed.root.property[0]).toEqual({
      id: "42",
      date: "2026-11-20 08:30:05",
      ref: "MK-1042",
      price: "250000",
      currency: "USD",
      price_freq: "sale",
      type: "house",
      town: "Mombasa",
      province: "Mombasa",
      location_detail: "Nyali",
      location: { latitude: "-4.04", longitude: "39.71" },
      beds: "4",
      baths: "3",
      url: {
        en: "https://makazi.co.ke/properties/ocean-view-villa",
        sw: "https://makazi.co.ke/sw/properties/ocean-view-villa",
      },
      desc: { en: "Sea view & pool <b>now</b>.", sw: "Nyumba karibu na bahari." },
      images: {
        image: [
          { "@_id": "1", url: "https://makazi.co.ke/media/ab/cd-1440.webp" },
          { "@_id": "2", url: "https://photos.example.com/villa.jpg?size=large&v=2" },
        ],
      },
    });
    expect(feed.root.property[1]).toMatchObject({
      ref: "MK-1043",
      price: "1000",
      price_freq: "month",
      beds: "1",
    });
    expect(feed.root.property[1].location).toBeUndefined();
  });

  it("takes stored photos from MEDIA_BASE_URL when one is set", () => {
    const feed = xml.parse(
      kyeroFeed([villa], { ...addresses, mediaBaseUrl: "https://cdn.makazi.co.ke/media" }, AGENT),
    );
    expect(feed.root.property[0].images.image[0].url).toBe("https://cdn.makazi.co.ke/media/ab/cd-1440.webp");
  });

  it("gives prices as whole amounts with their frequency, and plots in square metres", () => {
    expect(kyeroPrice(aListing({ price: 1000, discount: 10, newPrice: 900 }))).toEqual({
      price: 900,
      frequency: "sale",
    });
    expect(kyeroPrice(aListing({ type: "rent", price: 80.4, pricePeriod: "week" }))).toEqual({
      price: 80,
      frequency: "week",
    });
    expect(kyeroPrice(aListing({ type: "hotel", price: 100, pricePeriod: "night" }))).toEqual({
      price: 700,
      frequency: "week",
    });
    expect(plotSquareMetres({ plotSize: 0.5, plotSizeUnit: "acres" })).toBe(2023);
    expect(plotSquareMetres({ plotSize: 2, plotSizeUnit: "hectares" })).toBe(20_000);
    expect(plotSquareMetres({ plotSize: null, plotSizeUnit: null })).toBeNull();
    expect(kyeroDate("2026-01-05T23:04:09.999Z")).toBe("2026-01-05 23:04:09");
  });
});

describe("the Meta home-listing catalogue", () => {
  it("is CSV with Meta's columns, one row a listing, giving only the position visitors see", () => {
    const rows = parse(metaCatalogue([villa, rental], addresses), { columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0]!)).toEqual([...META_COLUMNS]);
    expect(rows[0]).toEqual({
      home_listing_id: "MK-1042",
      name: "Villa <Nyali> & Sons",
      availability: "for_sale",
      description: "Sea view & pool <b>now</b>\u0007.",
      "address.addr1": "Nyali",
      "address.city": "Mombasa",
      "address.region": "Mombasa",
      "address.country": "Kenya",
      latitude: "-4.04",
      longitude: "39.71",
      "neighborhood[0]": "Nyali",
      price: "250000 USD",
      "image[0].url": "https://makazi.co.ke/media/ab/cd-1440.webp",
      url: "https://makazi.co.ke/properties/ocean-view-villa",
      num_beds: "4",
      num_baths: "3",
      property_type: "house",
      listing_type: "for_sale_by_agent",
    });
    expect(rows[1]).toMatchObject({
      availability: "for_rent",
      price: "12000 USD",
      listing_type: "for_rent_by_agent",
      latitude: "",
    });
  });

  it("writes text a spreadsheet would run as a formula as text, and signed coordinates as numbers", () => {
    const hostile = aListing({
      name: '=HYPERLINK("http://evil.example","Pay here")',
      description: "@SUM(1+1)",
      location: "-2+3 Road",
      city: "+254 Town",
      publicPosition: { latitude: -1.2921, longitude: 36.8219, radiusMetres: null },
    });
    const [row] = parse(metaCatalogue([hostile], addresses), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      name: `'${hostile.name}`,
      description: "'@SUM(1+1)",
      "address.addr1": "'-2+3 Road",
      "neighborhood[0]": "'-2+3 Road",
      "address.city": "'+254 Town",
      latitude: "-1.2921",
    });
  });
});

describe("a listing priced in shillings", () => {
  const shillingRental = aListing({
    id: 44,
    slug: "kileleshwa-flat",
    type: "rent",
    currency: "KES",
    price: 45_000,
    pricePeriod: "month",
  });

  it("goes to Kyero and Meta in shillings, exactly as typed", () => {
    const kyero = xml.parse(kyeroFeed([shillingRental], addresses, AGENT));
    expect(kyero.root.property[0]).toMatchObject({ price: "45000", currency: "KES", price_freq: "month" });
    const [meta] = parse(metaCatalogue([shillingRental], addresses), { columns: true }) as Record<
      string,
      string
    >[];
    expect(meta?.price).toBe("45000 KES");
  });
});
