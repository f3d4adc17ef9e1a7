// The feeds other sites fetch, on the demo listings: each at its own secret address, with the
// published listings at the point visitors see, and never stored by a shared cache nor indexed,
// as a file or as React Router's data for it.
import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { DEMO_LISTINGS } from "../../demo/listings";
import { runStatement } from "./support/database";
import { signIn } from "./support/office";
import { serveOwnSite } from "./support/own-site";

// The second test makes a new address for a feed the first one reads: one after the other.
test.describe.configure({ mode: "default" });

const site = serveOwnSite("feeds", { demo: true, env: { PUBLIC_BASE_URL: "https://makazi.example" } });

const TOKENS = { kyero: "k".repeat(32), meta: "m".repeat(32) };
const FILES = { kyero: "kyero.xml", meta: "meta-home-listings.csv" };

const drafts = DEMO_LISTINGS.filter((listing) => listing.status?.publication === "draft");
const approximate = DEMO_LISTINGS.filter((listing) => listing.position.precision === "approximate");

test("each feed opens at its own address only, holds no draft nor the exact point of an approximate listing, and is never stored nor indexed", async ({
  request,
}) => {
  expect(drafts.length).toBeGreaterThan(0);
  expect(approximate.length).toBeGreaterThan(0);
  for (const [feed, token] of Object.entries(TOKENS)) {
    await runStatement(site.databaseUrl, "INSERT INTO settings (key, value) VALUES ($1, $2)", [
      `feedToken:${feed}`,
      token,
    ]);
  }

  const bodies: Record<string, string> = {};
  for (const feed of ["kyero", "meta"] as const) {
    const path = `/feeds/${TOKENS[feed]}/${FILES[feed]}`;
    for (const address of [path, `${path}.data`]) {
      const response = await request.get(site.url(address));
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toMatch(/^private, no-(store|cache)$/);
      expect(response.headers()["x-robots-tag"], address).toBe("noindex");
      bodies[address] = await response.text();
    }
    const other = feed === "kyero" ? "meta" : "kyero";
    expect((await request.get(site.url(`/feeds/${TOKENS[other]}/${FILES[feed]}`))).status()).toBe(404);
    // The office's spreadsheet of every listing is not a feed, at any feed's address.
    expect((await request.get(site.url(`/feeds/${TOKENS[feed]}/listings.csv`))).status()).toBe(404);
  }

  const kyero = new XMLParser({ parseTagValue: false, isArray: (name) => name === "property" }).parse(
    bodies[`/feeds/${TOKENS.kyero}/${FILES.kyero}`]!,
  ).root.property as { location?: { latitude: string; longitude: string }; desc: { en: string } }[];
  const meta = parse(bodies[`/feeds/${TOKENS.meta}/${FILES.meta}`]!, { columns: true }) as Record<
    string,
    string
  >[];
  expect(kyero.length).toBeGreaterThan(0);
  expect(meta.length).toBeGreaterThan(0);
  const kyeroPoints = kyero.flatMap((property) => (property.location ? [property.location] : []));
  const metaPoints = meta.map((row) => ({ latitude: row.latitude!, longitude: row.longitude! }));
  for (const listing of approximate) {
    const { latitude, longitude } = listing.position;
    for (const point of [...kyeroPoints, ...metaPoints]) {
      expect(
        Number(point.latitude) === latitude && Number(point.longitude) === longitude,
        `${listing.name}'s exact point`,
      ).toBe(false);
    }
  }
  const kyeroDescriptions = kyero.map((property) => property.desc.en);
  for (const draft of drafts) {
    expect(meta.map((row) => row.name)).not.toContain(draft.name);
    const opening = draft.description.slice(0, 40);
    expect(kyeroDescriptions.filter((description) => description.startsWith(opening))).toEqual([]);
  }
});

test("on a 360 px phone, settings show a feed's address whole in one box, with a button that copies it", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("/") });
  const page = await context.newPage();
  // What the page gives the clipboard, kept on the page: the browser's clipboard may be shared
  // with other tests running beside this one.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      Object.assign(window, { copiedText: text });
      return write(text);
    };
  });
  try {
    await page.goto(site.url("/settings"));
    await signIn(page);
    await expect(page.getByRole("heading", { name: "Feeds for other sites" })).toBeVisible();
    const address = page.getByLabel("Kyero (XML)", { exact: true });
    const before = (await address.count()) > 0 ? await address.inputValue() : "";
    await page.getByRole("button", { name: /^(New address for|Make the address for) Kyero \(XML\)/ }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "New address made for Kyero (XML)." }),
    ).toBeVisible();
    await expect(address).not.toHaveValue(before);
    await expect(address).toHaveValue(/^https:\/\/makazi\.example\/feeds\/[\w-]+\/kyero\.xml$/);
    const written = await address.inputValue();
    // One line inside the screen, scrolled within its box rather than broken mid-word.
    const box = (await address.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await address.evaluate((input) => input.tagName)).toBe("INPUT");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const copy = page.locator(".feed-address").filter({ has: address }).getByRole("button");
    await expect(copy).toHaveText("Copy");
    await copy.click();
    await expect(copy).toHaveText("Copied");
    expect(await page.evaluate(() => (window as { copiedText?: string }).copiedText)).toBe(written);
    // The address copied opens the feed.
    const feed = await page.request.get(site.url(new URL(written).pathname));
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/xml");
  } finally {
    await context.close();
  }
});
