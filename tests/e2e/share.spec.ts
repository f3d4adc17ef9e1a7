// Sharing a listing: the phone's share sheet where the browser has one, else a WhatsApp
// link and a Copy link button; without JavaScript, the WhatsApp link on its own.
import { expect, type Page, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { BASE_URL } from "./support/env";
import { waitForPageScript } from "./support/pages";

const listing = LISTINGS[0]!;
const url = `${BASE_URL}/properties/${listing.slug}`;
const whatsappShare = `https://wa.me/?text=${encodeURIComponent(`${listing.name}\n${url}`)}`;

function shareLink(page: Page) {
  return page.getByRole("link", { name: "Share on WhatsApp" });
}

test.describe("in a browser without a share sheet", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the WhatsApp link carries the name and address, and Copy link copies the address", async ({
    page,
  }) => {
    await page.goto(`/properties/${listing.slug}`);
    expect(
      await page.evaluate(() => "share" in navigator),
      "desktop Chromium on Linux has no share sheet",
    ).toBe(false);
    await expect(shareLink(page)).toHaveAttribute("href", whatsappShare);
    await expect(page.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);

    const copy = page.getByRole("button", { name: "Copy link" });
    await waitForPageScript(page);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test.describe("in a browser with a share sheet", () => {
  test("Share opens it with the listing's name and address", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await page.goto(`/properties/${listing.slug}`);
    const share = page.getByRole("button", { name: "Share", exact: true });
    await waitForPageScript(page);
    await share.click();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
      { title: listing.name, text: listing.name, url },
    ]);
    await expect(shareLink(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the WhatsApp share link is there on its own", async ({ page }) => {
    await page.goto(`/properties/${listing.slug}`);
    await expect(shareLink(page)).toHaveAttribute("href", whatsappShare);
    await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
  });
});
