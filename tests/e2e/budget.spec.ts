import { gzipSync } from "node:zlib";
import { type Browser, expect, type Response, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { BASE_URL } from "./support/env";
import { detailPathFor } from "./support/pages";
import { signedInCookie } from "./support/server";

/** Most a page may load, gzipped, of each kind. */
const BUDGET = { js: 100 * 1024, css: 15 * 1024 };

const PAGES: Record<string, (browser: Browser) => Promise<string> | string> = {
  home: () => "/",
  "property list": () => "/properties",
  "property page": async (browser) => {
    // Found in a browser context of its own, so that the measured page loads everything afresh.
    const page = await browser.newPage();
    try {
      return await detailPathFor(page, LISTINGS[0]!.name);
    } finally {
      await page.close();
    }
  },
  About: () => "/About",
  contact: () => "/contact",
  "not found": () => "/no-such-page",
};

function isScript(response: Response): boolean {
  const type = response.headers()["content-type"] ?? "";
  return /javascript/.test(type) || /\.m?js$/.test(new URL(response.url()).pathname);
}

/** The addresses of the stylesheets a page's HTML links, in order. */
function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)![1]!);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe("page weight and caching", () => {
  for (const [title, path] of Object.entries(PAGES)) {
    test(`the ${title} page stays within the JS and CSS budget, with cacheable assets and compressed HTML`, async ({
      browser,
      page,
    }) => {
      const target = await path(browser);
      const responses: Response[] = [];
      page.on("response", (response) => responses.push(response));

      const document = await page.goto(target);
      await page.waitForLoadState("networkidle");
      expect(document).not.toBeNull();

      // The HTML is compressed for a browser that accepts it.
      const accepted = (await document!.request().allHeaders())["accept-encoding"] ?? "";
      expect(accepted).toMatch(/gzip/);
      expect((await document!.allHeaders())["content-encoding"]).toMatch(/^(gzip|br)$/);

      const totals = { js: 0, css: 0 };
      const lines: string[] = [];
      const seen = new Set<string>();
      for (const response of responses) {
        if (!isScript(response) || seen.has(response.url())) continue;
        seen.add(response.url());
        expect(response.status(), response.url()).toBe(200);
        const gzipped = gzipSync(await response.body()).length;
        totals.js += gzipped;
        lines.push(`  js ${kb(gzipped)} ${new URL(response.url()).pathname}`);
      }
      // The styles are what the page links, whether or not the browser had them already;
      // the map's own stylesheet loads with the map, only when one is drawn.
      const stylesheets = linkedStylesheets(await document!.text());
      expect(stylesheets, "a visitor's page links the visitors' stylesheet alone").toHaveLength(1);
      for (const href of stylesheets) {
        const stylesheet = await page.request.get(href);
        expect(stylesheet.status(), href).toBe(200);
        const gzipped = gzipSync(await stylesheet.body()).length;
        totals.css += gzipped;
        lines.push(`  css ${kb(gzipped)} ${href}`);
      }
      const summary = `${page.url()}: JS ${kb(totals.js)}, CSS ${kb(totals.css)} gzipped\n${lines.join("\n")}`;
      test.info().annotations.push({ type: "weight", description: summary });
      expect(totals.js, "the page loads its scripts").toBeGreaterThan(0);
      expect(totals.css, "the page loads its styles").toBeGreaterThan(0);
      expect(totals.js, summary).toBeLessThanOrEqual(BUDGET.js);
      expect(totals.css, summary).toBeLessThanOrEqual(BUDGET.css);

      // Hashed build assets may be cached for good.
      const assets = responses.filter((response) => new URL(response.url()).pathname.startsWith("/assets/"));
      expect(assets.length).toBeGreaterThan(0);
      for (const response of assets) {
        const cacheControl = (await response.allHeaders())["cache-control"] ?? "";
        expect(cacheControl, response.url()).toMatch(/\bimmutable\b/);
        expect(cacheControl, response.url()).toMatch(/max-age=\d{7,}/);
      }
    });
  }

  test("the office's pages link the visitors' stylesheet, then their own, which no visitor's page mentions", async ({
    request,
  }) => {
    const visitorsPage = await (await request.get("/properties")).text();
    const [visitorsStylesheet] = linkedStylesheets(visitorsPage);
    const cookie = await signedInCookie(BASE_URL);
    const officeStylesheets = new Set<string>();
    for (const path of ["/admin-dashboard", "/manage-properties", "/messages"]) {
      const officePage = await request.get(path, { headers: { cookie } });
      expect(officePage.status()).toBe(200);
      const [first, officeStylesheet, ...more] = linkedStylesheets(await officePage.text());
      expect(first, path).toBe(visitorsStylesheet);
      expect(officeStylesheet, path).toMatch(/^\/assets\/.+\.css$/);
      expect(more, path).toEqual([]);
      officeStylesheets.add(officeStylesheet!);
    }
    expect(officeStylesheets.size).toBe(1);
    const [officeStylesheet] = officeStylesheets;
    for (const path of ["/", "/properties", "/About", "/contact", "/saved", "/alerts", "/no-such-page"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(officeStylesheet);
    }
  });

  test("HTML is sent uncompressed to a client that does not accept compression", async ({ request }) => {
    const response = await request.get("/properties", { headers: { "accept-encoding": "identity" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBeUndefined();
  });
});
