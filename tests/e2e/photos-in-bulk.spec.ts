// Moving in, the photos: a ZIP named by the rows of the spreadsheet just imported (and by
// reference), previewed listing by listing on a phone, then on the listings once confirmed;
// the same sent as photos chosen together from a desktop without JavaScript.
import { expect, test } from "@playwright/test";
import { zipSync } from "fflate";
import sharp from "sharp";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

/** A phone photo's stand-in: a JPEG of one colour. */
const photo = async (red: number) =>
  new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer(),
  );

test.describe("photos in bulk", () => {
  const { url } = serveOwnSite("photos-in-bulk", { demo: true });

  test("on a phone, a ZIP named by the rows just imported is previewed, confirmed, and shows on the listings", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url("/import"));
    await signIn(page);
    const sheet = [
      "Property Name,Type,Price (KSh),Area,Town,Beds,Description,Publication",
      "Lavington Maisonette,To let,180000,Lavington,Nairobi,4,Four bedrooms and a garden.,published",
      "Syokimau Bungalow,For sale,9500000,Syokimau,Machakos,3,A bungalow near the railway.,published",
    ].join("\n");
    await page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)").setInputFiles({
      name: "stock.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(sheet),
    });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("status")).toHaveText("Imported 2 rows: 0 listings updated, 2 added.");
    await page.getByRole("link", { name: "send them all at once" }).click();

    const zip = zipSync({
      "Stock photos": {
        "2-2.jpg": await photo(200),
        "2-1.jpg": await photo(40),
        "row 3.jpg": await photo(120),
        "IMG_0001.jpg": await photo(10),
        "../escape.jpg": await photo(15),
      },
    });
    await page.getByLabel(/A ZIP of photos, or the photos/).setInputFiles({
      name: "stock photos.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(zip),
    });
    await page.getByRole("button", { name: "Send and preview" }).click();
    await expect(page.getByRole("heading", { name: "Preview: nothing is added yet" })).toBeVisible();
    const byListing = page
      .getByRole("list", { name: "Photos by listing" })
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading"),
      });
    await expect(byListing).toHaveCount(2);
    await expect(byListing.nth(0).getByRole("heading")).toContainText("Lavington Maisonette");
    await expect(byListing.nth(0).locator(".bulk-photos__file")).toHaveText([
      "Stock photos/2-1.jpg",
      "Stock photos/2-2.jpg",
    ]);
    await expect(byListing.nth(1).locator(".bulk-photos__file")).toHaveText(["Stock photos/row 3.jpg"]);
    const leftOut = page.locator(".import-problems").getByRole("row");
    await expect(leftOut.nth(1)).toContainText("IMG_0001.jpg");
    await expect(leftOut.nth(1)).toContainText("points to no listing");
    await expect(leftOut.nth(2)).toContainText("leads outside the archive");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    if (process.env.MAKAZI_BULK_PHOTOS_SCREENSHOT) {
      await page.screenshot({
        path: process.env.MAKAZI_BULK_PHOTOS_SCREENSHOT,
        type: "jpeg",
        quality: 70,
        fullPage: true,
      });
    }

    // Nothing shows before the office confirms.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const listing = await visitor.newPage();
    await listing.goto(url("/properties/lavington-maisonette"));
    await expect(listing.locator("main img[src*='/media/']")).toHaveCount(0);

    await page.getByRole("button", { name: "Add 3 photos" }).click();
    await expect(page.getByText("3 photos were added to their listings.")).toBeVisible();
    await listing.reload();
    await expect(listing.locator("main img[src*='/media/']").first()).toBeVisible();
    await page.goto(url("/updateservice/lavington-maisonette"));
    await expect(page.locator("main img[src*='/media/']")).toHaveCount(2);
    await visitor.close();
  });

  test("on a desktop without JavaScript, photos chosen together go to the listing their names give", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto(url("/manage-properties"));
      await signIn(page);
      const demo = page.locator("a[href^='/updateservice/']").first();
      const slug = (await demo.getAttribute("href"))!.replace("/updateservice/", "");
      await page.goto(url(`/updateservice/${slug}`));
      const before = await page.locator("main img[src*='/media/'], main img[src*='/demo']").count();

      await page.goto(url("/import/photos"));
      await page.getByLabel(/A ZIP of photos, or the photos/).setInputFiles([
        { name: `${slug}-1.jpg`, mimeType: "image/jpeg", buffer: Buffer.from(await photo(90)) },
        { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
      ]);
      await page.getByRole("button", { name: "Send and preview" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: "for 1 listing" })).toHaveText(
        "1 photo for 1 listing",
      );
      await expect(page.locator(".import-problems")).toContainText("notes.pdf");
      await page.getByRole("button", { name: "Add 1 photo" }).click();
      await expect(page.getByText("1 photo was added to their listings.")).toBeVisible();
      await page.goto(url(`/updateservice/${slug}`));
      await expect(page.locator("main img[src*='/media/'], main img[src*='/demo']")).toHaveCount(before + 1);
    } finally {
      await context.close();
    }
  });
});
