// Uploading photos into the property form, with and without scripts. Saving adds
// properties, so this file runs its own server on an empty database of its own.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { signIn } from "./support/office";
import { waitForHydration } from "./support/pages";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const site = serveOwnSite("admin-photos", { demo: false });
const { url } = site;

const MEGABYTE = 1024 * 1024;
let bigPhotoDir: string | undefined;

test.afterAll(() => {
  if (bigPhotoDir) rmSync(bigPhotoDir, { recursive: true, force: true });
});

/**
 * A 24-megapixel phone photo of a busy scene, over 25 MB, in a file of its own: noise, which
 * JPEG cannot squeeze, laid in tiles so that it is quick to make.
 */
async function bigPhonePhoto(): Promise<string> {
  bigPhotoDir ??= mkdtempSync(path.join(tmpdir(), "makazi-e2e-big-photo-"));
  const file = path.join(bigPhotoDir, "IMG_3107.jpg");
  const [width, height, tile] = [6000, 4000, 500];
  const noise = await sharp({
    create: {
      width: tile,
      height: tile,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .raw()
    .toBuffer();
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = (y % tile) * tile * 3;
    for (let x = 0; x < width; x += tile) noise.copy(pixels, (y * width + x) * 3, row, row + tile * 3);
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88, chromaSubsampling: "4:4:4" })
    .toBuffer();
  expect(buffer.length).toBeGreaterThan(25 * MEGABYTE);
  writeFileSync(file, buffer);
  return file;
}

async function jpeg(name: string, width: number, height: number, red: number) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 140, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

async function openAddForm(page: Page) {
  await page.goto(url("/addservice"));
  await signIn(page);
  // Checking a password takes deliberate CPU time, more on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible({
    timeout: 30_000,
  });
}

async function fillDetails(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Price", { exact: true }).fill("250.000");
  await page.getByLabel("Location", { exact: true }).fill("Karen");
  await page.getByLabel("City", { exact: true }).fill("Nairobi");
  await page.getByLabel("Description", { exact: true }).fill("Three bedrooms and a garden.");
  await page.getByLabel("Type", { exact: true }).selectOption("For sale");
}

/** The stored rendition a carousel or preview image shows: `<key>-<width>.webp`. */
const storedKeyOf = (src: string | null) => /\/media\/([0-9a-f]{16})-\d+\.webp$/.exec(src ?? "")?.[1];

test("photos upload as they are chosen, with progress, and keep the order the administrator sets", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAddForm(page);
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await fillDetails(page, "Karen Garden House");
  await page.getByLabel("Add an image link", { exact: true }).fill("https://images.example/karen-gate.jpg");
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute(
    "src",
    "https://images.example/karen-gate.jpg",
  );

  await photos.setInputFiles([
    await jpeg("living-room.jpg", 1600, 1000, 30),
    await jpeg("bedroom.jpg", 1200, 800, 220),
  ]);
  for (const name of ["living-room.jpg", "bedroom.jpg"]) {
    await expect(page.getByRole("progressbar", { name: `Upload of ${name}` })).toHaveAttribute("value", "1");
  }
  await expect(page.getByRole("listitem").filter({ hasText: "bedroom.jpg" })).toContainText("Added");
  await expect(page.getByRole("img", { name: "Image 3" })).toBeVisible();
  // The input is empty again: the photos went already and are not posted twice.
  await expect(photos).toHaveValue("");

  const livingRoomKey = storedKeyOf(await page.getByRole("img", { name: "Image 2" }).getAttribute("src"));
  const bedroomKey = storedKeyOf(await page.getByRole("img", { name: "Image 3" }).getAttribute("src"));
  expect(livingRoomKey).toBeTruthy();
  expect(bedroomKey).toBeTruthy();

  // The bedroom becomes the cover, the link goes last.
  await page.getByRole("button", { name: "Move up" }).nth(2).click();
  await page.getByRole("button", { name: "Move up" }).nth(1).click();
  await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute("src", new RegExp(bedroomKey!));
  await page.getByRole("button", { name: "Move down" }).nth(1).click();
  await expect(page.getByRole("img", { name: "Image 2" })).toHaveAttribute("src", new RegExp(livingRoomKey!));
  await expect(page.getByRole("img", { name: "Image 3" })).toHaveAttribute(
    "src",
    "https://images.example/karen-gate.jpg",
  );
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Karen Garden House”.");

  await page.goto(url("/properties/karen-garden-house"));
  const cover = page.getByRole("img", { name: "Karen Garden House, photo 1 of 3" });
  await expect(cover).toHaveAttribute("srcset", new RegExp(`${bedroomKey}-480\\.webp 480w`));
  await expect
    .poll(async () => storedKeyOf(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)))
    .toBe(bedroomKey);
  const media = await page.request.get(url(`/media/${bedroomKey}-960.webp`));
  expect(media.headers()["content-type"]).toBe("image/webp");
});

