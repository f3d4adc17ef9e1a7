import { DEFAULT_AVAILABILITY_CHECK_SETTINGS, shownListings } from "~/domain/availability-check";
import { describe, expect, it } from "vitest";
import { parseAdminPropertyQuery } from "~/domain/admin-property-query";
import { todayInNairobi } from "~/domain/dates";
import { NO_DETAILS } from "~/domain/listing-details";
import { parseListingQuery } from "~/domain/listing-query";
import { DEFAULT_STATUS } from "~/domain/listing-status";
import { aProperty } from "~/testing/listings";
import { changeListingStatus } from "./listing-status.server";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { findPropertiesForAdmin } from "./admin-properties.server";
import { findListings } from "./listing-search.server";
import { findListingBySlug } from "./properties.server";
import {
  createProperty,
  deleteProperty,
  DuplicateNameError,
  type PropertyUpdate,
  updateProperty,
} from "./property-writes.server";

const SHOWN_TODAY = shownListings(new Date(), DEFAULT_AVAILABILITY_CHECK_SETTINGS);

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

function anUpdate(overrides: Partial<PropertyUpdate> = {}): PropertyUpdate {
  const { listedOn: _listedOn, ...property } = aProperty();
  return { ...property, ...NO_DETAILS, ...DEFAULT_STATUS, amenities: [], position: null, ...overrides };
}

const adminQuery = (text: string) => parseAdminPropertyQuery(new URLSearchParams(text));

async function photoIds(slug: string): Promise<number[]> {
  return ((await findListingBySlug(db(), slug))?.photos ?? []).map((photo) => photo.id);
}

describe("updateProperty", () => {
  it("saves every field, computes the new price and keeps the slug on rename", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Old Name", listedOn: "2026-01-02" }));
    const result = await updateProperty(
      db(),
      slug,
      anUpdate({ name: "New Name", price: 1_250_000, discount: 10.5, city: "Kisumu", type: "land" }),
    );
    expect(result).toEqual({ removedStorageKeys: [] });
    expect(await findListingBySlug(db(), slug)).toMatchObject({
      slug: "old-name",
      name: "New Name",
      price: 1_250_000,
      discount: 10.5,
      newPrice: 1_118_750,
      city: "Kisumu",
      type: "land",
      listedOn: "2026-01-02",
    });
    const sorted = await db().selectFrom("properties").select("display_price").executeTakeFirstOrThrow();
    expect(sorted.display_price).toBe(1_118_750);
  });

  it("refuses another property's name, whatever its case, but not its own", async () => {
    await createProperty(db(), aProperty({ name: "Ocean View Villa" }));
    const slug = await createProperty(db(), aProperty({ name: "Karen Cottage" }));
    await expect(updateProperty(db(), slug, anUpdate({ name: "OCEAN view villa" }))).rejects.toThrow(
      DuplicateNameError,
    );
    await expect(updateProperty(db(), slug, anUpdate({ name: "karen cottage" }))).resolves.not.toBeNull();
  });

  it("answers null for an unknown slug", async () => {
    expect(await updateProperty(db(), "nowhere", anUpdate())).toBeNull();
  });

  it("reorders, drops and adds images and names the files no longer used", async () => {
    const slug = await createProperty(
      db(),
      aProperty({
        photos: [
          { storageKey: "aaa" },
          { storageKey: "bbb" },
          { externalUrl: "https://images.example/c.jpg" },
        ],
      }),
    );
    const [first, , third] = await photoIds(slug);
    const result = await updateProperty(
      db(),
      slug,
      anUpdate({ photos: [{ id: third! }, { id: first! }, { externalUrl: "https://images.example/d.jpg" }] }),
    );
    expect(result).toEqual({ removedStorageKeys: ["bbb"] });
    expect((await findListingBySlug(db(), slug))?.photos.map((photo) => photo.src)).toEqual([
      "https://images.example/c.jpg",
      "/media/aaa-1440.webp",
      "https://images.example/d.jpg",
    ]);
  });

  it("ignores image ids of other properties", async () => {
    const other = await createProperty(db(), aProperty({ photos: [{ storageKey: "theirs" }] }));
    const slug = await createProperty(db(), aProperty());
    await updateProperty(db(), slug, anUpdate({ photos: [{ id: (await photoIds(other))[0]! }] }));
    expect(await photoIds(slug)).toEqual([]);
    expect(await photoIds(other)).toHaveLength(1);
  });
});

