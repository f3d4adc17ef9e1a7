// With texts on, a house hunter books on a 360 px phone, with JavaScript and without, by typing
// the code texted to them, and is texted, the office's mobile too; the office confirms and the
// visitor is texted again; the dashboard shows what went and what it cost. A stand-in for
// Africa's Talking on loopback receives the texts.
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

test("a visitor on a phone without JavaScript books with the code texted to them and is texted at booking and confirmation, the office too, within the caps it sets", async ({
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
    // The booking is made only once the code texted to the phone is typed.
    await expect(page.getByRole("status")).toContainText("We have texted a code to +254 712 ••• 678");
    const [codeText] = await texts.waitForTexts(1, 20_000);
    expect(codeText!.to).toBe("+254712345678");
    const code = /\b(\d{6})\b/.exec(codeText!.message)![1]!;
    await page.getByLabel("The code from the text").fill(code);
    await page.getByRole("button", { name: "Confirm the booking" }).click();
    const booked = page.getByRole("status");
    await expect(booked).toContainText("Your viewing of Kileleshwa Flat");
    await expect(booked).toContainText("We have texted +254 712 ••• 678 the details, with a link to cancel.");
    await expect(booked).not.toContainText("No e-mail is sent");
    const reference = (await booked.locator("strong").innerText()).trim();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const [, first, second] = await texts.waitForTexts(3, 20_000);
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
    const confirmed = (await texts.waitForTexts(4, 20_000))[3]!;
    expect(confirmed.to).toBe("+254712345678");
    expect(confirmed.message).toContain("Your viewing of Kileleshwa Flat");
    expect(confirmed.message).toContain("is confirmed");

    // The confirmation's link opens the booking's cancel page.
    const cancelLink = /http:\/\/\S+\/viewing\/cancel\/[\w-]{43}/.exec(confirmed.message)![0];
    await page.goto(cancelLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancel the viewing");

    await officePage.goto(url("/admin-dashboard"));
    const summary = officePage.getByRole("region", { name: "Texts (SMS)" });
    await expect(summary).toContainText("4 of 20 sent today");
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

test("with JavaScript on, a wrong code is refused with the tries left, the code typed kept, and the right one books", async ({
  browser,
}) => {
  const visitor = await browser.newContext(PHONE);
  try {
    const page = await visitor.newPage();
    await page.goto(url("/sw/properties/kileleshwa-flat/viewing"));
    const before = texts.received.length;
    const booking = page.getByRole("region", { name: "Panga ziara ya kutazama" });
    await booking.getByRole("radio").nth(1).check();
    await booking.getByLabel("Jina").fill("Baraka Mwangi");
    await booking.getByLabel("Simu").fill("0722 111 222");
    await booking.getByRole("button", { name: "Weka ziara" }).click();
    await expect(page.getByRole("status")).toContainText("Tumetuma msimbo kwa +254 722 ••• 222");
    const codeText = (await texts.waitForTexts(before + 1, 20_000))[before]!;
    expect(codeText.message).toContain("ni msimbo wako wa kuweka ziara ya kutazama Kileleshwa Flat");
    const code = /\b(\d{6})\b/.exec(codeText.message)![1]!;
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Msimbo kutoka kwenye ujumbe").fill(wrong);
    await page.getByRole("button", { name: "Thibitisha ziara" }).click();
    await expect(page.getByText("Huo si msimbo tuliotuma. Majaribio yaliyobaki: 4.")).toBeVisible();
    await expect(page.getByLabel("Msimbo kutoka kwenye ujumbe")).toHaveValue(wrong);
    await page.getByLabel("Msimbo kutoka kwenye ujumbe").fill(code);
    await page.getByRole("button", { name: "Thibitisha ziara" }).click();
    await expect(page.getByRole("status")).toContainText("Asante, Baraka Mwangi.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await visitor.close();
  }
});
