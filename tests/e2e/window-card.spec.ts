// The window card the office prints for a listing: opened from the list of properties, its QR
// code opens the listing's page at the site's configured address, in the card's language, and
// the page prints as the card alone on one sheet of the chosen paper. The page is sent whole,
// without the app: its Print button is the page script's.
import { expect, type Locator, type Page, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { ALL_LISTINGS, formatKes, formatUsd, KES_RATE } from "./support/demo";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { waitForPageScript } from "./support/pages";

/** Not the address the tests reach the server at, so that a code made from the request would fail. */
const SITE_ADDRESS = "https://makazi.co.ke";

/** A sheet's size in PostScript points (1/72 inch), as a PDF's MediaBox gives it. */
const PAPER_POINTS = { A4: [595, 842], A5: [420, 595] } as const;

function decodeQr(png: Buffer): string | null {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
}

/** What a phone's camera reads from the QR code drawn on the page. */
async function qrOnPage(code: Locator): Promise<string | null> {
  await expect(code).toBeVisible();
  return decodeQr(await code.screenshot());
}

/** Whether the page runs React Router in the browser: its import map, or the context it hydrates from. */
async function runsTheApp(page: Page): Promise<boolean> {
  const importMaps = await page.locator('script[type="importmap"]').count();
  return importMaps > 0 || (await page.evaluate(() => "__reactRouterContext" in window));
}

/** The page printed by Chromium at the card's own paper size: its sheets and their sizes. */
async function printed(page: Page): Promise<{ sheets: number; size: number[] }> {
  const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true })).toString("latin1");
  const sheets = pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf);
  return { sheets, size: box ? [Math.round(Number(box[1])), Math.round(Number(box[2]))] : [] };
}

test.describe("the window card", () => {
  const { url } = serveOwnSite("window-card", { demo: true, env: { PUBLIC_BASE_URL: SITE_ADDRESS } });
  const listing = ALL_LISTINGS.find((candidate) => candidate.type === "rent" && candidate.photoCount > 0)!;

  test("a let or sold listing's card says so across its photo, and an available one's says nothing", async ({
    page,
  }) => {
    const closed = ALL_LISTINGS.filter(
      (listing) => listing.availability === "let" || listing.availability === "sold",
    );
    const available = ALL_LISTINGS.find((listing) => listing.availability === "available")!;
    expect(closed.length).toBeGreaterThan(0);
    await page.goto(url(`/window-card/${available.slug}`));
    await signIn(page);
    await expect(page.locator(".window-card__name")).toBeVisible();
    await expect(page.locator(".window-card__stamp")).toHaveCount(0);
    for (const listing of closed) {
      await page.goto(url(`/window-card/${listing.slug}`));
      await expect(page.locator(".window-card__stamp")).toHaveText(
        listing.availability === "let" ? "Let" : "Sold",
      );
      await expect(page.locator(".window-card__stamp")).toBeInViewport();
    }
  });

  test("the office opens a listing's card from its list, scans its code and prints it on one sheet", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    let printDialogs = 0;
    await page.exposeFunction("print", () => {
      printDialogs += 1;
    });
    await page.goto(url("/manage-properties"));
    await signIn(page);
    await page.getByRole("link", { name: `Window card of ${listing.name}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Window card: ${listing.name}` })).toBeVisible();
    // Reached from the office's pages, which run the app, the card is loaded whole without it.
    expect(await runsTheApp(page)).toBe(false);
    await waitForPageScript(page);
    await page.getByRole("button", { name: "Print" }).click();
    await expect.poll(() => printDialogs).toBe(1);

    const card = page.getByRole("article", { name: listing.name });
    await expect(card).toContainText(listing.reference);
    await expect(card).toContainText(formatUsd(listing.shownPrice));
    await expect(card).toContainText(formatKes(listing.shownPrice * KES_RATE));
    await expect(card).toContainText("Call +254 712 345 678");
    await expect(card).toContainText("WhatsApp +254 712 345 678");
    await expect(card.getByRole("img", { name: listing.name })).toHaveJSProperty("complete", true);
    expect(await qrOnPage(card.getByRole("img", { name: "QR code to this listing's page" }))).toBe(
      `${SITE_ADDRESS}/properties/${listing.slug}`,
    );
    expect(await printed(page)).toEqual({ sheets: 1, size: PAPER_POINTS.A4 });

    // In Kiswahili on A5: the card's words, and the code opens the Kiswahili page.
    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Kiswahili" }).click();
    await expect(page).toHaveURL(url(`/window-card/${listing.slug}?lang=sw`));
    await page.getByRole("navigation", { name: "Paper" }).getByRole("link", { name: "A5" }).click();
    await expect(page).toHaveURL(url(`/window-card/${listing.slug}?lang=sw&size=a5`));
    expect(await runsTheApp(page)).toBe(false);
    await waitForPageScript(page);
    await expect(card).toContainText("Unapopiga simu, taja namba ya kumbukumbu");
    await expect(card).toContainText("Piga simu +254 712 345 678");
    const kiswahiliAddress = `${SITE_ADDRESS}/sw/properties/${listing.slug}`;
    expect(await qrOnPage(card.getByRole("img", { name: "Msimbo wa QR wa ukurasa wa mali hii" }))).toBe(
      kiswahiliAddress,
    );
    expect(await printed(page)).toEqual({ sheets: 1, size: PAPER_POINTS.A5 });

    // The same code as a picture for a signboard.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the QR code (PNG)" }).click();
    const picture = await download;
    expect(picture.suggestedFilename()).toBe(`${listing.reference}-qr-sw.png`);
    const stream = await picture.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(decodeQr(Buffer.concat(chunks))).toBe(kiswahiliAddress);
  });
});
