// A house hunter books a viewing from a listing's page with JavaScript off, the office answers
// from a phone, and the visitor cancels from the e-mail's link: a real SMTP server on loopback
// stands for both mailboxes.
import { expect, type Page, test } from "@playwright/test";
import type { ReceivedMail } from "../../app/testing/mail-server.server";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { addKileleshwaFlat, openEveryDay } from "./support/viewing-office";

test.describe.configure({ mode: "default", timeout: 120_000 });

const OFFICE = "office@makazi.co.ke";
const VISITOR = "achieng@example.co.ke";

const mail = catchMail();

const { url } = serveOwnSite("viewings", { demo: false, env: () => ({ SMTP_URL: mail.url }) });

/** The office opens every day from early to late, so that slots are offered whenever the test runs, and adds a rental. */
async function officeSetsUp(page: Page) {
  await page.goto(url("/settings"));
  await signIn(page);
  await openEveryDay(page, { opensAt: "06:00", closesAt: "23:00" });
  await page.getByLabel("E-mail new messages to").fill(OFFICE);
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: E-mail for new messages." })).toBeVisible();
  await addKileleshwaFlat(page, url("/addservice"));
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const office = await browser.newContext();
  try {
    await officeSetsUp(await office.newPage());
  } finally {
    await office.close();
  }
});

const calendarIn = (received: ReceivedMail) =>
  received.parsed.attachments.find((file) => file.filename === "viewing.ics")?.content.toString("utf8") ?? "";

test("a visitor without JavaScript books in Kiswahili, the office confirms on a phone, the visitor cancels from the e-mail", async ({
  browser,
}) => {
  const office = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const officePage = await office.newPage();

    const page = await visitor.newPage();
    await page.goto(url("/sw/properties/kileleshwa-flat"));
    const booking = page.getByRole("region", { name: "Panga ziara ya kutazama" });
    const firstTime = booking.getByRole("radio").first();
    // The listing's page keeps the times folded until the visitor asks for them.
    await expect(firstTime).toBeHidden();
    await booking.getByText("Tazama nyakati zilizo wazi").click();
    const chosenTime = (await firstTime.locator("..").innerText()).trim();
    await firstTime.check();
    await booking.getByLabel("Jina").fill("Achieng Otieno");
    await booking.getByLabel("Simu").fill("0712 345 678");
    await booking.getByLabel("Barua pepe").fill(VISITOR);
    await booking.getByRole("button", { name: "Weka ziara" }).click();
    const booked = page.getByRole("status");
    await expect(booked).toContainText("Asante, Achieng Otieno. Ziara yako ya kutazama Kileleshwa Flat");
    await expect(booked).toContainText(chosenTime);
    const reference = (await booked.locator("strong").innerText()).trim();
    expect(reference).toMatch(/^V-[A-Z2-9]{6}$/);

    const [first, second] = await mail.waitForMail(2, 20_000);
    const toVisitor = [first!, second!].find((received) => received.recipients.includes(VISITOR))!;
    const toOffice = [first!, second!].find((received) => received.recipients.includes(OFFICE))!;
    expect(toOffice.parsed.subject).toContain(`New viewing: Kileleshwa Flat`);
    expect(toVisitor.parsed.subject).toMatch(
      new RegExp(`^Ziara imewekwa: Kileleshwa Flat, .*${chosenTime} \\(${reference}\\)$`),
    );
    const calendar = calendarIn(toVisitor);
    expect(calendar).toContain("METHOD:REQUEST\r\n");
    expect(calendar).toMatch(
      new RegExp(`DTSTART;TZID=Africa/Nairobi:\\d{8}T${chosenTime.replace(":", "")}00\r\n`),
    );
    expect(calendar).toContain(`UID:${reference}@`);

    // The office, on a 360 px phone, confirms with one tap and has the WhatsApp message ready.
    await officePage.goto(url("/viewings"));
    await signIn(officePage);
    const card = officePage.getByRole("article", { name: /Achieng Otieno/ });
    // No time is chosen for a move until the office chooses one.
    await expect(card.getByLabel("Move to")).toHaveValue("");
    await card.getByRole("button", { name: "Confirm" }).click();
    await expect(officePage.getByRole("status").filter({ hasText: "Viewing confirmed" })).toBeVisible();
    await expect(card.getByText("Confirmed", { exact: true })).toBeVisible();
    const whatsapp = await card
      .getByRole("link", { name: "Tell Achieng Otieno on WhatsApp" })
      .getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/254712345678\?text=/);
    const message = decodeURIComponent(whatsapp!.split("?text=")[1]!);
    expect(message).toContain("imethibitishwa");
    expect(message).toContain(reference);
    expect(message).toContain("Kileleshwa Flat, Mandera Road, Nairobi");
    expect(await officePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const confirmed = (await mail.waitForMail(3, 20_000))[2]!;
    expect(confirmed.parsed.subject).toMatch(/^Ziara imethibitishwa: Kileleshwa Flat/);
    expect(calendarIn(confirmed)).toContain("STATUS:CONFIRMED");

    // The visitor cannot come after all: the latest e-mail's link asks, then cancels.
    const cancelLink = /https?:\/\/\S+\/sw\/viewing\/cancel\/[A-Za-z0-9_-]{43}/.exec(
      confirmed.parsed.text ?? "",
    )![0];
    await page.goto(cancelLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ghairi ziara");
    await page.getByRole("button", { name: "Ghairi ziara" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Ziara yako imeghairiwa; muda wake uko wazi kwa wengine tena.",
    );
    const cancelled = (await mail.waitForMail(4, 20_000))[3]!;
    expect(calendarIn(cancelled)).toContain("METHOD:CANCEL\r\n");

    await officePage.goto(url("/viewings"));
    await expect(officePage.getByRole("article", { name: /Achieng Otieno/ })).toContainText(
      "Cancelled by the visitor",
    );
  } finally {
    await office.close();
    await visitor.close();
  }
});

test("a visitor without JavaScript in English is told what to correct, with what was typed kept", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await visitor.newPage();
    await page.goto(url("/properties/kileleshwa-flat"));
    const booking = page.getByRole("region", { name: "Book a viewing" });
    await booking.getByText("See the free times").click();
    await booking.getByLabel("Name").fill("Otieno");
    await booking.getByLabel("Phone").fill("call me");
    await booking.getByRole("button", { name: "Book the viewing" }).click();
    await expect(page.getByRole("alert").first()).toContainText("Please correct the fields marked below");
    const again = page.getByRole("region", { name: "Book a viewing" });
    await expect(again.getByText("Please choose one of the times shown")).toBeVisible();
    await expect(
      again.getByText("Please enter a phone number like 0712 345 678 or +254 712 345 678"),
    ).toBeVisible();
    await expect(again.getByLabel("Name")).toHaveValue("Otieno");
    await expect(again.getByLabel("Phone")).toHaveValue("call me");
  } finally {
    await visitor.close();
  }
});

