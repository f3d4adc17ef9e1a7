// The Content-Security-Policy of the production build: every page's own scripts run under
// it (the page script of a visitor's page, the app on the administrator's, with nothing
// refused), and a script the page did not come with does not run. Visitors' pages allow their
// scripts by hash, pages rendered for one person by nonce.
import { createHash } from "node:crypto";
import { expect, type Page, type Response, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";
import { SLIP_MARKUP_INTO_PAGES, SLIPPED_MARKUP } from "./support/slipped-markup";
import { detailPathFor, waitForHydration, waitForPageScript } from "./support/pages";

interface PolicyReports {
  /** `securitypolicyviolation` events: "directive refused what on which page". */
  violations: string[];
  /** Console errors about the Content Security Policy. */
  consoleErrors: string[];
}

/** Records, across navigations, every policy violation the page reports. */
async function watchPolicy(page: Page): Promise<PolicyReports> {
  const reports: PolicyReports = { violations: [], consoleErrors: [] };
  await page.exposeFunction("reportPolicyViolation", (report: string) => reports.violations.push(report));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation(report: string): Promise<void> })
      .reportPolicyViolation;
    document.addEventListener("securitypolicyviolation", (event) => {
      void report(`${event.effectiveDirective} refused ${event.blockedURI || "?"} on ${event.documentURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      reports.consoleErrors.push(message.text());
    }
  });
  return reports;
}

function expectNoViolations(reports: PolicyReports) {
  expect(reports.violations, "securitypolicyviolation events").toEqual([]);
  expect(reports.consoleErrors, "console errors about the policy").toEqual([]);
}

/** The nonce a response's policy allows scripts with, if it allows them by nonce. */
function nonceOf(response: Response): string | null {
  const policy = response.headers()["content-security-policy"] ?? "";
  return /script-src 'nonce-([A-Za-z0-9+/]{22,}={0,2})'/.exec(policy)?.[1] ?? null;
}

/** The hashes a response's policy allows scripts by. */
function hashesOf(response: Response): string[] {
  const policy = response.headers()["content-security-policy"] ?? "";
  const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
  return [...scriptSources.matchAll(/'(sha(?:256|384)-[A-Za-z0-9+/]+=*)'/g)].map(([, hash]) => hash!);
}

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * Opens `path` and checks that every script and module preload in the HTML as served is one
 * the response's policy lets run: by the policy's nonce, by the hash of its text, or, loaded
 * from a file, by its integrity. Then waits until the page's scripts have run under that
 * policy: the page script of a visitor's page, or the app. Returns the nonce, if the page has
 * one.
 */
async function openUnderPolicy(page: Page, path: string, status = 200): Promise<string | null> {
  const response = await page.goto(path);
  expect(response, `response for ${path}`).not.toBeNull();
  expect(response!.status(), `status of ${path}`).toBe(status);
  const nonce = nonceOf(response!);
  const hashes = hashesOf(response!);
  expect(nonce !== null || hashes.length > 0, `${path} allows its scripts by nonce or by hash`).toBe(true);
  const html = await response!.text();
  // Structured data (JSON-LD) is never run, so it needs no nonce or hash.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes('type="application/ld+json"'),
  );
  const preloads = html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? [];
  expect(scripts.length, `scripts on ${path}`).toBeGreaterThan(0);
  for (const [tag, attributes, text] of scripts) {
    const integrity = /\bintegrity="([^"]+)"/.exec(attributes!)?.[1];
    if (attributes!.includes("src=") && integrity) {
      expect(hashes, `integrity of ${tag.slice(0, 80)} on ${path}`).toContain(integrity);
    } else if (nonce) expect(tag, `on ${path}`).toContain(` nonce="${nonce}"`);
    else {
      expect(attributes, `on ${path}`).not.toContain("src=");
      expect(hashes, `hash of ${tag.slice(0, 80)} on ${path}`).toContain(sha256(text!));
    }
  }
  // A visitor's page loads its modules from its module script, without preloads.
  if (nonce) for (const tag of preloads) expect(tag, `on ${path}`).toContain(` nonce="${nonce}"`);
  else expect(preloads, `module preloads on ${path}`).toEqual([]);
  if (html.includes('data-saved-count="Saved"') && !html.includes("window.__reactRouterContext")) {
    await waitForPageScript(page);
  } else await waitForHydration(page.getByRole("main"));
  return nonce;
}

/** An inline script and an inline event handler, neither with the nonce. */
const INJECTED_MARKUP =
  "<script>document.documentElement.dataset.inlineScript = 'ran';</script>" +
  `<img alt="" src="data:," onerror="document.documentElement.dataset.eventHandler = 'ran'">`;

/**
 * Serves /About with INJECTED_MARKUP written into its HTML, as stored text would be if it ever
 * reached the page unescaped; the rest of the response is the server's own.
 */
async function serveAboutWithInjectedMarkup(page: Page, { keepPolicy }: { keepPolicy: boolean }) {
  await page.route("**/About", async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    if (!keepPolicy) delete headers["content-security-policy"];
    const html = await response.text();
    expect(html).toContain("</body>");
    await route.fulfill({ response, headers, body: html.replace("</body>", `${INJECTED_MARKUP}</body>`) });
  });
}

/** The listing with the most photos, so that its carousel has a Next button. */
const withPhotos = [...LISTINGS].sort((a, b) => b.photoCount - a.photoCount)[0]!;

test.describe("content security policy", () => {
  test("the public pages run their page script with nothing refused", async ({ page }) => {
    const reports = await watchPolicy(page);

    for (const path of ["/", "/properties", "/About", "/contact"]) {
      await openUnderPolicy(page, path);
    }
    await openUnderPolicy(page, "/no-such-page", 404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

    // A listing's carousel moves on only if its script runs.
    expect(withPhotos.photoCount).toBeGreaterThan(1);
    await openUnderPolicy(page, await detailPathFor(page, withPhotos.name));
    const carousel = page.getByRole("region", { name: `Photos of ${withPhotos.name}` });
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(
      carousel.getByRole("img", { name: `${withPhotos.name}, photo 2 of ${withPhotos.photoCount}` }),
    ).toBeVisible();
    await expect(carousel.getByText(`2 / ${withPhotos.photoCount}`)).toBeVisible();

    // Following a link loads the next page whole, under its own policy.
    await openUnderPolicy(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Properties" }).click();
    await expect(page).toHaveURL("/properties");
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await waitForPageScript(page);

    expectNoViolations(reports);
  });

  test("the admin pages hydrate and run their scripts with nothing refused", async ({ page }) => {
    const reports = await watchPolicy(page);

    await openUnderPolicy(page, "/admin?redirectTo=%2Fadmin-dashboard");
    await waitForHydration(page.getByLabel("Email", { exact: true }));
    await signIn(page);
    await expect(page).toHaveURL("/admin-dashboard");

    for (const path of [
      "/admin-dashboard",
      "/manage-about-me",
      "/messages",
      "/settings",
      "/manage-properties",
    ]) {
      await openUnderPolicy(page, path);
    }
    const update = await page.locator('a[href^="/updateservice/"]').first().getAttribute("href");
    expect(update).toBeTruthy();
    await openUnderPolicy(page, update!);

    // The property form works out the new price as the administrator types.
    await openUnderPolicy(page, "/addservice");
    const price = page.getByLabel("Price", { exact: true });
    await waitForHydration(price);
    await price.fill("1.250.000");
    await page.getByLabel("Discount (%)", { exact: true }).fill("10,5");
    await expect(page.getByLabel("New price", { exact: true })).toHaveValue("1118750");

    // A visitor's page seen while signed in has a nonce, and runs its page script by integrity.
    expect(await openUnderPolicy(page, "/properties")).not.toBeNull();
    await expect(page.getByRole("button", { name: /^Save / }).first()).toBeVisible();
    // Reached by a link from the app, it is loaded whole, page script and all.
    await openUnderPolicy(page, "/admin-dashboard");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/About");
    await waitForPageScript(page);

    expectNoViolations(reports);
  });

  test("a visitor's page lets its scripts run by their hashes, the same bytes for everyone", async ({
    page,
    playwright,
  }) => {
    expect(await openUnderPolicy(page, "/properties")).toBeNull();
    const other = await playwright.request.newContext();
    const [first, second] = [
      await other.get("/properties?sort=latest"),
      await other.get("/properties?sort=latest"),
    ];
    expect(await second.body()).toEqual(await first.body());
    expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
  });

  test("a page rendered for the administrator has a nonce of its own on every response", async ({ page }) => {
    const first = await openUnderPolicy(page, "/admin?redirectTo=%2Fmessages");
    const second = await openUnderPolicy(page, "/admin?redirectTo=%2Fsettings");
    expect(first).not.toBeNull();
    expect(second).not.toBe(first);
    expect(Buffer.from(first!, "base64").length).toBeGreaterThanOrEqual(16);
  });

  test("script slipped into a page's HTML, by neither nonce nor hash, does not run", async ({ page }) => {
    const ran = () => page.evaluate(() => ({ ...document.documentElement.dataset }));

    // The same page and markup with the policy left out of the response: both scripts run.
    await serveAboutWithInjectedMarkup(page, { keepPolicy: false });
    await page.goto("/About");
    await expect.poll(ran).toEqual({ inlineScript: "ran", eventHandler: "ran" });
    await page.unrouteAll();

    // With the policy as served, the browser refuses both, and the page's own scripts still run.
    const reports = await watchPolicy(page);
    await serveAboutWithInjectedMarkup(page, { keepPolicy: true });
    await page.goto("/About");
    await waitForPageScript(page);
    await expect
      .poll(() => [...reports.violations].sort())
      .toEqual([
        expect.stringMatching(/^script-src-attr refused inline /),
        expect.stringMatching(/^script-src-elem refused inline /),
      ]);
    expect(await ran()).toEqual({});
  });

  test("uploaded photos are served with their real type and no sniffing", async ({ page }) => {
    await page.goto(await detailPathFor(page, withPhotos.name));
    const src = await page.locator('img[src^="/media/"]').first().getAttribute("src");
    expect(src).toMatch(/\.webp$/);
    const photo = await page.request.get(src!);
    expect(photo.status()).toBe(200);
    expect(photo.headers()["content-type"]).toBe("image/webp");
    expect(photo.headers()["x-content-type-options"]).toBe("nosniff");
  });
});

test.describe("a script written into a page as the server renders it", () => {
  const site = serveOwnSite("slipped-markup", {
    demo: false,
    env: { NODE_OPTIONS: `--import=${SLIP_MARKUP_INTO_PAGES}` },
  });

  test("is refused by the page's own policy, which allows the app's scripts only", async ({ page }) => {
    const reports = await watchPolicy(page);
    const response = await page.goto(site.url("/About"));
    expect(await response!.text(), "the page as served").toContain(SLIPPED_MARKUP);
    await waitForPageScript(page);
    await expect
      .poll(() => [...reports.violations].sort())
      .toEqual([
        expect.stringMatching(/^script-src-elem refused data /),
        expect.stringMatching(/^script-src-elem refused inline /),
      ]);
    expect(await page.evaluate(() => ({ ...document.documentElement.dataset }))).toEqual({});
  });
});
