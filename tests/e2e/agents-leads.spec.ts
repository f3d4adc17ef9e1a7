// Several people in one office: the owner gives a listing to an agent, a visitor enquires about it
// and books a viewing, and the agent (not another agent) is e-mailed and finds both on a phone;
// once the owner pauses them, their open session stops at the next request.
import { expect, type Page, test } from "@playwright/test";
import { hashPassword } from "../../app/domain/password.server";
import { queryRows, runStatement } from "./support/database";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { addKileleshwaFlat, openEveryDay } from "./support/viewing-office";

test.describe.configure({ mode: "default" });

const mail = catchMail();
const site = serveOwnSite("agents-leads", { demo: false, env: () => ({ SMTP_URL: mail.url }) });
const { url } = site;

const OTIENO = { email: "otieno@agency.example", password: "Otieno's long password", name: "Otieno Ouma" };
const BARAKA = { email: "baraka@agency.example", password: "Baraka's long password", name: "Baraka Mwangi" };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Adds an agent with a password, as an accepted invitation leaves them. */
async function addAgent(agent: typeof OTIENO) {
  await runStatement(
    site.databaseUrl,
    "INSERT INTO users (email, password_hash, role, status, name, created_at) VALUES ($1, $2, 'agent', 'active', $3, $4)",
    [agent.email, await hashPassword(agent.password), agent.name, new Date().toISOString()],
  );
}

async function signInAs(page: Page, agent: typeof OTIENO, address: string) {
  await page.goto(url(address));
  await page.getByLabel("Email", { exact: true }).fill(agent.email);
  await page.getByLabel("Password", { exact: true }).fill(agent.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  await addAgent(OTIENO);
  await addAgent(BARAKA);
  const office = await browser.newContext();
  try {
    const page = await office.newPage();
    await page.goto(url("/settings"));
    await signIn(page);
    await openEveryDay(page, { opensAt: "08:00", closesAt: "18:00" });
    await addKileleshwaFlat(page, url("/addservice"));
    await page.goto(url("/updateservice/kileleshwa-flat"));
    await page.getByLabel("Looked after by", { exact: true }).selectOption({ label: OTIENO.name });
    await page.getByRole("button", { name: "Give the listing and its messages" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `now looked after by ${OTIENO.name}` }),
    ).toBeVisible();
  } finally {
    await office.close();
  }
});

test("a visitor's enquiry and booking reach the listing's agent, on a phone, and no other agent", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await browser.newPage();
  await visitor.goto(url("/properties/kileleshwa-flat"));
  const enquiry = visitor.getByRole("region", { name: "Enquire about this property" });
  await enquiry.getByLabel("Name", { exact: true }).fill("Wanjiru Kamau");
  await enquiry.getByLabel("Phone", { exact: true }).fill("0712 345 678");
  await enquiry.getByRole("button", { name: "Send enquiry" }).click();
  await expect(enquiry.getByRole("status")).toContainText("Thank you, Wanjiru Kamau");

  await visitor.goto(url("/properties/kileleshwa-flat/viewing"));
  const booking = visitor.locator("form.viewing__form");
  await booking.getByRole("radio").first().check();
  await booking.locator("input[name=name]").fill("Akinyi Otieno");
  await booking.locator("input[name=phone]").fill("0722 111 222");
  await booking.getByRole("button").click();
  await expect(visitor.getByText(/V-[A-Z0-9]{6}/).first()).toBeVisible();

  const received = await mail.waitForMail(2, 20_000);
  expect(received.map((each) => each.recipients)).toEqual([[OTIENO.email], [OTIENO.email]]);
  expect(received.map((each) => each.parsed.subject)).toEqual([
    expect.stringContaining("Wanjiru Kamau"),
    expect.stringContaining("New viewing: Kileleshwa Flat"),
  ]);

  const phone = await browser.newContext(PHONE);
  const others = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await signInAs(page, OTIENO, "/messages");
    const item = page.getByRole("list", { name: "Messages" }).getByRole("listitem");
    await expect(item.filter({ hasText: "Wanjiru Kamau" })).toBeVisible();
    await page.goto(url("/viewings"));
    await expect(page.getByText("Akinyi Otieno").first()).toBeVisible();

    const otherPage = await others.newPage();
    await signInAs(otherPage, BARAKA, "/messages");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(otherPage.getByText("Wanjiru Kamau")).toHaveCount(0);
    const [message] = await queryRows<{ id: number }>(
      site.databaseUrl,
      "SELECT id FROM contact_messages WHERE name = $1",
      ["Wanjiru Kamau"],
    );
    const refused = await otherPage.goto(url(`/messages/${message!.id}`));
    expect(refused!.status()).toBe(403);
    await expect(otherPage.getByText("This message is for someone else in the office.")).toBeVisible();
    await otherPage.goto(url("/viewings"));
    await expect(otherPage.getByText("Akinyi Otieno")).toHaveCount(0);
    expect(mail.received).toHaveLength(2);

    // The owner pauses Otieno: the open session on the phone is sent to sign in at the next request.
    await runStatement(site.databaseUrl, "UPDATE users SET status = 'suspended' WHERE email = $1", [
      OTIENO.email,
    ]);
    await page.goto(url("/messages"));
    await expect(page).toHaveURL(/\/admin\?redirectTo=%2Fmessages/);
  } finally {
    await phone.close();
    await others.close();
  }
});

test("a visitor on a phone sees the listing's agent and reaches them on their own numbers; paused, the office", async ({
  browser,
}) => {
  await runStatement(
    site.databaseUrl,
    "UPDATE users SET status = 'active', phone = $1, whatsapp = $2, earb_number = $3 WHERE email = $4",
    ["254722000111", "254733000222", "EARB/2026/117", OTIENO.email],
  );
  await runStatement(site.databaseUrl, "INSERT INTO settings (key, value) VALUES ('contactPhone', $1)", [
    "254201234567",
  ]);
  const phone = await browser.newContext(PHONE);
  try {
    const page = await phone.newPage();
    await page.goto(url("/properties/kileleshwa-flat"));
    const agent = page.getByRole("region", { name: "Your agent for this listing" });
    await expect(agent).toContainText(OTIENO.name);
    await expect(agent).toContainText("EARB registration EARB/2026/117");
    const contact = page.getByRole("complementary", { name: "Price and contact" });
    await expect(contact.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/254733000222\?/,
    );
    await expect(contact.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+254722000111");
    if (process.env.MAKAZI_LISTING_AGENT_SCREENSHOT) {
      await agent.scrollIntoViewIfNeeded();
      await page.screenshot({ path: process.env.MAKAZI_LISTING_AGENT_SCREENSHOT, type: "jpeg", quality: 70 });
    }

    await page.goto(url("/sw/properties/kileleshwa-flat"));
    await expect(page.getByRole("region", { name: "Wakala wako wa mali hii" })).toContainText(OTIENO.name);

    await runStatement(site.databaseUrl, "UPDATE users SET status = 'suspended' WHERE email = $1", [
      OTIENO.email,
    ]);
    await page.goto(url("/properties/kileleshwa-flat"));
    await expect(page.getByRole("region", { name: "Your agent for this listing" })).toHaveCount(0);
    await expect(page.getByText(OTIENO.name)).toHaveCount(0);
    await expect(contact.getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+254201234567");
  } finally {
    await phone.close();
  }
});
