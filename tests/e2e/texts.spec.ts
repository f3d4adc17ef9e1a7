// With texts on, a house hunter books on a 360 px phone without JavaScript and is texted, the
// office's mobile too; the office confirms and the visitor is texted again; the dashboard shows
// what went and what it cost. A stand-in for Africa's Talking on loopback receives the texts.
import { expect, test } from "@playwright/test";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { catchTexts } from "./support/texts";
import { readyForViewings } from "./support/viewing-office";

test.describe.configure({ mode: "default", timeout: 120_000 });

const PHONE = { viewport: { width: 360, height: 740 } };
const texts = catchTexts();
const { url } = serveOwnSite("texts", { demo: false, env: () => texts.env() });
readyForViewings(url, { opensAt: "06:00", closesAt: "23:00" });

test("a visitor on a phone without JavaScript is texted at booking and confirmation, the office too, within the caps it sets", async ({
  browser,
}) => {
  const office = await browser.newContext(PHONE);
  const visitor = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
  try {
    const officePage = await office.newPage();
    await officePage.goto(url("/settings"));
    await signIn(officePage);
    const settings = officePage.getByRole("region", { name: "Texts (SMS)" });
    await settings.getByLabel("Text new bookings and messages to").fill("020 234 5678");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(settings.getByText("Please enter a Kenyan mobile number")).toBeVisible();
    await expect(settings.getByLabel("Text new bookings and messages to")).toHaveValue("020 234 5678");
    await settings.getByLabel("Text new bookings and messages to").fill("0711 000 222");
    await settings.getByLabel("Texts a day at most").fill("20");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(officePage.getByRole("status").filter({ hasText: "Saved: Texts (SMS)." })).toBeVisible();

    const page = await visitor.newPage();
    await page.goto(url("/properties/kileleshwa-flat"));
    const booking = page.getByRole("region", { name: "Book a viewing" });
    await booking.getByText("See the free times").click();
    await booking.getByRole("radio").first().check();
    await booking.getByLabel("Name").fill("Achieng Otieno");
    await booking.getByLabel("Phone").fill("0712 345 678");
    await booking.getByRole("button", { name: "Book the viewing" }).click();
    const booked = page.getByRole("status");
    const reference = (await booked.locator("strong").innerText()).trim();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const [first, second] = await texts.waitForTexts(2, 20_000);
    const toVisitor = [first!, second!].find((text) => text.to === "+254712345678")!;
    const toOffice = [first!, second!].find((text) => text.to === "+254711000222")!;
    expect(toVisitor.message).toContain("We have your booking to view Kileleshwa Flat");
    expect(toVisitor.message).toContain(`Ref. ${reference}.`);
    expect(toOffice.message).toContain(
      `New viewing ${reference}: Achieng Otieno, +254712345678, Kileleshwa Flat`,
    );

    await officePage.goto(url("/viewings"));
    const card = officePage.getByRole("article", { name: /Achieng Otieno/ });
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(officePage.getByRole("status").filter({ hasText: "Viewing confirmed" })).toBeVisible();
    const confirmed = (await texts.waitForTexts(3, 20_000))[2]!;
    expect(confirmed.to).toBe("+254712345678");
    expect(confirmed.message).toContain("Your viewing of Kileleshwa Flat");
    expect(confirmed.message).toContain("is confirmed");

    // The confirmation's link opens the booking's cancel page.
    const cancelLink = /http:\/\/\S+\/viewing\/cancel\/[\w-]{43}/.exec(confirmed.message)![0];
    await page.goto(cancelLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel the viewing");

    await officePage.goto(url("/admin-dashboard"));
    const summary = officePage.getByRole("region", { name: "Texts (SMS)" });
    await expect(summary).toContainText("3 of 20 sent today");
    await expect(summary).toContainText("costing KES");
    await expect(summary.getByRole("row").filter({ hasText: "Viewing confirmed" })).toContainText(
      "Sent · Success (101)",
    );
    expect(await officePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await office.close();
    await visitor.close();
  }
});
