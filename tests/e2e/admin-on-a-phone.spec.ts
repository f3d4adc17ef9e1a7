// The administrator's pages on a phone (360 px wide) and on a desktop (1280 px): nothing wider
// than the screen, every action in reach, the header's menu, WhatsApp replies and the manifests.
// Turning two-step sign-in on and adding messages change the site, so this file has its own.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { timeStepAt, totpCode } from "../../app/domain/second-factor.server";
import { listingReference } from "../../app/domain/reference";
import { expectNoSevereViolations } from "./support/axe";
import { queryRows, runStatement } from "./support/database";
import { signIn, signInToDashboard } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { waitForHydration } from "./support/pages";
import { expectNothingWiderThanTheScreen } from "./support/screen-fit";

test.describe.configure({ mode: "default" });

const LISTINGS = 30;
const site = serveOwnSite("admin-on-a-phone", { demo: false, fill: LISTINGS });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** The smallest comfortable touch target, in CSS pixels. */
const TAP = 44;

interface Enquiry {
  name: string;
  phone: string | null;
  email: string | null;
  listing: { id: number; name: string } | null;
}

const ENQUIRY: Enquiry & { listing: { id: number; name: string } } = {
  name: "Amina Wanjiru",
  phone: "0712 345-678",
  email: null,
  listing: { id: 0, name: "" },
};
const LANDLINE: Enquiry = {
  name: "Otieno Ochieng",
  phone: "(020) 123 4567",
  email: "otieno@example.co.ke",
  listing: null,
};
const CONTACT: Enquiry = { name: "Njeri Kamau", phone: "+254 110-123-456", email: null, listing: null };

test.beforeAll(async () => {
  const [listing] = await queryRows<{ id: number; name: string }>(
    site.databaseUrl,
    "SELECT id, name FROM properties ORDER BY id LIMIT 1",
  );
  ENQUIRY.listing = { id: Number(listing!.id), name: listing!.name };
  for (const [index, message] of [ENQUIRY, LANDLINE, CONTACT].entries()) {
    await runStatement(
      site.databaseUrl,
      `INSERT INTO contact_messages (name, email, phone, message, property_id, property_name,
         property_reference, created_at, read_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL)`,
      [
        message.name,
        message.email,
        message.phone,
        "Is it still available? I would like to view it on Saturday morning with my family.",
        message.listing?.id ?? null,
        message.listing?.name ?? null,
        message.listing ? listingReference(message.listing.id) : null,
        new Date(Date.UTC(2026, 10, 20, 9, index)).toISOString(),
      ],
    );
  }
});

/** Buttons, fields and button-like links shown smaller than a fingertip, on a phone. */
async function expectTouchTargets(page: Page) {
  const small = await page.evaluate((tap) => {
    const controls = document.querySelectorAll(
      "button, select, textarea, summary, .button, input:not([type=hidden], [type=checkbox], [type=radio])",
    );
    return [...controls]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const { width, height } = control.getBoundingClientRect();
        // A 1 px button is a visually-hidden one, there for the Enter key, not for fingers.
        return height < tap - 0.5 && width > 1;
      })
      .map((control) => `<${control.tagName.toLowerCase()}> ${control.textContent?.trim() || control.id}`);
  }, TAP);
  expect(small, `controls under ${TAP} px tall on ${page.url()}`).toEqual([]);
}

async function expectWithinScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, `left edge of ${String(element)}`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `right edge of ${String(element)}`).toBeLessThanOrEqual(width);
}

const mainMenuLinks = ["Home", "Properties", "About", "Contact", "Saved", "Admin"];
/** The office's daily pages: in the phone's menu, on the dashboard on a desktop. */
const officeMenuLinks = ["Manage Properties", "Messages", "Viewings", "Settings"];

/** The header: a Menu on a phone that opens onto every link, the plain row on a desktop. */
async function expectHeaderLinksReachable(page: Page, phone: boolean) {
  const header = page.getByRole("banner");
  const menu = header.locator("summary", { hasText: "Menu" });
  const nav = header.getByRole("navigation", { name: "Main" });
  if (phone) {
    await expect(menu).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toBeHidden();
    await menu.click();
  } else {
    await expect(menu).toBeHidden();
  }
  for (const name of [...mainMenuLinks, ...(phone ? officeMenuLinks : [])])
    await expectWithinScreen(page, nav.getByRole("link", { name, exact: true }));
  if (!phone) for (const name of officeMenuLinks) await expect(nav.getByRole("link", { name })).toBeHidden();
  await expectWithinScreen(page, nav.getByRole("button", { name: "Sign out" }));
  await expectNothingWiderThanTheScreen(page);
  if (phone) {
    await menu.click();
    await expect(nav.getByRole("link", { name: "Admin" })).toBeHidden();
  }
}

