// A site with e-mail off, as every new site starts: a visitor on a 360 px phone books a viewing
// and gives an e-mail address. The page answering says that no e-mail is sent, never that one
// was, and offers itself what the e-mail would have: the calendar file, the cancel link and the
// office's number; the booking's reference stays on one line. In English with JavaScript, in
// Kiswahili without.
import { expect, test } from "@playwright/test";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { addKileleshwaFlat, openEveryDay } from "./support/viewing-office";

test.describe.configure({ mode: "default", timeout: 120_000 });

const { url } = serveOwnSite("viewing-answer", { demo: false });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const office = await browser.newContext();
  try {
    const page = await office.newPage();
    await page.goto(url("/settings"));
    await signIn(page);
    await openEveryDay(page, { opensAt: "06:00", closesAt: "23:00" });
    await page.getByLabel("Contact phone", { exact: true }).fill("020 123 4567");
    await page.getByRole("button", { name: "Save settings" }).first().click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved: Rates and contact details." }),
    ).toBeVisible();
    await addKileleshwaFlat(page, url("/addservice"));
  } finally {
    await office.close();
  }
});

const VISITORS = [
  {
    language: "English",
    prefix: "",
    javaScriptEnabled: true,
    name: "Achieng Otieno",
    phone: "0712 345 678",
    words: {
      booking: "Book a viewing",
      times: "See the free times",
      name: "Name",
      phone: "Phone",
      email: "Email",
      send: "Book the viewing",
      noEmail: "No e-mail is sent for this booking",
      emailed: "We have e-mailed",
      calendar: "Add it to your calendar",
      cancel: "Cancel the viewing",
      cancelled: "Your viewing is cancelled; its time is free for others again.",
      call: "Questions? Call the office:",
    },
  },
  {
    language: "Kiswahili",
    prefix: "/sw",
    javaScriptEnabled: false,
    name: "Wanjiru Kamau",
    phone: "0722 000 111",
    words: {
      booking: "Panga ziara ya kutazama",
      times: "Tazama nyakati zilizo wazi",
      name: "Jina",
      phone: "Simu",
      email: "Barua pepe",
      send: "Weka ziara",
      noEmail: "Hakuna barua pepe inayotumwa kwa ombi hili",
      emailed: "Tumetuma maelezo",
      calendar: "Iongeze kwenye kalenda yako",
      cancel: "Ghairi ziara",
      cancelled: "Ziara yako imeghairiwa; muda wake uko wazi kwa wengine tena.",
      call: "Maswali? Piga simu ofisini:",
    },
  },
];

for (const { language, prefix, javaScriptEnabled, name, phone, words } of VISITORS) {
  test(`with e-mail off, the booking's page in ${language} says no e-mail is sent and offers the calendar file, the cancel link and the office's number (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const visitor = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
    try {
      const page = await visitor.newPage();
      await page.goto(url(`${prefix}/properties/kileleshwa-flat`));
      const booking = page.getByRole("region", { name: words.booking });
      await booking.getByText(words.times).click();
      await booking.getByRole("radio").first().check();
      await booking.getByLabel(words.name).fill(name);
      await booking.getByLabel(words.phone).fill(phone);
      await booking.getByLabel(words.email).fill("visitor@example.co.ke");
      await booking.getByRole("button", { name: words.send }).click();

      const notice = page.getByRole("status").filter({ hasText: name });
      await expect(notice).toContainText(words.noEmail);
      await expect(notice).not.toContainText(words.emailed);
      await expect(notice).not.toContainText("visitor@example.co.ke");
      await expect(notice.getByRole("link", { name: "+254 20 123 4567" })).toHaveAttribute(
        "href",
        "tel:+254201234567",
      );
      await expect(notice).toContainText(words.call);

      const reference = (await notice.locator(".viewing__reference").innerText()).trim();
      expect(reference).toMatch(/^V-[A-Z2-9]{6}$/);
      // Read out on the phone as one word: on one line, never broken at its hyphen.
      const { height, lineHeight } = await notice.locator(".viewing__reference").evaluate((element) => ({
        height: element.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(element).lineHeight),
      }));
      expect(height).toBeLessThan(1.5 * lineHeight);

      const calendarHref = await notice.getByRole("link", { name: words.calendar }).getAttribute("href");
      const calendar = await page.request.get(new URL(calendarHref!, page.url()).href);
      expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(await calendar.text()).toContain(`UID:${reference}@`);

      await notice.getByRole("link", { name: words.cancel }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.cancel);
      await page.getByRole("button", { name: words.cancel }).click();
      await expect(page.getByRole("status")).toHaveText(words.cancelled);
    } finally {
      await visitor.close();
    }
  });
}