describe("deleteProperty", () => {
  it("removes the property and its images and names files no other property uses", async () => {
    await createProperty(db(), aProperty({ photos: [{ storageKey: "shared" }] }));
    const slug = await createProperty(
      db(),
      aProperty({ name: "Gone", photos: [{ storageKey: "shared" }, { storageKey: "own" }] }),
    );
    expect(await deleteProperty(db(), slug)).toEqual({ name: "Gone", removedStorageKeys: ["own"] });
    expect(await findListingBySlug(db(), slug)).toBeNull();
    expect(await db().selectFrom("property_images").selectAll().execute()).toHaveLength(1);
    expect(await deleteProperty(db(), slug)).toBeNull();
  });
});

describe("the search box after changes", () => {
  const found = async (text: string) =>
    (await findListings(db(), parseListingQuery(new URLSearchParams({ q: text })), SHOWN_TODAY)).listings.map(
      (listing) => listing.name,
    );

  it("finds a listing by its name, location and city as they are now, and not once deleted", async () => {
    const slug = await createProperty(
      db(),
      aProperty({ name: "Baobab Cottage", location: "Watamu Beach", city: "Malindi" }),
    );
    await createProperty(db(), aProperty({ name: "Acacia House", location: "Karen", city: "Nairobi" }));
    expect(await found("baobab")).toEqual(["Baobab Cottage"]);
    expect(await found("watamu")).toEqual(["Baobab Cottage"]);

    await updateProperty(
      db(),
      slug,
      anUpdate({ name: "Mnazi Bay Villa", location: "Kilifi Creek", city: "Kilifi" }),
    );
    for (const old of ["baobab", "watamu", "malindi"]) expect(await found(old), old).toEqual([]);
    for (const now of ["mnazi bay", "KILIFI CREEK", "kilifi"])
      expect(await found(now), now).toEqual(["Mnazi Bay Villa"]);
    expect(await found("karen")).toEqual(["Acacia House"]);

    await deleteProperty(db(), slug);
    expect(await found("kilifi")).toEqual([]);
    expect(await found("acacia")).toEqual(["Acacia House"]);
  });
});

describe("findPropertiesForAdmin", () => {
  it("lists newest first, searches name and city, and pages by 50", async () => {
    await createProperty(
      db(),
      aProperty({ name: "Beach Plot", city: "Kilifi", type: "land", price: 40_000 }),
    );
    await createProperty(
      db(),
      aProperty({ name: "Karen Villa", city: "Nairobi", price: 900_000, discount: 50 }),
    );
    const all = await findPropertiesForAdmin(db(), adminQuery(""), null);
    expect(all.total).toBe(2);
    expect(all.properties[0]).toEqual({
      id: expect.any(Number),
      slug: "karen-villa",
      name: "Karen Villa",
      type: "houses",
      city: "Nairobi",
      currency: "USD",
      price: 900_000,
      newPrice: 450_000,
      listedOn: "2026-01-15",
      availabilityCheckedAt: expect.any(String),
      agentId: null,
      publication: "published",
      availability: "available",
      featured: false,
    });
    expect(
      (await findPropertiesForAdmin(db(), adminQuery("q=KILIF"), null)).properties.map((p) => p.name),
    ).toEqual(["Beach Plot"]);
    expect((await findPropertiesForAdmin(db(), adminQuery("q=villa"), null)).total).toBe(1);

    for (let index = 0; index < 50; index++) await createProperty(db(), aProperty());
    const second = await findPropertiesForAdmin(db(), adminQuery("page=2"), null);
    expect(second.total).toBe(52);
    expect(second.properties.map((p) => p.name)).toEqual(["Karen Villa", "Beach Plot"]);
  });
});

describe("details, amenities and statuses", () => {
  it("saves the details of the listing's type only, and its amenities once each", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Kilimani Flat", type: "rent" }));
    await updateProperty(
      db(),
      slug,
      anUpdate({
        name: "Kilimani Flat",
        type: "rent",
        bedrooms: 2,
        bathrooms: 1,
        plotSize: 0.5,
        tenure: "freehold",
        pricePeriod: "week",
        deposit: 2_200,
        amenities: ["borehole", "Borehole", "Lift", "wifi"],
      }),
    );
    expect(await findListingBySlug(db(), slug)).toMatchObject({
      bedrooms: 2,
      bathrooms: 1,
      plotSize: null,
      plotSizeUnit: null,
      tenure: null,
      pricePeriod: "week",
      deposit: 2_200,
      amenities: ["Borehole", "Wi-Fi", "Lift"],
    });

    await updateProperty(
      db(),
      slug,
      anUpdate({ name: "Kilimani Flat", type: "land", plotSize: 2, amenities: [] }),
    );
    expect(await findListingBySlug(db(), slug)).toMatchObject({
      bedrooms: null,
      pricePeriod: null,
      deposit: null,
      plotSize: 2,
      plotSizeUnit: "acres",
      amenities: [],
    });
  });

  it("gives a rent without a period a monthly one", async () => {
    const slug = await createProperty(db(), aProperty({ type: "rent" }));
    expect(await findListingBySlug(db(), slug)).toMatchObject({ pricePeriod: "month" });
  });

  it("dates a draft the day it is published, by the form or by its button", async () => {
    const today = todayInNairobi(new Date());
    const formSaved = await createProperty(db(), aProperty({ publication: "draft", listedOn: "2026-01-02" }));
    await updateProperty(db(), formSaved, anUpdate({ publication: "draft" }));
    expect(await findListingBySlug(db(), formSaved)).toMatchObject({ listedOn: "2026-01-02" });
    await updateProperty(db(), formSaved, anUpdate({ publication: "published" }));
    expect(await findListingBySlug(db(), formSaved)).toMatchObject({
      publication: "published",
      listedOn: today,
    });

    const buttoned = await createProperty(db(), aProperty({ publication: "draft", listedOn: "2026-01-02" }));
    await changeListingStatus(db(), buttoned, { publication: "published" });
    expect(await findListingBySlug(db(), buttoned)).toMatchObject({ listedOn: today });
  });
});

