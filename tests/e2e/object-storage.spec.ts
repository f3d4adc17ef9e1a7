// With STORAGE_URL naming a bucket, the demo photos are written to the object store and
// the pages show them from there: through /media, or straight from MEDIA_BASE_URL. While the
// store is down, pages still render and an upload says why it failed, until the store is back.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import {
  OBJECT_STORE_CREDENTIALS,
  startObjectStore,
  type ObjectStore,
} from "../../app/testing/object-store.server";
import { LISTINGS } from "./support/demo";
import { createSiteDatabase } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./support/env";
import { signIn } from "./support/office";
import { waitForHydration } from "./support/pages";
import { type RunningServer, startServer } from "./support/server";

const LISTING = LISTINGS[0]!;
const PREFIX = "media/";

let dir: string;
let store: ObjectStore;
let site: RunningServer;
let siteBehindCdn: RunningServer;
/** The bucket's own public address stands in for a CDN in front of it. */
let cdnBase: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-object-storage-"));
  store = await startObjectStore();
  cdnBase = `${store.endpoint}/${store.bucket}/${PREFIX.slice(0, -1)}`;
  const env = {
    ...OBJECT_STORE_CREDENTIALS,
    DATABASE_URL: await createSiteDatabase(dir),
    STORAGE_URL: store.storageUrl(PREFIX),
    MEDIA_DIR: "",
    DEMO_SEED: "true",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  };
  // The first server seeds the demo; the second starts on the same database and bucket.
  site = await startServer(env);
  siteBehindCdn = await startServer({ ...env, MEDIA_BASE_URL: `${cdnBase}/` });
});

test.afterAll(async () => {
  await site?.stop();
  await siteBehindCdn?.stop();
  await store?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function cover(page: Page): Locator {
  return page.getByRole("img", { name: new RegExp(`^${LISTING.name}, photo 1 of`) });
}

async function expectLoaded(image: Locator) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("the demo photos are stored in the bucket and a listing shows them through /media", async ({ page }) => {
  const keys = await store.listKeys();
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.every((key) => /^media\/[0-9a-f]{16}-(480|960|1440)\.webp$/.test(key))).toBe(true);

  await page.goto(`${site.url}/properties/${LISTING.slug}`);
  const image = cover(page);
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f]{16}-1440\.webp$/);
  await expectLoaded(image);

  const src = (await image.getAttribute("src"))!;
  expect(keys).toContain(`${PREFIX}${path.basename(src)}`);
  const response = await page.request.get(`${site.url}${src}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("with MEDIA_BASE_URL the listing's images are loaded from that address", async ({ page }) => {
  await page.goto(`${siteBehindCdn.url}/properties/${LISTING.slug}`);
  const image = cover(page);
  const escapedBase = cdnBase.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  await expect(image).toHaveAttribute("src", new RegExp(`^${escapedBase}/[0-9a-f]{16}-1440\\.webp$`));
  const candidates = (await image.getAttribute("srcset"))!.split(",").map((candidate) => candidate.trim());
  expect(candidates).toHaveLength(3);
  for (const candidate of candidates) expect(candidate.startsWith(`${cdnBase}/`), candidate).toBe(true);
  await expectLoaded(image);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    new RegExp(`^${escapedBase}/`),
  );
});

test("while the store is down pages render, an upload says why and keeps the form, and Retry stores it once the store is back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${site.url}/addservice`);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible({
    timeout: 30_000,
  });
  const photos = page.getByLabel("Upload photos", { exact: true });
  await waitForHydration(photos);
  await page.getByLabel("Name", { exact: true }).fill("Store Outage House");
  const [storedKey] = await store.listKeys();
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#5a8c3e" } })
    .jpeg()
    .toBuffer();

  await store.down();
  const item = page.getByRole("listitem").filter({ hasText: "garden.jpg" });
  try {
    await photos.setInputFiles({ name: "garden.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(item).toContainText("This photo could not be stored: the photo store did not answer.");
    // Visitors' pages render; their images wait for the store.
    expect((await page.request.get(`${site.url}/properties/${LISTING.slug}`)).status()).toBe(200);
    const image = await page.request.get(`${site.url}/media/${path.basename(storedKey!)}`);
    expect(image.status()).toBe(503);
    expect(image.headers()["retry-after"]).toBe("5");
  } finally {
    await store.up();
  }

  await item.getByRole("button", { name: "Retry garden.jpg" }).click();
  await expect(item).toContainText("Added");
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Store Outage House");
  expect((await page.request.get(`${site.url}/media/${path.basename(storedKey!)}`)).status()).toBe(200);
});
