import { expect, test } from "@playwright/test";
import { ABOUT_PARAGRAPHS, LISTINGS } from "./support/demo";

test.describe("home page", () => {
  test("shows three distinct demo properties", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByRole("list", { name: "Properties for you" });
    const names = grid.getByRole("listitem").getByRole("heading", { level: 3 });
    await expect(names).toHaveCount(3);

    const shown = await names.allTextContents();
    expect(new Set(shown).size, `names shown: ${shown.join(", ")}`).toBe(3);
    const known = LISTINGS.map((listing) => listing.name);
    for (const name of shown) expect(known).toContain(name);

    // Each card leads to its property's page.
    for (const name of shown) {
      const link = grid.getByRole("link").filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(link).toHaveAttribute(
        "href",
        `/properties/${LISTINGS.find((l) => l.name === name)!.slug}`,
      );
    }
  });

  test("has three info cards leading to the list by type", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "What you can do on Makazi" }).getByRole("link");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading")).toHaveText(["Buy a house", "Rent a house", "Buy land"]);
    await expect(cards.nth(0)).toHaveAttribute("href", "/properties?type=houses");
    await expect(cards.nth(1)).toHaveAttribute("href", "/properties?type=rent");
    await expect(cards.nth(2)).toHaveAttribute("href", "/properties?type=land");
  });

  test("Discover leads to the property list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "Discover" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  });

  test("View All leads to the property list", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("main").getByRole("link", { name: "View All" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  });
});

test.describe("about page", () => {
  for (const path of ["/About", "/about"]) {
    test(`${path} shows the About text`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
      const main = page.getByRole("main");
      for (const paragraph of ABOUT_PARAGRAPHS) await expect(main).toContainText(paragraph);
    });
  }
});