test("on a 360 px phone without JavaScript, every free time of the two weeks can be booked, a week at a time", async ({
  browser,
}) => {
  const visitor = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  try {
    const page = await visitor.newPage();
    await page.goto(url("/properties/kileleshwa-flat"));
    const booking = page.getByRole("region", { name: "Book a viewing" });
    await booking.getByText("See the free times").click();
    await booking.getByRole("link", { name: "Every free time in the next two weeks" }).click();
    const firstWeek = await page
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    await page.getByRole("link", { name: "Later times" }).click();
    await expect(page.getByRole("link", { name: "Earlier times" })).toBeVisible();
    const secondWeek = page.getByRole("radio");
    const laterTimes = await secondWeek.evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).value),
    );
    // The later week starts where the first ends, and runs to the last day offered.
    expect(laterTimes.length).toBeGreaterThan(24);
    expect(laterTimes[0]! > firstWeek.at(-1)!).toBe(true);
    const lastDay = Date.parse(laterTimes.at(-1)!) - Date.now();
    expect(lastDay).toBeGreaterThan(12 * 24 * 3600 * 1000);

    await secondWeek.last().check();
    const form = page.getByRole("region", { name: "Book a viewing" });
    await form.getByLabel("Name").fill("Wanjiru Kamau");
    await form.getByLabel("Phone").fill("0722 000 111");
    await form.getByRole("button", { name: "Book the viewing" }).click();
    const notice = page.getByRole("status").filter({ hasText: "Wanjiru Kamau" });
    await expect(notice).toBeVisible();
    // It says only what happened, and offers the calendar file and the cancel link itself.
    await expect(notice).toContainText("No e-mail is sent for this booking");
    await expect(notice).not.toContainText("We have e-mailed");
    const calendar = await page.request.get(
      new URL(
        (await notice.getByRole("link", { name: "Add it to your calendar" }).getAttribute("href"))!,
        page.url(),
      ).href,
    );
    expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(await calendar.text()).toContain(`DTSTART;TZID=Africa/Nairobi:`);
    await expect(notice.getByRole("link", { name: "Cancel the viewing" })).toBeVisible();
    // The reference is read out as one word: one line, never broken at its hyphen.
    const reference = notice.locator(".viewing__reference");
    const { height } = (await reference.boundingBox())!;
    expect(height).toBeLessThan(2 * 18 * 1.1);
    // The booking page, asked for again, no longer offers the time just taken.
    await page.goto(url("/properties/kileleshwa-flat/viewing?week=2"));
    const offeredNow = await page
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    expect(offeredNow).not.toContain(laterTimes.at(-1));
    expect(offeredNow.length).toBe(laterTimes.length - 1);
  } finally {
    await visitor.close();
  }
});
