// A house hunter's data, from the forms that take it to its erasure: the hunter enquires, books a
// viewing and asks for an alert without JavaScript, each form saying what the details are for;
// then asks the office what it keeps. The owner finds them on a phone by another spelling of
// their number and by their address, gives them a copy, and erases it; the booking's link then
// says there is nothing to cancel.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { readyForViewings } from "./support/viewing-office";

test.describe.configure({ mode: "default", timeout: 120_000 });

const VISITOR = "wanjiru@example.co.ke";
const PHONE = { width: 360, height: 740 };

const mail = catchMail();
const { url } = serveOwnSite("peoples-data", { demo: false, env: () => ({ SMTP_URL: mail.url }) });

readyForViewings(url, { opensAt: "06:00", closesAt: "23:00" });

/** The line under a form: what the details are for, and the notice. */
async function expectPrivacyLine(form: ReturnType<Page["getByRole"]>, words: string) {
  await expect(form.getByText(words)).toBeVisible();
  await expect(form.getByRole("link", { name: "Privacy notice" })).toHaveAttribute("href", "/privacy");
}

/** The owner's search for a person on the page `page` shows. */
async function findPerson(page: Page, typed: string) {
  await page.getByLabel("Phone number or e-mail address").fill(typed);
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByRole("heading", { name: /^What the site keeps about/ })).toBeVisible();
}

test("a hunter's enquiry, booking and alert are found by the owner, copied and erased, and the booking's link then says so", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const owner = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
  try {
    const page = await visitor.newPage();
    await page.goto(url("/properties/kileleshwa-flat"));
    const enquiry = page.getByRole("region", { name: "Enquire about this property" });
    await expectPrivacyLine(enquiry, "We use your details only to answer you about this listing.");
    await enquiry.getByLabel("Name", { exact: true }).fill("Wanjiru Kamau");
    await enquiry.getByLabel("Phone", { exact: true }).fill("0722 000 111");
    await enquiry.getByRole("button", { name: "Send enquiry" }).click();
    await expect(enquiry.getByRole("status")).toContainText("Thank you, Wanjiru Kamau.");

    const booking = page.getByRole("region", { name: "Book a viewing" });
    await booking.getByText("See the free times").click();
    await booking.getByRole("radio").first().check();
    await booking.getByLabel("Name").fill("Wanjiru Kamau");
    await booking.getByLabel("Phone").fill("+254 722 000 111");
    await booking.getByLabel("Email").fill(VISITOR);
    await expectPrivacyLine(booking, "We use your details only to arrange this viewing.");
    await booking.getByRole("button", { name: "Book the viewing" }).click();
    await expect(page.getByRole("status")).toContainText("Thank you, Wanjiru Kamau.");
    const [booked] = await mail.waitForMail(1, 20_000);
    const cancelLink = /https?:\/\/\S+\/viewing\/cancel\/[A-Za-z0-9_-]{43}/.exec(
      booked!.parsed.text ?? "",
    )![0];

    await page.goto(url("/properties?city=Nairobi"));
    await page.locator("summary", { hasText: "E-mail me new matches" }).click();
    await expectPrivacyLine(
      page.locator(".alert-sign-up"),
      "We use your e-mail address only to send the alerts you confirm.",
    );
    await page.getByLabel("Email", { exact: true }).fill(VISITOR);
    await page.getByRole("button", { name: "E-mail me new matches" }).click();
    const [, confirmation] = await mail.waitForMail(2, 20_000);
    await page.goto(
      /https?:\/\/\S+\/alerts\/confirm\/[A-Za-z0-9_-]{43}/.exec(confirmation!.parsed.text ?? "")![0],
    );
    await page.getByRole("button", { name: "Confirm alert" }).click();
    await expect(page.getByRole("status")).toContainText("Your alert is on");

    // The owner, on a phone, finds the hunter by another spelling of the number.
    const office = await owner.newPage();
    await office.goto(url("/personal-data"));
    await signIn(office);
    await findPerson(office, "254722000111");
    const kept = office.getByRole("region", { name: /^What the site keeps about/ });
    await expect(kept.getByRole("heading", { name: "Messages, enquiries and reports (1)" })).toBeVisible();
    await expect(kept.getByRole("heading", { name: "Viewing bookings (1)" })).toBeVisible();
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const [download] = await Promise.all([
      office.waitForEvent("download"),
      office.getByRole("button", { name: "Download a copy (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const copy = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
      person: string;
      messages: { name: string; phone: string }[];
      viewings: { email: string }[];
    };
    expect(copy.person).toBe("+254722000111");
    expect(copy.messages).toEqual([
      expect.objectContaining({ name: "Wanjiru Kamau", phone: "0722 000 111" }),
    ]);
    expect(copy.viewings).toEqual([expect.objectContaining({ email: VISITOR })]);

    await office.getByRole("button", { name: "Erase everything above" }).click();
    await expect(
      office.getByText("Please tick the box once you have checked who asks; nothing was erased."),
    ).toBeVisible();
    await office.getByLabel("I have checked that the request comes from this person").check();
    await office.getByRole("button", { name: "Erase everything above" }).click();
    await expect(office.getByRole("status").filter({ hasText: "Erased:" })).toContainText(
      "Erased: 1 message, 1 viewing booking,",
    );

    // By the address: the alert, with the record of the hunter's consent, and the e-mails sent.
    await findPerson(office, "WANJIRU@example.co.ke");
    await expect(kept.getByText(/consent confirmed from the e-mail/)).toBeVisible();
    await office.getByLabel("I have checked that the request comes from this person").check();
    await office.getByRole("button", { name: "Erase everything above" }).click();
    await expect(office.getByRole("status").filter({ hasText: "Erased:" })).toContainText("1 search alert");
    await findPerson(office, VISITOR);
    await expect(kept).toContainText(
      "Nothing: no message, booking, alert, e-mail or checked number is kept about them.",
    );

    await page.goto(cancelLink);
    await expect(
      page.getByText("This link is not valid. Please use the link in your latest e-mail about the viewing."),
    ).toBeVisible();
  } finally {
    await visitor.close();
    await owner.close();
  }
});
