// The search box read as words: each word required, anywhere in a listing and in any order, the
// listings naming a word in their name or place first; a word one letter off read as the place
// it means; places suggested as a hunter types. Expectations come from the demo data.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_LISTINGS } from "../../demo/listings";
import { byName, countText, type ExpectedListing, LISTINGS } from "./support/demo";
import {
  cardNames,
  expectQuery,
  filterControl,
  propertyGrid,
  resultCount,
  waitForPageScript,
} from "./support/pages";

test.use({ viewport: { width: 360, height: 740 } });

/** The words of texts as the demo wrote them, lower-cased. */
const wordsOf = (...texts: string[]) =>
  texts
    .join(" ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);

/** Whether a word of the texts begins with the typed word: `borehole` finds `boreholes` too. */
const holds = (words: string[], typed: string) => words.some((word) => word.startsWith(typed));

/**
 * The names of the listings on the market holding every typed word somewhere (name, place,
 * description, amenities), in the order the search shows them with no sort chosen: those with
 * a typed word in their name or place first, then the rest, each by name.
 */
function namesHolding(...typed: string[]): string[] {
  const described = new Map(DEMO_LISTINGS.map((listing) => [listing.name.trim(), listing]));
  const place = (listing: ExpectedListing) => wordsOf(listing.name, listing.location, listing.city);
  const holding = LISTINGS.filter((listing) => {
    const { description, amenities } = described.get(listing.name)!;
    const words = [...place(listing), ...wordsOf(description, ...amenities)];
    return typed.every((word) => holds(words, word));
  });
  const named = holding.filter((listing) => typed.some((word) => holds(place(listing), word)));
  const rest = holding.filter((listing) => !named.includes(listing));
  return [...byName(named), ...byName(rest)].map((listing) => listing.name);
}

/**
 * A feature said in descriptions and amenities, and a city that some of the listings with it are
 * in and others only mention (`two hours from Nairobi`): both are found, those in it first.
 */
const FEATURE = "borehole";
const CITY = "nairobi";
const FOUND = namesHolding(FEATURE, CITY);

/**
 * The beginning of a place, and the places it should suggest with their listings: the cities
 * and the areas (`Kilimani, Nairobi`) whose own name has a word beginning so.
 */
const TYPED_PLACE = "kil";
const SUGGESTED = (() => {
  const counts = new Map<string, number>();
  const count = (place: string) => counts.set(place, (counts.get(place) ?? 0) + 1);
  for (const { location, city } of LISTINGS) {
    if (holds(wordsOf(city), TYPED_PLACE)) count(city);
    if (location !== city && holds(wordsOf(location), TYPED_PLACE)) count(`${location}, ${city}`);
  }
  return [...counts].map(([place, listings]) => `${place} (${listings})`).sort();
})();

/** The box's suggestions as `place (listings)`, in alphabetical order. */
async function suggestionsOf(box: Locator): Promise<string[]> {
  const shown = await box.evaluate((input: HTMLInputElement) =>
    [...(input.list?.querySelectorAll("option") ?? [])].map((option) => `${option.value} (${option.label})`),
  );
  return shown.sort();
}

/** The search box: a combo box, since it offers places as a hunter types. */
const searchBox = (page: Page, name: string) =>
  page.getByRole("main").getByRole("combobox", { name, exact: true });

test.describe("searching words", () => {
  test("two words typed on the home page find the listings holding both, best match first", async ({
    page,
  }) => {
    expect(FOUND.length, "demo listings with both words").toBeGreaterThan(1);
    await page.goto("/");
    await searchBox(page, "Search").fill(`${FEATURE} ${CITY}`);
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: `${FEATURE} ${CITY}` });
    await expect(cardNames(propertyGrid(page))).toHaveText(FOUND);
    await expect(resultCount(page)).toHaveText(countText(FOUND.length));
    await expect(filterControl(page, "Sort")).toContainText("Best match");
  });

  test("a place one letter off shows the listings of the place it means, and the words as typed on request", async ({
    page,
  }) => {
    const expected = namesHolding("pool", "kilimani");
    expect(expected.length, "demo listings with a pool in Kilimani").toBeGreaterThan(0);
    await page.goto("/properties?q=pool+kilimanii");
    const notice = page.getByRole("status").filter({ hasText: "Showing results for" });
    await expect(notice).toContainText("Showing results for pool kilimani.");
    await expect(cardNames(propertyGrid(page))).toHaveText(expected);

    await notice.getByRole("link", { name: "Search instead for pool kilimanii", exact: true }).click();
    await expectQuery(page, { q: "pool kilimanii", "as-typed": "1" });
    await expect(page.getByText("No property found")).toBeVisible();
    await expect(resultCount(page)).toHaveText(countText(0));
    await expect(page.getByRole("status").filter({ hasText: "Showing results for" })).toHaveCount(0);
  });

  test("typing the start of a place suggests it, in English and in Kiswahili", async ({ page }) => {
    expect(SUGGESTED, "demo places beginning with the letters").toContain("Kilimani, Nairobi (1)");
    for (const { path, search } of [
      { path: "/", search: "Search" },
      { path: "/sw/properties", search: "Tafuta" },
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForPageScript(page);
        const box = searchBox(page, search);
        await box.pressSequentially(TYPED_PLACE);
        await expect.poll(() => suggestionsOf(box)).toEqual(SUGGESTED);
      });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the list's search form finds the listings holding both words, in either order", async ({
      page,
    }) => {
      await page.goto("/properties");
      await searchBox(page, "Search").fill(`${CITY} ${FEATURE}`);
      await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
      await expectQuery(page, { q: `${CITY} ${FEATURE}` });
      await expect(cardNames(propertyGrid(page))).toHaveText(FOUND);
      await expect(filterControl(page, "Sort")).toContainText("Best match");
    });
  });
});
