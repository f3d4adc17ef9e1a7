import { expect, type Page, test } from "@playwright/test";
import { expectNoSevereViolations } from "./support/axe";
import { LISTINGS } from "./support/demo";
import { detailPathFor } from "./support/pages";

const PAGES: { title: string; path: (page: Page) => Promise<string> | string }[] = [
  { title: "home", path: () => "/" },
  { title: "property list", path: () => "/properties" },
  { title: "property page", path: (page) => detailPathFor(page, LISTINGS[0]!.name) },
  { title: "About", path: () => "/About" },
  { title: "contact", path: () => "/contact" },
  { title: "privacy notice", path: () => "/privacy" },
  { title: "not found", path: () => "/no-such-page" },
];

test.describe("accessibility", () => {
  for (const { title, path } of PAGES) {
    for (const [language, prefix] of [
      ["English", ""],
      ["Kiswahili", "/sw"],
    ] as const) {
      test(`the ${title} page in ${language} has no serious or critical axe violations`, async ({ page }) => {
        const address = `${prefix}${await path(page)}`;
        await page.goto(address === "/sw/" ? "/sw" : address);
        await page.waitForLoadState("networkidle");
        await expectNoSevereViolations(page);
      });
    }
  }

  test("the contact form showing errors has no serious or critical axe violations", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSevereViolations(page);
  });

  test("the property list with a filter menu open has no serious or critical axe violations", async ({
    page,
  }) => {
    await page.goto("/properties?type=houses");
    await page.locator("summary").filter({ hasText: "Type" }).click();
    await expect(page.getByRole("list", { name: "Type", exact: true })).toBeVisible();
    await expectNoSevereViolations(page);
  });
});
