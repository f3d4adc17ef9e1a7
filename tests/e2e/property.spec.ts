import { expect, type Page, test } from "@playwright/test";
import { queryRows } from "./support/database";
import { BASE_URL, DATABASE_URL } from "./support/env";
import {
  type ExpectedListing,
  formatKes,
  formatUsd,
  KES_RATE,
  LISTINGS,
  TYPE_LABELS,
  WHATSAPP_DIGITS,
} from "./support/demo";
import { detailPathFor, propertyGrid, shillingPrice, waitForPageScript } from "./support/pages";

/** The listing with the most photos, a discounted one first among equals. */
const withPhotos = [...LISTINGS].sort(
  (a, b) => b.photoCount - a.photoCount || Number(b.newPrice !== null) - Number(a.newPrice !== null),
)[0]!;
const discounted = LISTINGS.find((listing) => listing.newPrice !== null);
const undiscounted = LISTINGS.find((listing) => listing.newPrice === null);

/** The database id of a listing, from which its reference (MK-1042) is made. */
async function propertyIdOf(slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(DATABASE_URL, "SELECT id FROM properties WHERE slug = $1", [
    slug,
  ]);
  return row!.id;
}

/** Opens a listing's page the way a visitor does: from its card on the list. */
async function openFromList(page: Page, listing: ExpectedListing) {
  await page.goto("/properties");
  await propertyGrid(page)
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { level: 3, name: listing.name, exact: true }) })
    .click();
  await expect(page).toHaveURL(`/properties/${listing.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: listing.name })).toBeVisible();
}

test.describe("property page", () => {
  test("a card leads to the listing's page at the slug of its name", async ({ page }) => {
    await openFromList(page, withPhotos);
    await expect(page).toHaveTitle(`${withPhotos.name} · Makazi`);
    const main = page.getByRole("main");
    await expect(main).toContainText(`${withPhotos.location}, ${withPhotos.city}`);
    await expect(main).toContainText(TYPE_LABELS[withPhotos.type]);
  });

  test("the carousel wraps both ways with the buttons", async ({ page }) => {
    const count = withPhotos.photoCount;
    test.skip(count < 2, "no demo listing has two or more photos");
    const { name } = withPhotos;
    await page.goto(await detailPathFor(page, name));

    const carousel = page.getByRole("region", { name: `Photos of ${name}` });
    const counter = carousel.getByText(/^\d+ \/ \d+$/);
    const photo = (n: number) => carousel.getByRole("img", { name: `${name}, photo ${n} of ${count}` });
    const previous = carousel.getByRole("button", { name: "Previous image" });
    const next = carousel.getByRole("button", { name: "Next image" });

    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(photo(1)).toBeVisible();
    await waitForPageScript(page);

    // Back from the first photo wraps to the last.
    await previous.click();
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect(photo(count)).toBeVisible();

    // On from the last wraps to the first.
    await next.click();
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(photo(1)).toBeVisible();

    // Forward through every photo, and round again to the first.
    for (let n = 2; n <= count; n++) {
      await next.click();
      await expect(counter).toHaveText(`${n} / ${count}`);
      await expect(photo(n)).toBeVisible();
    }
    await next.click();
    await expect(counter).toHaveText(`1 / ${count}`);

    // Back again through every photo.
    for (let n = count; n >= 1; n--) {
      await previous.click();
      await expect(counter).toHaveText(`${n} / ${count}`);
    }
  });

  test("a photo that fails to load gives way to the placeholder", async ({ page }) => {
    const path = await detailPathFor(page, withPhotos.name);
    await page.route("**/media/**", (route) => route.abort("failed"));
    await page.goto(path);
    await waitForPageScript(page);
    const photo = page
      .getByRole("region", { name: `Photos of ${withPhotos.name}` })
      .getByRole("img", { name: `${withPhotos.name}, photo 1 of ${withPhotos.photoCount}` });
    await expect(photo).toHaveAttribute("src", "/placeholder-property.svg");
    await expect(photo).not.toHaveAttribute("srcset", /./);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test("the carousel follows the arrow keys on the focused frame", async ({ page }) => {
    const count = withPhotos.photoCount;
    test.skip(count < 2, "no demo listing has two or more photos");
    const { name } = withPhotos;
    await page.goto(await detailPathFor(page, name));

    const carousel = page.getByRole("region", { name: `Photos of ${name}` });
    const counter = carousel.getByText(/^\d+ \/ \d+$/);
    const frame = carousel.locator('[tabindex="0"]');
    await waitForPageScript(page);
    await frame.focus();
    await expect(frame).toBeFocused();

    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${count} / ${count}`);
    await expect(carousel.getByRole("img", { name: `${name}, photo ${count} of ${count}` })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`1 / ${count}`);
    for (let n = 2; n <= count; n++) {
      await page.keyboard.press("ArrowRight");
      await expect(counter).toHaveText(`${n} / ${count}`);
    }
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`1 / ${count}`);
  });

  test("on a touch screen of 360 px a swipe steps through the photos", async ({ browser }) => {
    const count = withPhotos.photoCount;
    test.skip(count < 2, "no demo listing has two or more photos");
    const { name } = withPhotos;
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      baseURL: BASE_URL,
    });
    const page = await context.newPage();
    await page.goto(await detailPathFor(page, name));
    await waitForPageScript(page);
    const carousel = page.getByRole("region", { name: `Photos of ${name}` });
    const counter = carousel.getByText(/^\d+ \/ \d+$/);
    const frame = (await carousel.locator("img").boundingBox())!;
    const touch = await context.newCDPSession(page);
    const swipe = async (fromX: number, toX: number) => {
      const y = frame.y + frame.height / 2;
      await touch.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: fromX, y }] });
      for (const x of [fromX + (toX - fromX) / 2, toX]) {
        await touch.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
      }
      await touch.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(300, 60);
    await expect(counter).toHaveText(`2 / ${count}`);
    await expect(carousel.getByRole("img", { name: `${name}, photo 2 of ${count}` })).toBeVisible();
    await swipe(60, 300);
    await swipe(60, 300);
    await expect(counter).toHaveText(`${count} / ${count}`);
    await context.close();
  });

  test("on a 360 px phone without JavaScript, Next and Previous reach every photo", async ({ browser }) => {
    const count = withPhotos.photoCount;
    test.skip(count < 2, "no demo listing has two or more photos");
    const { name } = withPhotos;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
      baseURL: BASE_URL,
    });
    const page = await context.newPage();
    await page.goto(`/properties/${withPhotos.slug}`);
    const carousel = page.getByRole("region", { name: `Photos of ${name}` });
    for (let n = 2; n <= count; n++) {
      await carousel.getByRole("button", { name: "Next image" }).click();
      await expect(carousel.getByText(`${n} / ${count}`)).toBeVisible();
      await expect(carousel.getByRole("img", { name: `${name}, photo ${n} of ${count}` })).toBeVisible();
    }
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(carousel.getByText(`1 / ${count}`)).toBeVisible();
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(carousel.getByText(`${count} / ${count}`)).toBeVisible();
    await context.close();
  });

  test("a discounted price shows the old price in brackets and the shilling figure", async ({ page }) => {
    test.skip(!discounted, "no demo listing is discounted");
    const listing = discounted!;
    await openFromList(page, listing);
    const aside = page.getByRole("complementary", { name: "Price and contact" });
    await expect(aside).toContainText(`${formatUsd(listing.newPrice!)} (was ${formatUsd(listing.price)})`);
    await expect(aside.locator(".price-tag__old s").filter({ visible: true })).toHaveText(
      `was ${formatUsd(listing.price)}`,
    );
    await expect(shillingPrice(page)).toHaveText(formatKes(listing.newPrice! * KES_RATE));
  });

  test("an undiscounted price shows alone, with its shilling figure", async ({ page }) => {
    test.skip(!undiscounted, "every demo listing is discounted");
    const listing = undiscounted!;
    await openFromList(page, listing);
    const aside = page.getByRole("complementary", { name: "Price and contact" });
    await expect(aside).toContainText(formatUsd(listing.price));
    await expect(aside).not.toContainText("(");
    await expect(shillingPrice(page)).toHaveText(formatKes(listing.price * KES_RATE));
  });

  test("Chat on WhatsApp links to the number with a message naming the property", async ({ page }) => {
    const listing = withPhotos;
    await openFromList(page, listing);
    const url = `${BASE_URL}/properties/${listing.slug}`;
    const reference = `MK-${(await propertyIdOf(listing.slug)) + 1000}`;
    const message = `Hello, I am interested in "${listing.name}" (${reference}) on Makazi: ${url}`;
    const link = page.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(link).toHaveAttribute(
      "href",
      `https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent(message)}`,
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);

    const href = new URL((await link.getAttribute("href"))!);
    expect(href.searchParams.get("text")).toContain(listing.name);
    expect(href.searchParams.get("text")).toContain(reference);
    expect(href.searchParams.get("text")).toContain(url);
  });

  test("every demo listing has a page at the slug of its name", async ({ request }) => {
    for (const listing of LISTINGS) {
      const response = await request.get(`/properties/${listing.slug}`);
      expect(response.status(), listing.slug).toBe(200);
      expect(await response.text(), listing.slug).toContain(formatKes(listing.shownPrice * KES_RATE));
    }
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("the listing's name holds its place whether the Save button has been shown or not", async ({
    page,
  }) => {
    // The longest name, the likeliest to wrap anew beside the button.
    const listing = [...LISTINGS].sort((a, b) => b.name.length - a.name.length)[0]!;
    const name = page.getByRole("heading", { level: 1, name: listing.name });
    const saveButton = page.getByRole("button", { name: `Save ${listing.name}` });

    // Without the page script the button is never shown: the page as a phone may paint it
    // before it has read the button, or before the script has run.
    await page.route(/page-enhancements/, (route) => route.abort());
    await page.goto(`/properties/${listing.slug}`);
    await expect(saveButton).toBeHidden();
    const withoutButton = await name.boundingBox();

    await page.unroute(/page-enhancements/);
    await page.reload();
    await waitForPageScript(page);
    await expect(saveButton).toBeVisible();
    expect(await name.boundingBox()).toEqual(withoutButton);
  });
});
