// Prices in the visitor's currency first, a price range in shillings, and the mortgage
// calculator of a listing for sale, with scripts and without.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { formatAmount } from "../../app/domain/money";
import { DEFAULT_MORTGAGE_RATE, mortgagePlan, type MortgageTerms } from "../../app/domain/mortgage";
import { expectNoSevereViolations } from "./support/axe";
import {
  byName,
  countText,
  formatKes,
  formatUsd,
  KES_RATE,
  LISTINGS,
  type ExpectedListing,
} from "./support/demo";
import { openSignedIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import {
  cardNames,
  expectQuery,
  propertyGrid,
  resultCount,
  shownPriceLines,
  waitForPageScript,
} from "./support/pages";

const FOR_SALE = LISTINGS.find(
  (listing) => listing.type === "houses" && listing.availability === "available",
)!;
const RENTAL = LISTINGS.find((listing) => listing.type === "rent")!;

/** The amounts of a card's or a listing's price panel, in the order shown. */
const shownAmounts = (scope: Locator) => shownPriceLines(scope, "amount");
const card = (page: Page, name: string) =>
  propertyGrid(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const currencyButton = (page: Page, currency: "USD" | "KES") =>
  page.getByRole("group", { name: "Prices first in" }).getByRole("button", { name: currency, exact: true });

/** `amounts` in the order a screen reader meets them on the page, from the browser's accessibility tree. */
async function readingOrder(page: Page, amounts: string[]): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send("Accessibility.getFullAXTree");
  await session.detach();
  const texts = nodes.map((node) => String(node.name?.value ?? ""));
  expect(texts).toEqual(expect.arrayContaining(amounts));
  return [...amounts].sort((a, b) => texts.indexOf(a) - texts.indexOf(b));
}

/** A figure of the calculator as shown: `$13.590,28 (Ksh 1,698,785)` in the order on screen. */
const figure = (page: Page, term: string) =>
  page
    .locator("#mortgage")
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("+ dd");

function repaymentText(listing: ExpectedListing, terms: MortgageTerms, first: "USD" | "KES" = "USD") {
  const monthly = mortgagePlan(listing.shownPrice, terms).monthlyRepayment;
  const second = first === "USD" ? "KES" : "USD";
  return `${formatAmount(monthly, "USD", first, KES_RATE)} (${formatAmount(monthly, "USD", second, KES_RATE)})`;
}

const DEFAULT_TERMS: MortgageTerms = {
  depositPercent: 20,
  termYears: 20,
  ratePercent: DEFAULT_MORTGAGE_RATE,
};

test.describe("the currency a visitor sees first", () => {
  test("shillings chosen on the home page stay first on the list and a listing, after reloading, before any script", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForPageScript(page);
    await expect(currencyButton(page, "USD")).toHaveAttribute("aria-pressed", "true");
    const featured = page.locator(".property-card").first();
    await expect
      .poll(() => shownAmounts(featured))
      .toEqual([expect.stringMatching(/^\$/), expect.stringMatching(/^Ksh/)]);

    await currencyButton(page, "KES").click();
    await expect(currencyButton(page, "KES")).toHaveAttribute("aria-pressed", "true");
    await expect(currencyButton(page, "USD")).toHaveAttribute("aria-pressed", "false");
    await expect
      .poll(() => shownAmounts(featured))
      .toEqual([expect.stringMatching(/^Ksh/), expect.stringMatching(/^\$/)]);
    await expectNoSevereViolations(page);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
    await expect(page).toHaveURL(/\/properties$/);
    const listing = byName(LISTINGS)[0]!;
    await expect
      .poll(() => shownAmounts(card(page, listing.name)))
      .toEqual([formatKes(listing.shownPrice * KES_RATE), formatUsd(listing.shownPrice)]);

    await page.goto(`/properties/${FOR_SALE.slug}`);
    const panel = page.getByRole("complementary", { name: "Price and contact" });
    await expect
      .poll(() => shownAmounts(panel))
      .toEqual([formatKes(FOR_SALE.shownPrice * KES_RATE), formatUsd(FOR_SALE.shownPrice)]);
    // Screen readers meet them in the order shown, though each is written once, dollars first.
    expect(
      await readingOrder(page, [formatUsd(FOR_SALE.shownPrice), formatKes(FOR_SALE.shownPrice * KES_RATE)]),
    ).toEqual([formatKes(FOR_SALE.shownPrice * KES_RATE), formatUsd(FOR_SALE.shownPrice)]);
    await expect(figure(page, "Monthly repayment")).toHaveText(
      repaymentText(FOR_SALE, DEFAULT_TERMS, "KES"),
      {
        useInnerText: true,
      },
    );
    await expectNoSevereViolations(page);

    // The script in <head> shows the choice before anything is drawn, with no page script at all;
    // the switch already holds its place in the header, its choice marked.
    await page.route(/page-enhancements/, (route) => route.abort());
    await page.reload();
    await expect
      .poll(() => shownAmounts(panel))
      .toEqual([formatKes(FOR_SALE.shownPrice * KES_RATE), formatUsd(FOR_SALE.shownPrice)]);
    await expect(page.getByRole("group", { name: "Prices first in" })).toBeVisible();
    await expect(currencyButton(page, "USD")).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(currencyButton(page, "KES")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await page.unroute(/page-enhancements/);

    await page.reload();
    await waitForPageScript(page);
    await currencyButton(page, "USD").click();
    await expect
      .poll(() => shownAmounts(panel))
      .toEqual([formatUsd(FOR_SALE.shownPrice), formatKes(FOR_SALE.shownPrice * KES_RATE)]);
    await page.reload();
    await expect
      .poll(() => shownAmounts(panel))
      .toEqual([formatUsd(FOR_SALE.shownPrice), formatKes(FOR_SALE.shownPrice * KES_RATE)]);
  });

  test("a price range typed in shillings finds the listings whose shilling price is in it", async ({
    page,
  }) => {
    const byPrice = [...LISTINGS].sort((a, b) => a.shownPrice - b.shownPrice);
    const low = byPrice[3]!.shownPrice * KES_RATE;
    const high = byPrice[byPrice.length - 4]!.shownPrice * KES_RATE;
    const expected = LISTINGS.filter(
      (l) => l.shownPrice * KES_RATE >= low && l.shownPrice * KES_RATE <= high,
    );

    await page.goto("/");
    await waitForPageScript(page);
    await currencyButton(page, "KES").click();
    await page.goto("/properties");
    await waitForPageScript(page);
    await page.getByText(/^More filters/).click();
    const currency = page.getByLabel("Currency", { exact: true });
    await expect(currency).toHaveValue("KES");
    await page.getByLabel("Minimum price").fill(low.toLocaleString("en-KE"));
    await page.getByLabel("Maximum price").fill(String(high));
    await page.getByRole("button", { name: "Apply filters" }).click();

    await expectQuery(page, { currency: "KES", "min-price": String(low), "max-price": String(high) });
    await expect(resultCount(page)).toHaveText(countText(expected.length));
    await expect(cardNames(propertyGrid(page))).toHaveText(byName(expected).map((l) => l.name));
    await expect(currency).toHaveValue("KES");
    await expect(page.getByLabel("Minimum price")).toHaveValue(String(low));
  });
});

test.describe("the mortgage calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows dollars first, and answers the form with the repayment at the visitor's figures", async ({
    page,
    request,
  }) => {
    await page.goto(`/properties/${FOR_SALE.slug}`);
    await expect(page.getByRole("group", { name: "Prices first in" })).toBeHidden();
    await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue(String(DEFAULT_MORTGAGE_RATE));
    await expect(figure(page, "Monthly repayment")).toHaveText(repaymentText(FOR_SALE, DEFAULT_TERMS), {
      useInnerText: true,
    });

    await page.getByLabel("Deposit (% of the price)").fill("35");
    await page.getByLabel("Term (years)").fill("15");
    await page.getByLabel("Interest rate (% a year)").fill("11,5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expectQuery(page, { deposit: "35", term: "15", rate: "11,5" });
    const terms = { depositPercent: 35, termYears: 15, ratePercent: 11.5 };
    await expect(figure(page, "Monthly repayment")).toHaveText(repaymentText(FOR_SALE, terms), {
      useInnerText: true,
    });
    await expect(page.getByLabel("Deposit (% of the price)")).toHaveValue("35");

    await page.getByLabel("Term (years)").fill("45");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByLabel("Term (years)")).toHaveAccessibleDescription(/1 to 30 whole years/);
    await expect(page.getByText(/^To see the repayment, enter/)).toBeVisible();

    // Answers to the form are rendered for each visitor, never kept for the next.
    const answer = `/properties/${FOR_SALE.slug}?deposit=35&term=15&rate=11`;
    for (let visit = 0; visit < 2; visit += 1) {
      expect((await request.get(answer)).headers()["x-page-cache"]).toBe("miss");
    }
    expect((await request.get(`/properties/${FOR_SALE.slug}?deposit=200&term=1&rate=1`)).status()).toBe(400);

    await page.goto(`/properties/${RENTAL.slug}`);
    await expect(page.getByRole("heading", { name: "Mortgage calculator" })).toHaveCount(0);
  });
});

