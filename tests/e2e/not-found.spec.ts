import { expect, test } from "@playwright/test";

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/properties/some/deeper/path", "/About/team"]) {
    test(`${path} answers 404 with the Page not found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page).toHaveTitle(/Page not found/);
      // The site's header and a way on are still there.
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
      await page.getByRole("main").getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Page not found");
    });
  }

  test("an unknown property answers 404 with Property not found", async ({ page }) => {
    const response = await page.goto("/properties/no-such-property-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Property not found" })).toBeVisible();
    await expect(page).toHaveTitle(/Property not found/);
    await page.getByRole("main").getByRole("link", { name: "See all properties" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  });
});
