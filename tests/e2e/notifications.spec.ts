// The office is e-mailed each enquiry at once: a real SMTP server on loopback stands for the
// office's mail provider, and the site, a server of its own, sends through it.
import { expect, test } from "@playwright/test";
import { queryRows } from "./support/database";
import { LISTINGS } from "./support/demo";
import { catchMail } from "./support/mail";
import { openSignedIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const OFFICE = "office@makazi.co.ke";

const mail = catchMail();

const site = serveOwnSite("notifications", { demo: true, env: () => ({ SMTP_URL: mail.url }) });
const { url } = site;
const listing = LISTINGS[0]!;

test("an enquiry from a listing page is e-mailed to the office at once, and the inbox says it was sent", async ({
  page,
  browser,
}) => {
  await openSignedIn(page, url("/settings"));
  await page.getByLabel("E-mail new messages to", { exact: true }).fill(OFFICE);
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: E-mail for new messages." })).toBeVisible();

  const [row] = await queryRows<{ id: number }>(
    site.databaseUrl,
    "SELECT id FROM properties WHERE slug = $1",
    [listing.slug],
  );
  const reference = `MK-${row!.id + 1000}`;
  const visitor = await browser.newPage();
  await visitor.goto(url(`/properties/${listing.slug}`));
  const form = visitor.getByRole("region", { name: "Enquire about this property" });
  await form.getByLabel("Name", { exact: true }).fill("Wanjiru Kamau");
  await form.getByLabel("Phone", { exact: true }).fill("0712 345 678");
  await form.getByLabel("Email", { exact: true }).fill("wanjiru@example.co.ke");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Thank you, Wanjiru Kamau");

  const [received] = await mail.waitForMail(1, 15_000);
  expect(received!.recipients).toEqual([OFFICE]);
  expect(received!.parsed.subject).toBe(`Enquiry about ${listing.name} (${reference}) from Wanjiru Kamau`);
  expect(received!.parsed.replyTo?.value).toEqual([
    { name: "Wanjiru Kamau", address: "wanjiru@example.co.ke" },
  ]);
  expect(received!.parsed.text).toContain(`Link: ${url(`/properties/${listing.slug}`)}`);
  expect(received!.parsed.text).toContain("Phone: 0712 345 678");

  const item = page
    .getByRole("list", { name: "Messages" })
    .getByRole("listitem")
    .filter({ hasText: "Wanjiru Kamau" });
  // The mail server has the e-mail a moment before the outbox records it as sent: look again.
  await expect(async () => {
    await page.goto(url("/messages"));
    await expect(item).toContainText(/E-mailed \d/, { timeout: 1_000 });
  }).toPass();
  expect(mail.received).toHaveLength(1);
});
