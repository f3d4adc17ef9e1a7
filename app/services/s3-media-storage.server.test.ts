import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PHOTO_WIDTHS, storedPhotoFile } from "~/domain/photos";
import { OBJECT_STORE_CREDENTIALS, startObjectStore, type ObjectStore } from "~/testing/object-store.server";
import { readConfig } from "./config.server";
import { PhotoUploadError, removeStoredPhotos, storeUploadedPhoto } from "./photo-storage.server";
import { MEDIA_CACHE_CONTROL, type MediaStorage } from "./media-storage.server";
import { createS3MediaStorage } from "./s3-media-storage.server";

let store: ObjectStore;
let media: MediaStorage;

beforeAll(async () => {
  for (const [name, value] of Object.entries(OBJECT_STORE_CREDENTIALS)) vi.stubEnv(name, value);
  store = await startObjectStore();
  const { media: location } = readConfig({ STORAGE_URL: store.storageUrl("media/") });
  if (location.kind !== "s3") throw new Error("STORAGE_URL was not read as a bucket");
  media = createS3MediaStorage(location);
});

afterAll(async () => {
  await store?.stop();
  vi.unstubAllEnvs();
});

const webp = (width: number) =>
  sharp({ create: { width, height: 20, channels: 3, background: "#0f5132" } })
    .webp()
    .toBuffer();

describe("S3 media storage", () => {
  it("stores a file under the key prefix as immutable WebP, reads it back and removes it", async () => {
    const bytes = await webp(40);
    await media.put("0123456789abcdef-480.webp", bytes);

    expect(await store.headObject("media/0123456789abcdef-480.webp")).toEqual({
      contentType: "image/webp",
      cacheControl: MEDIA_CACHE_CONTROL,
      contentLength: bytes.length,
    });

    const file = await media.read("0123456789abcdef-480.webp");
    if (!file || file.notModified) throw new Error("The stored file was not read");
    expect(file).toMatchObject({ contentType: "image/webp", contentLength: bytes.length });
    expect(file.etag).toMatch(/^"[^"]+"$/);
    expect(await buffer(file.body)).toEqual(bytes);

    await media.remove("0123456789abcdef-480.webp");
    expect(await store.headObject("media/0123456789abcdef-480.webp")).toBeNull();
    expect(await media.read("0123456789abcdef-480.webp")).toBeNull();
    await expect(media.remove("0123456789abcdef-480.webp")).resolves.toBeUndefined();
  });

  it("answers a read naming the current ETag with no body", async () => {
    await media.put("fedcba9876543210-480.webp", await webp(30));
    const first = await media.read("fedcba9876543210-480.webp");
    if (!first || first.notModified) throw new Error("The stored file was not read");
    first.body.destroy();

    expect(await media.read("fedcba9876543210-480.webp", { ifNoneMatch: first.etag! })).toMatchObject({
      notModified: true,
    });
    const other = await media.read("fedcba9876543210-480.webp", { ifNoneMatch: '"another"' });
    expect(other?.notModified).toBe(false);
    if (other && !other.notModified) other.body.destroy();
  });

  it("refuses file names that could reach other keys", async () => {
    await expect(media.put("../secrets", new Uint8Array([1]))).rejects.toThrow("Unsafe media file name");
    await expect(media.read("a/b.webp")).rejects.toThrow("Unsafe media file name");
    await expect(media.remove("")).rejects.toThrow("Unsafe media file name");
    expect(await store.listKeys()).not.toContain("secrets");
  });

  it("holds an uploaded photo at every width until it is removed", { timeout: 20_000 }, async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#c0623e" } })
      .jpeg()
      .toBuffer();

    const stored = await storeUploadedPhoto(media, photo);

    const keys = PHOTO_WIDTHS.map((width) => `media/${storedPhotoFile(stored.storageKey, width)}`);
    expect(await store.listKeys()).toEqual(expect.arrayContaining(keys));
    for (const width of PHOTO_WIDTHS) {
      const file = await media.read(storedPhotoFile(stored.storageKey, width));
      if (!file || file.notModified) throw new Error(`No stored file at ${width}`);
      expect(await sharp(await buffer(file.body)).metadata()).toMatchObject({ format: "webp", width });
    }

    await removeStoredPhotos(media, [stored.storageKey]);
    for (const key of keys) expect(await store.headObject(key)).toBeNull();
  });
});

describe("S3 media storage that fails", () => {
  const photo = () =>
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#3e62c0" } })
      .jpeg()
      .toBuffer();

  it("refuses an upload with a message while the store is down, and stores it once it is back", async () => {
    const bytes = await photo();
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    await store.down();
    try {
      const refused = await storeUploadedPhoto(media, bytes).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(PhotoUploadError);
      expect(refused).toMatchObject({ problem: "storage-unavailable", storageProblem: true });
      expect((refused as Error).message).toMatch(/the photo store did not answer.*try again in a minute/);
    } finally {
      await store.up();
      vi.restoreAllMocks();
    }
    const stored = await storeUploadedPhoto(media, bytes);
    expect(await store.listKeys()).toContain(`media/${storedPhotoFile(stored.storageKey, 480)}`);
  });

  it("refuses an upload with a message while the store answers 503", async () => {
    const failing = createServer((_request, response) => {
      response
        .writeHead(503, { "Content-Type": "application/xml" })
        .end("<Error><Code>SlowDown</Code></Error>");
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const { port } = failing.address() as AddressInfo;
    vi.spyOn(process.stderr, "write").mockReturnValue(true);
    try {
      const endpoint = `http://127.0.0.1:${port}`;
      const { media: location } = readConfig({
        STORAGE_URL: `s3://makazi-media?${new URLSearchParams({ endpoint, region: "us-east-1", forcePathStyle: "true" })}`,
      });
      if (location.kind !== "s3") throw new Error("STORAGE_URL was not read as a bucket");
      await expect(storeUploadedPhoto(createS3MediaStorage(location), await photo())).rejects.toMatchObject({
        problem: "storage-unavailable",
      });
    } finally {
      vi.restoreAllMocks();
      await new Promise((resolve) => failing.close(resolve));
    }
  });
});
