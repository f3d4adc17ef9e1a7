import { existsSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findUploads, recordUpload } from "~/data/photo-uploads.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty } from "~/data/property-writes.server";
import { MAX_PHOTOS_PER_PROPERTY, storageKeyOfUpload, storedPhotoFile } from "~/domain/photos";
import { ADMIN, addAccounts, thrown } from "~/testing/accounts.server";
import { expectSignInFirst, signedInHeaders } from "~/testing/admin-session.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import { MISSING_UPLOAD_MESSAGE } from "~/services/property-editor.server";
import { logger } from "~/shared/logger.server";
import * as addProperty from "./add-property";
import * as photoUploads from "./photo-uploads";
import * as manageProperties from "./manage-properties";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;
const mediaFile = (file: string) => join(site().services.media.directory, file);

beforeEach(async () => {
  await addAccounts(site());
});

const fields = {
  name: "Ocean View Villa",
  price: "1.250.000",
  discount: "",
  location: "Nyali",
  city: "Mombasa",
  description: "Four bedrooms by the sea.",
  type: "houses",
  imageLink: "",
};
/** The fields as the form's values hold them: the posted `imageLink` is the photo link. */
const { imageLink: photoLink, ...otherFields } = fields;
const readBack = { ...otherFields, photoLink };

async function photo(width: number, height: number, red: number): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A multipart POST to `path`, as a browser sends a form with a file input. */
function multipartArgs(path: string, headers: Record<string, string>, entries: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  const args = routeArgs(site(), path, { headers });
  return { ...args, request: new Request(args.request.url, { method: "POST", body, headers }) };
}

async function uploadThroughScript(headers: Record<string, string>, file: File) {
  const response = await photoUploads.action(multipartArgs("/image-uploads", headers, [["photos", file]]));
  return { status: response.status, answer: (await response.json()) as { token?: string; error?: string } };
}

describe("uploading a photo from the form's script", { timeout: 30_000 }, () => {
  it("is for the administrator only", async () => {
    const file = new File([await photo(600, 400, 10)], "house.jpg", { type: "image/jpeg" });
    await expectSignInFirst(site(), "/image-uploads", (headers) =>
      photoUploads.action(multipartArgs("/image-uploads", headers, [["photos", file]])),
    );
    expect(await findUploads(db(), [])).toEqual([]);
  });

  it("stores the photo and gives a token that a saved property then holds, in the chosen order", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const wide = await uploadThroughScript(
      headers,
      new File([await photo(1600, 900, 200)], "wide.jpg", { type: "image/jpeg" }),
    );
    expect(wide.status).toBe(200);
    const key = storageKeyOfUpload(wide.answer.token!)!;
    for (const width of [480, 960, 1440])
      expect(existsSync(mediaFile(storedPhotoFile(key, width)))).toBe(true);

    const saved = (await thrown(
      addProperty.action(
        multipartArgs("/addservice", headers, [
          ...Object.entries(fields),
          ["image", "https://images.example/front.jpg"],
          ["image", wide.answer.token!],
          ["intent", "save"],
        ]),
      ),
    )) as Response;
    expect(saved.headers.get("Location")).toBe("/manage-properties");
    const listing = await findListingBySlug(db(), "ocean-view-villa");
    expect(listing?.photos.map((photo) => photo.src)).toEqual([
      "https://images.example/front.jpg",
      `/media/${key}-1440.webp`,
    ]);
    expect(listing?.photos[1]).toMatchObject({ width: 1440, height: 810 });
    // The property holds it now: no longer waiting as an upload.
    expect(await findUploads(db(), [key])).toEqual([]);
  });

  it("refuses a file that is not a picture, whatever its name, and stores nothing", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const result = await uploadThroughScript(
      headers,
      new File(["<?php echo 1; ?>"], "house.jpg", { type: "image/jpeg" }),
    );
    expect(result).toEqual({
      status: 400,
      answer: {
        error: "This file is not a picture we can use. Please upload a JPEG, PNG, WebP or AVIF photo.",
      },
    });
    expect(existsSync(site().services.media.directory)).toBe(false);
  });
});

describe("photos sent with the form itself (no scripts)", { timeout: 30_000 }, () => {
  it("saves several photos after the images already listed", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    await thrown(
      addProperty.action(
        multipartArgs("/addservice", headers, [
          ...Object.entries(fields),
          ["image", "https://images.example/front.jpg"],
          ["photos", new File([await photo(800, 600, 20)], "kitchen.jpg", { type: "image/jpeg" })],
          ["photos", new File([await photo(500, 500, 90)], "garden.jpg", { type: "image/jpeg" })],
          ["intent", "save"],
        ]),
      ),
    );
    const listing = await findListingBySlug(db(), "ocean-view-villa");
    // Stored at the widths they fill: both at 480, the narrowest.
    expect(listing?.photos.map((photo) => [photo.width, photo.height])).toEqual([
      [null, null],
      [480, 360],
      [480, 480],
    ]);
    expect(listing?.photos[0]?.src).toBe("https://images.example/front.jpg");
  });

  it("names a refused photo, keeps the good one and everything typed, and saves nothing", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const result = unwrap(
      await addProperty.action(
        multipartArgs("/addservice", headers, [
          ...Object.entries(fields),
          ["photos", new File([await photo(800, 600, 20)], "kitchen.jpg", { type: "image/jpeg" })],
          ["photos", new File(["not a picture"], "notes.png", { type: "image/png" })],
          ["intent", "save"],
        ]),
      ),
    );
    expect(result.status).toBe(400);
    const { values, errors } = result.value as {
      values: typeof readBack & { photos: string[] };
      errors: object;
    };
    expect(errors).toEqual({
      photos:
        "“notes.png”: This file is not a picture we can use. Please upload a JPEG, PNG, WebP or AVIF photo.",
    });
    expect(values).toMatchObject(readBack);
    expect(values.photos).toHaveLength(1);
    expect(storageKeyOfUpload(values.photos[0]!)).not.toBeNull();
    expect(await db().selectFrom("properties").selectAll().execute()).toEqual([]);
  });
});

