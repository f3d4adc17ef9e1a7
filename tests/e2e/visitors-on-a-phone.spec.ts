// Every kind of visitors' page on a 360 px phone, in English and in Kiswahili, whose longer
// words made pages wider than the screen: nothing reaches past its right edge.
import { expect, test } from "@playwright/test";
import { LISTINGS, TYPES } from "./support/demo";
import { catchMail } from "./support/mail";
import { serveOwnSite } from "./support/own-site";
import { waitForPageScript } from "./support/pages";
import { expectNothingWiderThanTheScreen } from "./support/screen-fit";

test.describe.configure({ mode: "default" });

const PHONE = { width: 360, height: 740 };

const mail = catchMail();

// With e-mail on, the list and the alerts page offer their sign-up forms.
const site = serveOwnSite("visitors-on-a-phone", { demo: true, env: () => ({ SMTP_URL: mail.url }) });

/** A listing of each type, and one under offer, whose page shows its status. */
const LISTING_PATHS = [
  ...new Set(
    [
      ...TYPES.map((type) => LISTINGS.find((listing) => listing.type === type)!),
      LISTINGS.find((listing) => listing.availability !== "available")!,
    ].map((listing) => `/properties/${listing.slug}`),
  ),
];

const PAGES = [
  "/",
  "/properties",
  "/properties?type=houses&sort=price-asc&bedrooms=2&amenity=parking",
  "/properties?q=zzzzzz",
  "/properties?page=2",
  "/properties?view=map",
  ...LISTING_PATHS,
  `${LISTING_PATHS[0]}?deposit=x&term=x&rate=x`,
  "/About",
  "/contact",
  "/privacy",
  "/saved",
  "/alerts?type=land",
  "/alerts/confirm/no-such-token",
  "/alerts/manage/no-such-token",
  "/alerts/unsubscribe/no-such-token",
  "/no-such-page",
  "/properties/no-such-listing",
];

for (const [language, prefix, save] of [
  ["English", "", "Save"],
  ["Kiswahili", "/sw", "Hifadhi"],
] as const) {
  test(`in ${language} every visitors' page fits a 360 px phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    for (const path of PAGES) {
      await test.step(path, async () => {
        await page.goto(site.url(`${prefix}${path}`));
        await waitForPageScript(page);
        await expectNothingWiderThanTheScreen(page);
      });
    }
    // The saved page with a listing on it, saved from the listing's page.
    await page.goto(site.url(`${prefix}${LISTING_PATHS[0]}`));
    await waitForPageScript(page);
    await page.getByRole("button", { name: new RegExp(`^${save} `) }).click();
    await page.goto(site.url(`${prefix}/saved`));
    await waitForPageScript(page);
    await expect(page.locator(".property-card")).toHaveCount(1);
    await expectNothingWiderThanTheScreen(page);
  });
}

test("on a phone the bar at the bottom of a listing keeps the page in view, and the price per area is still read", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  for (const type of TYPES) {
    const listing = LISTINGS.find((each) => each.type === type)!;
    await page.goto(site.url(`/properties/${listing.slug}`));
    const bar = page.getByRole("complementary", { name: "Price and contact" });
    const { height } = (await bar.boundingBox())!;
    // A fifth of the screen at most, however many lines the price has.
    expect(height, listing.slug).toBeLessThanOrEqual(PHONE.height / 5);
  }
  const land = LISTINGS.find((each) => each.type === "land")!;
  await page.goto(site.url(`/properties/${land.slug}`));
  await expect(page.getByText(/per acre/).filter({ visible: true })).toHaveCount(1);
});