/** Each listing's card (a row of the table on a desktop) with its status buttons, Update and Delete. */
async function expectEveryListingActionable(page: Page) {
  await expect(page.getByText(`${LISTINGS} properties`)).toBeVisible();
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows).toHaveCount(LISTINGS);
  for (const row of await rows.all()) {
    const name = (await row.locator("th").textContent())!;
    await row.scrollIntoViewIfNeeded();
    await expectWithinScreen(page, row.getByRole("button", { name: `Star ${name}` }));
    await expectWithinScreen(
      page,
      row.getByRole("button", { name: new RegExp(`^(Publish|Unpublish) ${name}$`) }),
    );
    await expect(row.getByRole("button", { name: new RegExp(`^Mark ${name} `) })).toHaveCount(2);
    for (const mark of await row.getByRole("button", { name: new RegExp(`^Mark ${name} `) }).all()) {
      await expectWithinScreen(page, mark);
    }
    await expectWithinScreen(page, row.getByRole("link", { name: `Update ${name}` }));
    await expectWithinScreen(page, row.getByRole("button", { name: `Delete ${name}` }));
  }
}

async function firstListingSlug(): Promise<string> {
  const [row] = await queryRows<{ slug: string }>(
    site.databaseUrl,
    "SELECT slug FROM properties ORDER BY id LIMIT 1",
  );
  return row!.slug;
}

async function messageIdOf(name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    site.databaseUrl,
    "SELECT id FROM contact_messages WHERE name = $1",
    [name],
  );
  return Number(row!.id);
}

/** Opens each administrator page and checks it fits, keeps its actions in reach and passes axe. */
async function walkTheAdminPages(page: Page, phone: boolean) {
  const pages = [
    "/admin-dashboard",
    "/manage-properties",
    "/addservice",
    `/updateservice/${await firstListingSlug()}`,
    "/manage-about-me",
    "/messages",
    `/messages/${await messageIdOf(ENQUIRY.name)}`,
    "/settings",
    "/change-password",
    "/two-factor",
    "/sessions",
    "/audit-log",
    "/processing-record",
    "/personal-data",
    "/import/photos",
    "/search-alerts",
    "/people",
    "/your-details",
  ];
  for (const path of pages) {
    await test.step(path, async () => {
      const response = await page.goto(site.url(path));
      expect(response?.status(), path).toBe(200);
      await expectNothingWiderThanTheScreen(page);
      if (phone) await expectTouchTargets(page);
      await expectNoSevereViolations(page);
      await expectHeaderLinksReachable(page, phone);
      if (path === "/manage-properties") await expectEveryListingActionable(page);
    });
  }
}

for (const [device, viewport] of [
  ["a phone", PHONE],
  ["a desktop", DESKTOP],
] as const) {
  test(`on ${device} every administrator page fits the screen with its actions in reach`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    await page.goto(site.url("/admin"));
    await expectNothingWiderThanTheScreen(page);
    if (viewport === PHONE) await expectTouchTargets(page);
    await expectNoSevereViolations(page);
    await signInToDashboard(page, site.url("/admin"));
    await walkTheAdminPages(page, viewport === PHONE);
  });
}

test("the menu opens without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await signInToDashboard(page, site.url("/admin"));
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Admin" })).toBeHidden();
  await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
  await nav.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(site.url("/admin-dashboard"));
  for (const [name, path] of [
    ["Manage Properties", "/manage-properties"],
    ["Messages", "/messages"],
    ["Viewings", "/viewings"],
    ["Settings", "/settings"],
  ] as const) {
    await page.getByRole("banner").locator("summary", { hasText: "Menu" }).click();
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(site.url(path));
  }
  await context.close();
});

/** The `text` and the number of a wa.me link. */
function whatsappTarget(href: string | null) {
  const url = new URL(href!);
  expect(url.origin).toBe("https://wa.me");
  return { number: url.pathname.slice(1), text: url.searchParams.get("text") };
}

