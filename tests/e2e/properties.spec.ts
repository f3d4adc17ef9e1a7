import { expect, type Page, test } from "@playwright/test";
import {
  byName,
  CITIES,
  countText,
  DEFAULT_SORT_LABEL,
  type ExpectedListing,
  formatKes,
  formatUsd,
  KES_RATE,
  LISTINGS,
  listingNamed,
  matchingSearch,
  PER_PAGE,
  SORT_LABELS,
  type SortKey,
  sortKey,
  sortListings,
  TYPE_LABELS,
  TYPES,
} from "./support/demo";
import {
  cardNames,
  cardPrices,
  expectQuery,
  filterControl,
  filterOption,
  filterOptions,
  pickFilter,
  propertyGrid,
  resultCount,
  shownPriceLines,
} from "./support/pages";

/** The list shows exactly these listings, in this order, and counts them. */
async function expectListings(page: Page, expected: ExpectedListing[]) {
  await expect(resultCount(page)).toHaveText(countText(expected.length));
  await expect(cardNames(propertyGrid(page))).toHaveText(expected.slice(0, PER_PAGE).map((l) => l.name));
}

/** The list shows these listings in the order of `sort`; listings that tie may come in any order. */
async function expectSorted(page: Page, listings: ExpectedListing[], sort: SortKey) {
  const expected = sortListings(listings, sort).slice(0, PER_PAGE);
  const grid = propertyGrid(page);
  await expect(resultCount(page)).toHaveText(countText(listings.length));
  if (sort !== "latest") {
    // Price ties show the same figure, so the figures are in exactly this order.
    await expect(cardPrices(grid)).toHaveText(expected.map((l) => formatUsd(l.shownPrice)));
  }
  await expect(async () => {
    const names = await cardNames(grid).allTextContents();
    expect(names.map((name) => sortKey(sort, listingNamed(name)))).toEqual(
      expected.map((l) => sortKey(sort, l)),
    );
    expect([...names].sort()).toEqual(expected.map((l) => l.name).sort());
  }).toPass({ timeout: 10_000 });
}

