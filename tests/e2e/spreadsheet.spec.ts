// The office's spreadsheet: all listings downloaded, edited and uploaded again, a bad row shown
// in words in the preview, nothing imported before the office confirms, then the listings changed.
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { PRICE_MESSAGE } from "../../app/domain/property-form";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe("the spreadsheet import", () => {
  const { url } = serveOwnSite("spreadsheet", { demo: true });

  test("the office uploads a spreadsheet with a bad row, sees the error, fixes it and imports", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url("/manage-properties"));
    await signIn(page);
    await page.getByRole("link", { name: "Import a spreadsheet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import listings from a spreadsheet");

    const download = await page.request.get(url("/import/listings.csv"));
    expect(download.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    const rows = parse(await download.text(), { columns: true }) as Record<string, string>[];
    expect(rows.length).toBeGreaterThan(2);
    // Two listings visitors see in the list, changed on rows 2 and 3 of the spreadsheet.
    const shown = rows.filter((row) => row.publication === "published" && row.availability === "available");
    const first = shown[0]!;
    const second = shown[1]!;
    const edited = [first, second];
    first.price = "123456";
    first.discount = "";
    second.price = "lots";
    second.discount = "";
    // As Excel writes it where the comma is the decimal mark: a byte order mark and semicolons.
    const file = (edited: Record<string, string>[]) => ({
      name: "listings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\ufeff${stringify(edited, { header: true, delimiter: ";" })}`),
    });

    await page.getByLabel("Spreadsheet (CSV, up to 32 MB)").setInputFiles(file(edited));
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByRole("heading", { name: "Preview: nothing is imported yet" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "with errors" })).toHaveText(
      "1 row with errors",
    );
    await expect(page.getByRole("listitem").filter({ hasText: "to update" })).toHaveText(
      "1 listing to update",
    );
    await expect(page.getByRole("row").nth(1).getByRole("cell")).toHaveText(["3", "price", PRICE_MESSAGE]);
    // Nothing is imported before the office confirms.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const listed = await visitor.newPage();
    await listed.goto(url(`/properties?q=${encodeURIComponent(first.name!)}`));
    await expect(listed.locator("main")).toContainText(first.name!);
    await expect(listed.locator("main")).not.toContainText("$123.456");

    second.price = "2.500";
    await page.getByRole("link", { name: "Upload another file" }).click();
    await page.getByLabel("Spreadsheet (CSV, up to 32 MB)").setInputFiles(file(edited));
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "with errors" })).toHaveText(
      "0 rows with errors",
    );
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Imported 2 rows: 2 listings updated, 0 added as drafts.",
    );

    await listed.goto(url(`/properties?q=${encodeURIComponent(first.name!)}`));
    await expect(listed.locator("main")).toContainText("$123.456");
    await listed.goto(url(`/properties?q=${encodeURIComponent(second.name!)}`));
    await expect(listed.locator("main")).toContainText("$2.500");
    await visitor.close();
  });
});