test("each message offers a WhatsApp reply to the visitor's number, in the list and on its page", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, site.url("/admin"));
  await page.goto(site.url("/messages"));
  const reference = listingReference(ENQUIRY.listing.id);
  const enquiryReply = `Hello, thank you for your enquiry about "${ENQUIRY.listing.name}" (${reference}) on Your agency.`;

  const enquiry = page.getByRole("list", { name: `Reply to ${ENQUIRY.name}` });
  const whatsapp = enquiry.getByRole("link", { name: "Reply on WhatsApp" });
  expect(whatsappTarget(await whatsapp.getAttribute("href"))).toEqual({
    number: "254712345678",
    text: enquiryReply,
  });
  await expectWithinScreen(page, whatsapp);
  await expect(enquiry.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+254712345678");
  await expect(enquiry.getByRole("link", { name: "E-mail" })).toHaveCount(0);

  const contact = page.getByRole("list", { name: `Reply to ${CONTACT.name}` });
  expect(
    whatsappTarget(await contact.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")),
  ).toEqual({
    number: "254110123456",
    text: "Hello, thank you for your message on Your agency.",
  });

  // A landline is called or written to, never sent a chat.
  const landline = page.getByRole("list", { name: `Reply to ${LANDLINE.name}` });
  await expect(landline.getByRole("link", { name: "Reply on WhatsApp" })).toHaveCount(0);
  await expect(landline.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+254201234567");
  await expect(landline.getByRole("link", { name: "E-mail" })).toHaveAttribute(
    "href",
    `mailto:${LANDLINE.email}`,
  );

  await page.goto(site.url(`/messages/${await messageIdOf(ENQUIRY.name)}`));
  const onItsPage = page.getByRole("list", { name: `Reply to ${ENQUIRY.name}` });
  expect(
    whatsappTarget(await onItsPage.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href")),
  ).toEqual({
    number: "254712345678",
    text: enquiryReply,
  });
  await expect(onItsPage.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+254712345678");
});

test("the site and its administration each have a web app manifest, linked from their pages", async ({
  page,
}) => {
  const site_ = await page.request.get(site.url("/manifest.webmanifest"));
  expect(site_.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await site_.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ start_url: "/", display: "standalone", theme_color: "#0f5132" });

  const admin = await page.request.get(site.url("/office.webmanifest"));
  expect(admin.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const adminManifest = (await admin.json()) as {
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(adminManifest.start_url).toBe("/admin-dashboard");

  for (const { icons } of [manifest as typeof adminManifest, adminManifest]) {
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["any", "192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose?.includes("maskable"))).toBe(true);
    for (const icon of icons) {
      const file = await page.request.get(site.url(icon.src));
      expect(file.status(), icon.src).toBe(200);
      if (icon.sizes !== "any") {
        const size = Number(icon.sizes.split("x")[0]);
        const png = await file.body();
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([size, size]);
      }
    }
  }

  await page.goto(site.url("/properties"));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await signInToDashboard(page, site.url("/admin"));
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/office.webmanifest");
});

test("with two-step sign-in on, its setup and the code page fit a phone", async ({ page, browser }) => {
  await page.setViewportSize(PHONE);
  await signInToDashboard(page, site.url("/admin"));
  await page.goto(site.url("/two-factor"));
  const start = page.getByRole("button", { name: "Set up two-step sign-in" });
  await waitForHydration(start);
  await start.click();
  await expect(page.getByRole("img", { name: "QR code for the authenticator app" })).toBeVisible();
  await expectNothingWiderThanTheScreen(page);
  await expectNoSevereViolations(page);
  const secret = (await page.locator(".secret-key code").textContent())!.replaceAll(" ", "");
  await page
    .getByLabel("Then type the six-digit code the app shows")
    .fill(totpCode(secret, timeStepAt(new Date())));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  await expectNothingWiderThanTheScreen(page);

  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport });
    const other = await context.newPage();
    await other.goto(site.url("/admin"));
    await signIn(other);
    await expect(other.getByRole("heading", { level: 1, name: "Sign-in code" })).toBeVisible();
    expect(new URL(other.url()).pathname).toBe("/sign-in/code");
    await expectNothingWiderThanTheScreen(other);
    if (viewport === PHONE) await expectTouchTargets(other);
    await expectNoSevereViolations(other);
    await context.close();
  }
});
