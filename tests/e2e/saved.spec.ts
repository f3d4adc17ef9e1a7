// Saving listings in the browser, without an account. Saved listings live in each browser
// context's own storage, so these tests do not disturb one another or the other files; the
// one that deletes listings does so on a server and database of its own.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoSevereViolations } from "./support/axe";
import { byName, type ExpectedListing, LISTINGS } from "./support/demo";
import { cardNames, propertyGrid, waitForPageScript } from "./support/pages";
import { runStatement } from "./support/database";
import { serveOwnSite } from "./support/own-site";

const [FIRST, SECOND, THIRD, FOURTH] = byName(LISTINGS) as [
  ExpectedListing,
  ExpectedListing,
  ExpectedListing,
  ExpectedListing,
];

const savedLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Saved/ });
const savedGrid = (page: Page) => page.getByRole("list", { name: "Saved listings", exact: true });
const saveButton = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name: `Save ${name}`, exact: true });
const savedButton = (scope: Page | Locator, name: string) =>
  scope.getByRole("button", { name: `Saved: ${name}`, exact: true });

/** Saves a listing from its card on the list page, with a click. */
async function saveFromList(page: Page, listing: ExpectedListing) {
  const grid = propertyGrid(page);
  await saveButton(grid, listing.name).click();
  await expect(savedButton(grid, listing.name)).toHaveAttribute("aria-pressed", "true");
}

test.describe("saved listings", () => {
  test("a visitor saves listings from the list and a listing's page and finds them on /saved, newest first", async ({
    page,
  }) => {
    await page.goto("/properties");
    await expect(savedLink(page)).toHaveAccessibleName("Saved");
    await saveFromList(page, FIRST);
    await expect(savedLink(page)).toHaveAccessibleName("Saved (1)");

    // The heart works from the keyboard too.
    const grid = propertyGrid(page);
    await saveButton(grid, SECOND.name).focus();
    await page.keyboard.press("Space");
    await expect(savedButton(grid, SECOND.name)).toHaveAttribute("aria-pressed", "true");
    await expect(savedLink(page)).toHaveAccessibleName("Saved (2)");
    // The heart is beside the card's link, not inside it.
    await expect(grid.getByRole("link").getByRole("button")).toHaveCount(0);

    await page.goto(`/properties/${THIRD.slug}`);
    await expect(savedLink(page)).toHaveAccessibleName("Saved (2)");
    await saveButton(page.getByRole("main"), THIRD.name).click();
    await expect(savedButton(page.getByRole("main"), THIRD.name)).toHaveAttribute("aria-pressed", "true");
    await expect(savedLink(page)).toHaveAccessibleName("Saved (3)");

    await savedLink(page).click();
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("heading", { level: 1, name: "Saved listings" })).toBeVisible();
    await expect(cardNames(savedGrid(page))).toHaveText([THIRD.name, SECOND.name, FIRST.name]);
    await expect(savedGrid(page).getByRole("link").first()).toHaveAttribute(
      "href",
      `/properties/${THIRD.slug}`,
    );
    await expectNoSevereViolations(page);

    // Unsaving one keeps its card until the page is left, so that it can be saved again.
    await savedButton(savedGrid(page), SECOND.name).click();
    await expect(saveButton(savedGrid(page), SECOND.name)).toHaveAttribute("aria-pressed", "false");
    await expect(savedLink(page)).toHaveAccessibleName("Saved (2)");

    await page.reload();
    await expect(cardNames(savedGrid(page))).toHaveText([THIRD.name, FIRST.name]);
    await expect(savedLink(page)).toHaveAccessibleName("Saved (2)");

    // The list page shows which listings are saved.
    await page.goto("/properties");
    await expect(savedButton(propertyGrid(page), FIRST.name)).toHaveAttribute("aria-pressed", "true");
    await expect(saveButton(propertyGrid(page), SECOND.name)).toHaveAttribute("aria-pressed", "false");
  });

  test("the header's count follows listings saved in another tab", async ({ context }) => {
    const listTab = await context.newPage();
    const otherTab = await context.newPage();
    await otherTab.goto("/About");
    await waitForPageScript(otherTab);
    await listTab.goto("/properties");

    await saveFromList(listTab, FIRST);
    await saveFromList(listTab, SECOND);
    await expect(savedLink(otherTab)).toHaveAccessibleName("Saved (2)");

    await savedButton(propertyGrid(listTab), FIRST.name).click();
    await expect(savedLink(otherTab)).toHaveAccessibleName("Saved (1)");
  });

  test("with nothing saved, /saved says so and leads to the properties", async ({ page }) => {
    await page.goto("/saved");
    await expect(page.getByText("You have no saved listings yet.")).toBeVisible();
    await expectNoSevereViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Browse properties" }).click();
    await expect(page).toHaveURL("/properties");
  });

  test("/saved shows an error when the listings cannot be fetched", async ({ page }) => {
    await page.goto(`/properties/${FIRST.slug}`);
    await saveButton(page.getByRole("main"), FIRST.name).click();
    await expect(savedLink(page)).toHaveAccessibleName("Saved (1)");
    await page.route("**/saved/listings?*", (route) =>
      route.fulfill({ status: 500, body: "Unexpected Server Error" }),
    );

    await page.goto("/saved");
    await expect(page.getByRole("alert")).toHaveText(
      "Error: your saved listings could not be loaded. Please try again.",
    );
  });
});

