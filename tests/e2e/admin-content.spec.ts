// The administrator's content pages: settings, About text and the messages inbox. They change
// site-wide data (the KES rate, the About text), so they run on a server of their own and
// leave the shared demo server, and the tests reading it, untouched.
import { expect, type Page, test } from "@playwright/test";
import { expectNoSevereViolations } from "./support/axe";
import { ABOUT_PARAGRAPHS, formatKes, LISTINGS } from "./support/demo";
import { openSignedIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { shillingPrice } from "./support/pages";

// One server for the whole file: its tests run in one worker, in order.
test.describe.configure({ mode: "default" });

const { url } = serveOwnSite("admin-content", { demo: true });

const confirmation = (page: Page) => page.getByRole("status").filter({ hasText: /saved|Marked/i });

test("a new KES rate changes the shilling figure on a listing's page", async ({ page }) => {
  const listing = LISTINGS[0]!;
  await openSignedIn(page, url("/settings"));
  const rateField = page.getByLabel(/^KES rate/);
  const rate = Number((await rateField.inputValue()).replace(",", "."));
  const newRate = rate + 5;

  await rateField.fill("abc");
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(rateField).toHaveAccessibleDescription(/Please enter a number/);
  await expect(rateField).toHaveValue("abc");

  await rateField.fill(String(newRate).replace(".", ","));
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(confirmation(page)).toHaveText("Saved: Rates and contact details.");
  await expect(rateField).toHaveValue(String(newRate));

  await page.goto(url(`/properties/${listing.slug}`));
  await expect(shillingPrice(page)).toHaveText(formatKes(listing.shownPrice * newRate));
});

test("an edited and moved About paragraph shows on the About page", async ({ page }) => {
  test.skip(ABOUT_PARAGRAPHS.length < 2, "the demo About text has fewer than two paragraphs");
  const edited = `Karibu! We have helped families find homes since 2014 (${Date.now().toString(36)}).`;
  await openSignedIn(page, url("/manage-about-me"));
  await expect(page.getByRole("heading", { level: 1, name: "Edit the About page" })).toBeVisible();
  const paragraph = (n: number) => page.getByRole("textbox", { name: `Paragraph ${n}`, exact: true });
  await expect(paragraph(1)).toHaveValue(ABOUT_PARAGRAPHS[0]!);

  await paragraph(1).fill(edited);
  await page.getByRole("group", { name: "Paragraph 1" }).getByRole("button", { name: "Move down" }).click();
  await expect(paragraph(2)).toHaveValue(edited);
  await expect(paragraph(1)).toHaveValue(ABOUT_PARAGRAPHS[1]!);

  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(url("/admin-dashboard"));
  await expect(confirmation(page)).toHaveText("About text saved");

  await page.goto(url("/About"));
  const paragraphs = page.getByRole("main").locator(":scope > p");
  await expect(paragraphs.nth(0)).toHaveText(ABOUT_PARAGRAPHS[1]!);
  await expect(paragraphs.nth(1)).toHaveText(edited);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the About editor adds and removes paragraphs and saves", async ({ page }) => {
    const added = `Open Monday to Saturday (${Date.now().toString(36)}).`;
    await openSignedIn(page, url("/manage-about-me"));
    const boxes = page.getByRole("textbox", { name: /^Paragraph \d+$/ });
    const count = await boxes.count();
    const second = await boxes.nth(1).inputValue();

    await page.getByRole("button", { name: "Add paragraph" }).click();
    await expect(boxes).toHaveCount(count + 1);
    await boxes.last().fill(added);
    await page.getByRole("group", { name: "Paragraph 1" }).getByRole("button", { name: "Remove" }).click();
    await expect(boxes).toHaveCount(count);
    await expect(boxes.first()).toHaveValue(second);
    await expect(boxes.last()).toHaveValue(added);

    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(url("/admin-dashboard"));
    await expect(confirmation(page)).toHaveText("About text saved");
    await page.goto(url("/About"));
    await expect(page.getByRole("main").locator(":scope > p").first()).toHaveText(second);
    await expect(page.getByRole("main").locator(":scope > p").last()).toHaveText(added);
  });
});

test("a message sent from the contact page arrives in the inbox and can be marked read", async ({ page }) => {
  const name = `E2E Inbox ${Date.now().toString(36)}`;
  await page.goto(url("/contact"));
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email", { exact: true }).fill("wanjiku@example.com");
  await page.getByLabel("Message", { exact: true }).fill("Is the Kilimani flat still available?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

  await openSignedIn(page, url("/messages"));
  const item = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("Unread");
  // The row's own link; the row also offers the reply links (WhatsApp, call, e-mail).
  await item.locator('a[href^="/messages/"]').click();

  await expect(page.getByRole("heading", { level: 1, name: `Message from ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "wanjiku@example.com" })).toHaveAttribute(
    "href",
    "mailto:wanjiku@example.com",
  );
  await expect(page.getByText("Is the Kilimani flat still available?")).toBeVisible();
  await page.getByRole("button", { name: "Mark as read" }).click();
  await expect(confirmation(page)).toHaveText("Marked as read");
  await expect(page.getByRole("button", { name: "Mark as unread" })).toBeVisible();

  await page.getByRole("link", { name: "← All messages" }).click();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText("Unread");
});

test("the content pages have no serious or critical axe violations", async ({ page }) => {
  await openSignedIn(page, url("/settings"));
  await page.getByLabel(/^KES rate/).fill("");
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSevereViolations(page);

  await page.goto(url("/manage-about-me"));
  await expectNoSevereViolations(page);

  await page.goto(url("/messages"));
  await expectNoSevereViolations(page);
  await page.getByRole("list", { name: "Messages" }).locator('a[href^="/messages/"]').first().click();
  await expect(page.getByRole("heading", { level: 1, name: /^Message from/ })).toBeVisible();
  await expectNoSevereViolations(page);
});

for (const javaScriptEnabled of [true, false]) {
  test(`settings keep an edit typed in one section when another section's Save is pressed (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await openSignedIn(page, url("/settings"));
    const whatsapp = javaScriptEnabled ? "0733 444 555" : "0733 666 777";
    const registration = javaScriptEnabled ? "BRN 2026/0412" : "BRN 2026/0413";
    await page.getByLabel("WhatsApp number", { exact: true }).fill(whatsapp);
    const credentials = page.getByRole("region", { name: "Credentials" });
    await credentials.getByLabel("Estate Agents Registration Board number").fill(registration);
    await credentials.getByRole("button", { name: "Save settings" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved: Rates and contact details, Credentials." }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("WhatsApp number", { exact: true })).toHaveValue(
      `+254 ${whatsapp.slice(1)}`,
    );
    await expect(credentials.getByLabel("Estate Agents Registration Board number")).toHaveValue(registration);
    await context.close();
  });
}
