// The visitors' site in Kiswahili: every page the site writes, under /sw, in Kiswahili; the
// language switch; and the browser's language choosing on the first visit to the home page.
import { expect, type Page, test } from "@playwright/test";
import { kiswahili } from "../../app/i18n/sw";
import { LISTINGS } from "./support/demo";
import { detailPathFor, waitForPageScript } from "./support/pages";

/** The words of a text, leaving out e-mail and web addresses. */
const words = (text: string) =>
  text
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .toLowerCase()
    .match(/[a-z][a-z'-]{2,}/g) ?? [];

/**
 * The words of the site's own English texts that its Kiswahili never uses: brand names and
 * words the two languages share (WhatsApp, Kenya, Makazi) are in both, so they are left out.
 */
const ENGLISH_WORDS = (() => {
  const kiswahiliWords = new Set(Object.values(kiswahili).flatMap(words));
  const englishTexts = Object.keys(kiswahili).map((key) =>
    key.replace(/\{\{\w+\}\}|_(one|other|button)$/g, ""),
  );
  return new Set(englishTexts.flatMap(words).filter((word) => !kiswahiliWords.has(word)));
})();

/**
 * The English words of the site's texts on the page: in its text, placeholders and title,
 * leaving out what is marked as written in English (`lang="en"`: listings the administrator
 * wrote in English only, and the switch to the English site).
 */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const inKiswahili = (element: Element | null) =>
      element?.closest("[lang]")?.getAttribute("lang") === "sw";
    // A listing's page is titled by its name, which is the administrator's.
    const found: string[] = inKiswahili(document.querySelector("h1")) ? [document.title] : [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text box's text is the visitor's to change, like the value of an input.
      if (parent && inKiswahili(parent) && !parent.closest("script, style, textarea, [hidden]")) {
        found.push(node.textContent ?? "");
      }
    }
    for (const field of document.querySelectorAll("[placeholder]")) {
      if (inKiswahili(field)) found.push(field.getAttribute("placeholder") ?? "");
    }
    const description = document.querySelector('meta[name="description"]');
    found.push(description?.getAttribute("content") ?? "");
    return found;
  });
  return [...new Set(texts.flatMap(words).filter((word) => ENGLISH_WORDS.has(word)))];
}

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
