// Listing details, the finer search and listing statuses. The first part reads the demo
// listings on the shared server; the administrator's part changes data, so it runs its own
// server on an empty database of its own.
import { expect, type Page, test } from "@playwright/test";
import {
  ALL_LISTINGS,
  byName,
  countText,
  type ExpectedListing,
  formatKes,
  KES_RATE,
  LISTINGS,
  PUBLISHED_LISTINGS,
} from "./support/demo";
import { signIn } from "./support/office";
import { cardNames, expectQuery, propertyGrid, resultCount, waitForHydration } from "./support/pages";
import { serveOwnSite } from "./support/own-site";

function demoListing(description: string, pick: (listing: ExpectedListing) => boolean): ExpectedListing {
  const listing = ALL_LISTINGS.find(pick);
  if (!listing) throw new Error(`The demo needs ${description}`);
  return listing;
}

const draft = demoListing("a draft", (listing) => listing.publication === "draft");
const sold = demoListing(
  "a sold listing",
  (listing) => listing.publication === "published" && listing.availability === "sold",
);

/** The list shows exactly these listings, by name, and counts them. */
async function expectListings(page: Page, expected: ExpectedListing[]) {
  await expect(resultCount(page)).toHaveText(countText(expected.length));
  await expect(cardNames(propertyGrid(page))).toHaveText(byName(expected).map((listing) => listing.name));
}

/** Clicks a status button of the listing list and waits until the server has saved the change:
 * the list shows the new status before its post has been answered. */
async function clickAndSave(page: Page, name: string) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/manage-properties"),
  );
  await page.getByRole("button", { name }).click();
  expect((await saved).ok()).toBe(true);
}

/** Opens the finer filters of the list, unless they are open already. */
async function openFilters(page: Page) {
  if (!(await page.getByLabel("Minimum price").isVisible())) await page.getByText(/^More filters/).click();
  await expect(page.getByLabel("Minimum price")).toBeVisible();
}

