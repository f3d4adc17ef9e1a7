// With STORAGE_URL naming a bucket, the demo photos are written to the object store and
// the pages show them from there: through /media, or straight from MEDIA_BASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  OBJECT_STORE_CREDENTIALS,
  startObjectStore,
  type ObjectStore,
} from "../../app/testing/object-store.server";
import { LISTINGS } from "./support/demo";
import { createSiteDatabase } from "./support/database";
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
