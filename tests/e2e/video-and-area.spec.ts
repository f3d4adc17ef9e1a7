// A listing's video tour and floor area: the office adds them, the listing page shows its own
// photo until the visitor taps and lets only that video's provider be framed, the price per m²
// shows beside the price, and the list filters by the floor area, in Kiswahili and without
// JavaScript. The providers' hosts answer from a stub here: no test reaches the real ones.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { formatPerUnit } from "../../app/domain/areas";
import { KES_RATE } from "./support/demo";
import { signIn } from "./support/office";
import { cardNames, waitForHydration, waitForPageScript } from "./support/pages";
import { serveOwnSite } from "./support/own-site";

const PROVIDER_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|vimeo\.com|vimeocdn\.com|tiktok\.com)$/;
const VIDEO_ID = "dQw4w9WgXcQ";
const FLOOR_AREA = 250;
const HOUSE = { name: "Karen Villa", slug: "karen-villa", price: 300_000 };
const OTHER = { name: "Runda House", slug: "runda-house", floorArea: 120 };

/** Every request the context makes to a video provider, answered by a stub page instead. */
async function stubProviders(context: BrowserContext): Promise<string[]> {
  const asked: string[] = [];
  await context.route(
    (url) => PROVIDER_HOSTS.test(url.hostname),
    async (route) => {
      asked.push(route.request().url());
      await route.fulfill({
        contentType: "text/html",
        body: "<!doctype html><title>Player</title><p>Player",
      });
    },
  );
  return asked;
}

function frameSources(page: { headers(): Record<string, string> } | null): string {
  const policy = page?.headers()["content-security-policy"] ?? "";
  return /(?:^|;\s*)frame-src ([^;]*)/.exec(policy)?.[1] ?? "(none)";
}

/** Fills the property form with a house for sale in Nairobi; the caller adds the rest and saves. */
async function fillHouse(page: Page, name: string, price: number, floorArea: number) {
  const type = page.getByLabel("Type", { exact: true });
  await waitForHydration(type);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await type.selectOption("For sale");
  await page.getByLabel("Price", { exact: true }).fill(String(price));
  await page.getByLabel("Location", { exact: true }).fill("Karen");
  await page.getByLabel("City", { exact: true }).fill("Nairobi");
  await page.getByLabel("Description", { exact: true }).fill("Four bedrooms on an acre of garden.");
  await page.getByLabel("Floor area (m²)").fill(String(floorArea));
}

