// An agency makes the site its own on a phone: its name, short name, colour, logo and words,
// then finds them on every page a visitor sees, in both languages, in the manifest, the icons,
// the link preview, the window card and an e-mail; and no "Makazi" is left for visitors.
import { expect, type APIRequestContext, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { expectNoSevereViolations } from "./support/axe";
import { catchMail } from "./support/mail";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PHONE = { width: 360, height: 740 };
const OFFICE = "office@baraka.example";
const NAME = "Baraka Homes";
const COLOUR = "#7a1f5c";

const mail = catchMail();
const site = serveOwnSite("your-site", { demo: false, fill: 3, env: () => ({ SMTP_URL: mail.url }) });

/** Every kind of page a visitor can open, in both languages, for one listing. */
const visitorPages = (slug: string) =>
  ["", "/sw"].flatMap((prefix) =>
    [
      "/",
      "/properties",
      "/properties?type=rent",
      `/properties/${slug}`,
      `/properties/${slug}/viewing`,
      `/properties/${slug}/report`,
      "/About",
      "/contact",
      "/verify",
      "/saved",
      "/alerts",
      "/no-such-page",
    ].map((path) => `${prefix}${path === "/" && prefix ? "" : path}`),
  );

async function aListingSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(site.url("/properties"))).text();
  return /href="\/properties\/([a-z0-9-]+)"/.exec(html)![1]!;
}

async function expectNoSoftwareName(request: APIRequestContext, slug: string) {
  for (const path of visitorPages(slug)) {
    const html = await (await request.get(site.url(path))).text();
    expect(html, path).not.toContain("Makazi");
  }
}

/** A wide logo with transparent corners, as an office's designer would send it. */
const logoPng = () =>
  sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect x="20" y="20" width="560" height="160" rx="30" fill="${COLOUR}"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** The logo's file box: "Logo", or "A new logo" once there is one. */
const logoInput = (page: Page) => page.getByRole("region", { name: "Logo" }).getByLabel(/logo$/i);

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

test("a new site is no one's yet: the office is led through its first day, and visitors never see Makazi", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(site.url("/admin"));
  await signIn(page);
  const checklist = page.getByRole("region", { name: "Your first day" });
  await expect(checklist).toBeVisible();
  await expect(
    checklist.getByRole("link", { name: "Give the site your office's name, logo and colour" }),
  ).toHaveAttribute("href", "/your-site");
  await expect(checklist.getByRole("link", { name: "preview your site" })).toHaveAttribute("href", "/");
  await expectNoSevereViolations(page);
  await expect(page.locator(".brand__name")).toHaveText("Your agency");
  await expectNoSoftwareName(request, await aListingSlug(request));
});

