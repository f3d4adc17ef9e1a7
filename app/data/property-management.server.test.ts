import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { openTestSite, type TestSite } from "~/testing/test-services.server";
import {
  createProperty,
  deleteProperty,
  DuplicateNameError,
  findListingBySlug,
  findPropertiesForAdmin,
  type PropertyUpdate,
  updateProperty,
} from "./properties.server";

let site: TestSite;
const db = () => site.services.database.db;

beforeEach(async () => {
  site = await openTestSite();
});
afterEach(async () => {
  await site.close();
});

function anUpdate(overrides: Partial<PropertyUpdate> = {}): PropertyUpdate {
  const { published: _published, ...property } = aProperty();
  return { ...property, ...overrides };
}

async function imageIds(slug: string): Promise<number[]> {
  return ((await findListingBySlug(db(), slug))?.images ?? []).map((image) => image.id);
}

describe("updateProperty", () => {
  it("saves every field, computes the new price and keeps the slug on rename", async () => {
    const slug = await createProperty(db(), aProperty({ name: "Old Name", published: "2026-01-02" }));
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
      published: "2026-01-02",
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
        images: [
          { storageKey: "aaa" },
          { storageKey: "bbb" },
          { externalUrl: "https://images.example/c.jpg" },
        ],
      }),
    );
    const [first, , third] = await imageIds(slug);
    const result = await updateProperty(
      db(),
      slug,
      anUpdate({ images: [{ id: third! }, { id: first! }, { externalUrl: "https://images.example/d.jpg" }] }),
    );
    expect(result).toEqual({ removedStorageKeys: ["bbb"] });
    expect((await findListingBySlug(db(), slug))?.images.map((image) => image.src)).toEqual([
      "https://images.example/c.jpg",
      "/media/aaa-1440.webp",
      "https://images.example/d.jpg",
    ]);
  });

  it("ignores image ids of other properties", async () => {
    const other = await createProperty(db(), aProperty({ images: [{ storageKey: "theirs" }] }));
    const slug = await createProperty(db(), aProperty());
    await updateProperty(db(), slug, anUpdate({ images: [{ id: (await imageIds(other))[0]! }] }));
    expect(await imageIds(slug)).toEqual([]);
    expect(await imageIds(other)).toHaveLength(1);
  });
});

describe("deleteProperty", () => {
  it("removes the property and its images and names files no other property uses", async () => {
    await createProperty(db(), aProperty({ images: [{ storageKey: "shared" }] }));
    const slug = await createProperty(
      db(),
      aProperty({ name: "Gone", images: [{ storageKey: "shared" }, { storageKey: "own" }] }),
    );
    expect(await deleteProperty(db(), slug)).toEqual({ name: "Gone", removedStorageKeys: ["own"] });
    expect(await findListingBySlug(db(), slug)).toBeNull();
    expect(await db().selectFrom("property_images").selectAll().execute()).toHaveLength(1);
    expect(await deleteProperty(db(), slug)).toBeNull();
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
    const all = await findPropertiesForAdmin(db(), { search: "", page: 1 });
    expect(all.total).toBe(2);
    expect(all.properties[0]).toEqual({
      slug: "karen-villa",
      name: "Karen Villa",
      type: "houses",
      city: "Nairobi",
      price: 900_000,
      newPrice: 450_000,
      published: "2026-01-15",
    });
    expect(
      (await findPropertiesForAdmin(db(), { search: "KILI", page: 1 })).properties.map((p) => p.name),
    ).toEqual(["Beach Plot"]);
    expect((await findPropertiesForAdmin(db(), { search: "villa", page: 1 })).total).toBe(1);

    for (let index = 0; index < 50; index++) await createProperty(db(), aProperty());
    const second = await findPropertiesForAdmin(db(), { search: "", page: 2 });
    expect(second.total).toBe(52);
    expect(second.properties.map((p) => p.name)).toEqual(["Karen Villa", "Beach Plot"]);
  });
});
