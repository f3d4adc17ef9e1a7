import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BrandLogo } from "~/domain/brand-images";
import { prepareHeroPhoto, prepareLogo, repaintLogo } from "./brand-images.server";
import { createLocalMediaStorage, type LocalMediaStorage } from "./media-storage.server";

let folder: string;
let media: LocalMediaStorage;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "makazi-brand-"));
  media = createLocalMediaStorage(join(folder, "media"));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

const storedFiles = async () => (await readdir(media.directory).catch(() => [])).sort();

async function stored(file: string) {
  const bytes = await readFile(join(media.directory, file));
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format, bytes };
}

/** A logo three times as wide as high: a green bar on a transparent ground. */
function rasterLogo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  }).composite([
    {
      input: { create: { width, height: Math.round(height / 2), channels: 4, background: "#0f5132" } },
      gravity: "centre",
    },
  ]);
}

const SAFE_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="60" height="20" viewBox="0 0 60 20">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0f5132"/><stop offset="1" stop-color="#f5c542"/></linearGradient></defs>
  <rect x="0" y="5" width="60" height="10" fill="url(#g)"/>
</svg>`;

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type = "image/png") =>
  new File([bytes], name, { type });

/** Pixel (x, y) of a stored PNG as RGBA. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(join(media.directory, file))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

async function expectEverySize(logo: BrandLogo, header: { width: number; height: number }) {
  const name = (end: string) => `logo-${logo.id}-${end}.png`;
  const squares: [string, number][] = [
    ["icon-32", 32],
    ["icon-48", 48],
    ["icon-192", 192],
    ["icon-512", 512],
    ["touch-180-0f5132", 180],
    ["maskable-192-0f5132", 192],
    ["maskable-512-0f5132", 512],
  ];
  for (const [end, size] of squares) {
    expect(await stored(name(end)), end).toMatchObject({ width: size, height: size, format: "png" });
  }
  expect({ width: logo.headerWidth, height: logo.headerHeight }).toEqual(header);
  expect(await stored(name("header-1x"))).toMatchObject(header);
  expect(await stored(name("header-2x"))).toMatchObject({
    width: header.width * 2,
    height: header.height * 2,
  });
  // The icons on the background colour fill it to the corners; the others, around a logo
  // that is not square, stay transparent there.
  expect(await pixel(name("maskable-512-0f5132"), 0, 0)).toEqual([0x0f, 0x51, 0x32, 255]);
  if (header.width !== header.height) expect((await pixel(name("icon-32"), 0, 0))[3]).toBe(0);
  expect(await storedFiles()).toHaveLength(squares.length + 3);
}

describe("prepareLogo", { timeout: 30_000 }, () => {
  it("makes every size of a PNG, JPEG, WebP or SVG logo", async () => {
    const wide = await rasterLogo(600, 200).png().toBuffer();
    const sources: [string, Uint8Array<ArrayBuffer>, { width: number; height: number }][] = [
      ["logo.png", wide, { width: 120, height: 40 }],
      [
        "logo.jpg",
        await rasterLogo(300, 300).flatten({ background: "#ffffff" }).jpeg().toBuffer(),
        { width: 40, height: 40 },
      ],
      ["logo.webp", await rasterLogo(1600, 100).webp().toBuffer(), { width: 240, height: 15 }],
      ["logo.svg", new TextEncoder().encode(SAFE_SVG), { width: 120, height: 40 }],
    ];
    for (const [name, bytes, header] of sources) {
      await rm(media.directory, { recursive: true, force: true });
      const prepared = await prepareLogo({ media }, file(bytes, name, "application/octet-stream"), "#0F5132");
      if (!prepared.ok) throw new Error(`${name}: ${prepared.message}`);
      expect(prepared.images.background).toBe("#0f5132");
      await expectEverySize(prepared.images, header);
    }
    // The SVG is drawn sharp at every size, never stored as it came.
    expect(await storedFiles()).not.toContainEqual(expect.stringMatching(/\.svg$/));
  });

  it("refuses a file too large, a text file named .png, an SVG with a script or a logo too small", async () => {
    const refusals: [File, string][] = [
      [file(new Uint8Array(40 * 1024 * 1024), "huge.png"), "This logo is larger than 5 MB."],
      [file("Just some notes, not a picture.", "logo.png"), "This file is not an image."],
      [
        file(SAFE_SVG.replace("<defs>", "<script>alert(1)</script><defs>"), "logo.svg", "image/svg+xml"),
        "This SVG cannot be used: it holds a script.",
      ],
      [file(await rasterLogo(200, 40).png().toBuffer(), "small.png"), "This logo is too small"],
      [
        file(
          await sharp({ create: { width: 80, height: 80, channels: 3, background: "#fff" } })
            .gif()
            .toBuffer(),
          "logo.gif",
        ),
        "not this kind of image",
      ],
    ];
    for (const [upload, message] of refusals) {
      const prepared = await prepareLogo({ media }, upload, "#0f5132");
      expect(prepared, upload.name).toMatchObject({ ok: false, message: expect.stringContaining(message) });
    }
    expect(await prepareLogo({ media }, file(SAFE_SVG, "logo.svg"), "green")).toMatchObject({ ok: false });
    expect(await storedFiles()).toEqual([]);
  });

  it("draws the icons again on a new background colour", async () => {
    const prepared = await prepareLogo({ media }, file(SAFE_SVG, "logo.svg"), "#0f5132");
    if (!prepared.ok) throw new Error(prepared.message);
    const repainted = await repaintLogo({ media }, prepared.images, "#ffffff");
    expect(repainted).toEqual({ ok: true, images: { ...prepared.images, background: "#ffffff" } });
    expect(await pixel(`logo-${prepared.images.id}-maskable-192-ffffff.png`, 0, 0)).toEqual([
      255, 255, 255, 255,
    ]);
    expect(await stored(`logo-${prepared.images.id}-touch-180-ffffff.png`)).toMatchObject({ width: 180 });
  });
});

describe("prepareHeroPhoto", { timeout: 30_000 }, () => {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#c0623e" } })
      .jpeg()
      .toBuffer();

  it("stores the photo as WebP at each of its widths", async () => {
    const prepared = await prepareHeroPhoto({ media }, file(await photo(2400, 1200), "hero.jpg"));
    if (!prepared.ok) throw new Error(prepared.message);
    const { id, widths, width, height } = prepared.images;
    expect({ widths, width, height }).toEqual({ widths: [480, 960, 1440, 1920], width: 1920, height: 960 });
    for (const each of widths) {
      expect(await stored(`hero-${id}-${each}.webp`)).toMatchObject({
        width: each,
        height: each / 2,
        format: "webp",
      });
    }
  });

  it("refuses a photo too large, too narrow or that is no image", async () => {
    const refusals: [File, string][] = [
      [file(new Uint8Array(40 * 1024 * 1024), "huge.jpg"), "This photo is larger than 15 MB."],
      [file(await photo(800, 600), "narrow.jpg"), "at least 1024 pixels wide"],
      [file("<html></html>", "hero.jpg"), "This file is not an image."],
      [file(SAFE_SVG, "hero.svg"), "not this kind of image"],
    ];
    for (const [upload, message] of refusals) {
      expect(await prepareHeroPhoto({ media }, upload), upload.name).toMatchObject({
        ok: false,
        message: expect.stringContaining(message),
      });
    }
    expect(await storedFiles()).toEqual([]);
  });
});