test.describe("video tours and floor areas", () => {
  test.describe.configure({ mode: "serial" });
  const { url } = serveOwnSite("video-and-area", { demo: false });

  test("the office adds a video and a floor area; the page loads nothing of the video until tapped", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url("/addservice"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
    await fillHouse(page, OTHER.name, 200_000, OTHER.floorArea);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("status")).toContainText(`Saved “${OTHER.name}”.`);

    await page.goto(url("/addservice"));
    await fillHouse(page, HOUSE.name, HOUSE.price, FLOOR_AREA);
    const video = page.getByLabel("Video tour (a YouTube, Vimeo or TikTok link)");
    // A look-alike host is refused, and what was typed stays.
    await video.fill(`https://youtube.com.example.com/watch?v=${VIDEO_ID}`);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(video).toHaveAccessibleDescription(
      /^Please enter a link to a video on YouTube, Vimeo or TikTok/,
    );
    await expect(video).toHaveValue(`https://youtube.com.example.com/watch?v=${VIDEO_ID}`);
    await expect(page.getByLabel("Floor area (m²)")).toHaveValue(String(FLOOR_AREA));
    await video.fill(`https://youtu.be/${VIDEO_ID}`);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("status")).toContainText(`Saved “${HOUSE.name}”.`);

    const visitor = await browser.newContext();
    try {
      const asked = await stubProviders(visitor);
      const listing = await visitor.newPage();
      const response = await listing.goto(url(`/properties/${HOUSE.slug}`));
      expect(frameSources(response)).toBe("https://www.youtube-nocookie.com");
      await waitForPageScript(listing);
      await listing.waitForLoadState("networkidle");
      const tour = listing.getByRole("region", { name: "Video tour" });
      const poster = tour.getByRole("link", { name: "Play the video tour (YouTube)" });
      // The poster is the listing's own photo (here the placeholder: it has none), from this site.
      const photo = await poster.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(new URL(photo).origin).toBe(new URL(url("/")).origin);
      expect(asked).toEqual([]);

      await poster.click();
      const player = tour.locator("iframe");
      await expect(player).toHaveAttribute(
        "src",
        `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
      );
      await expect(player).toHaveAttribute("title", `Video tour of ${HOUSE.name}`);
      await expect
        .poll(() => asked)
        .toContain(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`);
      expect(asked.every((address) => new URL(address).hostname === "www.youtube-nocookie.com")).toBe(true);

      // The floor area among the facts, and the price per m² beside the price, dollars first.
      await expect(
        listing
          .getByRole("term")
          .filter({ hasText: /^Floor area$/ })
          .locator("+ dd"),
      ).toHaveText(`${FLOOR_AREA} m²`);
      const perSquareMetre = HOUSE.price / FLOOR_AREA;
      await expect(listing.getByRole("complementary").locator(".price-per-area")).toHaveText(
        `${formatPerUnit(perSquareMetre, "USD", "USD", KES_RATE)} per m² · ${formatPerUnit(perSquareMetre, "USD", "KES", KES_RATE)} per m²`,
        { useInnerText: true },
      );
    } finally {
      await visitor.close();
    }
  });

  test("without JavaScript the poster links to the video; a page without a video frames nothing", async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const asked = await stubProviders(visitor);
      const page = await visitor.newPage();
      const other = await page.goto(url(`/properties/${OTHER.slug}`));
      expect(frameSources(other)).toBe("'none'");
      await expect(page.getByRole("region", { name: "Video tour" })).toHaveCount(0);

      const listing = await page.goto(url(`/properties/${HOUSE.slug}`));
      expect(frameSources(listing)).toBe("https://www.youtube-nocookie.com");
      const poster = page.getByRole("link", { name: "Play the video tour (YouTube)" });
      await expect(poster).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO_ID}`);
      await page.waitForLoadState("networkidle");
      expect(asked).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test("the list in Kiswahili filters by the smallest floor area, and the page gives the price per m²", async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await visitor.newPage();
      await page.goto(url("/sw/properties"));
      await page.getByText(/^Vichujio zaidi/).click();
      await page.getByLabel("Eneo la sakafu lisilopungua (m²)").fill(String(FLOOR_AREA));
      await page.getByRole("button", { name: "Tumia vichujio" }).click();
      await expect(page).toHaveURL(url(`/sw/properties?min-area=${FLOOR_AREA}`));
      // The grid of cards is named "Mali" (properties) in Kiswahili.
      const grid = page.getByRole("list", { name: "Mali", exact: true });
      await expect(cardNames(grid)).toHaveText([HOUSE.name]);
      await page.goto(url(`/sw/properties?min-area=${OTHER.floorArea}`));
      await expect(cardNames(grid)).toHaveText([HOUSE.name, OTHER.name]);
      await page.goto(url(`/sw/properties?min-area=${FLOOR_AREA + 1}`));
      await expect(page.getByRole("heading", { level: 2, name: "Mali 0" })).toBeVisible();

      await page.goto(url(`/sw/properties/${HOUSE.slug}`));
      await expect(
        page
          .getByRole("term")
          .filter({ hasText: /^Eneo la sakafu$/ })
          .locator("+ dd"),
      ).toHaveText(`m² ${FLOOR_AREA}`);
      await expect(page.getByRole("complementary").locator(".price-per-area")).toContainText(
        `${formatPerUnit(HOUSE.price / FLOOR_AREA, "USD", "USD", KES_RATE)} kwa m²`,
        { useInnerText: true },
      );
    } finally {
      await visitor.close();
    }
  });
});
