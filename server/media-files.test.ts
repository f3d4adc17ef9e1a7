import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { Readable } from "node:stream";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readConfig } from "~/services/config.server";
import {
  MEDIA_CACHE_CONTROL,
  createLocalMediaStorage,
  type MediaStorage,
} from "~/services/media-storage.server";
import { createS3MediaStorage } from "~/services/s3-media-storage.server";
import { logger } from "~/shared/logger.server";
import { OBJECT_STORE_CREDENTIALS, startObjectStore, type ObjectStore } from "~/testing/object-store.server";
import { mediaFiles } from "./media-files";

const FILE = "0123456789abcdef-480.webp";

async function serve(
  media: MediaStorage,
  onResponse: (response: express.Response) => void = () => {},
): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  app.use((_request, response, next) => {
    onResponse(response);
    next();
  });
  app.use("/media", mediaFiles(media));
  app.use((_request, response) => response.status(418).send("past the media"));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let folder: string;
let store: ObjectStore;
let image: Buffer;

beforeAll(async () => {
  for (const [name, value] of Object.entries(OBJECT_STORE_CREDENTIALS)) vi.stubEnv(name, value);
  folder = await mkdtemp(join(tmpdir(), "makazi-media-files-"));
  store = await startObjectStore();
  image = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#0f5132" } })
    .webp()
    .toBuffer();
});

afterAll(async () => {
  await store?.stop();
  await rm(folder, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const storages: Record<string, () => MediaStorage> = {
  "an S3 bucket": () => {
    const { media } = readConfig({ STORAGE_URL: store.storageUrl("site/") });
    if (media.kind !== "s3") throw new Error("STORAGE_URL was not read as a bucket");
    return createS3MediaStorage(media);
  },
  "a local folder": () => createLocalMediaStorage(join(folder, "media")),
};

describe.each(Object.keys(storages))("/media from %s", (storage) => {
  let site: { base: string; close(): Promise<void> };

  beforeAll(async () => {
    const media = storages[storage]!();
    await media.put(FILE, image);
    site = await serve(media);
  });

  afterAll(async () => {
    await site?.close();
  });

  it("sends the file as immutable WebP that browsers must not sniff", async () => {
    const response = await fetch(`${site.base}/media/${FILE}`);

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("content-length")).toBe(String(image.length));
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(image);
  });

  it("answers 304 to a browser that has the file already", async () => {
    const etag = (await fetch(`${site.base}/media/${FILE}`, { method: "HEAD" })).headers.get("etag");
    expect(etag).toBeTruthy();

    const response = await fetch(`${site.base}/media/${FILE}`, { headers: { "If-None-Match": etag! } });

    expect(response.status).toBe(304);
    expect(response.headers.get("cache-control")).toBe(MEDIA_CACHE_CONTROL);
  });

  it("answers 404 for a missing file and for names outside the media", async () => {
    for (const path of ["/media/ffffffffffffffff-480.webp", "/media/..%2Fsite.sqlite", "/media/a/b.webp"]) {
      const response = await fetch(`${site.base}${path}`);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it("leaves other methods to the rest of the site", async () => {
    const response = await fetch(`${site.base}/media/${FILE}`, { method: "POST" });
    expect(response.status).toBe(418);
  });
});

describe("a visitor who leaves while a file is opened", () => {
  it("is let go without an error logged, and the file is closed", async () => {
    const media = createLocalMediaStorage(join(folder, "leaving"));
    await media.put(FILE, image);
    const opening = Promise.withResolvers<void>();
    const visitorGone = Promise.withResolvers<void>();
    let opened: Readable | undefined;
    const slow: MediaStorage = {
      ...media,
      async read(file, conditions) {
        opening.resolve();
        await visitorGone.promise;
        const found = await media.read(file, conditions);
        if (found && !found.notModified) opened = found.body;
        return found;
      },
    };
    const closed = Promise.withResolvers<void>();
    const logged = vi.spyOn(logger, "error");
    const site = await serve(slow, (response) => response.on("close", () => closed.resolve()));
    const visit = new AbortController();
    const request = fetch(`${site.base}/media/${FILE}`, { signal: visit.signal }).catch(() => null);
    await opening.promise;
    visit.abort();
    await request;
    await closed.promise;
    visitorGone.resolve();
    await vi.waitFor(() => expect(opened?.destroyed).toBe(true));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    await site.close();
  });
});

describe("a photo store that is down", () => {
  it("answers 503 to try again, logged, and serves the file once the store is back", async () => {
    const { media: location } = readConfig({ STORAGE_URL: store.storageUrl("down/") });
    if (location.kind !== "s3") throw new Error("STORAGE_URL was not read as a bucket");
    const media = createS3MediaStorage(location);
    await media.put(FILE, image);
    const site = await serve(media);
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    await store.down();
    try {
      const response = await fetch(`${site.base}/media/${FILE}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("5");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(logged).toHaveBeenCalledWith("Reading a media file failed", expect.anything(), { file: FILE });
    } finally {
      await store.up();
      logged.mockRestore();
    }
    expect((await fetch(`${site.base}/media/${FILE}`)).status).toBe(200);
    await site.close();
  });
});