describe("changeListingStatus", () => {
  it("changes what it is asked and keeps the rest", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Karen Villa", featured: true }));
    expect(await changeListingStatus(db(), slug, { availability: "sold" })).toEqual({
      name: "Karen Villa",
      publication: "published",
      availability: "sold",
      featured: true,
    });
    expect(await changeListingStatus(db(), slug, { featured: false, publication: "draft" })).toMatchObject({
      availability: "sold",
      featured: false,
      publication: "draft",
    });
    expect(await changeListingStatus(db(), "nowhere", { featured: true })).toBeNull();
  });

  it("keeps the listing on the market only while published and available or under offer", async () => {
    const slug = await createProperty(db(), aProperty());
    const onMarket = async () =>
      (
        await db()
          .selectFrom("properties")
          .select("on_market")
          .where("slug", "=", slug)
          .executeTakeFirstOrThrow()
      ).on_market;
    expect(await onMarket()).toBe(1);
    await changeListingStatus(db(), slug, { availability: "under-offer" });
    expect(await onMarket()).toBe(1);
    await changeListingStatus(db(), slug, { availability: "let" });
    expect(await onMarket()).toBe(0);
    await changeListingStatus(db(), slug, { availability: "available", publication: "draft" });
    expect(await onMarket()).toBe(0);
    await changeListingStatus(db(), slug, { publication: "published" });
    expect(await onMarket()).toBe(1);
  });

  it("leaves the last-updated date alone when only the star changes", async () => {
    const slug = await createProperty(db(), aProperty());
    const lastYear = "2025-06-01T09:00:00.000Z";
    await db().updateTable("properties").set({ updated_at: lastYear }).execute();
    await changeListingStatus(db(), slug, { featured: true });
    expect((await findListingBySlug(db(), slug))!.updatedAt).toBe(lastYear);
    await changeListingStatus(db(), slug, { availability: "under-offer" });
    expect((await findListingBySlug(db(), slug))!.updatedAt > lastYear).toBe(true);
  });
});

describe("findPropertiesForAdmin filters", () => {
  it("finds drafts and filters by publication, availability and star", async () => {
    await createProperty(db(), aProperty({ name: "Draft Villa", publication: "draft" }));
    await createProperty(db(), aProperty({ name: "Sold House", availability: "sold", featured: true }));
    await createProperty(db(), aProperty({ name: "Open House" }));
    const names = async (text: string) =>
      (await findPropertiesForAdmin(db(), adminQuery(text), null)).properties.map(
        (property) => property.name,
      );
    expect(await names("")).toEqual(["Open House", "Sold House", "Draft Villa"]);
    expect(await names("publication=draft")).toEqual(["Draft Villa"]);
    expect(await names("publication=published")).toEqual(["Open House", "Sold House"]);
    expect(await names("availability=sold")).toEqual(["Sold House"]);
    expect(await names("featured=1")).toEqual(["Sold House"]);
    expect(await names("featured=1&publication=draft")).toEqual([]);
  });

  it("finds a listing by its reference", async () => {
    await createProperty(db(), aProperty({ name: "First" }));
    await createProperty(db(), aProperty({ name: "Second" }));
    const [second] = (await findPropertiesForAdmin(db(), adminQuery("q=Second"), null)).properties;
    const byReference = await findPropertiesForAdmin(db(), adminQuery(`q=MK-${second!.id + 1000}`), null);
    expect(byReference.properties.map((property) => property.name)).toEqual(["Second"]);
  });
});
