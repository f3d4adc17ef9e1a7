import { expect, test } from "@playwright/test";
import {
  byName,
  countText,
  formatUsd,
  LISTINGS,
  matchingSearch,
  PER_PAGE,
  SORT_LABELS,
  sortListings,
  TYPE_LABELS,
} from "./support/demo";
import {
  cardNames,
  cardPrices,
  expectQuery,
  filterControl,
  pickFilter,
  propertyGrid,
  resultCount,
} from "./support/pages";

test.use({ javaScriptEnabled: false });

test.describe("property list without JavaScript", () => {
  test("filter links, reset and search work as plain links and a GET form", async ({ page }) => {
    const type = LISTINGS[0]!.type;
    const ofType = LISTINGS.filter((listing) => listing.type === type);

    await page.goto("/properties");
    await expect(resultCount(page)).toHaveText(countText(LISTINGS.length));

    // Type: a plain link to the filtered list.
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await expectQuery(page, { type });
    await expect(resultCount(page)).toHaveText(countText(ofType.length));
    await expect(cardNames(propertyGrid(page))).toHaveText(byName(ofType).map((l) => l.name));
    await expect(filterControl(page, "Type")).toContainText(TYPE_LABELS[type]);

    // Sort: prices from high to low within the type.
    await pickFilter(page, "Sort", SORT_LABELS["price-desc"]);
    await expectQuery(page, { type, sort: "price-desc" });
    const byPrice = sortListings(ofType, "price-desc");
    await expect(cardPrices(propertyGrid(page))).toHaveText(byPrice.map((l) => formatUsd(l.shownPrice)));

    // Search: the form submits with the filters kept in hidden fields.
    const term = ofType[0]!.name.split(/\s+/)[0]!.toLowerCase();
    await page.getByLabel("Search", { exact: true }).fill(term);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: term, type, sort: "price-desc" });
    const found = sortListings(matchingSearch(term, ofType), "price-desc");
    await expect(resultCount(page)).toHaveText(countText(found.length));
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue(term);

    // Picking the selected type again resets it to All and keeps the rest.
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await expectQuery(page, { q: term, sort: "price-desc" });
    await expect(resultCount(page)).toHaveText(countText(matchingSearch(term).length));
    await expect(filterControl(page, "Type")).toContainText("All");

    // Sort back to All: the default order by name.
    await pickFilter(page, "Sort", SORT_LABELS["price-desc"]);
    await expectQuery(page, { q: term });
    await expect(cardNames(propertyGrid(page))).toHaveText(
      byName(matchingSearch(term))
        .slice(0, PER_PAGE)
        .map((l) => l.name),
    );
  });

  test("City filter works without JavaScript", async ({ page }) => {
    const city = LISTINGS[LISTINGS.length - 1]!.city;
    await page.goto("/properties");
    await pickFilter(page, "City", city);
    await expectQuery(page, { city });
    const inCity = byName(LISTINGS.filter((listing) => listing.city === city));
    await expect(resultCount(page)).toHaveText(countText(inCity.length));
    await expect(cardNames(propertyGrid(page))).toHaveText(inCity.map((l) => l.name));
  });
});
