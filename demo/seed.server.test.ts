import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findAboutParagraphs } from "~/data/about.server";
import { findSettings } from "~/data/settings.server";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import { PROPERTY_TYPES } from "~/domain/property-type";
import { readConfig } from "~/services/config.server";
import { createLocalMediaStorage } from "~/services/media-storage.server";
import { startServices, type AppServices } from "~/services/context.server";
import { createTestDatabase, type TestDatabase } from "~/testing/test-database.server";
import { drawDemoScene } from "./photos/draw-scene";
import { storeDemoPhotos } from "./photos/store-photos.server";
import { DEMO_ABOUT, DEMO_LISTINGS, DEMO_SETTINGS } from "./listings";
import { seedDemoContent } from "./seed.server";

describe("seedDemoContent", () => {
  let directory: string;
  let database: TestDatabase;
  let services: AppServices;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "makazi-seed-"));
    database = await createTestDatabase(directory);
    services = await startServices(
      readConfig({
        NODE_ENV: "test",
        DATABASE_URL: database.url,
        MEDIA_DIR: join(directory, "media"),
      }),
    );
    await seedDemoContent(services);
  }, 60_000);

  afterAll(async () => {
    await services?.database.close();
    await database?.drop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  const properties = () => services.database.db.selectFrom("properties").selectAll().orderBy("id").execute();
  const photos = () => services.database.db.selectFrom("property_images").selectAll().execute();

  it("stores every demo listing, of every type", async () => {
    const stored = await properties();
    expect(stored).toHaveLength(24);
    expect(stored.map((property) => property.name)).toEqual(DEMO_LISTINGS.map((listing) => listing.name));
    expect(new Set(stored.map((property) => property.type))).toEqual(new Set(PROPERTY_TYPES));
  });

  it("gives every listing its pictures, stored at every width as metadata-free WebP", async () => {
    const stored = await properties();
    const allPhotos = await photos();
    for (const [index, property] of stored.entries()) {
      const own = allPhotos.filter((photo) => photo.property_id === property.id);
      expect(own.length, property.name).toBe(DEMO_LISTINGS[index]!.pictures.length);
      for (const photo of own) {
        expect(photo.storage_key).toMatch(/^[0-9a-f]{16}$/);
        expect({ width: photo.width, height: photo.height }).toEqual({ width: 1440, height: 960 });
      }
    }

    const storageKeys = new Set(allPhotos.map((photo) => photo.storage_key!));
    for (const storageKey of storageKeys) {
      for (const width of PHOTO_WIDTHS) {
        const file = join(directory, "media", storedPhotoFile(storageKey, width));
        expect(existsSync(file), file).toBe(true);
        const metadata = await sharp(file).metadata();
        expect(metadata).toMatchObject({ format: "webp", width, height: (width * 2) / 3 });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
      }
    }
  });

  it("stores their details, amenities and statuses: some starred, one each under offer, sold, let and draft", async () => {
    const stored = await properties();
    const count = (pick: (property: (typeof stored)[number]) => boolean) => stored.filter(pick).length;
    expect(count((property) => property.featured === 1)).toBeGreaterThanOrEqual(3);
    for (const availability of ["under-offer", "sold", "let"]) {
      expect(
        count((property) => property.availability === availability),
        availability,
      ).toBe(1);
    }
    expect(count((property) => property.publication === "draft")).toBe(1);
    expect(count((property) => property.type === "rent" && property.price_period !== "month")).toBe(0);
    expect(count((property) => property.type === "land" && property.plot_size === null)).toBe(0);
    expect(count((property) => property.type === "houses" && property.bedrooms === null)).toBe(0);
    const amenities = await services.database.db.selectFrom("property_amenities").selectAll().execute();
    expect(amenities.length).toBe(DEMO_LISTINGS.reduce((sum, listing) => sum + listing.amenities.length, 0));
  });

  it("stores the About text and the contact settings", async () => {
    expect(await findAboutParagraphs(services.database.db)).toEqual(DEMO_ABOUT);
    expect(await findSettings(services.database.db)).toMatchObject(DEMO_SETTINGS);
  });
});

describe("drawDemoScene", () => {
  const scene = { subject: "villa", setting: "coast" } as const;

  it("draws the same picture for the same seed and a different one for another", () => {
    expect(drawDemoScene(scene, "Sunny Villa #1")).toBe(drawDemoScene(scene, "Sunny Villa #1"));
    expect(drawDemoScene(scene, "Sunny Villa #1")).not.toBe(drawDemoScene(scene, "Sunny Villa #2"));
  });
});

describe("storeDemoPhotos", () => {
  it("renders a repeated picture once and gives every request the same image", async () => {
    const storedFiles: string[] = [];
    const media = {
      put: async (file: string) => void storedFiles.push(file),
      read: async () => null,
    };
    const picture = { scene: { subject: "plot", setting: "savanna" }, seed: "Plot #1" } as const;

    const [first, second] = await storeDemoPhotos(media, [picture, picture]);

    expect(second).toEqual(first);
    expect(storedFiles.sort()).toEqual(
      PHOTO_WIDTHS.map((width) => storedPhotoFile(first!.storageKey, width)).sort(),
    );
  });

  it("renders nothing already stored in full, as after a restart on an emptied database", async () => {
    const folder = await mkdtemp(join(tmpdir(), "makazi-demo-photos-"));
    try {
      const media = createLocalMediaStorage(folder);
      const first = { scene: { subject: "plot", setting: "savanna" }, seed: "Plot #1" } as const;
      const second = { ...first, seed: "Plot #2" };
      const [stored] = await storeDemoPhotos(media, [first]);
      const written: string[] = [];
      const watched = {
        read: media.read,
        put: (file: string, bytes: Uint8Array) => (written.push(file), media.put(file, bytes)),
      };
      // One width of the first drawing lost: that drawing is rendered again, whole, with the new one.
      await rm(join(folder, storedPhotoFile(stored!.storageKey, PHOTO_WIDTHS[0]!)));
      await storeDemoPhotos(watched, [first, second]);
      expect(written).toHaveLength(2 * PHOTO_WIDTHS.length);
      await storeDemoPhotos(watched, [first, second]);
      expect(written).toHaveLength(2 * PHOTO_WIDTHS.length);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
