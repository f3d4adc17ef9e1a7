import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "~/domain/photos";
import { linkPreviewImageFile } from "~/domain/link-preview";
import { createLocalMediaStorage, type LocalMediaStorage } from "./media-storage.server";
import {
  PhotoUploadError,
  removeStoredPhotos,
  storeUploadedPhoto,
  type PhotoUploadProblem,
} from "./photo-storage.server";

let folder: string;
let media: LocalMediaStorage;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "makazi-upload-"));
  media = createLocalMediaStorage(join(folder, "media"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#c0623e" } });
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(media.directory).catch(() => [])).sort();
}

async function storedMetadata(file: string) {
  return sharp(await readFile(join(media.directory, file))).metadata();
}

async function expectRefused(bytes: Uint8Array, problem: PhotoUploadProblem, message: string) {
  const refusal = storeUploadedPhoto(media, bytes);
  await expect(refusal).rejects.toBeInstanceOf(PhotoUploadError);
  await expect(refusal).rejects.toMatchObject({ problem, message });
  expect(await storedFiles()).toEqual([]);
}

const NOT_A_PICTURE = "This file is not a picture we can use. Please upload a JPEG, PNG, WebP or AVIF photo.";

/** A PNG whose header claims `width` × `height` pixels, over one real pixel of data. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await picture(1, 1).png().toBuffer();
  // The IHDR chunk follows the 8-byte signature: length, type, then width and height, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("storeUploadedPhoto", { timeout: 20_000 }, () => {
  it("stores a JPEG at every width as WebP, without its EXIF and GPS position", async () => {
    const jpeg = await picture(2000, 1500)
      .withExif({
        IFD0: { Copyright: "Seller" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "4/1 2/1 0/1", GPSMapDatum: "WGS-84" },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("WGS-84");

    const stored = await storeUploadedPhoto(media, jpeg);

    expect(stored).toEqual({
      storageKey: expect.stringMatching(/^[0-9a-f]{16}$/),
      width: 1440,
      height: 1080,
    });
    const files = [480, 960, 1440].map((width) => `${stored.storageKey}-${width}.webp`);
    expect(await storedFiles()).toEqual([...files].sort());
    for (const [index, width] of [480, 960, 1440].entries()) {
      const metadata = await storedMetadata(files[index]!);
      expect(metadata).toMatchObject({ format: "webp", width, height: (width * 3) / 4 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });

  it("accepts PNG, WebP and AVIF, keeping only the widths each can fill", async () => {
    const png = await storeUploadedPhoto(media, await picture(1000, 500).png().toBuffer());
    const webp = await storeUploadedPhoto(media, await picture(1500, 1000).webp().toBuffer());
    const avif = await storeUploadedPhoto(media, await picture(600, 400).avif().toBuffer());

    expect(png).toMatchObject({ width: 960, height: 480 });
    expect(webp).toMatchObject({ width: 1440, height: 960 });
    expect(avif).toMatchObject({ width: 480, height: 320 });
    expect(await storedFiles()).toEqual(
      [
        `${png.storageKey}-480.webp`,
        `${png.storageKey}-960.webp`,
        `${webp.storageKey}-480.webp`,
        `${webp.storageKey}-960.webp`,
        `${webp.storageKey}-1440.webp`,
        `${avif.storageKey}-480.webp`,
      ].sort(),
    );
  });

  it("stores an image narrower than the smallest width once, at its own size", async () => {
    const stored = await storeUploadedPhoto(media, await picture(300, 200).jpeg().toBuffer());

    expect(stored).toMatchObject({ width: 300, height: 200 });
    expect(await storedFiles()).toEqual([`${stored.storageKey}-480.webp`]);
    expect(await storedMetadata(`${stored.storageKey}-480.webp`)).toMatchObject({ width: 300, height: 200 });
  });

  it("turns a photo upright following its EXIF orientation", async () => {
    // Red above blue, in a landscape JPEG whose orientation 6 says to turn it a quarter clockwise.
    const [width, height] = [600, 400];
    const pixels = Buffer.alloc(width * height * 3);
    for (let pixel = 0; pixel < width * height; pixel++) {
      pixels.set(pixel < (width * height) / 2 ? [220, 30, 30] : [30, 30, 220], pixel * 3);
    }
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();

    const stored = await storeUploadedPhoto(media, jpeg);

    expect(stored).toMatchObject({ width: 400, height: 600 });
    const upright = await sharp(await readFile(join(media.directory, `${stored.storageKey}-480.webp`)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(upright.info).toMatchObject({ width: 400, height: 600 });
    const colourAt = (x: number, y: number) => [
      ...upright.data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3),
    ];
    const [left, right] = [colourAt(20, 300), colourAt(380, 300)];
    expect(left[2]).toBeGreaterThan(left[0]!); // the blue bottom is now on the left
    expect(right[0]).toBeGreaterThan(right[2]!); // and the red top on the right
  });

  it("gives the same photo the same key", async () => {
    const jpeg = await picture(500, 500).jpeg().toBuffer();
    const first = await storeUploadedPhoto(media, jpeg);
    expect(await storeUploadedPhoto(media, jpeg)).toEqual(first);
    expect(await storedFiles()).toEqual([`${first.storageKey}-480.webp`]);
  });

  it("refuses a text file named .jpg, and random bytes", async () => {
    const note = join(folder, "sea-view.jpg");
    await writeFile(note, "Three bedrooms, sea view, call Wanjiru.");
    await expectRefused(await readFile(note), "not-a-usable-picture", NOT_A_PICTURE);
    await expectRefused(randomBytes(4096), "not-a-usable-picture", NOT_A_PICTURE);
  });

  it("refuses pictures in other formats: GIF, SVG and TIFF", async () => {
    await expectRefused(await picture(100, 100).gif().toBuffer(), "not-a-usable-picture", NOT_A_PICTURE);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>';
    await expectRefused(Buffer.from(svg), "not-a-usable-picture", NOT_A_PICTURE);
    await expectRefused(await picture(100, 100).tiff().toBuffer(), "not-a-usable-picture", NOT_A_PICTURE);
  });

  it("refuses a truncated photo whose header is readable", async () => {
    const jpeg = await picture(1000, 800).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, jpeg.length / 2), "not-a-usable-picture", NOT_A_PICTURE);
  });

  it("refuses a file over 15 MB from its size alone, even if it is a photo", async () => {
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const padded = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    jpeg.copy(padded);
    await expectRefused(
      padded,
      "file-too-large",
      "This photo is larger than 15 MB. Please upload a smaller one.",
    );
  });

  it("refuses, from its header, a small file claiming too many pixels", async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    await expectRefused(bomb, "too-many-pixels", "This photo is too large to process.");
  });
});

describe("removeStoredPhotos", { timeout: 20_000 }, () => {
  it("deletes every stored width, whichever were stored, and the link preview", async () => {
    const large = await storeUploadedPhoto(media, await picture(2000, 1000).jpeg().toBuffer());
    const small = await storeUploadedPhoto(media, await picture(300, 200).png().toBuffer());
    await media.put(linkPreviewImageFile(large.storageKey), await picture(1200, 630).jpeg().toBuffer());

    await removeStoredPhotos(media, [large.storageKey]);
    expect(await storedFiles()).toEqual([`${small.storageKey}-480.webp`]);
    await removeStoredPhotos(media, [small.storageKey]);
    expect(await storedFiles()).toEqual([]);
  });
});
