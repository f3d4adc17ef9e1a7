import { gzipSync } from "node:zlib";
import { type Browser, expect, type Response, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { detailPathFor } from "./support/pages";

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

function kindOf(response: Response): "js" | "css" | null {
  const type = response.headers()["content-type"] ?? "";
  const path = new URL(response.url()).pathname;
  if (/javascript/.test(type) || /\.m?js$/.test(path)) return "js";
  if (/text\/css/.test(type) || /\.css$/.test(path)) return "css";
  return null;
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
        const kind = kindOf(response);
        if (!kind || seen.has(response.url())) continue;
        seen.add(response.url());
        expect(response.status(), response.url()).toBe(200);
        const gzipped = gzipSync(await response.body()).length;
        totals[kind] += gzipped;
        lines.push(`  ${kind} ${kb(gzipped)} ${new URL(response.url()).pathname}`);
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

  test("HTML is sent uncompressed to a client that does not accept compression", async ({ request }) => {
    const response = await request.get("/properties", { headers: { "accept-encoding": "identity" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-encoding"]).toBeUndefined();
  });
});