test.describe("drafts, sold and let listings for visitors", () => {
  test("a draft is not found by its address, in the list or on the home page", async ({ page }) => {
    expect((await page.request.get(`/properties/${draft.slug}`)).status()).toBe(404);
    await page.goto(`/properties/${draft.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Property not found" })).toBeVisible();

    await page.goto(`/properties?q=${encodeURIComponent(draft.name)}&include-sold=1`);
    await expect(resultCount(page)).toHaveText(countText(0));

    const starred = LISTINGS.filter((listing) => listing.featured).map((listing) => listing.name);
    for (let visit = 0; visit < 3; visit++) {
      await page.goto("/");
      const names = page.getByRole("list", { name: "Properties for you" }).getByRole("heading", { level: 3 });
      await expect(names).toHaveCount(3);
      for (const name of await names.allTextContents()) {
        expect(name).not.toBe(draft.name);
        // The demo stars more listings than the home page shows: all three are starred ones.
        expect(starred).toContain(name);
      }
    }
  });

  test("a sold listing leaves the default list and comes back with Include sold and let", async ({
    page,
  }) => {
    await page.goto("/properties");
    await expectListings(page, LISTINGS);
    await expect(propertyGrid(page).getByRole("heading", { name: sold.name })).toHaveCount(0);

    await openFilters(page);
    await page.getByLabel("Include sold and let").check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expectQuery(page, { "include-sold": "1" });
    await expectListings(page, PUBLISHED_LISTINGS);
    const card = propertyGrid(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: sold.name, exact: true }) });
    await expect(card).toContainText("Sold");

    await page.getByRole("link", { name: "Clear filters" }).click();
    await expectQuery(page, {});
    await expectListings(page, LISTINGS);

    await page.goto(`/properties/${sold.slug}`);
    await expect(page.getByRole("main")).toContainText("Sold");
  });
});

test.describe("finer search", () => {
  test("the price range compares the price a visitor sees, the new price after a discount", async ({
    page,
  }) => {
    // The dearest discounted listing: its old price is above the range, its new price inside it.
    const discounted = [...LISTINGS]
      .filter((listing) => listing.newPrice !== null)
      .sort((a, b) => b.price - a.price)[0];
    if (!discounted) throw new Error("The demo needs a discounted listing");
    const [low, high] = [discounted.newPrice!, discounted.price - 1];
    const expected = LISTINGS.filter((listing) => listing.shownPrice >= low && listing.shownPrice <= high);

    await page.goto("/properties");
    await openFilters(page);
    await page.getByLabel("Minimum price").fill(low.toLocaleString("de-DE"));
    await page.getByLabel("Maximum price").fill(String(high));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expectQuery(page, { "min-price": String(low), "max-price": String(high) });
    await expectListings(page, expected);
    expect(expected.map((listing) => listing.name)).toContain(discounted.name);
  });

  test("minimum bedrooms and amenities keep the listings that have them all", async ({ page }) => {
    const amenities = ["Borehole", "Swimming pool"];
    const expected = LISTINGS.filter(
      (listing) =>
        (listing.bedrooms ?? 0) >= 3 && amenities.every((amenity) => listing.amenities.includes(amenity)),
    );
    expect(
      expected.length,
      "the demo needs a home with three bedrooms, a borehole and a pool",
    ).toBeGreaterThan(0);

    await page.goto("/properties?type=houses");
    await openFilters(page);
    await page.getByLabel("Bedrooms").selectOption("3");
    for (const amenity of amenities) await page.getByLabel(amenity, { exact: true }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await page.waitForURL(
      (address) => address.search === "?type=houses&bedrooms=3&amenity=borehole&amenity=swimming-pool",
    );
    await expectListings(
      page,
      expected.filter((listing) => listing.type === "houses"),
    );
  });

  test("the search box finds a listing by its reference, shown on its card and its page", async ({
    page,
  }) => {
    const listing = LISTINGS[Math.floor(LISTINGS.length / 2)]!;
    await page.goto("/properties");
    await page.getByLabel("Search", { exact: true }).fill(listing.reference.toLowerCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectListings(page, [listing]);
    await expect(propertyGrid(page)).toContainText(listing.reference);

    await propertyGrid(page).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: listing.reference })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filters are a plain GET form that lands on a tidy address", async ({ page }) => {
      await page.goto("/properties");
      await page.getByText(/^More filters/).click();
      await page.getByLabel("Bedrooms").selectOption("2");
      await page.getByLabel("DSQ", { exact: true }).check();
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expectQuery(page, { bedrooms: "2", amenity: "dsq" });
      await expectListings(
        page,
        LISTINGS.filter((listing) => (listing.bedrooms ?? 0) >= 2 && listing.amenities.includes("DSQ")),
      );
    });
  });
});

test.describe("the administrator", () => {
  test.describe.configure({ mode: "serial" });

  const { url } = serveOwnSite("listing-details", { demo: false });

  const NAME = "Kileleshwa Garden Flat";
  const SLUG = "kileleshwa-garden-flat";

  const statusOf = (page: Page) =>
    page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: NAME, exact: true }) });

  test("adds a draft rental with its details, which only the administrator can open", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url("/addservice"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
    const type = page.getByLabel("Type", { exact: true });
    await waitForHydration(type);
    await page.getByLabel("Name", { exact: true }).fill(NAME);
    await page.getByLabel("Price", { exact: true }).fill("1.500");
    await page.getByLabel("Location", { exact: true }).fill("Kileleshwa");
    await page.getByLabel("City", { exact: true }).fill("Nairobi");
    await page.getByLabel("Description", { exact: true }).fill("Two bedrooms over a garden.");
    // Only the chosen type's details show once the page's scripts run.
    await expect(page.getByLabel(/^Plot size \(/)).toBeHidden();
    await type.selectOption("Land");
    await expect(page.getByLabel(/^Plot size \(/)).toBeVisible();
    await expect(page.getByLabel("Bedrooms", { exact: true })).toBeHidden();
    await type.selectOption("To rent");
    await expect(page.getByLabel(/^Plot size \(/)).toBeHidden();
    await page.getByLabel("Bedrooms", { exact: true }).fill("3");
    await page.getByLabel("Bathrooms", { exact: true }).fill("2");
    await page.getByLabel("Rent is paid").selectOption("per week");
    await page.getByLabel("Currency of the price").selectOption("US dollars ($)");
    await page.getByLabel("Deposit (US dollars)").fill("2.400");
    await page.getByLabel("Borehole", { exact: true }).check();
    await page.getByLabel("DSQ", { exact: true }).check();
    await page.getByLabel("Other amenities, separated by commas").fill("Lift, electric fence");
    await page.getByLabel("Publication").selectOption("Draft: only you can see it");
    await page.getByRole("button", { name: "Add property" }).click();

    await expect(page).toHaveURL(url("/manage-properties"));
    await expect(page.getByRole("status")).toContainText(`Saved “${NAME}”.`);
    await expect(statusOf(page)).toContainText("Draft · Available");

    const visitor = await browser.newPage();
    try {
      expect((await visitor.request.get(url(`/properties/${SLUG}`))).status()).toBe(404);
      await visitor.goto(url("/properties"));
      await expect(resultCount(visitor)).toHaveText(countText(0));
    } finally {
      await visitor.close();
    }

    await page.goto(url(`/properties/${SLUG}`));
    await expect(page.getByText("Draft: only you can see this")).toBeVisible();
    const facts = page.getByRole("region", { name: "Facts" });
    const fact = (term: string) =>
      facts
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${term}$`) })
        .locator("+ dd");
    await expect(fact("Bedrooms")).toHaveText("3");
    await expect(fact("Bathrooms")).toHaveText("2");
    await expect(fact("Rent")).toHaveText("Per week");
    // As shown: dollars first, the shillings-first copy not displayed.
    const deposit = page
      .getByRole("region", { name: /^To move in:/ })
      .getByRole("term")
      .filter({ hasText: /^Deposit$/ })
      .locator("+ dd");
    await expect(deposit).toHaveText(`$2.400 · ${formatKes(2_400 * KES_RATE)}`, { useInnerText: true });
    await expect(fact("Reference")).toHaveText("MK-1001");
    await expect(page.getByRole("list", { name: "Amenities" }).getByRole("listitem")).toHaveText([
      "Borehole",
      "DSQ",
      "Lift",
      "electric fence",
    ]);
    await expect(page.getByRole("main")).toContainText("per week");

    await page.goto(url(`/updateservice/${SLUG}`));
    await expect(page.getByLabel("Deposit (US dollars)")).toHaveValue("2.400");
    await expect(page.getByLabel("DSQ", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Other amenities, separated by commas")).toHaveValue("Lift, electric fence");
  });

  test("publishes, stars and lets the listing in one click each", async ({ page, browser }) => {
    await page.goto(url("/manage-properties"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Manage Properties" })).toBeVisible();
    await waitForHydration(page.getByRole("button", { name: `Publish ${NAME}` }));
    await clickAndSave(page, `Publish ${NAME}`);
    await expect(statusOf(page)).toContainText("Published · Available");
    await expect(page.getByRole("button", { name: `Unpublish ${NAME}` })).toBeVisible();

    await clickAndSave(page, `Star ${NAME}`);
    await expect(page.getByRole("button", { name: `Star ${NAME}` })).toHaveAttribute("aria-pressed", "true");

    const visitor = await browser.newPage();
    try {
      await visitor.goto(url("/"));
      await expect(visitor.getByRole("list", { name: "Properties for you" })).toContainText(NAME);

      await clickAndSave(page, `Mark ${NAME} let`);
      await expect(statusOf(page)).toContainText("Published · Let");
      await page.reload();
      await expect(statusOf(page)).toContainText("Published · Let");
      await expect(page.getByRole("button", { name: `Star ${NAME}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      await visitor.goto(url("/properties"));
      await expect(resultCount(visitor)).toHaveText(countText(0));
      await visitor.goto(url("/properties?include-sold=1"));
      await expect(propertyGrid(visitor).getByRole("listitem")).toContainText("Let");

      await page.goto(url("/manage-properties?availability=let&featured=1"));
      await expect(statusOf(page)).toBeVisible();
      await page.goto(url("/manage-properties?publication=draft"));
      await expect(page.getByText("0 properties")).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a status button posts the form and the list says what changed", async ({ page }) => {
      await page.goto(url("/manage-properties"));
      await signIn(page);
      await page.getByRole("button", { name: `Mark ${NAME} under offer` }).click();
      await expect(page.getByRole("status")).toHaveText(`“${NAME}” is now under offer.`);
      await expect(statusOf(page)).toContainText("Published · Under offer");
    });
  });
});
