// What a search engine's crawler reads first: robots.txt, then the sitemap it points to.
import { expect, test } from "@playwright/test";
import { queryRows } from "./support/database";
import { ALL_LISTINGS, LISTINGS } from "./support/demo";
import { BASE_URL, DATABASE_URL } from "./support/env";

const STATIC_PAGES = ["/", "/properties", "/About", "/contact", "/privacy"];

test("the sitemap lists the static pages and exactly the listings in the database, with their last change", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
  );

  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(body!)?.[1],
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(body!)?.[1],
  }));
  const stored = await queryRows<{ slug: string; updated_at: string; publication: string }>(
    DATABASE_URL,
    "SELECT slug, updated_at, publication FROM properties",
  );
  expect(stored.map((row) => row.slug).sort()).toEqual(ALL_LISTINGS.map((listing) => listing.slug).sort());
  const published = stored.filter((row) => row.publication === "published");
  expect(published.length, "the demo's draft stays out").toBe(stored.length - 1);

  // Every page in English and again in Kiswahili.
  const inBothLanguages = (path: string) => [
    `${BASE_URL}${path}`,
    `${BASE_URL}/sw${path === "/" ? "" : path}`,
  ];
  const expected = [
    ...STATIC_PAGES.flatMap(inBothLanguages).map((loc) => ({ loc, lastmod: undefined })),
    ...published.flatMap((row) =>
      inBothLanguages(`/properties/${row.slug}`).map((loc) => ({ loc, lastmod: row.updated_at })),
    ),
  ];
  const byAddress = (a: { loc?: string }, b: { loc?: string }) => (a.loc! < b.loc! ? -1 : 1);
  expect([...entries].sort(byAddress)).toEqual(expected.sort(byAddress));

  // Every address in it is a page that answers.
  for (const { loc } of entries.slice(0, 2 * (STATIC_PAGES.length + 1))) {
    expect((await request.get(loc!)).status(), loc).toBe(200);
  }
});

test("robots.txt lets crawlers read the public site, not the administrator's pages, and names the sitemap", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(
    [
      "User-agent: *",
      "Allow: /",
      "Disallow: /admin",
      "Disallow: /admin-dashboard",
      "Disallow: /manage-properties",
      "Disallow: /addservice",
      "Disallow: /updateservice/",
      "Disallow: /manage-about-me",
      "Disallow: /messages",
      "Disallow: /settings",
      "Disallow: /your-site",
      "Disallow: /people",
      "Disallow: /your-details",
      "Disallow: /invitation/",
      "Disallow: /image-uploads",
      "Disallow: /change-password",
      "Disallow: /two-factor",
      "Disallow: /sessions",
      "Disallow: /audit-log",
      "Disallow: /processing-record",
      "Disallow: /personal-data",
      "Disallow: /search-alerts",
      "Disallow: /availability",
      "Disallow: /viewings",
      "Disallow: /window-card/",
      "Disallow: /sign-in/",
      "Disallow: /import",
      "Disallow: /feeds/",
      "",
      `Sitemap: ${BASE_URL}/sitemap.xml`,
      "",
    ].join("\n"),
  );
});

test("every public page has its own title, description and canonical address", async ({ page }) => {
  const listing = LISTINGS[0]!;
  const pages = [
    { path: "/", title: "Makazi · Houses, rentals, hotels and land in Kenya", canonical: "/" },
    { path: "/properties", title: "Properties · Makazi", canonical: "/properties" },
    {
      path: "/properties?city=Nairobi&type=houses&utm_source=whatsapp",
      title: "Houses for sale in Nairobi · Makazi",
      canonical: "/properties?type=houses&city=Nairobi",
    },
    {
      path: `/properties/${listing.slug}`,
      title: `${listing.name} · Makazi`,
      canonical: `/properties/${listing.slug}`,
    },
    { path: "/About", title: "About · Makazi", canonical: "/About" },
    { path: "/contact", title: "Contact · Makazi", canonical: "/contact" },
    { path: "/no-such-page", title: "Page not found · Makazi", canonical: null },
  ];
  const descriptions = new Set<string>();
  for (const { path, title, canonical } of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    const description = page.locator('head meta[name="description"]');
    await expect(description, path).toHaveCount(1);
    descriptions.add((await description.getAttribute("content")) ?? "");
    const link = page.locator('head link[rel="canonical"]');
    if (canonical) await expect(link, path).toHaveAttribute("href", `${BASE_URL}${canonical}`);
    else await expect(link, path).toHaveCount(0);
  }
  expect(descriptions.size, "a description of its own on each page").toBe(pages.length);
});
