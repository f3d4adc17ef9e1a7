import { describe, expect, it } from "vitest";
import { filledPropertyForm } from "~/testing/listings";
import { fieldErrors } from "./form-errors";
import { MAX_PHOTOS_PER_PROPERTY } from "./photos";
import { NO_DETAILS } from "./listing-details";
import { DEFAULT_STATUS } from "./listing-status";
import type { Listing } from "./property";
import {
  amountsRead,
  AMENITY_COUNT_MESSAGE,
  BOTH_COORDINATES_MESSAGE,
  AMENITY_LENGTH_MESSAGE,
  applyPhotoEdit,
  AGENCY_FEE_MESSAGE,
  DEPOSIT_EITHER_MESSAGE,
  DEPOSIT_MESSAGE,
  DEPOSIT_MONTHS_MESSAGE,
  DISCOUNT_MESSAGE,
  FLOOR_AREA_MESSAGE,
  PHOTO_LINK_MESSAGE,
  newPriceText,
  parsePhotoEdit,
  PRICE_MESSAGE,
  propertyFormSchema,
  propertyFormValues,
  SERVICE_CHARGE_MESSAGE,
  UTILITY_DEPOSIT_MESSAGE,
} from "./property-form";
import { PLOT_SIZE_MESSAGE } from "./plot-size";
import {
  COORDINATE_MESSAGES,
  type PropertyField,
  type PropertyFormValues,
  ROOMS_MESSAGE,
} from "./property-fields";
import { VIDEO_URL_MESSAGE } from "./video-tour";

const valid = filledPropertyForm;

function errorsFor(values: Partial<PropertyFormValues>) {
  const result = propertyFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : fieldErrors<PropertyField>(result.error);
}

