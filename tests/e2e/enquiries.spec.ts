// Contacting the office about a listing: WhatsApp, Call, the enquiry form, the safety note,
// and the limit on messages per visitor. Enquiries are stored and counted per address, so the
// file runs a server of its own. The server trusts one proxy, so that each test can come from
// an address of its own (X-Forwarded-For), as visitors behind a proxy do.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_SETTINGS } from "../../demo/listings";
import { expectNoSevereViolations } from "./support/axe";
import { LISTINGS, WHATSAPP_DIGITS } from "./support/demo";
import { openSignedIn, signIn } from "./support/office";
import { queryRows } from "./support/database";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "default" });

const site = serveOwnSite("enquiries", { demo: true, env: { TRUST_PROXY: "1" } });
const { url } = site;

const listing = LISTINGS[0]!;
const SAFETY_ADVICE =
  "Never pay a deposit or a viewing fee before you have seen the property in person and confirmed who owns it.";

/** The listing's reference, made from its id in this server's database. */
async function referenceOf(slug: string): Promise<string> {
  const [row] = await queryRows<{ id: number }>(
    site.databaseUrl,
    "SELECT id FROM properties WHERE slug = $1",
    [slug],
  );
  return `MK-${row!.id + 1000}`;
}

/** Makes the page's requests come from `address`, as the proxy in front of the site reports it. */
async function comeFrom(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
}

const enquiryForm = (page: Page) => page.getByRole("region", { name: "Enquire about this property" });

async function fillEnquiry(page: Page, values: { name: string; phone?: string; message?: string }) {
  const form = enquiryForm(page);
  await form.getByLabel("Name", { exact: true }).fill(values.name);
  await form.getByLabel("Phone", { exact: true }).fill(values.phone ?? "0712 345 678");
  if (values.message !== undefined) await form.getByLabel("Message", { exact: true }).fill(values.message);
}

const sendEnquiry = (page: Page) => enquiryForm(page).getByRole("button", { name: "Send enquiry" }).click();
const thanks = (page: Page) => enquiryForm(page).getByRole("status");