describe("a photo storage that fails", { timeout: 30_000 }, () => {
  const diskFull = () =>
    vi
      .spyOn(site().services.media, "put")
      .mockRejectedValue(
        Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }),
      );

  beforeEach(() => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers the form's script 503 with the reason, to send the photo again once there is room", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const file = new File([await photo(600, 400, 10)], "house.jpg", { type: "image/jpeg" });
    const full = diskFull();
    const refused = await uploadThroughScript(headers, file);
    expect(refused.status).toBe(503);
    expect(refused.answer.error).toMatch(/^This photo could not be stored: the site's storage is full\./);
    expect(logger.error).toHaveBeenCalledWith(
      "A photo could not be stored: no space left",
      expect.anything(),
    );

    full.mockRestore();
    expect((await uploadThroughScript(headers, file)).status).toBe(200);
  });

  it("keeps everything typed in a form sent without scripts, names the photo, and saves nothing", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    diskFull();
    const result = unwrap(
      await addProperty.action(
        multipartArgs("/addservice", headers, [
          ...Object.entries(fields),
          ["photos", new File([await photo(800, 600, 20)], "kitchen.jpg", { type: "image/jpeg" })],
          ["intent", "save"],
        ]),
      ),
    );
    expect(result.status).toBe(400);
    const { values, errors } = result.value as { values: typeof readBack; errors: { photos?: string } };
    expect(errors.photos).toMatch(
      /^“kitchen.jpg”: This photo could not be stored: the site's storage is full\./,
    );
    expect(values).toMatchObject(readBack);
    expect(await db().selectFrom("properties").selectAll().execute()).toEqual([]);
  });
});

describe("requests too large to read", { timeout: 30_000 }, () => {
  it("answers more files than a property can hold with 413 and a message for the error page", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const files = Array.from({ length: MAX_PHOTOS_PER_PROPERTY + 1 }, (_, index): [string, File] => [
      "photos",
      new File(["x"], `${index}.txt`),
    ]);
    const refused = unwrap(await thrown(addProperty.action(multipartArgs("/addservice", headers, files))));
    expect(refused).toEqual({
      status: 413,
      value: `Please send at most ${MAX_PHOTOS_PER_PROPERTY} photos at a time.`,
    });
  });
});

describe("saving with upload tokens", { timeout: 30_000 }, () => {
  it("drops a token that names no waiting upload and says so, keeping the rest of the form", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const result = unwrap(
      await addProperty.action(
        multipartArgs("/addservice", headers, [
          ...Object.entries(fields),
          ["image", "https://images.example/front.jpg"],
          ["image", "upload:0123456789abcdef"],
          ["intent", "save"],
        ]),
      ),
    );
    expect(result).toMatchObject({
      status: 400,
      value: {
        values: { ...readBack, photos: ["https://images.example/front.jpg"] },
        errors: { photos: MISSING_UPLOAD_MESSAGE },
      },
    });
    expect(await db().selectFrom("properties").selectAll().execute()).toEqual([]);
  });
});

describe("image files and uploads waiting to be saved", { timeout: 30_000 }, () => {
  it("keeps the files of a deleted property's photo while a form waits to save the same photo", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const bytes = await photo(700, 500, 150);
    const first = await uploadThroughScript(headers, new File([bytes], "a.jpg", { type: "image/jpeg" }));
    const key = storageKeyOfUpload(first.answer.token!)!;
    const slug = await createProperty(
      db(),
      aProperty({ name: "Sold Off", photos: [{ storageKey: key, width: 700, height: 500 }] }),
    );
    await uploadThroughScript(headers, new File([bytes], "a-again.jpg", { type: "image/jpeg" }));

    // The deletion answers with a redirect to the list, which says it happened.
    await expect(
      manageProperties.action(
        routeArgs(site(), "/manage-properties", { headers, form: { intent: "delete", slug } }),
      ),
    ).rejects.toMatchObject({ status: 302 });
    expect(existsSync(mediaFile(storedPhotoFile(key, 480)))).toBe(true);
  });

  it("removes uploads left unsaved for a day, but not files a property uses", async () => {
    const headers = await signedInHeaders(site(), ADMIN);
    const abandoned = await uploadThroughScript(
      headers,
      new File([await photo(600, 400, 10)], "left.jpg", { type: "image/jpeg" }),
    );
    const used = await uploadThroughScript(
      headers,
      new File([await photo(600, 400, 120)], "kept.jpg", { type: "image/jpeg" }),
    );
    const abandonedKey = storageKeyOfUpload(abandoned.answer.token!)!;
    const usedKey = storageKeyOfUpload(used.answer.token!)!;
    await createProperty(db(), aProperty({ photos: [{ storageKey: usedKey, width: 600, height: 400 }] }));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const key of [abandonedKey, usedKey]) {
      await recordUpload(db(), { storageKey: key, width: 600, height: 400 }, twoDaysAgo);
    }

    await uploadThroughScript(
      headers,
      new File([await photo(600, 400, 240)], "new.jpg", { type: "image/jpeg" }),
    );

    expect(existsSync(mediaFile(storedPhotoFile(abandonedKey, 480)))).toBe(false);
    expect(existsSync(mediaFile(storedPhotoFile(usedKey, 480)))).toBe(true);
    expect(await findUploads(db(), [abandonedKey, usedKey])).toEqual([]);
  });
});
