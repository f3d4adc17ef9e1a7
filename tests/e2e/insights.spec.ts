// The office's insights: a visitor views a listing (rendered, then from the kept pages), taps
// WhatsApp, saves it, sends an enquiry and searches for something the site lacks; the
// dashboard then shows those numbers, once per visitor and day, and none from programs,
// prefetches or a script tapping again and again. Counts are site data, so the file has its
// own server, writing its counts every half second.
import { expect, test } from "@playwright/test";
import { expectNoSevereViolations } from "./support/axe";
import { LISTINGS } from "./support/demo";
import { signInToDashboard } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { waitForPageScript } from "./support/pages";

test.describe.configure({ mode: "default" });

const site = serveOwnSite("insights", { demo: true, env: { INSIGHTS_FLUSH_SECONDS: "0.5" } });

/** A person's browser: the headless browser's own user agent is counted as a program's. */
test.use({
  userAgent:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
});

const listing = LISTINGS[0]!;
const NOTHING_FOUND = "Treehouse Jacuzzi Lamu";

test("what visitors do shows on the dashboard, counted once per visitor and day", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const listingUrl = site.url(`/properties/${listing.slug}`);

  // Rendered, then sent from the kept pages: one visitor's view, counted once.
  const first = await page.goto(listingUrl);
  expect(first?.headers()["x-page-cache"]).toBe("miss");
  const again = await page.request.get(listingUrl);
  expect(again.headers()["x-page-cache"]).toBe("hit");
  // Neither a search engine nor a prefetch is a view.
  await page.request.get(listingUrl, {
    headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
  });
  await page.request.get(listingUrl, { headers: { "Sec-Purpose": "prefetch" } });

  await waitForPageScript(page);
  await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
  const whatsapp = context.waitForEvent("page");
  await page.getByRole("link", { name: "Chat on WhatsApp" }).click();
  await (await whatsapp).close();
  // A script tapping WhatsApp from the same network adds nothing.
  for (let burst = 0; burst < 6; burst++) {
    await Promise.all(
      Array.from({ length: 50 }, () =>
        page.request.post(site.url("/listing-events"), {
          form: { listing: listing.slug, event: "whatsapp" },
          headers: { Origin: site.origin },
        }),
      ),
    );
  }
  await page.getByRole("button", { name: `Save ${listing.name}`, exact: true }).click();
  await expect(page.getByRole("button", { name: `Saved: ${listing.name}`, exact: true })).toBeVisible();

  const enquiry = page.getByRole("region", { name: "Enquire about this property" });
  await enquiry.getByLabel("Name", { exact: true }).fill("Achieng Otieno");
  await enquiry.getByLabel("Phone", { exact: true }).fill("0712 345 678");
  await enquiry.getByRole("button", { name: "Send enquiry" }).click();
  await expect(enquiry.getByRole("status")).toBeVisible();

  // A search that finds nothing, rendered and then kept: counted once.
  const search = site.url(`/properties?q=${encodeURIComponent(NOTHING_FOUND)}`);
  await page.goto(search);
  await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
  expect((await page.request.get(search)).headers()["x-page-cache"]).toBe("hit");

  await signInToDashboard(page, site.url("/admin"));

  const insights = page.getByRole("region", { name: "Insights" });
  const topListing = insights.getByRole("listitem").filter({ hasText: listing.name });
  // The counts reach the database within a second or so.
  await expect(async () => {
    await page.reload();
    await expect(topListing).toContainText("1 view · 1 tap · 1 enquiry · 1 save", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await expect(insights.getByRole("img", { name: "Views per day" })).toBeVisible();
  await expect(insights.getByRole("img", { name: "Enquiries per day" })).toBeVisible();
  await insights.getByText("The numbers, day by day").click();
  const today = insights.getByRole("table").first().getByRole("row").last();
  await expect(today.getByRole("cell")).toHaveText(["1", "1", "1"]);

  const wanted = insights.getByRole("listitem").filter({ hasText: NOTHING_FOUND.toLowerCase() });
  await expect(wanted).toContainText(`Properties matching “${NOTHING_FOUND.toLowerCase()}”`);
  await expect(wanted).toContainText("once");

  await insights.getByText("Every listing, last 30 days").click();
  const row = insights.getByRole("row").filter({ hasText: listing.name });
  await expect(row.getByRole("cell")).toHaveText(["1", "1", "0", "1", "1"]);

  await expectNoSevereViolations(page);
  // On a phone, with everything open, nothing reaches past the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (process.env.MAKAZI_INSIGHTS_SCREENSHOT) {
    await insights.screenshot({ path: process.env.MAKAZI_INSIGHTS_SCREENSHOT });
  }
});