describe("propertyFormSchema", () => {
  it("reads a building's floor area and any listing's video link, and refuses others' links", () => {
    const house = propertyFormSchema.parse({
      ...valid,
      floorArea: "85,5",
      videoUrl: " https://youtu.be/dQw4w9WgXcQ ",
    });
    expect(house).toMatchObject({ floorArea: 85.5, videoUrl: "https://youtu.be/dQw4w9WgXcQ" });
    // Land has no floor: a floor area typed before the type changed is dropped.
    expect(propertyFormSchema.parse({ ...valid, type: "land", floorArea: "120" }).floorArea).toBeNull();
    const refused = propertyFormSchema.safeParse({
      ...valid,
      floorArea: "0",
      videoUrl: "https://youtube.com.example.com/watch?v=dQw4w9WgXcQ",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["floorArea", FLOOR_AREA_MESSAGE],
      ["videoUrl", VIDEO_URL_MESSAGE],
    ]);
  });

  it("reads Kenyan price and discount input and trims the text", () => {
    const result = propertyFormSchema.parse(valid);
    expect(result).toEqual({
      name: "Ocean View Villa",
      price: 1_250_000,
      currency: "USD",
      discount: 10.5,
      location: "Nyali",
      city: "Mombasa",
      description: "Four bedrooms by the sea.",
      nameSw: "",
      descriptionSw: "",
      type: "houses",
      photos: [],
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
      amenities: [],
      publication: "published",
      availability: "available",
      featured: false,
      position: null,
    });
    expect(propertyFormSchema.parse({ ...valid, price: "1.250,50", discount: "" })).toMatchObject({
      price: 1250.5,
      discount: null,
    });
  });

  it("reads a location, approximate unless said otherwise", () => {
    expect(
      propertyFormSchema.parse({ ...valid, latitude: " -1.2921 ", longitude: "36.8219" }).position,
    ).toEqual({
      latitude: -1.2921,
      longitude: 36.8219,
      precision: "approximate",
    });
    expect(
      propertyFormSchema.parse({ ...valid, latitude: "0.5", longitude: "37", locationPrecision: "exact" })
        .position,
    ).toEqual({ latitude: 0.5, longitude: 37, precision: "exact" });
  });

  it("refuses a location that is not one, or half of one", () => {
    expect(errorsFor({ latitude: "-91", longitude: "36.8" })).toEqual({
      latitude: COORDINATE_MESSAGES.latitude,
    });
    expect(errorsFor({ latitude: "-1.29", longitude: "east" })).toEqual({
      longitude: COORDINATE_MESSAGES.longitude,
    });
    expect(errorsFor({ latitude: "-1.29" })).toEqual({ longitude: BOTH_COORDINATES_MESSAGE });
    expect(errorsFor({ longitude: "36.8" })).toEqual({ latitude: BOTH_COORDINATES_MESSAGE });
    expect(errorsFor({ latitude: "-1.29", longitude: "36.8", locationPrecision: "fuzzy" })).toEqual({
      locationPrecision: "Please choose whether the location is exact or approximate",
    });
  });

  it.each(["", "-5", "abc", "12x"])("refuses the price %j", (price) => {
    expect(errorsFor({ price })).toEqual({ price: PRICE_MESSAGE });
  });

  it("accepts a price of zero", () => {
    expect(errorsFor({ price: "0" })).toEqual({});
  });

  it.each(["-1", "100,5", "101", "ten", "1.2.3"])("refuses the discount %j", (discount) => {
    expect(errorsFor({ discount })).toEqual({ discount: DISCOUNT_MESSAGE });
  });

  it("names every missing or too long field", () => {
    expect(
      errorsFor({ name: " ", location: "", city: "x".repeat(81), description: "", type: "castle" }),
    ).toEqual({
      name: "Please enter the name",
      location: "Please enter the location",
      city: "Please keep the city under 80 characters",
      description: "Please enter the description",
      type: "Please choose the type",
    });
    expect(errorsFor({ name: "x".repeat(121) })).toEqual({
      name: "Please keep the name under 120 characters",
    });
  });

  it("keeps existing image ids, uploads and links in order and adds a typed link at the end", () => {
    const result = propertyFormSchema.parse({
      ...valid,
      photos: ["12", "https://images.example/a.jpg", "upload:0123456789abcdef", "3"],
      photoLink: "https://images.example/b.jpg",
    });
    expect(result.photos).toEqual([
      { id: 12 },
      { externalUrl: "https://images.example/a.jpg" },
      { uploadKey: "0123456789abcdef" },
      { id: 3 },
      { externalUrl: "https://images.example/b.jpg" },
    ]);
  });

  it("refuses upload tokens that do not name a stored photo's key", () => {
    for (const token of ["upload:../../etc/passwd", "upload:0123", "upload:0123456789ABCDEF"]) {
      expect(errorsFor({ photos: [token] })).toEqual({ photos: PHOTO_LINK_MESSAGE });
    }
  });

  it("refuses more images than a property can hold", () => {
    const photos = Array.from({ length: MAX_PHOTOS_PER_PROPERTY + 1 }, (_, index) => String(index + 1));
    expect(errorsFor({ photos })).toEqual({
      photos: `A property can have at most ${MAX_PHOTOS_PER_PROPERTY} images`,
    });
    expect(errorsFor({ photos: photos.slice(1) })).toEqual({});
  });

  it("takes https image links only", () => {
    expect(errorsFor({ photoLink: "http://images.example/a.jpg" })).toEqual({
      photoLink: PHOTO_LINK_MESSAGE,
    });
    expect(errorsFor({ photos: ["javascript:alert(1)"] })).toEqual({ photos: PHOTO_LINK_MESSAGE });
  });
});

describe("newPriceText", () => {
  it("computes the new price as the administrator types", () => {
    expect(newPriceText("1.250.000", "10,5")).toBe("1118750");
    expect(newPriceText("1.250,50", "0")).toBe("1251");
  });

  it.each([
    ["", "10"],
    ["1000", ""],
    ["abc", "10"],
    ["1000", "150"],
  ])("is blank for price %j and discount %j", (price, discount) => {
    expect(newPriceText(price, discount)).toBe("");
  });
});

