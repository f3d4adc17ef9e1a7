// One client cannot book out a listing's viewing times under invented names and numbers: past its
// share it is told why, in English and in Kiswahili, and the office declines its bookings together.
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { readyForViewings } from "./support/viewing-office";

test.describe.configure({ mode: "default", timeout: 120_000 });

const { url } = serveOwnSite("viewing-limits", { demo: false });

/** One viewing a day, every day, and a rental to view. */
readyForViewings(url, { opensAt: "08:00", closesAt: "09:00" });

/** Every free time of the booking page's two weeks. */
async function freeTimes(page: Page): Promise<string[]> {
  const times: string[] = [];
  for (const week of [1, 2]) {
    await page.goto(url(`/properties/kileleshwa-flat/viewing?week=${week}`));
    times.push(
      ...(await page
        .getByRole("radio")
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))),
    );
  }
  return times;
}

/** Books the first free time under `name` and `phone`; the answer's status. */
async function bookFirstTime(page: Page, path: string, { name, phone }: { name: string; phone: string }) {
  await page.goto(url(path));
  const form = page.locator("form.viewing__form");
  await form.getByRole("radio").first().check();
  await form.locator("input[name=name]").fill(name);
  await form.locator("input[name=phone]").fill(phone);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button").click(),
  ]);
  return answer.status();
}

test("one client booking time after time under other names is stopped with a reason in both languages; the office declines its bookings at once", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const office = await browser.newContext();
  try {
    const page = await visitor.newPage();
    const offered = await freeTimes(page);
    // A quarter of the free times, from an IPv4 address that many phones may share.
    const share = Math.max(1, Math.floor(offered.length / 4));
    for (let index = 1; index <= share; index += 1) {
      const status = await bookFirstTime(page, "/properties/kileleshwa-flat/viewing", {
        name: `Visitor ${index}`,
        phone: `0700 000 00${index}`,
      });
      expect(status).toBe(200);
      await expect(page.getByRole("status")).toContainText(`Thank you, Visitor ${index}.`);
    }

    expect(
      await bookFirstTime(page, "/properties/kileleshwa-flat/viewing", {
        name: "Yet Another",
        phone: "0799 999 999",
      }),
    ).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(
      "Many viewings have been booked from your connection today. Please try again tomorrow, or call the office to arrange one.",
    );
    await expect(page.locator("input[name=name]")).toHaveValue("Yet Another");
    await expect(page.locator("input[name=phone]")).toHaveValue("0799 999 999");

    expect(
      await bookFirstTime(page, "/sw/properties/kileleshwa-flat/viewing", {
        name: "Mwingine",
        phone: "0788 888 888",
      }),
    ).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(
      "Ziara nyingi zimewekwa kutoka kwenye mtandao wako leo. Tafadhali jaribu tena kesho, au piga simu ofisini ili kupanga moja.",
    );
    await expect(page.locator("input[name=name]")).toHaveValue("Mwingine");

    const officePage = await office.newPage();
    await officePage.goto(url("/viewings"));
    await signIn(officePage);
    const group = officePage.getByRole("article", { name: `${share} waiting from connection 127.0.0.1` });
    await group.getByRole("button", { name: `Decline all ${share}` }).click();
    await expect(officePage.getByRole("status").filter({ hasText: "declined" })).toBeVisible();
    await expect(officePage.getByText("Several waiting from one client")).toBeHidden();
    expect(await freeTimes(page)).toEqual(offered);
  } finally {
    await visitor.close();
    await office.close();
  }
});
