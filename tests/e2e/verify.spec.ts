// Trust a house hunter can check: the office's credentials on a listing, "Is this really us?"
// telling the office's numbers, listings and links from fakes, and a report about a listing
// reaching the office's inbox and e-mail; visitors with JavaScript off, in both languages.
import { expect, type Browser, test } from "@playwright/test";
import { queryRows } from "./support/database";
import { LISTINGS } from "./support/demo";
import { catchMail } from "./support/mail";
import { openSignedIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const OFFICE = "office@makazi.co.ke";
const REPORT_REASON = "Someone asked me to pay or gave another number";

const mail = catchMail();

const site = serveOwnSite("verify", { demo: true, env: () => ({ SMTP_URL: mail.url }) });
const { url } = site;
const listing = LISTINGS[0]!;

async function referenceOf(slug: string): Promise<string> {
  const [row] = await queryRows<{ id: number }>(
    site.databaseUrl,
    "SELECT id FROM properties WHERE slug = $1",
    [slug],
  );
  return `MK-${row!.id + 1000}`;
}

const visitorPage = async (browser: Browser) =>
  (await browser.newContext({ javaScriptEnabled: false })).newPage();

test("the credentials show on a listing, and /verify tells the office's numbers, listings and links from fakes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, url("/settings"));
  const credentials = page.getByRole("region", { name: "Credentials" });
  await credentials.getByLabel("Estate Agents Registration Board number").fill("EARB/2019/0123");
  await credentials.getByLabel("Year of the practising certificate").fill("2026");
  await credentials.getByLabel("Opening hours").fill("Mo-Fr 08:30-17:00; Sa 09:00-13:00");
  await credentials.getByLabel("Official M-Pesa number is a").selectOption("M-Pesa paybill");
  await credentials.getByLabel("Official M-Pesa number", { exact: true }).fill("222 111");
  await credentials.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: Credentials." })).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto(url(`/properties/${listing.slug}`));
  const panel = visitor.getByRole("region", { name: "Our credentials" });
  const detail = (term: string) => panel.getByRole("term").filter({ hasText: term }).locator("+ dd");
  await expect(detail("Estate Agents Registration Board number")).toHaveText("EARB/2019/0123");
  await expect(detail("M-Pesa paybill")).toHaveText("222111");
  // Hours typed as search engines read them are spelled out for people, in their language.
  await expect(detail("Opening hours")).toHaveText("Monday to Friday 08:30–17:00; Saturday 09:00–13:00");
  await visitor.goto(url(`/sw/properties/${listing.slug}`));
  await expect(
    visitor
      .getByRole("region", { name: "Vibali vyetu" })
      .getByRole("term")
      .filter({ hasText: "Saa za kazi" })
      .locator("+ dd"),
  ).toHaveText("Jumatatu hadi Ijumaa 08:30–17:00; Jumamosi 09:00–13:00");
  await visitor.goto(url(`/properties/${listing.slug}`));
  await expect(panel).toContainText(
    "We never ask for a fee before a viewing; we only take payments to M-Pesa paybill 222111.",
  );
  await panel.getByRole("link", { name: "Is this really us? Check it here" }).click();
  await expect(visitor).toHaveURL(url("/verify"));

  const check = async (text: string) => {
    await visitor.getByLabel("Phone number, M-Pesa number, link or reference").fill(text);
    await visitor.getByRole("button", { name: "Check", exact: true }).click();
    return visitor.getByRole("region", { name: "The answer" });
  };
  await expect(await check("0712 345 678")).toContainText("Yes: +254 712 345 678 is our WhatsApp number.");
  await expect(visitor).toHaveURL(url("/verify?q=0712+345+678"));
  await expect(await check("0799 111 222")).toContainText("No: +254 799 111 222 is not one of our numbers.");

  const reference = await referenceOf(listing.slug);
  await visitor.goto(url("/sw/verify"));
  const swCheck = async (text: string) => {
    await visitor.getByLabel("Namba ya simu, namba ya M-Pesa, kiungo au namba ya kumbukumbu").fill(text);
    await visitor.getByRole("button", { name: "Hakikisha", exact: true }).click();
    return visitor.getByRole("region", { name: "Jibu" });
  };
  const byReference = await swCheck(reference.toLowerCase());
  await expect(byReference).toContainText(`Ndiyo: ${reference} ni tangazo letu, lilivyo sasa:`);
  await expect(byReference.getByRole("link", { name: new RegExp(listing.name) })).toHaveAttribute(
    "href",
    `/sw/properties/${listing.slug}`,
  );
  await expect(await swCheck(`https://makazi-co-ke.com/properties/${listing.slug}`)).toContainText(
    "Hapana: kiungo hiki si cha tovuti yetu.",
  );
  await expect(await swCheck("400 200")).toContainText("Hapana: 400200 si namba yetu ya M-Pesa.");

  await page.goto(url("/admin-dashboard"));
  const unknown = page.getByRole("table", { name: /Numbers checked that are not the office's/ });
  await expect(unknown.getByRole("row", { name: /\+254 799 111 222 Phone 1/ })).toBeVisible();
  await expect(unknown.getByRole("row", { name: /400200 Paybill or till 1/ })).toBeVisible();
});

test("a report about a listing reaches the office's inbox and e-mail, and counts on its row", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, url("/settings"));
  await page.getByLabel("E-mail new messages to", { exact: true }).fill(OFFICE);
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: E-mail for new messages." })).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto(url(`/sw/properties/${listing.slug}`));
  const report = visitor.getByRole("region", { name: "Ripoti tangazo hili" });
  await expect(report.getByRole("button", { name: "Tuma ripoti" })).toBeHidden();
  await report.getByText("Andika ripoti").click();
  await report.getByRole("button", { name: "Tuma ripoti" }).click();
  await expect(visitor.getByRole("alert")).toBeVisible();
  await expect(visitor.getByText("Tafadhali chagua tatizo la tangazo hili")).toBeVisible();
  await visitor.getByLabel("Mtu aliniomba nilipe au alinipa namba nyingine").check();
  await visitor.getByLabel("Nini kilitokea (si lazima)").fill("Aliomba KES 2,000 kwa 0799 111 222");
  await visitor.getByLabel("Simu yako, kama tunaweza kukupigia (si lazima)").fill("0712 345 678");
  await visitor.getByRole("button", { name: "Tuma ripoti" }).click();
  const reference = await referenceOf(listing.slug);
  await expect(visitor.getByRole("status")).toHaveText(
    `Asante. Ripoti yako kuhusu ${listing.name} (${reference}) imefika ofisini; tutaifuatilia.`,
  );

  const [received] = await mail.waitForMail(1, 15_000);
  expect(received!.recipients).toEqual([OFFICE]);
  expect(received!.parsed.subject).toBe(`Report about ${listing.name} (${reference}): ${REPORT_REASON}`);
  expect(received!.parsed.text).toContain("Aliomba KES 2,000 kwa 0799 111 222");

  await page.goto(url("/messages"));
  const item = page
    .getByRole("list", { name: "Messages" })
    .getByRole("listitem")
    .filter({ hasText: `Report: ${REPORT_REASON}` });
  await expect(item).toContainText(`${listing.name} (${reference})`);
  // The office's WhatsApp answer thanks for a report, not an enquiry, and greets no one by a blank name.
  const reply = new URL((await item.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href"))!);
  expect(reply.pathname).toBe("/254712345678");
  expect(reply.searchParams.get("text")).toMatch(
    new RegExp(`^Hello, thank you for your report about "${listing.name}" \\(${reference}\\) on `),
  );
  await page.goto(url(`/manage-properties?q=${encodeURIComponent(reference)}`));
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row.getByRole("cell").filter({ has: page.getByRole("link", { name: "1" }) })).toHaveCount(1);
});

test("on a 360 px phone the verdict is in view after a check, and the answer is stored by no one", async ({
  browser,
}) => {
  for (const prefix of ["", "/sw"]) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto(url(`${prefix}/verify`));
    await page.locator("#verify-checked").fill("0722 999 888");
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().includes("/verify?")),
      page.locator(".verify-form button[type=submit]").click(),
    ]);
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
    const verdict = page.locator(".check-answer").first();
    await expect(verdict).toBeInViewport();
    const box = (await verdict.boundingBox())!;
    expect(box.y, prefix || "/").toBeLessThan(740 - 80);
    await context.close();
  }
});

test("a network past its limit of checks is told when to try again", async ({ request }) => {
  let answer = await request.get(url("/verify?q=0722%20999%20777"));
  for (let n = 0; n < 300 && answer.status() !== 429; n += 1) {
    answer = await request.get(url("/verify?q=0722%20999%20777"));
  }
  expect(answer.status()).toBe(429);
  expect(Number(answer.headers()["retry-after"])).toBeGreaterThan(0);
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
});
