// The office confirms on a phone that a listing can still be had, and visitors without scripts
// see the check's age change; a listing sold long ago has left the list and the sitemap by
// itself, and its page, still open to those with its link, offers similar listings.
import { expect, test } from "@playwright/test";
import { runStatement } from "./support/database";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { cardNames, propertyGrid } from "./support/pages";
import { expectNothingWiderThanTheScreen } from "./support/screen-fit";

const site = serveOwnSite("availability", { demo: false });
const PHONE = { width: 360, height: 740 };
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const HOUSES = [
  "Karen Garden House",
  "Runda Family Home",
  "Lavington Maisonette",
  "Kileleshwa Townhouse",
  "Muthaiga Villa",
  "Westlands Bungalow",
].map((name) => ({ name, slug: name.toLowerCase().replaceAll(" ", "-") }));
const [checkedHouse, , , , soldLately, soldLongAgo] = HOUSES;

test.beforeAll(async () => {
  const now = new Date().toISOString();
  for (const [index, { name, slug }] of HOUSES.entries()) {
    await runStatement(
      site.databaseUrl,
      `INSERT INTO properties (slug, name, name_key, price, display_price, location, city, description, type,
         published, created_at, updated_at, publication, availability, featured, on_market,
         availability_checked_at, availability_changed_at)
       VALUES ($1, $2, $3, $4, $4, 'Nairobi', 'Nairobi', 'Three bedrooms and a garden.', 'houses',
         '2026-01-15', $5, $5, 'published', 'available', 0, 1, $5, $5)`,
      [slug, name, name.toLowerCase(), 200_000 + index * 10_000, now],
    );
  }
});

test("the office taps Still available on a phone, and the check's age a visitor sees changes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const house = checkedHouse;
  await runStatement(site.databaseUrl, "UPDATE properties SET availability_checked_at = $1 WHERE slug = $2", [
    daysAgo(20),
    house!.slug,
  ]);

  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const listing = await visitor.newPage();
  await listing.goto(site.url(`/properties/${house!.slug}`));
  await expect(listing.getByText(/^Availability checked/)).toContainText("Availability checked 20 days ago");
  await expect(listing.getByText("Not confirmed recently: ask whether it is still available.")).toBeVisible();
  await listing.goto(site.url(`/sw/properties/${house!.slug}`));
  await expect(listing.getByText(/^Upatikanaji ulithibitishwa/)).toContainText(
    "Upatikanaji ulithibitishwa siku 20 zilizopita",
  );

  const office = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const phone = await office.newPage();
  await phone.goto(site.url("/availability"));
  await signIn(phone);
  await expect(phone.getByRole("heading", { level: 1, name: "Availability" })).toBeVisible();
  await expect(phone.getByText("1 listing is due for a check.")).toBeVisible();
  await expect(phone.getByText(`${house!.name}`).first()).toBeVisible();
  await expectNothingWiderThanTheScreen(phone);
  await phone.getByRole("button", { name: `${house!.name} is still available` }).tap();
  await expect(phone.getByRole("status")).toHaveText(`“${house!.name}” is still available.`);
  await expect(phone.getByText("Every listing on offer has been checked recently.")).toBeVisible();
  await phone.goto(site.url("/admin-dashboard"));
  await expect(phone.getByRole("link", { name: "Availability", exact: true }).last()).toBeVisible();

  await listing.goto(site.url(`/properties/${house!.slug}`));
  await expect(listing.getByText(/^Availability checked/)).toContainText("Availability checked today");
  await expect(listing.getByText("Not confirmed recently: ask whether it is still available.")).toHaveCount(
    0,
  );
  await visitor.close();
  await office.close();
});

test("a listing sold long ago leaves the list and the sitemap, and its page offers similar listings", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const markSold = (slug: string, days: number) =>
    runStatement(
      site.databaseUrl,
      "UPDATE properties SET availability = 'sold', on_market = 0, availability_changed_at = $1 WHERE slug = $2",
      [daysAgo(days), slug],
    );
  await markSold(soldLately!.slug, 10);
  await markSold(soldLongAgo!.slug, 60);

  await page.goto(site.url("/properties?include-sold=1"));
  const names = cardNames(propertyGrid(page));
  await expect(names.filter({ hasText: soldLately!.name })).toHaveCount(1);
  await expect(names.filter({ hasText: soldLongAgo!.name })).toHaveCount(0);
  const sitemap = await (await request.get(site.url("/sitemap.xml"))).text();
  expect(sitemap).toContain(`/properties/${soldLately!.slug}`);
  expect(sitemap).not.toContain(`/properties/${soldLongAgo!.slug}`);

  const answer = await page.goto(site.url(`/properties/${soldLongAgo!.slug}`));
  expect(answer?.status()).toBe(200);
  await expect(page.getByText(/^This property was sold on .+ and is no longer on offer\.$/)).toBeVisible();
  const similar = page.getByRole("list", { name: "Similar properties on offer" });
  await expect(similar.getByRole("listitem")).toHaveCount(3);
  await expect(similar).not.toContainText(soldLongAgo!.name);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await page.goto(site.url(`/sw/properties/${soldLongAgo!.slug}`));
  await expect(page.getByText(/^Mali hii iliuzwa tarehe .+ na haipatikani tena\.$/)).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Mali zinazofanana zinazopatikana" }).getByRole("listitem"),
  ).toHaveCount(3);
});