test("the listing page offers WhatsApp, a call and an enquiry naming the listing, with the safety advice", async ({
  page,
}) => {
  await comeFrom(page, "198.51.100.1");
  await page.goto(url(`/properties/${listing.slug}`));
  const reference = await referenceOf(listing.slug);

  const message = `Hello, I am interested in "${listing.name}" (${reference}) on Makazi: ${url(`/properties/${listing.slug}`)}`;
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/${WHATSAPP_DIGITS}?text=${encodeURIComponent(message)}`,
  );
  // Stored as 254712345678, shown grouped and dialled in international form.
  await expect(page.getByRole("link", { name: "Call +254 712 345 678" })).toHaveAttribute(
    "href",
    `tel:+${DEMO_SETTINGS.contactPhone}`,
  );
  await expect(enquiryForm(page).getByLabel("Message", { exact: true })).toHaveValue(
    `I am interested in ${listing.name} (${reference}). Is it still available, and when could I view it?`,
  );
  await expect(page.getByRole("note", { name: "Stay safe" })).toContainText(SAFETY_ADVICE);
});

test("an enquiry sent from a listing reaches the inbox, linked to that listing", async ({ page }) => {
  await comeFrom(page, "198.51.100.2");
  const name = `E2E Enquirer ${Date.now().toString(36)}`;
  const reference = await referenceOf(listing.slug);
  await page.goto(url(`/properties/${listing.slug}`));
  await fillEnquiry(page, { name, phone: "0722 000 111" });
  await sendEnquiry(page);
  await expect(thanks(page)).toContainText(
    `Thank you, ${name}. Your enquiry about ${listing.name} (${reference}) has been sent`,
  );
  // Ready for another enquiry, starting again from the listing's own message.
  await expect(enquiryForm(page).getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(enquiryForm(page).getByLabel("Message", { exact: true })).toHaveValue(
    new RegExp(`^I am interested in ${listing.name}`),
  );

  await openSignedIn(page, url("/messages"));

  const item = page.getByRole("list", { name: "Messages" }).getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText(`About ${listing.name} (${reference})`);
  await expect(item.getByRole("link", { name: listing.name, exact: true })).toHaveAttribute(
    "href",
    `/properties/${listing.slug}`,
  );

  await item.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Message from ${name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "0722 000 111" })).toHaveAttribute("href", "tel:+254722000111");
  await expect(page.getByText(`${listing.name} (${reference})`, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: listing.name, exact: true }).click();
  await expect(page).toHaveURL(url(`/properties/${listing.slug}`));
});

test("a missing way to reply is marked, everything typed is kept, and the form passes axe", async ({
  page,
}) => {
  await comeFrom(page, "198.51.100.3");
  await page.goto(url(`/properties/${listing.slug}`));
  const message = "Is the borehole water reliable?";
  await fillEnquiry(page, { name: "Achieng", phone: "", message });
  await sendEnquiry(page);

  const form = enquiryForm(page);
  await expect(form.getByRole("alert")).toContainText("Please correct the fields marked below");
  await expect(form.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
    "Please give a phone number or an e-mail address, so that we can reply",
  );
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Achieng");
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue(message);
  await expectNoSevereViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the sixth message from one IPv6 network in ten minutes is refused with 429, keeping what was typed", async ({
    page,
  }) => {
    await comeFrom(page, "2001:db8:4::1");
    await page.goto(url(`/properties/${listing.slug}`));
    for (let n = 1; n <= 5; n++) {
      await fillEnquiry(page, { name: `E2E Limit ${n}` });
      await sendEnquiry(page);
      await expect(thanks(page)).toContainText(`Thank you, E2E Limit ${n}.`);
      // The page sent back opens at the form and its confirmation.
      expect(new URL(page.url()).hash).toBe("#enquire");
    }

    const typed = { name: "E2E Limit 6", phone: "0733 444 555", message: "Please call me after 6 pm." };
    await fillEnquiry(page, typed);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      sendEnquiry(page),
    ]);
    expect(response.status()).toBe(429);
    const form = enquiryForm(page);
    await expect(form.getByRole("alert")).toHaveText(
      /^You have sent several messages in a short time\. Please try again in about (a minute|\d+ minutes); what you typed is still below\.$/,
    );
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(typed.name);
    await expect(form.getByLabel("Phone", { exact: true })).toHaveValue(typed.phone);
    await expect(form.getByLabel("Message", { exact: true })).toHaveValue(typed.message);

    // Another visitor is not held up by the first one's messages.
    await comeFrom(page, "2001:db8:5::1");
    await fillEnquiry(page, { name: "E2E Other Visitor" });
    await sendEnquiry(page);
    await expect(thanks(page)).toContainText("Thank you, E2E Other Visitor.");
  });
});

test("without a phone number in the settings there is no Call button; a WhatsApp number typed 0722 000 111 works", async ({
  page,
}) => {
  await comeFrom(page, "198.51.100.6");
  await page.goto(url("/settings"));
  await signIn(page);
  await page.getByLabel("Contact phone", { exact: true }).fill("");
  await page.getByLabel("WhatsApp number", { exact: true }).fill("0722 000 111");
  await page.getByRole("button", { name: "Save settings" }).first().click();
  // The confirmation, not the "Loading" bar that shows while the form is on its way.
  await expect(
    page.getByRole("status").filter({ hasText: "Saved: Rates and contact details." }),
  ).toBeVisible();

  await expect(page.getByLabel("WhatsApp number", { exact: true })).toHaveValue("+254 722 000 111");

  await page.goto(url(`/properties/${listing.slug}`));
  await expect(page.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/254722000111\?text=/,
  );
  await expect(page.getByRole("link", { name: /^Call/ })).toHaveCount(0);
  await expect(page.getByRole("note", { name: "Stay safe" })).toContainText(SAFETY_ADVICE);
});