test("on a phone, the office names the site, gives its logo and colour, and every visitor's page carries them", async ({
  page,
  browser,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(site.url("/settings"));
  await signIn(page);
  await page.getByLabel("E-mail new messages to").fill(OFFICE);
  await page.getByRole("button", { name: "Save settings" }).first().click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: E-mail for new messages." })).toBeVisible();

  await page.goto(site.url("/your-site"));
  await page.getByLabel("Office name").fill(NAME);
  await page.getByLabel("Short name, for the app icon and small screens").fill("Baraka");
  // A colour too light for white text is refused, with a darker shade offered and taken.
  await page.getByLabel("Colour of buttons, links and the header").fill("#f5c542");
  await logoInput(page).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByLabel("Home page headline (English)").fill("Homes in Nakuru, found with Baraka");
  await page.getByLabel("Home page headline (Kiswahili)").fill("Nyumba za Nakuru, pamoja na Baraka");
  await page.getByRole("button", { name: "Save your site" }).click();
  await expect(page.getByText(/White text on #f5c542 would be hard to read/)).toBeVisible();
  await expectNoSevereViolations(page);
  await expect(page.getByLabel("Office name")).toHaveValue(NAME);
  await expect(page.getByLabel("Home page headline (Kiswahili)")).toHaveValue(
    "Nyumba za Nakuru, pamoja na Baraka",
  );
  await page.getByRole("button", { name: /^Use #[0-9a-f]{6} and save$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: your site shows" })).toBeVisible();
  // The shade was taken; now the office's own colour, with the logo chosen again.
  await page.getByLabel("Colour of buttons, links and the header").fill(COLOUR);
  await logoInput(page).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await logoPng() });
  await page.getByRole("button", { name: "Save your site" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved: your site shows" })).toBeVisible();
  await expect(page.getByRole("img", { name: "The logo now" })).toBeVisible();

  const visitors = await browser.newContext({ viewport: PHONE });
  const visitor = await visitors.newPage();
  await visitor.goto(site.url("/"));
  await expect(visitor).toHaveTitle(`${NAME} · Houses, rentals, hotels and land in Kenya`);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Homes in Nakuru, found with Baraka");
  const logo = visitor.getByRole("banner").getByRole("img", { name: NAME });
  await expect(logo).toBeVisible();
  await expect(visitor.locator(".site-header")).toHaveCSS("background-color", "rgb(122, 31, 92)");
  await expect(visitor.locator('meta[property="og:site_name"]')).toHaveAttribute("content", NAME);
  await expect(visitor.getByRole("contentinfo")).toContainText(NAME);
  await expectNoSevereViolations(visitor);
  // Nothing is wider than the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await visitor.goto(site.url("/sw"));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Nyumba za Nakuru, pamoja na Baraka");
  await expect(visitor).toHaveTitle(`${NAME} · Nyumba za kuuza na kukodi, hoteli na ardhi nchini Kenya`);

  const slug = await aListingSlug(request);
  await visitor.goto(site.url(`/properties/${slug}`));
  await expect(visitor).toHaveTitle(new RegExp(` · ${NAME}$`));
  const agent = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes("RealEstateAgent"),
    )!,
  ) as { name: string };
  expect(agent.name).toBe(NAME);
  await visitor.goto(site.url("/properties"));
  await expect(visitor).toHaveTitle(new RegExp(` · ${NAME}$`));

  // The phone's icons and the app's name.
  const manifest = (await (await request.get(site.url("/manifest.webmanifest"))).json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ name: NAME, short_name: "Baraka", theme_color: COLOUR });
  const appIcon = manifest.icons.find((icon) => icon.sizes === "512x512")!;
  expect(pngSize(await (await request.get(site.url(appIcon.src))).body())).toEqual([512, 512]);
  await visitor.goto(site.url("/"));
  const favicon = (await visitor.locator('link[rel="icon"][sizes="32x32"]').getAttribute("href"))!;
  expect(pngSize(await (await request.get(site.url(favicon))).body())).toEqual([32, 32]);

  // The link preview's picture is drawn in the office's name and colour.
  const preview = (await visitor.locator('meta[property="og:image"]').getAttribute("content"))!;
  const picture = await request.get(preview.replace(/^https?:\/\/[^/]+/, site.origin));
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
  const { dominant } = await sharp(await picture.body()).stats();
  expect(dominant.r).toBeGreaterThan(dominant.g);

  // The window card the office prints.
  await page.goto(site.url(`/window-card/${slug}`));
  await expect(page.locator(".window-card__brand").first()).toHaveText(NAME);

  // An e-mail sent through the site comes in the office's name.
  await visitor.goto(site.url("/contact"));
  const form = visitor.locator("main form").last();
  await form.getByLabel("Name", { exact: true }).fill("Wanjiru Kamau");
  await form.getByLabel("Email", { exact: true }).fill("wanjiru@example.co.ke");
  await form.getByLabel("Message", { exact: true }).fill("Do you have plots in Nakuru?");
  await form.getByRole("button").click();
  const [received] = await mail.waitForMail(1, 15_000);
  expect(received!.parsed.from?.value[0]?.name).toBe(NAME);
  expect(received!.parsed.subject).toBe(`Message from Wanjiru Kamau on ${NAME}`);

  // The Kyero feed names the office its listings come from.
  await page.goto(site.url("/settings"));
  await page.getByRole("button", { name: /^Make the address for Kyero/ }).click();
  const kyero = await page.locator("#feed-kyero").inputValue();
  const feed = await (await request.get(kyero.replace(/^https?:\/\/[^/]+/, site.origin))).text();
  expect(feed).toContain(`<agent><name>${NAME}</name>`);

  await expectNoSoftwareName(request, slug);
  await visitors.close();
});