test.describe("saved listings that were deleted", () => {
  test.describe.configure({ mode: "default" });

  const site = serveOwnSite("saved", { demo: true });

  async function deleteListings(slugs: string[]) {
    for (const slug of slugs) {
      await runStatement(
        site.databaseUrl,
        "DELETE FROM property_images WHERE property_id IN (SELECT id FROM properties WHERE slug = $1)",
        [slug],
      );
      expect(
        await runStatement(site.databaseUrl, "DELETE FROM properties WHERE slug = $1", [slug]),
        `deleted ${slug}`,
      ).toBe(1);
    }
  }

  test("disappear from /saved with a note and are forgotten", async ({ page }) => {
    await page.goto(site.url("/properties"));
    for (const listing of [FIRST, SECOND, THIRD, FOURTH]) await saveFromList(page, listing);
    await expect(savedLink(page)).toHaveAccessibleName("Saved (4)");

    await deleteListings([SECOND.slug, FOURTH.slug]);

    await page.goto(site.url("/saved"));
    await expect(page.getByRole("status").filter({ hasText: "no longer available" })).toHaveText(
      "2 saved listings are no longer available and were removed from your list.",
    );
    await expect(cardNames(savedGrid(page))).toHaveText([THIRD.name, FIRST.name]);
    await expect(savedLink(page)).toHaveAccessibleName("Saved (2)");

    await page.reload();
    await expect(cardNames(savedGrid(page))).toHaveText([THIRD.name, FIRST.name]);
    await expect(page.getByText("no longer available")).toHaveCount(0);
  });
});

test.describe("saved listings without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no heart to press, and /saved says that saving needs JavaScript", async ({ page }) => {
    await page.goto("/properties");
    await expect(cardNames(propertyGrid(page))).toHaveCount(LISTINGS.length);
    await expect(page.getByRole("main").getByRole("button", { name: /^Save/ })).toHaveCount(0);

    await page.goto(`/properties/${FIRST.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: FIRST.name })).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: /^Save/ })).toHaveCount(0);

    // Playwright turns scripts off without changing how the page is parsed, so the <noscript>
    // message is checked in the HTML that a browser without JavaScript shows.
    const html = await (await page.request.get("/saved")).text();
    expect(html).toMatch(
      /<noscript>(?:(?!<\/noscript>).)*Saved listings need JavaScript, which is turned off in this browser\./s,
    );
  });
});