test.describe("property list", () => {
  test("shows every demo listing by name, A to Z, on one page", async ({ page }) => {
    await page.goto("/properties");
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expectListings(page, byName(LISTINGS));
    // The 24 demo listings fit on one page, so there is nothing to page through.
    await expect(page.getByRole("navigation", { name: "Pages" })).toHaveCount(
      LISTINGS.length > PER_PAGE ? 1 : 0,
    );
    // Type and City start at All; Sort says the order the list is in.
    for (const control of ["Type", "City"] as const) {
      await expect(filterControl(page, control)).toContainText("All");
    }
    await expect(filterControl(page, "Sort")).toContainText(DEFAULT_SORT_LABEL);
  });

  test("cards show the price, with the old price in brackets after a discount", async ({ page }) => {
    const discounted = LISTINGS.find((listing) => listing.newPrice !== null);
    const plain = LISTINGS.find((listing) => listing.newPrice === null);
    test.skip(!discounted || !plain, "the demo needs a discounted and an undiscounted listing");
    await page.goto("/properties");
    const grid = propertyGrid(page);
    const card = (name: string) =>
      grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    // Struck through on screen, and said to be the old price to a screen reader.
    await expect(card(discounted!.name)).toContainText(
      `${formatUsd(discounted!.newPrice!)} (was ${formatUsd(discounted!.price)})`,
    );
    await expect(card(discounted!.name).locator(".price-tag__old s").filter({ visible: true })).toHaveText(
      `was ${formatUsd(discounted!.price)}`,
    );
    await expect(card(plain!.name)).toContainText(formatUsd(plain!.price));
    await expect(card(plain!.name)).not.toContainText("(");
  });

  for (const [path, perMonth, gridName] of [
    ["/properties", "per month", "Properties"],
    ["/sw/properties", "kwa mwezi", "Mali"],
  ] as const) {
    test(`a rent card at ${path} says "${perMonth}" after both its figures`, async ({ page }) => {
      const rental = LISTINGS.find((listing) => listing.type === "rent" && listing.newPrice === null)!;
      await page.goto(path);
      const card = page
        .getByRole("list", { name: gridName, exact: true })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: rental.name, exact: true }) });
      await expect
        .poll(() => shownPriceLines(card))
        .toEqual([
          `${formatUsd(rental.price)} ${perMonth}`,
          `${formatKes(rental.price * KES_RATE)} ${perMonth}`,
        ]);
    });
  }

  for (const type of TYPES) {
    test(`Type ${TYPE_LABELS[type]} shows only ${type} listings`, async ({ page }) => {
      await page.goto("/properties");
      await pickFilter(page, "Type", TYPE_LABELS[type]);
      await expectQuery(page, { type });
      await expectListings(page, byName(LISTINGS.filter((listing) => listing.type === type)));
      await expect(filterControl(page, "Type")).toContainText(TYPE_LABELS[type]);
      await expect(await filterOption(page, "Type", TYPE_LABELS[type])).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(filterOptions(page, "Type").getByRole("link", { name: "All" })).not.toHaveAttribute(
        "aria-current",
        "true",
      );
    });
  }

  test("the City control lists every city, and each shows only its listings", async ({ page }) => {
    await page.goto("/properties");
    await filterControl(page, "City").click();
    await expect(filterOptions(page, "City").getByRole("link")).toHaveText(["All", ...CITIES]);

    for (const city of CITIES) {
      await page.goto("/properties");
      await pickFilter(page, "City", city);
      await expectQuery(page, { city });
      await expectListings(page, byName(LISTINGS.filter((listing) => listing.city === city)));
      await expect(filterControl(page, "City")).toContainText(city);
    }
  });

  test("search finds a word from the middle of a name regardless of case, listings naming it first", async ({
    page,
  }) => {
    // A word from the middle of a name, typed in lower case.
    const sample = byName(LISTINGS)[Math.floor(LISTINGS.length / 2)]!;
    const words = sample.name.split(/\s+/).filter((word) => /^[A-Za-z]{4,}$/.test(word));
    const term = (words[1] ?? words[0] ?? sample.name).toLowerCase();
    expect(term).not.toBe("");
    // Listings with a word beginning so in their name or place come first, by name; those
    // saying it only elsewhere (a description, an amenity) follow, by name too.
    const named = byName(
      LISTINGS.filter((listing) =>
        `${listing.name} ${listing.location} ${listing.city}`
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .some((word) => word.startsWith(term)),
      ),
    ).map((l) => l.name);
    expect(named).toContain(sample.name);

    await page.goto("/properties");
    await page.getByLabel("Search", { exact: true }).fill(term);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: term });
    const cards = cardNames(propertyGrid(page));
    let shown: string[] = [];
    await expect(async () => {
      shown = await cards.allTextContents();
      expect(shown.length).toBeLessThan(LISTINGS.length);
      expect(shown.slice(0, named.length)).toEqual(named);
      const rest = shown.slice(named.length);
      expect(rest).toEqual(byName(rest.map(listingNamed)).map((l) => l.name));
    }).toPass({ timeout: 10_000 });
    await expect(resultCount(page)).toHaveText(countText(shown.length));
    await expect(page.getByLabel("Search", { exact: true })).toHaveValue(term);

    // The same word in upper case finds the same listings.
    await page.getByLabel("Search", { exact: true }).fill(term.toUpperCase());
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: term.toUpperCase() });
    await expect(resultCount(page)).toHaveText(countText(shown.length));
    await expect(cards).toHaveText(shown);
  });

  for (const sort of Object.keys(SORT_LABELS) as SortKey[]) {
    test(`Sort ${SORT_LABELS[sort]} orders the listings`, async ({ page }) => {
      await page.goto("/properties");
      await pickFilter(page, "Sort", SORT_LABELS[sort]);
      await expectQuery(page, { sort });
      await expectSorted(page, LISTINGS, sort);
      await expect(filterControl(page, "Sort")).toContainText(SORT_LABELS[sort]);
    });
  }

  test("picking the selected option again resets that control to All", async ({ page }) => {
    const type = TYPES.find((candidate) => LISTINGS.some((listing) => listing.type === candidate))!;
    const city = CITIES[0]!;
    await page.goto("/properties");

    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await expectQuery(page, { type });
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await expectQuery(page, {});
    await expectListings(page, byName(LISTINGS));
    await expect(filterControl(page, "Type")).toContainText("All");
    await expect(await filterOption(page, "Type", "All")).toHaveAttribute("aria-current", "true");

    await pickFilter(page, "City", city);
    await expectQuery(page, { city });
    await pickFilter(page, "City", city);
    await expectQuery(page, {});

    await pickFilter(page, "Sort", SORT_LABELS["price-desc"]);
    await expectQuery(page, { sort: "price-desc" });
    await pickFilter(page, "Sort", SORT_LABELS["price-desc"]);
    await expectQuery(page, {});
    await expectListings(page, byName(LISTINGS));

    // Resetting one control leaves the others as they were.
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await pickFilter(page, "Sort", SORT_LABELS.latest);
    await expectQuery(page, { type, sort: "latest" });
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await expectQuery(page, { sort: "latest" });
    await expectSorted(page, LISTINGS, "latest");
  });

  test("filters, sort and search combine", async ({ page }) => {
    // The type and city pair with the most listings.
    const pairs = new Map<string, ExpectedListing[]>();
    for (const listing of LISTINGS) {
      const key = `${listing.type}|${listing.city}`;
      pairs.set(key, [...(pairs.get(key) ?? []), listing]);
    }
    const [pair] = [...pairs.values()].sort((a, b) => b.length - a.length);
    const { type, city } = pair![0]!;
    expect(pair!.length, "the demo needs a type and city with two or more listings").toBeGreaterThanOrEqual(
      2,
    );

    await page.goto("/properties");
    await pickFilter(page, "Type", TYPE_LABELS[type]);
    await pickFilter(page, "City", city);
    await expectQuery(page, { type, city });
    await expectListings(page, byName(pair!));

    await pickFilter(page, "Sort", SORT_LABELS["price-asc"]);
    await expectQuery(page, { type, city, sort: "price-asc" });
    await expectSorted(page, pair!, "price-asc");

    // Searching keeps the filters and sort: a search term one listing of the pair matches.
    const target = pair![0]!;
    const term = target.name.split(/\s+/)[0]!.toLowerCase();
    const expected = matchingSearch(term, pair!);
    await page.getByLabel("Search", { exact: true }).fill(term);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: term, type, city, sort: "price-asc" });
    await expectSorted(page, expected, "price-asc");

    // Changing a filter keeps the search.
    await pickFilter(page, "City", city);
    await expectQuery(page, { q: term, type, sort: "price-asc" });
    await expectSorted(
      page,
      matchingSearch(
        term,
        LISTINGS.filter((l) => l.type === type),
      ),
      "price-asc",
    );
  });

  test("sorted by price over every type, sales come first and rents after them, and the list says so", async ({
    page,
  }) => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      await page.goto(`/properties?sort=${sort}`);
      await expectSorted(page, LISTINGS, sort);
      await expect(page.getByText("For sale first, then to rent", { exact: true })).toBeVisible();
    }
    await page.goto("/sw/properties?sort=price-asc");
    await expect(page.getByText("Zinazouzwa kwanza, kisha za kukodi", { exact: true })).toBeVisible();
    // Within one type there is nothing to keep apart.
    await page.goto("/properties?type=rent&sort=price-asc");
    await expectSorted(
      page,
      LISTINGS.filter((listing) => listing.type === "rent"),
      "price-asc",
    );
    await expect(page.getByText("For sale first, then to rent")).toHaveCount(0);
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/properties");
    await page.getByLabel("Search", { exact: true }).fill("no such property zzqx");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expectQuery(page, { q: "no such property zzqx" });
    await expect(page.getByText("No property found", { exact: true })).toBeVisible();
    await expect(resultCount(page)).toHaveText(countText(0));
    await expect(propertyGrid(page)).toHaveCount(0);

    // A type and city with no listing together, when the demo has one.
    const empty = TYPES.flatMap((type) => CITIES.map((city) => ({ type, city }))).find(
      ({ type, city }) => !LISTINGS.some((listing) => listing.type === type && listing.city === city),
    );
    if (empty) {
      await page.goto(`/properties?type=${empty.type}&city=${encodeURIComponent(empty.city)}`);
      await expect(page.getByText("No property found", { exact: true })).toBeVisible();
      await expect(resultCount(page)).toHaveText(countText(0));
    }

    // LIKE wildcards typed by a visitor match only themselves.
    for (const wildcard of ["%%%", "___"]) {
      await page.goto(`/properties?q=${encodeURIComponent(wildcard)}`);
      await expect(resultCount(page)).toHaveText(countText(matchingSearch(wildcard).length));
    }
  });

  test("a page past the end is empty and bad page numbers mean page 1", async ({ page }) => {
    const all = byName(LISTINGS);
    await page.goto(`/properties?page=${Math.ceil(all.length / PER_PAGE) + 1}`);
    await expect(page.getByText("No property found", { exact: true })).toBeVisible();
    await expect(propertyGrid(page)).toHaveCount(0);

    for (const value of ["0", "-1", "abc", "1.5", ""]) {
      await page.goto(`/properties?page=${value}`);
      await expectListings(page, all);
    }
  });

  test("the City and Type of the query string are applied on a fresh load", async ({ page }) => {
    const listing = LISTINGS[0]!;
    await page.goto(`/properties?type=${listing.type}&city=${encodeURIComponent(listing.city)}&sort=latest`);
    const expected = LISTINGS.filter((l) => l.type === listing.type && l.city === listing.city);
    await expectSorted(page, expected, "latest");
    await expect(filterControl(page, "Type")).toContainText(TYPE_LABELS[listing.type]);
    await expect(filterControl(page, "City")).toContainText(listing.city);
    await expect(filterControl(page, "Sort")).toContainText(SORT_LABELS.latest);

    // Unknown values fall back to All.
    await page.goto("/properties?type=castle&sort=cheapest");
    await expectListings(page, byName(LISTINGS));
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a card further down the list holds its height before it is drawn, so the list does not move", async ({
    page,
  }) => {
    await page.goto("/properties");
    const last = propertyGrid(page).getByRole("listitem").last();
    const box = async () => (await last.boundingBox())!.height;
    const heldHeight = await box();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole("heading", { level: 3 })).toBeVisible();
    const drawnHeight = await box();
    expect(Math.abs(drawnHeight - heldHeight) / drawnHeight).toBeLessThan(0.05);
  });
});
