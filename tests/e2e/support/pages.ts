import { expect, type Locator, type Page } from "@playwright/test";

/** The grid of property cards on the list page. */
export function propertyGrid(page: Page): Locator {
  return page.getByRole("list", { name: "Properties", exact: true });
}

/** The names on the cards of a grid, in order. */
export function cardNames(grid: Locator): Locator {
  return grid.getByRole("listitem").getByRole("heading", { level: 3 });
}

/** The (bold) dollar price on each card of a grid, in order: each tag's first line. */
export function cardPrices(grid: Locator): Locator {
  return grid.getByRole("listitem").locator(".price-tag > :first-child strong");
}

/** The shilling amount of the first price tag in `scope`: the tag's last line. */
export function shillingPrice(scope: Page | Locator): Locator {
  return scope.locator(".price-tag").first().locator(":scope > :last-child strong");
}

/**
 * The lines of the first price tag in `scope`, top to bottom as they are shown (each amount is
 * written once and the stylesheet orders them): `["$2,400 per month", "Ksh 300,000 per month"]`,
 * or only their bold amounts.
 */
export async function shownPriceLines(scope: Locator, part: "line" | "amount" = "line"): Promise<string[]> {
  const tag = scope.locator(".price-tag").first();
  // Cards off screen are not laid out (`content-visibility`), so they have no order to read yet.
  await tag.scrollIntoViewIfNeeded();
  return tag.evaluate(
    (element, amountsOnly) =>
      [...element.children]
        .filter((line): line is HTMLElement => line instanceof HTMLElement && line.checkVisibility())
        .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
        .map((line) => (amountsOnly ? line.querySelector("strong")!.innerText : line.innerText)),
    part === "amount",
  );
}

/** The "24 properties" line above the list. */
export function resultCount(page: Page): Locator {
  return page.getByText(/^[\d,]+ propert(y|ies)$/);
}

/** The closed face of a filter drop-down: its label and current value. */
export function filterControl(page: Page, control: "Type" | "City" | "Sort"): Locator {
  return page.locator("summary").filter({ hasText: control });
}

/** The options of a filter drop-down (visible only while it is open). */
export function filterOptions(page: Page, control: "Type" | "City" | "Sort"): Locator {
  return page.getByRole("list", { name: control, exact: true });
}

/** Opens a filter drop-down, unless it is open already, and returns the option link. */
export async function filterOption(
  page: Page,
  control: "Type" | "City" | "Sort",
  option: string,
): Promise<Locator> {
  const options = filterOptions(page, control);
  await expect(async () => {
    if (!(await options.isVisible())) await filterControl(page, control).click();
    await expect(options).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  return options.getByRole("link", { name: option, exact: true });
}

/**
 * Picks an option of a filter drop-down and waits for the list it leads to,
 * shown with every drop-down closed again.
 */
export async function pickFilter(page: Page, control: "Type" | "City" | "Sort", option: string) {
  const link = await filterOption(page, control, option);
  const target = new URL((await link.getAttribute("href"))!, page.url());
  await link.click();
  await page.waitForURL((url) => url.pathname === target.pathname && url.search === target.search);
  await expect(filterOptions(page, control)).toBeHidden();
}

/** The query parameters of the page's current URL. */
export function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Waits until the URL's query equals `expected` (order of parameters ignored). */
export async function expectQuery(page: Page, expected: Record<string, string>) {
  const sorted = (entries: Iterable<[string, string]>) =>
    JSON.stringify([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const wanted = sorted(Object.entries(expected));
  try {
    await page.waitForURL((url) => sorted(url.searchParams) === wanted, { timeout: 10_000 });
  } catch {
    // Report the difference rather than a bare timeout.
    expect(Object.fromEntries(queryOf(page)), `query of ${page.url()}`).toEqual(expected);
  }
}

/**
 * Waits until React has hydrated `element` (it has its props attached), so
 * that a click reaches its handler rather than an inert server-rendered node.
 */
export async function waitForHydration(element: Locator) {
  const handle = await element.elementHandle();
  await element
    .page()
    .waitForFunction((node) => Object.keys(node!).some((key) => key.startsWith("__reactProps$")), handle, {
      timeout: 20_000,
    });
  await handle?.dispose();
}

/**
 * Waits until a visitor's page has run its page script (hearts, carousel, sharing), so that a
 * click reaches what the script added.
 */
export async function waitForPageScript(page: Page) {
  await page.waitForFunction(() => document.body.dataset.pageScript === "ran", null, {
    timeout: 20_000,
  });
}

/** The address of a listing's page, taken from its card on the list page. */
export async function detailPathFor(page: Page, name: string): Promise<string> {
  await page.goto(`/properties?q=${encodeURIComponent(name)}`);
  const card = propertyGrid(page)
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
  await expect(card, `the card of ${name} on the list`).toHaveCount(1);
  const href = await card.getAttribute("href");
  if (!href) throw new Error(`The card of ${name} has no link`);
  return href;
}
