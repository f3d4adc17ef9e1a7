// A form that fails on submit brings its error summary into view and focus, on a phone, with
// JavaScript and without, in the office and on the visitors' Kiswahili pages. Failed forms
// change nothing, but signing in does, so this file has a site of its own.
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { waitForHydration } from "./support/pages";

test.describe.configure({ mode: "default" });

const { url } = serveOwnSite("form-errors", { demo: false });

test.use({ viewport: { width: 360, height: 740 } });

async function openAddPropertySignedIn(page: Page) {
  await page.goto(url("/addservice"));
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
}

/** The summary has the focus and is on screen, however far down the button pressed was. */
async function expectSummaryFocused(page: Page, text: string) {
  const summary = page.getByRole("alert").filter({ hasText: text });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("saving the property form with errors from its foot takes the office to the summary", async ({
      page,
    }) => {
      await openAddPropertySignedIn(page);
      const save = page.getByRole("button", { name: "Add property" });
      if (javaScriptEnabled) await waitForHydration(save);
      await page.getByLabel("Name", { exact: true }).fill("Kilimani Garden Flat");
      await save.scrollIntoViewIfNeeded();
      await save.click();
      await expectSummaryFocused(page, "Please correct the fields marked below");
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Kilimani Garden Flat");
    });

    test("a visitor's empty message on the Kiswahili contact page is answered at the summary", async ({
      page,
    }) => {
      await page.goto(url("/sw/contact"));
      const send = page.getByRole("button", { name: "Tuma", exact: true });
      await send.scrollIntoViewIfNeeded();
      await send.click();
      await expectSummaryFocused(page, "Tafadhali sahihisha sehemu zilizowekwa alama hapa chini");
    });
  });
}
