import { expect, test } from "@playwright/test";
import { DEMO_LISTINGS } from "../../demo/listings";
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

  for (const javaScriptEnabled of [true, false]) {
    for (const { prefix, rent, search, heading } of [
      { prefix: "", rent: "To rent", search: "Search", heading: "Properties" },
      { prefix: "/sw", rent: "Za kukodi", search: "Tafuta", heading: "Mali" },
    ]) {
      test(`opens on a phone with a search that leads to the list, at ${prefix || "/"}${javaScriptEnabled ? "" : " without JavaScript"}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width: 360, height: 740 },
        });
        const page = await context.newPage();
        await page.goto(`${prefix}/`);
        // A combo box: the page script suggests places in its list as the hunter types.
        const box = page.getByRole("main").getByRole("combobox", { name: search });
        // On the first screen, below the header and the title, before any other field or link.
        await expect(box).toBeInViewport({ ratio: 1 });
        const rentals = LISTINGS.filter((listing) => listing.type === "rent");
        const place = rentals[0]!.city;
        await page.getByRole("radio", { name: rent, exact: true }).check();
        await box.fill(place);
        await page.getByRole("main").getByRole("button", { name: search, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/properties?type=rent&q=${place}`);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // The place anywhere in what a listing says, its description included.
        const found = rentals.filter((listing) => {
          const { description, amenities } = DEMO_LISTINGS.find((each) => each.name.trim() === listing.name)!;
          return [listing.name, listing.location, listing.city, description, ...amenities]
            .join(" ")
            .toLowerCase()
            .includes(place.toLowerCase());
        });
        await expect(
          page.getByRole("list", { name: heading, exact: true }).getByRole("listitem"),
        ).toHaveCount(found.length);

        // Nothing typed and every kind: the whole list, at its tidy address.
        await page.goto(`${prefix}/`);
        await page.getByRole("main").getByRole("button", { name: search, exact: true }).click();
        await expect(page).toHaveURL(`${prefix}/properties`);
        await context.close();
      });
    }
  }

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