describe("image edits", () => {
  const withPhotos = { ...valid, photos: ["1", "2", "3"] };

  it("reads the buttons' intents", () => {
    expect(parsePhotoEdit("image-up:2")).toEqual({ action: "up", index: 2 });
    expect(parsePhotoEdit("image-add")).toEqual({ action: "add" });
    expect(parsePhotoEdit("save")).toBeNull();
  });

  it("moves, removes and adds images", () => {
    expect(applyPhotoEdit(withPhotos, { action: "up", index: 1 })).toMatchObject({ photos: ["2", "1", "3"] });
    expect(applyPhotoEdit(withPhotos, { action: "down", index: 1 })).toMatchObject({
      photos: ["1", "3", "2"],
    });
    expect(applyPhotoEdit(withPhotos, { action: "up", index: 0 })).toMatchObject({ photos: ["1", "2", "3"] });
    expect(applyPhotoEdit(withPhotos, { action: "remove", index: 0 })).toMatchObject({ photos: ["2", "3"] });
    expect(
      applyPhotoEdit({ ...withPhotos, photoLink: "https://images.example/a.jpg" }, { action: "add" }),
    ).toMatchObject({ photos: ["1", "2", "3", "https://images.example/a.jpg"], photoLink: "" });
    expect(applyPhotoEdit({ ...withPhotos, photoLink: "ftp://x" }, { action: "add" })).toBe(
      PHOTO_LINK_MESSAGE,
    );
  });
});

