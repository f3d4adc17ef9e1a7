// The cash to move into a rental: the administrator enters its terms, the listing page shows
// the sum and its parts, and the list filters by it, with JavaScript off for visitors.
import { expect, type Page, test } from "@playwright/test";
import { formatKes, KES_RATE } from "./support/demo";
import { signIn } from "./support/office";
import { cardNames, expectQuery, propertyGrid, waitForHydration } from "./support/pages";
import { serveOwnSite } from "./support/own-site";

test.describe("the cash to move in", () => {
  const { url } = serveOwnSite("move-in", { demo: false });

  async function addRental(page: Page, name: string, rent: string, terms: Record<string, string>) {
    await page.goto(url("/addservice"));
    const type = page.getByLabel("Type", { exact: true });
    await waitForHydration(type);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Price", { exact: true }).fill(rent);
    await page.getByLabel("Location", { exact: true }).fill("Kileleshwa");
    await page.getByLabel("City", { exact: true }).fill("Nairobi");
    await page.getByLabel("Description", { exact: true }).fill("Two bedrooms over a garden.");
    // The move-in terms are the rentals' alone.
    await expect(page.getByLabel("Or deposit in months of rent")).toBeHidden();
    await type.selectOption("To rent");
    // Rents are in shillings unless the office says otherwise; these are in dollars.
    await page.getByLabel("Currency of the price").selectOption("US dollars ($)");
    for (const [label, value] of Object.entries(terms)) await page.getByLabel(label).fill(value);
    await page.getByRole("button", { name: "Add property" }).click();
    await expect(page.getByRole("status")).toContainText(`Saved “${name}”.`);
  }

  test("the office enters a rental's terms; its page shows the sum and the list filters by it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url("/addservice"));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();

    // 600 + 2 months (1,200) + half a month's fee (300) + 40 + 100 = 2,240 dollars.
    await addRental(page, "Kileleshwa Flat", "600", {
      "Or deposit in months of rent": "2",
      "Agency fee (% of one month's rent)": "50",
      "Service charge a month (US dollars)": "40",
      "Water and electricity deposits (US dollars)": "100",
    });
    // 2,000 + 2 months (4,000) = 6,000 dollars.
    await addRental(page, "Lavington House", "2.000", { "Or deposit in months of rent": "2" });

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    try {
      const listingPage = await visitor.newPage();
      await listingPage.goto(url("/properties/kileleshwa-flat"));
      const moveIn = listingPage.getByRole("region", { name: /^To move in:/ });
      // As shown: dollars first, the shillings-first copy not displayed.
      await expect(moveIn.getByRole("heading")).toHaveText(
        `To move in: $2.240 · ${formatKes(2_240 * KES_RATE)}`,
        { useInnerText: true },
      );
      const part = (term: string) => moveIn.getByRole("term").filter({ hasText: term }).locator("+ dd");
      const both = (usd: number, dollars: string) => `${dollars} · ${formatKes(usd * KES_RATE)}`;
      await expect(part("First month's rent")).toHaveText(both(600, "$600"), { useInnerText: true });
      await expect(part("Deposit of 2 months' rent")).toHaveText(both(1_200, "$1.200"), {
        useInnerText: true,
      });
      await expect(part("Agency fee")).toHaveText(both(300, "$300"), { useInnerText: true });
      await expect(part("Service charge for the first month")).toHaveText(both(40, "$40"), {
        useInnerText: true,
      });
      await expect(part("Water and electricity deposits")).toHaveText(both(100, "$100"), {
        useInnerText: true,
      });

      const list = await visitor.newPage();
      await list.goto(url("/properties"));
      await expect(cardNames(propertyGrid(list))).toHaveText(["Kileleshwa Flat", "Lavington House"]);
      await list.getByText(/^More filters/).click();
      await list.getByLabel("Most to move in (rentals)").fill("3.000");
      await list.getByRole("button", { name: "Apply filters" }).click();
      await expectQuery(list, { "max-move-in": "3000" });
      await expect(cardNames(propertyGrid(list))).toHaveText(["Kileleshwa Flat"]);
    } finally {
      await visitor.close();
    }
  });
});
