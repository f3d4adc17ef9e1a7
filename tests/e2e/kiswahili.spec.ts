// The visitors' site in Kiswahili: every page the site writes, under /sw, in Kiswahili; the
// language switch; and the browser's language choosing on the first visit to the home page.
import { expect, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { englishOn } from "./support/kiswahili";
import { detailPathFor, waitForPageScript } from "./support/pages";

test("every visitors' page under /sw is in Kiswahili, but for what the administrator wrote", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const listing = `/sw${await detailPathFor(page, LISTINGS[0]!.name)}`;
  const forSale = LISTINGS.find(
    (candidate) => candidate.type === "houses" && candidate.availability === "available",
  )!;
  const house = `/sw${await detailPathFor(page, forSale.name)}`;
  const pages = [
    "/sw",
    "/sw/properties",
    "/sw/properties?type=houses&sort=price-asc&bedrooms=2&amenity=parking",
    "/sw/properties?q=zzzzzz",
    "/sw/properties?q=a",
    "/sw/properties?page=2",
    "/sw/properties?view=map&area=-1.4,36.7,-1.2,36.9",
    "/sw/properties?area=nonsense",
    listing,
    house,
    // The mortgage calculator sent without scripts, with figures it cannot use.
    `${house}?deposit=x&term=x&rate=x`,
    "/sw/About",
    "/sw/contact",
    "/sw/saved",
    "/sw/verify",
    "/sw/verify?q=0799+111+222",
    "/sw/verify?q=hakuna",
    "/sw/privacy",
    `${listing}/report`,
    "/sw/no-such-page",
    "/sw/properties/no-such-listing",
  ];
  for (const path of pages) {
    await page.goto(path);
    await waitForPageScript(page);
    expect(await page.locator("html").getAttribute("lang"), path).toBe("sw");
    expect(await englishOn(page), `English on ${path}`).toEqual([]);
  }

  // Forms that come back with errors, and a listing saved to the saved page.
  await page.goto("/sw/contact");
  await page.getByRole("button", { name: "Tuma", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await englishOn(page), "English on the contact form's errors").toEqual([]);

  await page.goto(listing);
  await waitForPageScript(page);
  await page.getByRole("button", { name: /^Hifadhi / }).click();
  await page.getByRole("button", { name: "Tuma swali" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await englishOn(page), "English on the enquiry form's errors").toEqual([]);
  await page.goto("/sw/saved");
  await waitForPageScript(page);
  await expect(page.getByRole("list", { name: "Mali ulizohifadhi" }).getByRole("listitem")).toHaveCount(1);
  expect(await englishOn(page), "English on the saved page").toEqual([]);
});

test("the language switch leads to the same page in the other language, links staying in it", async ({
  page,
}) => {
  await page.goto("/properties?type=land");
  await page.getByRole("link", { name: "Kiswahili" }).click();
  await expect(page).toHaveURL(/\/sw\/properties\?type=land$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mali" })).toBeVisible();
  await page.getByRole("navigation", { name: "Kuu" }).getByRole("link", { name: "Kuhusu" }).click();
  await expect(page).toHaveURL(/\/sw\/About$/);
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/About$/);
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
});

test("each page names its other language for search engines, and the sitemap lists both", async ({
  page,
  request,
}) => {
  await page.goto("/sw/contact");
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  expect(await page.locator('link[hreflang="en"]').getAttribute("href")).toMatch(/\/contact$/);
  expect(await page.locator('link[hreflang="sw"]').getAttribute("href")).toMatch(/\/sw\/contact$/);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/sw\/contact$/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/sw\/About<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]*\/sw\/properties\/[^<]+<\/loc>/);
});

test.describe("a browser that asks for Kiswahili", () => {
  test.use({ locale: "sw-KE" });

  test("is taken to the Kiswahili home page on its first visit only", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/sw$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Pata makazi yako nchini Kenya" }),
    ).toBeVisible();
    await waitForPageScript(page);
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Find your place in Kenya" })).toBeVisible();
    await page.goto("/");
    await waitForPageScript(page);
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a browser that asks for English stays on the English home page", async ({ page }) => {
  await page.goto("/");
  await waitForPageScript(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