describe("the details of each type", () => {
  const parse = (values: Partial<PropertyFormValues>) => propertyFormSchema.parse({ ...valid, ...values });

  it("reads rooms for houses and rentals, and a rent's period and deposit", () => {
    expect(parse({ bedrooms: "4", bathrooms: " 3 " })).toMatchObject({ bedrooms: 4, bathrooms: 3 });
    expect(parse({ type: "rent", bedrooms: "0", rentPeriod: "week", deposit: "2.400" })).toMatchObject({
      bedrooms: 0,
      pricePeriod: "week",
      deposit: 2_400,
    });
    expect(parse({ type: "rent", rentPeriod: "" })).toMatchObject({ pricePeriod: null, deposit: null });
  });

  it("reads a rent's move-in terms: months of deposit, the agency fee, service charge and utility deposits", () => {
    expect(
      parse({
        type: "rent",
        depositMonths: "1,5",
        agencyFeePercent: "100",
        serviceCharge: "1.200",
        utilityDeposit: "15,000",
      }),
    ).toMatchObject({
      deposit: null,
      depositMonths: 1.5,
      agencyFeePercent: 100,
      serviceCharge: 1_200,
      utilityDeposit: 15_000,
    });
  });

  it("reads a point before one or two digits as decimals in every amount, and keeps the currency chosen", () => {
    expect(
      parse({
        type: "rent",
        priceCurrency: "KES",
        price: "45000.00",
        serviceCharge: "38.6",
        deposit: "90.000",
      }),
    ).toMatchObject({ currency: "KES", price: 45_000, serviceCharge: 38.6, deposit: 90_000 });
    expect(errorsFor({ type: "rent", serviceCharge: "38.600.5" })).toEqual({
      serviceCharge: SERVICE_CHARGE_MESSAGE,
    });
  });

  it("prices a rent in shillings and anything else in dollars unless the office chooses", () => {
    expect(parse({ type: "rent", priceCurrency: "" })).toMatchObject({ currency: "KES" });
    expect(parse({ type: "houses", priceCurrency: "" })).toMatchObject({ currency: "USD" });
    expect(parse({ type: "rent", priceCurrency: "USD" })).toMatchObject({ currency: "USD" });
  });

  it("says what each amount typed was read as, in the listing's currency", () => {
    const values = { ...valid, type: "rent", priceCurrency: "KES", price: "45000.00", serviceCharge: "38.6" };
    expect(amountsRead(values, 125)).toBe(
      "Price: Ksh\u00a045,000 · $360 at today's rate; Service charge a month: Ksh\u00a038.60 · $0,31 at today's rate",
    );
  });

  it("refuses a deposit in both forms, and move-in terms out of bounds", () => {
    expect(errorsFor({ type: "rent", deposit: "1.000", depositMonths: "2" })).toEqual({
      depositMonths: DEPOSIT_EITHER_MESSAGE,
    });
    expect(
      errorsFor({
        type: "rent",
        depositMonths: "13",
        agencyFeePercent: "-5",
        serviceCharge: "forty",
        utilityDeposit: "-100",
      }),
    ).toEqual({
      depositMonths: DEPOSIT_MONTHS_MESSAGE,
      agencyFeePercent: AGENCY_FEE_MESSAGE,
      serviceCharge: SERVICE_CHARGE_MESSAGE,
      utilityDeposit: UTILITY_DEPOSIT_MESSAGE,
    });
  });

  it("reads a plot's size with either decimal mark, its unit and its tenure", () => {
    expect(
      parse({ type: "land", plotSize: "0,5", plotSizeUnit: "acres", tenure: "leasehold" }),
    ).toMatchObject({
      plotSize: 0.5,
      plotSizeUnit: "acres",
      tenure: "leasehold",
    });
    expect(parse({ type: "land", plotSize: "2500", plotSizeUnit: "square-metres" })).toMatchObject({
      plotSize: 2_500,
      tenure: null,
    });
  });

  it("reads a plot's size as Kenyans write it, keeping the words and the size in acres", () => {
    const fiftyByHundred = parse({ type: "land", plotSize: "50 by 100", plotSizeUnit: "hectares" });
    expect(fiftyByHundred).toMatchObject({ plotSizeUnit: "acres", plotSizeWords: "50×100 ft" });
    expect(fiftyByHundred.plotSize).toBeCloseTo(0.1148, 4);
    expect(parse({ type: "land", plotSize: "quarter acre", plotSizeUnit: "acres" })).toMatchObject({
      plotSize: 0.25,
      plotSizeUnit: "acres",
      plotSizeWords: "quarter acre",
    });
    expect(parse({ type: "land", plotSize: "0.5 ha", plotSizeUnit: "acres" })).toMatchObject({
      plotSize: 0.5,
      plotSizeUnit: "hectares",
      plotSizeWords: null,
    });
  });

  it.each(["abc", "0x100", "-5", "50x"])(
    "refuses the plot size %j, naming the forms it reads",
    (plotSize) => {
      expect(errorsFor({ type: "land", plotSize })).toEqual({ plotSize: PLOT_SIZE_MESSAGE });
      expect(PLOT_SIZE_MESSAGE).toContain("50x100");
      expect(PLOT_SIZE_MESSAGE).toContain("1/8 acre");
    },
  );

  it("reads a hotel's price as a rate per night when ticked", () => {
    expect(parse({ type: "hotel", perNight: "on" })).toMatchObject({ pricePeriod: "night" });
    expect(parse({ type: "hotel" })).toMatchObject({ pricePeriod: null });
  });

  it("ignores, unchecked, what was typed in the groups of other types", () => {
    expect(
      parse({
        type: "land",
        bedrooms: "many",
        deposit: "lots",
        depositMonths: "many",
        rentPeriod: "fortnight",
        perNight: "on",
        plotSize: "1",
      }),
    ).toMatchObject({ bedrooms: null, deposit: null, depositMonths: null, pricePeriod: null, plotSize: 1 });
    expect(parse({ type: "houses", plotSize: "-3", tenure: "rented" })).toMatchObject({
      plotSize: null,
      tenure: null,
    });
  });

  it.each(["51", "-1", "2.5", "three"])("refuses %j rooms", (bedrooms) => {
    expect(errorsFor({ bedrooms })).toEqual({ bedrooms: ROOMS_MESSAGE });
    expect(errorsFor({ type: "rent", bathrooms: bedrooms })).toEqual({ bathrooms: ROOMS_MESSAGE });
  });

  it("names the detail fields it refuses", () => {
    expect(errorsFor({ type: "land", plotSize: "0", plotSizeUnit: "miles", tenure: "rented" })).toEqual({
      plotSize: PLOT_SIZE_MESSAGE,
      plotSizeUnit: "Please choose the unit of the plot size",
      tenure: "Please choose freehold or leasehold",
    });
    expect(errorsFor({ type: "rent", deposit: "two months", rentPeriod: "fortnight" })).toEqual({
      deposit: DEPOSIT_MESSAGE,
      rentPeriod: "Please choose what the rent is for",
    });
  });
});

