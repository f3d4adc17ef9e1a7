// Paging needs more listings than the demo has: this file fills a database of
// its own with `npm run fill` and starts a second server on it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { createSiteDatabase, queryRows } from "./support/database";
import { countText, PER_PAGE, SORT_LABELS } from "./support/demo";
import {
  cardNames,
  expectQuery,
  pickFilter,
  propertyGrid,
  resultCount,
  waitForPageScript,
} from "./support/pages";
import { type RunningServer, runNpmScript, startServer } from "./support/server";

const FILL_COUNT = 60;

// One server for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: "default" });

let dir: string;
let server: RunningServer | undefined;
/** Every listing name the list shows by default, in its default order (by name, A to Z). */
let names: string[];
/**
 * The same names by price, high to low: those for sale first, then those to rent, as the list
 * sorts prices over every type; ties by the newest listing first.
 */
let namesByPriceDescending: string[];
/** Every listing the fill made, those off the market included. */
let filled: number;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-paging-"));
  const databaseUrl = await createSiteDatabase(dir);
  const env = {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
  };
  await runNpmScript("fill", ["--database", databaseUrl, "--count", String(FILL_COUNT)], env);

  const [count] = await queryRows<{ total: number | string }>(
    databaseUrl,
    "SELECT count(*) AS total FROM properties",
  );
  filled = Number(count?.total);
  // The list shows listings on the market by default; the fill also makes sold and let ones.
  names = (await queryRows<{ name: string }>(databaseUrl, "SELECT name FROM properties WHERE on_market = 1"))
    .map((row) => row.name)
    .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
  const byPrice = await queryRows<{ name: string; type: string; display_price: number; id: number }>(
    databaseUrl,
    "SELECT name, type, display_price, id FROM properties WHERE on_market = 1",
  );
  const toRent = (row: { type: string }) => (row.type === "rent" ? 1 : 0);
  namesByPriceDescending = byPrice
    .sort(
      (a, b) =>
        toRent(a) - toRent(b) ||
        Number(b.display_price) - Number(a.display_price) ||
        Number(b.id) - Number(a.id),
    )
    .map((row) => row.name);
  server = await startServer(env);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function pages(): number {
  return Math.ceil(names.length / PER_PAGE);
}

/**
 * Follows a page link from the keyboard. Cards below the first row are laid out only as they
 * scroll into view (`content-visibility: auto`), so the list can still move under a pointer
 * aimed at the page numbers beneath it.
 */
async function follow(link: Locator) {
  await link.focus();
  await link.press("Enter");
}

async function expectPage(page: Page, number: number) {
  const nav = page.getByRole("navigation", { name: "Pages" });
  // The page script shows the header's switches and the hearts: clicks wait until it has.
  await waitForPageScript(page);
  await expect(resultCount(page)).toHaveText(countText(names.length));
  await expect(cardNames(propertyGrid(page))).toHaveText(
    names.slice((number - 1) * PER_PAGE, number * PER_PAGE),
  );
  await expect(nav.getByRole("link", { name: `Page ${number}`, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe("paging through many listings", () => {
  test("the fill command made enough listings for three pages", () => {
    expect(filled).toBe(FILL_COUNT);
    expect(new Set(names).size).toBe(names.length);
    expect(pages()).toBeGreaterThanOrEqual(3);
  });

  test("Next, Previous and page numbers walk through the list in name order", async ({ page }) => {
    const last = pages();
    const nav = page.getByRole("navigation", { name: "Pages" });

    await page.goto(`${server!.url}/properties`);
    await expectPage(page, 1);
    // No way back from the first page.
    await expect(nav.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await expect(nav.getByText("Previous page")).toHaveAttribute("aria-disabled", "true");
    await expect(nav.getByRole("link", { name: `Page ${last}`, exact: true })).toBeVisible();

    await follow(nav.getByRole("link", { name: "Next page" }));
    await expectQuery(page, { page: "2" });
    await expectPage(page, 2);
    await expect(page).toHaveTitle("Properties, page 2 · Your agency");

    await follow(nav.getByRole("link", { name: `Page ${last}`, exact: true }));
    await expectQuery(page, { page: String(last) });
    await expectPage(page, last);
    // No way on from the last page.
    await expect(nav.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(nav.getByText("Next page")).toHaveAttribute("aria-disabled", "true");

    await follow(nav.getByRole("link", { name: "Previous page" }));
    await expectQuery(page, { page: String(last - 1) });
    await expectPage(page, last - 1);

    await follow(nav.getByRole("link", { name: "Page 1", exact: true }));
    await expectQuery(page, {});
    await expectPage(page, 1);
  });

  test("paging keeps the sort, and changing the sort goes back to page 1", async ({ page }) => {
    await page.goto(`${server!.url}/properties`);
    await pickFilter(page, "Sort", SORT_LABELS["price-desc"]);
    await expectQuery(page, { sort: "price-desc" });
    const grid = propertyGrid(page);
    await expect(cardNames(grid)).toHaveText(namesByPriceDescending.slice(0, PER_PAGE));

    const nav = page.getByRole("navigation", { name: "Pages" });
    await follow(nav.getByRole("link", { name: "Next page" }));
    await expectQuery(page, { sort: "price-desc", page: "2" });
    await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(cardNames(grid)).toHaveText(namesByPriceDescending.slice(PER_PAGE, 2 * PER_PAGE));

    // A new sort starts again from the first page.
    await pickFilter(page, "Sort", SORT_LABELS["price-asc"]);
    await expectQuery(page, { sort: "price-asc" });
    await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("a search that fits on one page has no page links", async ({ page }) => {
    await page.goto(`${server!.url}/properties?q=${encodeURIComponent(names[0]!)}`);
    await expect(cardNames(propertyGrid(page)).first()).toHaveText(names[0]!);
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(0);
  });

  test("a page past the end says nothing was found", async ({ page }) => {
    await page.goto(`${server!.url}/properties?page=${pages() + 5}`);
    await expect(page.getByText("No property found", { exact: true })).toBeVisible();
    await expect(propertyGrid(page)).toHaveCount(0);
  });
});
