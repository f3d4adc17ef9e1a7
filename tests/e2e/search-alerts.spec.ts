// A house hunter asks to be e-mailed new listings for a filtered list: a real SMTP server on
// loopback stands for their mailbox, and the site, a server of its own, sends through it.
import { expect, type Page, test } from "@playwright/test";
import { formatKes } from "../../app/domain/money";
import { rawHeader, type ReceivedMail } from "../../app/testing/mail-server.server";
import { queryRows } from "./support/database";
import { englishIn, englishOn } from "./support/kiswahili";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

// Each test publishes through the office's form twice and waits on the alert worker.
test.describe.configure({ mode: "default", timeout: 120_000 });

const VISITOR = "achieng@example.co.ke";

const mail = catchMail();

const site = serveOwnSite("search-alerts", {
  demo: false,
  env: () => ({ SMTP_URL: mail.url, ALERT_CHECK_SECONDS: "1" }),
});
const { url } = site;

// The office has named its site: the alert's e-mails carry its name.
test.beforeAll(async ({ browser }) => {
  const office = await browser.newPage();
  await office.goto(url("/your-site"));
  await signIn(office);
  await office.getByLabel("Office name").fill("Nyumba Bora");
  await office.getByRole("button", { name: "Save your site" }).click();
  await expect(office.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await office.close();
});

function linkIn(received: ReceivedMail, kind: "confirm" | "unsubscribe" | "manage"): string {
  const found = new RegExp(`https?://\\S+/alerts/${kind}/[A-Za-z0-9_-]{43}`).exec(received.parsed.text ?? "");
  if (!found) throw new Error(`No ${kind} link in the e-mail`);
  return found[0];
}

/** The administrator, signing in on `admin`, publishes a plot of land. */
async function publishLand(
  admin: Page,
  { name, city, nameSw }: { name: string; city: string; nameSw?: string },
) {
  await admin.goto(url("/addservice"));
  if (await admin.getByRole("button", { name: "Sign in" }).isVisible()) {
    await signIn(admin);
  }
  await admin.getByLabel("Name", { exact: true }).fill(name);
  if (nameSw) await admin.getByLabel("Name in Kiswahili (optional)").fill(nameSw);
  await admin.getByLabel("Price", { exact: true }).fill("40.000");
  await admin.getByLabel("Location", { exact: true }).fill("Milimani");
  await admin.getByLabel("City", { exact: true }).fill(city);
  await admin.getByLabel("Description", { exact: true }).fill("Half an acre near the lake.");
  await admin.getByLabel("Type", { exact: true }).selectOption("Land");
  await admin.getByLabel("Name", { exact: true }).press("Enter");
  await expect(admin.getByRole("status")).toContainText(`Saved “${name}”.`);
}

test("a visitor signs up from a filtered list, confirms, gets the new listing, and unsubscribes in one click", async ({
  page,
  browser,
  request,
}) => {
  // The list offers the cities it has listings in, and an alert follows only those.
  const admin = await browser.newPage();
  await publishLand(admin, { name: "Kisumu Hillside Plot", city: "Kisumu" });
  const madeUp = await request.post(url("/alerts"), {
    form: {
      type: "land",
      city: "Kisumu. Your account is locked: call +254 700 000 000",
      email: VISITOR,
      frequency: "instant",
    },
    headers: { Origin: site.origin },
  });
  expect(madeUp.status()).toBe(400);
  expect(await madeUp.text()).toContain("This search is not one the list offers");

  await page.goto(url("/properties?type=land&city=Kisumu"));
  await page.locator("summary", { hasText: "E-mail me new matches" }).click();
  await page.getByLabel("Email", { exact: true }).fill(VISITOR);
  await page.getByRole("button", { name: "E-mail me new matches" }).click();
  await expect(page.getByRole("status")).toContainText(`we have e-mailed ${VISITOR} a link to confirm`);

  const [confirmation] = await mail.waitForMail(1, 15_000);
  expect(confirmation!.recipients).toEqual([VISITOR]);
  expect(confirmation!.parsed.subject).toBe("Confirm your Nyumba Bora alert: Land for sale in Kisumu");
  const confirmLink = linkIn(confirmation!, "confirm");
  const confirmPage = await page.goto(confirmLink);
  expect(confirmPage?.headers()["cache-control"]).toBe("private, no-store");
  // The data for the page, which names the alert, is never stored either.
  const confirmData = await request.get(`${confirmLink}.data`);
  expect(confirmData.status()).toBe(200);
  expect(confirmData.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.getByRole("button", { name: "Confirm alert" }).click();
  await expect(page.getByRole("status")).toContainText("Your alert is on");

  await publishLand(admin, { name: "Kisumu Lakeside Plot", city: "Kisumu" });

  const [, alert] = await mail.waitForMail(2, 30_000);
  expect(alert!.parsed.subject).toBe("1 new listing: Land for sale in Kisumu");
  expect(alert!.parsed.text).toContain(url("/properties/kisumu-lakeside-plot"));
  expect(alert!.parsed.text).toContain(`$40.000 (${formatKes(40_000 * 125)})`);
  const unsubscribe = linkIn(alert!, "unsubscribe");
  const oneClickUrl = unsubscribe.replace("/alerts/unsubscribe/", "/alerts/one-click/");
  expect(rawHeader(alert!, "List-Unsubscribe")).toBe(`<${oneClickUrl}>`);
  expect(rawHeader(alert!, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

  await admin.goto(url("/search-alerts"));
  await expect(admin.getByRole("row", { name: "Land for sale in Kisumu 1" })).toBeVisible();

  // The mail program's own button: one POST from elsewhere, without a visit.
  const oneClick = await request.post(oneClickUrl, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example" },
  });
  expect(oneClick.status()).toBe(200);
  const alerts = await queryRows<{ status: string }>(
    site.databaseUrl,
    "SELECT status FROM search_alerts",
    [],
  );
  expect(alerts).toEqual([{ status: "unsubscribed" }]);
  await page.goto(unsubscribe);
  await expect(page.getByRole("status")).toContainText("You are unsubscribed");

  await admin.goto(url("/search-alerts"));
  await expect(admin.getByText("No visitor has an active alert yet.")).toBeVisible();
});

test("a visitor on the Kiswahili site has the alert's pages and e-mails in Kiswahili", async ({
  page,
  browser,
}) => {
  const visitor = "baraka@example.co.ke";
  await publishLand(await browser.newPage(), { name: "Eldoret Old Farm", city: "Eldoret" });
  const before = mail.received.length;
  await page.goto(url("/sw/properties?type=land&city=Eldoret"));
  await page.locator("summary", { hasText: "Nitumie matangazo mapya yanayolingana" }).click();
  await page.getByLabel("Barua pepe", { exact: true }).fill("not an address");
  await page.getByRole("button", { name: "Nitumie matangazo mapya yanayolingana" }).click();
  await expect(page).toHaveURL(/\/sw\/alerts$/);
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await englishOn(page), "English on the sign-up's errors").toEqual([]);
  await page.getByLabel("Barua pepe", { exact: true }).fill(visitor);
  await page.getByRole("button", { name: "Nitumie matangazo mapya yanayolingana" }).click();
  await expect(page.getByRole("status")).toContainText(`tumetuma kwa ${visitor}`);
  expect(await englishOn(page), "English on the sign-up's answer").toEqual([]);

  const confirmation = (await mail.waitForMail(before + 1, 15_000))[before]!;
  expect(confirmation.parsed.subject).toBe(
    "Thibitisha arifa yako ya Nyumba Bora: Ardhi ya kuuza katika Eldoret",
  );
  expect(englishIn(confirmation.parsed.text ?? ""), "English in the confirmation e-mail").toEqual([]);
  const confirmLink = linkIn(confirmation, "confirm");
  expect(new URL(confirmLink).pathname).toMatch(/^\/sw\/alerts\/confirm\//);
  await page.goto(confirmLink);
  expect(await englishOn(page), "English on the confirmation page").toEqual([]);
  await page.getByRole("button", { name: "Thibitisha arifa" }).click();
  await expect(page.getByRole("status")).toContainText("Arifa yako imewashwa");
  expect(await englishOn(page), "English once confirmed").toEqual([]);

  await publishLand(await browser.newPage(), {
    name: "Eldoret Farm Plot",
    nameSw: "Kiwanja cha Shamba Eldoret",
    city: "Eldoret",
  });
  const matches = (await mail.waitForMail(before + 2, 30_000))[before + 1]!;
  expect(matches.recipients).toEqual([visitor]);
  expect(matches.parsed.subject).toBe("Tangazo 1 jipya: Ardhi ya kuuza katika Eldoret");
  expect(matches.parsed.text).toContain("Kiwanja cha Shamba Eldoret (MK-");
  expect(matches.parsed.text).toContain(url("/sw/properties/eldoret-farm-plot"));
  expect(englishIn(matches.parsed.text ?? ""), "English in the new listings' e-mail").toEqual([]);

  await page.goto(linkIn(matches, "manage"));
  await expect(page.getByRole("list", { name: "Arifa" }).getByRole("listitem")).toHaveCount(1);
  expect(await englishOn(page), "English on the alerts' page").toEqual([]);
  await page.goto(linkIn(matches, "unsubscribe"));
  expect(await englishOn(page), "English on the unsubscribe page").toEqual([]);
  await page.getByRole("button", { name: "Jiondoe" }).click();
  await expect(page.getByRole("status")).toContainText("Umejiondoa");
  expect(await englishOn(page), "English once unsubscribed").toEqual([]);
});