/** A 12-megapixel phone photo of a busy scene, stored sideways with EXIF orientation 6 as cameras do. */
async function cameraPhoto(name: string) {
  const buffer = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("a camera photo is shrunk in the browser before it is sent, and stored upright without metadata", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = await cameraPhoto("IMG_2041.jpg");
  expect(photo.buffer.length).toBeGreaterThan(4 * 1024 * 1024);
  await openAddForm(page);
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await fillDetails(page, "Runda Camera House");

  const upload = page.waitForRequest((request) => request.url().endsWith("/image-uploads"));
  await photos.setInputFiles(photo);
  const item = page.getByRole("listitem").filter({ hasText: "IMG_2041.jpg" });
  await expect(item).toContainText(/Added, \d+ KB sent/);
  // The body the browser sent, as its request declared on the wire, is a small part of what
  // the camera wrote. (Playwright cannot read a body made of a Blob.)
  const sentBytes = Number((await (await upload).allHeaders())["content-length"]);
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(photo.buffer.length * 0.25);

  const key = storedKeyOf(await page.getByRole("img", { name: "Image 1" }).getAttribute("src"));
  expect(key).toBeTruthy();
  const stored = await sharp(path.join(site.mediaDir, `${key}-1440.webp`)).metadata();
  // Portrait, as the camera was held: 3000 × 4000 upright, stored 1440 wide.
  expect(stored).toMatchObject({ format: "webp", width: 1440, height: 1920 });
  expect(stored.exif).toBeUndefined();
  expect(stored.orientation).toBeUndefined();

  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Runda Camera House”.");
});

test("a photo whose connection dropped says it was not uploaded, holds the save, and goes on Retry", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAddForm(page);
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await fillDetails(page, "Kitengela Retry House");
  let attempts = 0;
  await page.route("**/image-uploads", (route) => {
    attempts += 1;
    return attempts === 1 ? route.abort("connectionreset") : route.continue();
  });

  await photos.setInputFiles(await jpeg("veranda.jpg", 1600, 1000, 120));
  const item = page.getByRole("listitem").filter({ hasText: "veranda.jpg" });
  await expect(item).toContainText("Not uploaded: the connection dropped.");
  await expect(page.getByText("No images yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Waiting for the photos…" })).toBeDisabled();
  // Enter in a field would save through the form's default button: it is held too.
  await page.getByLabel("Name", { exact: true }).press("Enter");
  await expect(page.getByRole("alert")).toHaveText(
    "Some photos are not uploaded yet. Retry them, or leave them out, before saving.",
  );

  await item.getByRole("button", { name: "Retry veranda.jpg" }).click();
  await expect(item).toContainText("Added");
  expect(attempts).toBe(2);
  const key = storedKeyOf(await page.getByRole("img", { name: "Image 1" }).getAttribute("src"));
  expect(key).toBeTruthy();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Kitengela Retry House”.");

  await page.goto(url("/properties/kitengela-retry-house"));
  await expect(page.getByRole("img", { name: "Kitengela Retry House", exact: true })).toHaveAttribute(
    "src",
    new RegExp(`/media/${key}-\\d+\\.webp$`),
  );
});

test("a 25 MB, 24-megapixel phone photo is shrunk under the limit and accepted", async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await bigPhonePhoto();
  await openAddForm(page);
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await fillDetails(page, "Kitisuru Big Photo House");

  const upload = page.waitForRequest((request) => request.url().endsWith("/image-uploads"));
  await photos.setInputFiles(photo);
  const item = page.getByRole("listitem").filter({ hasText: "IMG_3107.jpg" });
  await expect(item).toContainText(/Added, [\d.]+ [KM]B sent/, { timeout: 60_000 });
  const sentBytes = Number((await (await upload).allHeaders())["content-length"]);
  expect(sentBytes).toBeLessThan(15 * MEGABYTE);

  const key = storedKeyOf(await page.getByRole("img", { name: "Image 1" }).getAttribute("src"));
  expect(await sharp(path.join(site.mediaDir, `${key}-1440.webp`)).metadata()).toMatchObject({
    width: 1440,
    height: 960,
  });
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText("Saved “Kitisuru Big Photo House”.");
});

test("a file that is not a picture is refused by name, and the form keeps what was typed", async ({
  page,
}) => {
  await openAddForm(page);
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await fillDetails(page, "Refused Photo House");
  await photos.setInputFiles({
    name: "brochure.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("%PDF-1.7"),
  });
  await expect(page.getByRole("listitem").filter({ hasText: "brochure.jpg" })).toContainText(
    "This file is not a picture we can use.",
  );
  await expect(page.getByText("No images yet.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Refused Photo House");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("photos chosen in the form are saved with it", async ({ page }) => {
    await openAddForm(page);
    await fillDetails(page, "Plain Form House");
    await page
      .getByLabel("Upload photos", { exact: true })
      .setInputFiles([await jpeg("front.jpg", 1000, 700, 60), await jpeg("back.jpg", 900, 600, 180)]);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("status")).toContainText("Saved “Plain Form House”.");

    await page.goto(url("/properties/plain-form-house"));
    await expect(page.getByRole("img", { name: "Plain Form House, photo 1 of 2" })).toBeVisible();
    // Every stored file is WebP, whatever was sent.
    expect(readdirSync(site.mediaDir).every((file) => file.endsWith(".webp"))).toBe(true);
  });

  test("a photo over the limit, which no script shrinks, is refused with the limit named", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const photo = await bigPhonePhoto();
    await openAddForm(page);
    await fillDetails(page, "Plain Big Photo House");
    await page.getByLabel("Upload photos", { exact: true }).setInputFiles(photo);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByText("“IMG_3107.jpg”: This photo is larger than 15 MB.")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Plain Big Photo House");
  });
});
