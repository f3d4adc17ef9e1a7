// The office's spreadsheet: all listings downloaded, edited and uploaded again, a bad row shown
// in words in the preview, nothing imported before the office confirms, then the listings changed.
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { priceProblem } from "../../app/domain/agency-values";
import { NOT_A_SPREADSHEET_MESSAGE } from "../../app/services/spreadsheet-files.server";
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
    const shown = rows.filter((row) => row.Publication === "published" && row.Availability === "available");
    const first = shown[0]!;
    const second = shown[1]!;
    // Amounts are plain numbers, as a spreadsheet in any language reads them.
    expect(first.Price).toMatch(/^\d+(\.\d+)?$/);
    const edited = [first, second];
    first.Price = "123456";
    first["Discount (%)"] = "-";
    second.Price = "lots";
    second["Discount (%)"] = "-";
    // As Excel writes it where the comma is the decimal mark: a byte order mark and semicolons.
    const file = (edited: Record<string, string>[]) => ({
      name: "listings.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\ufeff${stringify(edited, { header: true, delimiter: ";" })}`),
    });

    await page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)").setInputFiles(file(edited));
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByRole("heading", { name: "Preview: nothing is imported yet" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "with errors" })).toHaveText(
      "1 row with errors",
    );
    await expect(page.getByRole("listitem").filter({ hasText: "to update" })).toHaveText(
      "1 listing to update",
    );
    await expect(
      page.locator(".import-problems").last().getByRole("row").nth(1).getByRole("cell"),
    ).toHaveText(["3", "Price", priceProblem("lots")]);
    // Nothing is imported before the office confirms.
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const listed = await visitor.newPage();
    await listed.goto(url(`/properties?q=${encodeURIComponent(first.Name!)}`));
    await expect(listed.locator("main")).toContainText(first.Name!);
    await expect(listed.locator("main")).not.toContainText("$123.456");

    second.Price = "2500";
    await page.getByRole("link", { name: "Upload another file" }).click();
    await page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)").setInputFiles(file(edited));
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "with errors" })).toHaveText(
      "0 rows with errors",
    );
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("status")).toHaveText("Imported 2 rows: 2 listings updated, 0 added.");

    await listed.goto(url(`/properties?q=${encodeURIComponent(first.Name!)}`));
    await expect(listed.locator("main")).toContainText("$123.456");
    await listed.goto(url(`/properties?q=${encodeURIComponent(second.Name!)}`));
    await expect(listed.locator("main")).toContainText("$2.500");
    await visitor.close();
  });

  test("an agency's own sheet is read by its headings, shown column by column, and its rows come in as drafts", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url("/import"));
    await signIn(page);
    const sheet = [
      "Property Name,Type,Price (KSh),Area,Town,Beds,Description,Agent's notes",
      "Kileleshwa Two Bedroom,To let,45000,Mandera Road,Nairobi,2,Two bedrooms over a garden.,Call first",
      "Ruaka Plot,Shamba,2500000,Ruaka,Kiambu,,An eighth of an acre.,",
      "Castle,Castle,lots,Karen,Nairobi,9,A castle.,",
    ].join("\r\n");
    await page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)").setInputFiles({
      name: "stock.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(sheet),
    });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    const read = page.locator(".import-headings");
    await expect(read.getByLabel("Price (KSh)")).toHaveValue("price");
    await expect(read.getByLabel("Area")).toHaveValue("location");
    await expect(read.getByLabel("Agent's notes")).toHaveValue("");
    if (process.env.MAKAZI_IMPORT_SCREENSHOT) {
      await page.screenshot({
        path: process.env.MAKAZI_IMPORT_SCREENSHOT,
        type: "jpeg",
        quality: 70,
        fullPage: true,
      });
    }
    // The office reads the notes as the listing's amenities: the file is read again so, and the next one too.
    await read.getByLabel("Agent's notes").selectOption({ label: "Amenities" });
    await read.getByRole("button", { name: "Read the columns so" }).click();
    await expect(page.locator(".import-headings").getByLabel("Agent's notes")).toHaveValue("amenities");
    await expect(page.getByRole("listitem").filter({ hasText: "new listings" })).toContainText(
      "2 new listings",
    );
    const problems = page.locator(".import-problems").last().getByRole("row");
    await expect(problems.nth(1).getByRole("cell")).toHaveText(["4", "Type", /^“Castle” is not a type/]);
    const saved = page.getByRole("region", { name: "The rows as they will be saved" });
    await expect(saved.getByRole("row").nth(1).getByRole("cell")).toHaveText([
      "2",
      "New",
      "Kileleshwa Two Bedroom",
      "To rent",
      /^Ksh\s45,000 a month\$[\d.,]+$/,
      "Mandera Road, Nairobi",
      "2",
    ]);
    await page.getByRole("link", { name: "Show only the rows with errors" }).click();
    const errors = page.getByRole("region", { name: "Rows with errors" });
    await expect(errors.getByRole("row")).toHaveCount(2);
    await expect(errors.getByRole("row").nth(1)).toContainText("Castle");
    await page.getByRole("button", { name: "Import 2 rows" }).click();
    await expect(page.getByRole("status")).toHaveText("Imported 2 rows: 0 listings updated, 2 added.");
    await page.goto(url("/updateservice/kileleshwa-two-bedroom"));
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("45.000");
  });

  test("an agency's Excel workbook is previewed row by row, and a file that is no spreadsheet is refused in words", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(url("/import"));
    await signIn(page);
    const field = page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)");
    await field.setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\u0000"),
    });
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByText(NOT_A_SPREADSHEET_MESSAGE)).toBeVisible();

    await field.setInputFiles("tests/fixtures/agency-stock.xlsx");
    await page.getByRole("button", { name: "Upload and preview" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "new listings" })).toContainText(
      "38 new listings",
    );
    await expect(page.getByRole("listitem").filter({ hasText: "with errors" })).toHaveText(
      "2 rows with errors",
    );
    if (process.env.MAKAZI_FIXTURE_PREVIEW_SCREENSHOT) {
      await page.screenshot({
        path: process.env.MAKAZI_FIXTURE_PREVIEW_SCREENSHOT,
        type: "jpeg",
        quality: 70,
        fullPage: true,
      });
    }
    await page.getByRole("link", { name: "Show only the rows with errors" }).click();
    const errors = page.getByRole("region", { name: "Rows with errors" }).getByRole("row");
    await expect(errors).toHaveCount(3);
    await expect(errors.nth(1)).toContainText("Karen Apartment");
    await expect(errors.nth(2)).toContainText("Ngong Road Flat");
  });

  test("on a desktop without JavaScript, a sheet under a title is mapped, previewed, imported and its progress followed", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    try {
      const page = await context.newPage();
      await page.goto(url("/import"));
      await signIn(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Import listings from a spreadsheet");
      const sheet = [
        "Stock list,,,,,,",
        "Jina,Aina,Bei,Mtaa,Mji,Vyumba,Maelezo",
        'Nyumba ya Kilimani,To let,"KSh 60,000",Kilimani,Nairobi,3 br,Nyumba yenye bustani.',
        "Kiwanja cha Juja,Shamba,1.2M,Juja,Kiambu,,Kiwanja karibu na barabara.",
      ].join("\n");
      await page.getByLabel("Spreadsheet (CSV or Excel .xlsx, up to 32 MB)").setInputFiles({
        name: "hisa.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(sheet),
      });
      await page.getByRole("button", { name: "Upload and preview" }).click();
      await expect(page.getByText("The headings are on row 2: the row above is left out.")).toBeVisible();
      const read = page.locator(".import-headings");
      await expect(read.getByLabel("Vyumba")).toHaveValue("bedrooms");
      // Without scripts the choice is sent by its button, as with them.
      await read.getByLabel("Vyumba").selectOption({ label: "Left out" });
      await read.getByRole("button", { name: "Read the columns so" }).click();
      await expect(page.locator(".import-headings").getByLabel("Vyumba")).toHaveValue("");
      await page.locator(".import-headings").getByLabel("Vyumba").selectOption({ label: "Bedrooms" });
      await page.locator(".import-headings").getByRole("button", { name: "Read the columns so" }).click();
      const saved = page.getByRole("region", { name: "The rows as they will be saved" });
      await expect(saved.getByRole("row").nth(1)).toContainText("Nyumba ya Kilimani");
      await expect(saved.getByRole("row").nth(2)).toContainText("Kiwanja cha Juja");
      await page.getByRole("button", { name: "Import 2 rows" }).click();
      // The page asks again by itself, without scripts, until the import is over.
      await expect(page.getByRole("status")).toHaveText("Imported 2 rows: 0 listings updated, 2 added.", {
        timeout: 30_000,
      });
    } finally {
      await context.close();
    }
  });
});