describe("amenities and statuses", () => {
  const parse = (values: Partial<PropertyFormValues>) => propertyFormSchema.parse({ ...valid, ...values });

  it("joins the ticked amenities and the others typed, spelled one way and each once", () => {
    expect(
      parse({
        amenities: ["dsq", "borehole", "no-such-key"],
        otherAmenities: "Electric fence,  wifi ; DSQ\nLift,",
      }),
    ).toMatchObject({ amenities: ["Borehole", "DSQ", "Wi-Fi", "Electric fence", "Lift"] });
  });

  it("refuses amenities that are too long or too many", () => {
    expect(errorsFor({ otherAmenities: "x".repeat(41) })).toEqual({ otherAmenities: AMENITY_LENGTH_MESSAGE });
    const many = Array.from({ length: 31 }, (_, index) => `Amenity ${index}`).join(", ");
    expect(errorsFor({ otherAmenities: many })).toEqual({ otherAmenities: AMENITY_COUNT_MESSAGE });
  });

  it("publishes, as available and not starred, unless the form says otherwise", () => {
    expect(parse({ publication: "", availability: "", featured: "" })).toMatchObject({
      publication: "published",
      availability: "available",
      featured: false,
    });
    expect(parse({ publication: "draft", availability: "under-offer", featured: "on" })).toMatchObject({
      publication: "draft",
      availability: "under-offer",
      featured: true,
    });
    expect(errorsFor({ publication: "hidden", availability: "gone" })).toEqual({
      publication: "Please choose Published or Draft",
      availability: "Please choose the availability",
    });
  });
});

describe("propertyFormValues", () => {
  const listing = (overrides: Partial<Listing>): Listing => ({
    id: 7,
    slug: "karen-plot",
    name: "Karen Plot",
    nameSw: null,
    currency: "USD",
    descriptionSw: null,
    price: 250_000,
    discount: null,
    newPrice: null,
    location: "Karen",
    city: "Nairobi",
    type: "land",
    listedOn: "2026-01-15",
    cover: null,
    description: "Flat land.",
    photos: [],
    updatedAt: "2026-02-01T10:00:00.000Z",
    availabilityCheckedAt: "2026-02-01T10:00:00.000Z",
    availabilityChangedAt: "2026-02-01T10:00:00.000Z",
    position: null,
    publicPosition: null,
    ...NO_DETAILS,
    amenities: [],
    ...DEFAULT_STATUS,
    ...overrides,
  });

  it("shows a saved listing's details, amenities and statuses as the form holds them", () => {
    const values = propertyFormValues(
      listing({
        plotSize: 2500.5,
        plotSizeUnit: "square-metres",
        tenure: "freehold",
        amenities: ["Borehole", "Electric fence", "DSQ", "Tarmac access"],
        publication: "draft",
        availability: "sold",
        featured: true,
      }),
    );
    expect(values).toMatchObject({
      plotSize: "2500,5",
      plotSizeUnit: "square-metres",
      tenure: "freehold",
      rentPeriod: "month",
      perNight: "",
      amenities: ["borehole", "dsq"],
      otherAmenities: "Electric fence, Tarmac access",
      publication: "draft",
      availability: "sold",
      featured: "on",
    });
    expect(propertyFormSchema.parse(values)).toMatchObject({
      plotSize: 2500.5,
      amenities: ["Borehole", "DSQ", "Electric fence", "Tarmac access"],
    });
  });

  it("shows a plot saved from the office's words in those words", () => {
    const values = propertyFormValues(
      listing({ plotSize: 5000 / 43_560, plotSizeUnit: "acres", plotSizeWords: "50×100 ft" }),
    );
    expect(values).toMatchObject({ plotSize: "50×100 ft", plotSizeUnit: "acres" });
    expect(propertyFormSchema.parse(values)).toMatchObject({
      plotSize: 5000 / 43_560,
      plotSizeWords: "50×100 ft",
    });
  });

  it("writes a rent's deposit as prices are typed, and keeps its period", () => {
    const values = propertyFormValues(listing({ type: "rent", pricePeriod: "year", deposit: 1_250.5 }));
    expect(values).toMatchObject({ rentPeriod: "year", deposit: "1.250,5" });
    expect(propertyFormSchema.parse(values)).toMatchObject({ pricePeriod: "year", deposit: 1_250.5 });
  });
});