test("the mortgage calculator works out the repayment as the visitor types", async ({ page }) => {
  await page.goto(`/properties/${FOR_SALE.slug}`);
  await waitForPageScript(page);
  const address = page.url();
  await page.getByLabel("Deposit (% of the price)").fill("50");
  await page.getByLabel("Term (years)").fill("10");
  const terms = { depositPercent: 50, termYears: 10, ratePercent: DEFAULT_MORTGAGE_RATE };
  await expect(figure(page, "Monthly repayment")).toHaveText(repaymentText(FOR_SALE, terms), {
    useInnerText: true,
  });
  await page.getByLabel("Deposit (% of the price)").fill("100");
  await expect(figure(page, "Monthly repayment")).toHaveText("$0 (Ksh\u00a00)", { useInnerText: true });
  await page.getByLabel("Interest rate (% a year)").fill("lots");
  await expect(page.getByText(/^To see the repayment, enter/)).toBeVisible();
  await expect(page.getByLabel("Interest rate (% a year)")).toHaveAttribute("aria-invalid", "true");
  expect(page.url()).toBe(address);
  await expectNoSevereViolations(page);
});

test.describe("the administrator's mortgage rate", () => {
  test.describe.configure({ mode: "default" });
  const { url } = serveOwnSite("mortgage-rate", { demo: true });

  test("is where the calculator starts", async ({ page }) => {
    await openSignedIn(page, url("/settings"));
    const rate = page.getByLabel("Mortgage interest rate (% a year)");
    await expect(rate).toHaveValue(String(DEFAULT_MORTGAGE_RATE));
    await rate.fill("15,5");
    await page.getByRole("button", { name: "Save settings" }).first().click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved: Rates and contact details." }),
    ).toBeVisible();

    await page.context().clearCookies();
    await page.goto(url(`/properties/${FOR_SALE.slug}`));
    await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("15.5");
    await expect(figure(page, "Monthly repayment")).toHaveText(
      repaymentText(FOR_SALE, { ...DEFAULT_TERMS, ratePercent: 15.5 }),
      { useInnerText: true },
    );
  });
});
