// What WhatsApp, Facebook and search engines read from a listing's page: Open Graph and X
// card tags, schema.org JSON-LD, and a preview picture they can fetch.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { DEMO_LISTINGS } from "../../demo/listings";
import { formatKes, formatUsd, KES_RATE, LISTINGS } from "./support/demo";
import { BASE_URL } from "./support/env";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

const MAX_PREVIEW_BYTES = 300 * 1024;

/** The available discounted house for sale with the most photos: every field of the preview has something to say. */
const listing = LISTINGS.filter(
  (candidate) => candidate.type === "houses" && candidate.availability === "available",
).sort(
  (a, b) => Number(b.newPrice !== null) - Number(a.newPrice !== null) || b.photoCount - a.photoCount,
)[0]!;
const description = DEMO_LISTINGS.find((demo) => demo.name === listing.name)!.description;

/** Every `<meta property="og:…">` and `<meta name="twitter:…">` in the head, by name. */
async function previewTags(page: Page): Promise<Record<string, string>> {
  const pairs = await page
    .locator('head meta[property^="og:"], head meta[name^="twitter:"]')
    .evaluateAll((metas) =>
      metas.map((meta) => [
        meta.getAttribute("property") ?? meta.getAttribute("name") ?? "",
        meta.getAttribute("content") ?? "",
      ]),
    );
  const names = pairs.map(([name]) => name);
  expect(new Set(names).size, `each tag once: ${names.join(", ")}`).toBe(names.length);
  return Object.fromEntries(pairs);
}

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  for (const text of texts) expect(text, "no < that could end the script element").not.toContain("<");
  // The listing, and beside it the office that offers it.
  const blocks = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(blocks.map((block) => block["@type"])).toEqual(["RealEstateListing", "RealEstateAgent"]);
  return blocks[0]!;
}

/** Fetches a preview picture as a crawler does and checks it fits every link preview. */
async function expectPreviewPicture(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d{4,}/);
  const bytes = await response.body();
  expect(bytes.length).toBeLessThan(MAX_PREVIEW_BYTES);
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  return response;
}

test("a listing's page carries its link preview and structured data, with a preview picture to fetch", async ({
  page,
  request,
}) => {
  const url = `${BASE_URL}/properties/${listing.slug}`;
  await page.goto(`/properties/${listing.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();

  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
  const tags = await previewTags(page);
  const shown = listing.newPrice ?? listing.price;
  expect(tags).toEqual({
    "og:type": "website",
    "og:site_name": "Makazi",
    "og:title": listing.name,
    "og:description": `House for sale in ${listing.location}, ${listing.city} · ${formatUsd(shown)} (${formatKes(shown * KES_RATE)})`,
    "og:url": url,
    "og:image": expect.stringMatching(
      new RegExp(`^${BASE_URL}/properties/${listing.slug}/preview\\.jpg\\?v=`),
    ),
    "og:image:type": "image/jpeg",
    "og:image:width": "1200",
    "og:image:height": "630",
    "og:image:alt": listing.name,
    "twitter:card": "summary_large_image",
  });
  expect(tags["og:description"]!.length).toBeLessThanOrEqual(90);
  const preview = await expectPreviewPicture(request, tags["og:image"]!);
  expect(preview.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  const data = await structuredData(page);
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.name,
    description,
    url,
    datePosted: listing.listedOn,
    offers: {
      "@type": "Offer",
      price: shown,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemOffered: {
        address: {
          "@type": "PostalAddress",
          streetAddress: listing.location,
          addressLocality: listing.city,
          addressCountry: "KE",
        },
      },
    },
  });
  const photos = data.image as string[];
  expect(photos).toHaveLength(listing.photoCount);
  for (const image of photos) {
    expect(image).toMatch(new RegExp(`^${BASE_URL}/media/`));
    expect((await request.head(image)).status(), image).toBe(200);
  }
});

test.describe("a listing without an uploaded photo, on a site with a public address", () => {
  const PUBLIC_BASE_URL = "https://makazi.example";
  const NAME = "Kisumu Lakeside Plot";
  const site = serveOwnSite("link-preview", { demo: false, env: { PUBLIC_BASE_URL } });

  test("shows the site's picture, and every address is on the public origin", async ({ page, request }) => {
    test.setTimeout(90_000);
    const local = site.url;
    await page.goto(local("/addservice"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(NAME);
    await page.getByLabel("Price", { exact: true }).fill("40.000");
    await page.getByLabel("Location", { exact: true }).fill("Milimani");
    await page.getByLabel("City", { exact: true }).fill("Kisumu");
    await page.getByLabel("Description", { exact: true }).fill("Half an acre near the lake.");
    await page.getByLabel("Type", { exact: true }).selectOption("Land");
    await page.getByLabel("Add an image link", { exact: true }).fill("https://images.example/plot.jpg");
    await page.getByRole("button", { name: "Add image" }).click();
    // Before hydration the image button posts the form; the next click must wait for its answer.
    await expect(page.getByRole("img", { name: "Image 1" })).toHaveAttribute(
      "src",
      "https://images.example/plot.jpg",
    );
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page).toHaveURL(local("/manage-properties"));

    await page.goto(local("/properties/kisumu-lakeside-plot"));
    const url = `${PUBLIC_BASE_URL}/properties/kisumu-lakeside-plot`;
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
    const tags = await previewTags(page);
    expect(tags).toMatchObject({
      "og:url": url,
      "og:image": `${PUBLIC_BASE_URL}/site-preview.jpg`,
      "og:description": `Land for sale in Milimani, Kisumu · $40.000 (${formatKes(40_000 * KES_RATE)})`,
    });
    expect(await structuredData(page)).toMatchObject({
      url,
      image: ["https://images.example/plot.jpg"],
    });

    await expectPreviewPicture(request, local("/site-preview.jpg"));
    // The listing's own preview address, shared before, leads to the same picture.
    const redirected = await expectPreviewPicture(
      request,
      local("/properties/kisumu-lakeside-plot/preview.jpg"),
    );
    expect(new URL(redirected.url()).pathname).toBe("/site-preview.jpg");
  });
});
