// A price the administrator lowers shows on the listing's page, in English and Kiswahili and
// without scripts, as a reduction from the old price and in the dated prices; search engines
// are given the current price only.
import { expect, type Page, test } from "@playwright/test";
import { formatChangeDate } from "../../app/domain/price-history";
import { formatKes, formatUsd, KES_RATE } from "./support/demo";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { waitForHydration } from "./support/pages";

const { url } = serveOwnSite("price-history", { demo: false });

const NAME = "Kitisuru Garden House";
const SLUG = "kitisuru-garden-house";
const pair = (usd: number) => `${formatUsd(usd)} (${formatKes(usd * KES_RATE)})`;

async function addAndLowerPrice(page: Page) {
  await page.goto(url("/addservice"));
  await signIn(page);
  const price = page.getByLabel("Price", { exact: true });
  await waitForHydration(price);
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await price.fill("500.000");
  await page.getByLabel("Location", { exact: true }).fill("Kitisuru");
  await page.getByLabel("City", { exact: true }).fill("Nairobi");
  await page.getByLabel("Description", { exact: true }).fill("Three bedrooms and a garden.");
  await page.getByLabel("Type", { exact: true }).selectOption("For sale");
  await page.getByLabel("Add an image link", { exact: true }).fill("https://images.example/kitisuru.jpg");
  await page.getByRole("button", { name: "Add image" }).click();
  await page.getByRole("button", { name: "Add property" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved “${NAME}”.`);

  await page.getByRole("link", { name: `Update ${NAME}` }).click();
  await waitForHydration(page.getByLabel("Price", { exact: true }));
  await page.getByLabel("Price", { exact: true }).fill("450.000");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status")).toContainText(`Saved “${NAME}”.`);
}

test("a lowered price shows as a reduction and in the price history, in both languages", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await addAndLowerPrice(page);
  const today = new Date().toISOString();

  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const listing = await visitor.newPage();
  await listing.goto(url(`/properties/${SLUG}`));
  const history = listing.getByRole("region", { name: "Price history" });
  await expect(history.getByText(/^Reduced on/)).toHaveText(
    `Reduced on ${formatChangeDate(today, "en-KE")} from ${pair(500_000)}`,
    { useInnerText: true },
  );
  await expect(history.getByRole("row")).toHaveText(
    ["Date Price", `${formatChangeDate(today, "en-KE")} ${pair(450_000)}`],
    { useInnerText: true },
  );
  const structured = JSON.parse(
    // The listing's block, before the office's.
    (await listing.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  );
  expect(structured.offers.price).toBe(450_000);

  await listing.goto(url(`/sw/properties/${SLUG}`));
  const historia = listing.getByRole("region", { name: "Historia ya bei" });
  await expect(historia.getByText(/^Bei ilipunguzwa/)).toHaveText(
    `Bei ilipunguzwa tarehe ${formatChangeDate(today, "sw-KE")} kutoka ${pair(500_000)}`,
    { useInnerText: true },
  );
  await expect(historia.getByRole("row").nth(1)).toHaveText(
    `${formatChangeDate(today, "sw-KE")} ${pair(450_000)}`,
    { useInnerText: true },
  );
  await visitor.close();
});
