// The addresses search engines and link previews read: the sitemap, robots.txt and the
// listing preview pictures, called as React Router calls them, on a real database and media folder.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createProperty } from "~/data/property-writes.server";
import { LINK_PREVIEW_IMAGE, linkPreviewImageFile } from "~/domain/link-preview";
import { FEEDS_PATH } from "~/domain/robots";
import { requestContext } from "~/services/context.server";
import { storeUploadedPhoto } from "~/services/photo-storage.server";
import { aProperty } from "~/testing/listings";
import {
  freshSiteForEachTest,
  routeArgs,
  TEST_CLIENT_ADDRESS,
  type TestSite,
  unwrap,
} from "~/testing/test-services.server";
import { XMLParser } from "fast-xml-parser";
import { sitemapResponse } from "~/services/sitemap.server";
import routes from "../../routes";
import * as previewImage from "./property-preview-image";
import * as robots from "./robots";
import * as sitemap from "./sitemap";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** The same site, as configured with PUBLIC_BASE_URL. */
function withPublicBaseUrl(publicBaseUrl: string): TestSite {
  const services = { ...site().services, config: { ...site().services.config, publicBaseUrl } };
  return { ...site(), services, context: requestContext(services, { clientAddress: TEST_CLIENT_ADDRESS }) };
}

describe("sitemap.xml", () => {
  it("lists the static pages and every published listing, with when it last changed, at the public address", async () => {
    const first = await createProperty(db(), aProperty({ name: "Nyali Beach House" }));
    const second = await createProperty(
      db(),
      aProperty({ name: "Kisumu Plot", type: "land", availability: "sold" }),
    );
    await createProperty(db(), aProperty({ name: "Unfinished Draft", publication: "draft" }));
    const changed = await db().selectFrom("properties").select(["slug", "updated_at"]).execute();
    const updatedAt = new Map(changed.map((row) => [row.slug, row.updated_at]));

    const response = await sitemap.loader(
      routeArgs(withPublicBaseUrl("https://makazi.co.ke"), "/sitemap.xml"),
    );
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const entries = [
      ...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<xhtml:link/g),
    ].map(([, loc, lastmod]) => ({ loc, lastmod }));
    // Each page in English, then in Kiswahili.
    const inBothLanguages = (path: string, lastmod?: string) => [
      { loc: `https://makazi.co.ke${path}`, lastmod },
      { loc: `https://makazi.co.ke/sw${path === "/" ? "" : path}`, lastmod },
    ];
    expect(entries).toEqual([
      ...inBothLanguages("/"),
      ...inBothLanguages("/properties"),
      ...inBothLanguages("/About"),
      ...inBothLanguages("/contact"),
      ...inBothLanguages("/privacy"),
      ...inBothLanguages(`/properties/${second}`, updatedAt.get(second)),
      ...inBothLanguages(`/properties/${first}`, updatedAt.get(first)),
    ]);
  });

  it("uses the origin of the request when no public address is configured", async () => {
    const xml = await (await sitemap.loader(routeArgs(site(), "/sitemap.xml"))).text();
    expect(xml).toContain("<loc>http://makazi.test/</loc>");
  });
});

describe("sitemap.xml past the addresses one file holds", () => {
  const xml = new XMLParser({ isArray: (name) => ["sitemap", "url"].includes(name) });
  // 8 static addresses and 2 listings, each in both languages, per file.
  const urlsPerFile = 12;

  async function fetchSitemap(path: string): Promise<{ status: number; text: string }> {
    try {
      const response = await sitemapResponse(new Request(`https://makazi.co.ke${path}`), site().context, {
        urlsPerFile,
        pageSize: 1,
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      return { status: unwrap(error).status, text: "" };
    }
  }

  it("is an index of files within the limit that together list every address once, drafts never", async () => {
    const slugs: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      slugs.push(await createProperty(db(), aProperty({ name: `Diani Cottage ${index}` })));
      if (index === 2) await createProperty(db(), aProperty({ name: "Hidden Draft", publication: "draft" }));
    }
    const index = await fetchSitemap("/sitemap.xml");
    const files = xml.parse(index.text).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc);
    expect(files).toEqual(
      files.map((_: string, at: number) => `https://makazi.co.ke/sitemap.xml?part=${at + 1}`),
    );
    const listed: string[] = [];
    for (const file of files) {
      const part = await fetchSitemap(new URL(file).pathname + new URL(file).search);
      expect(part.status).toBe(200);
      const urls = (xml.parse(part.text).urlset.url ?? []).map((url: { loc: string }) => url.loc);
      expect(urls.length).toBeLessThanOrEqual(urlsPerFile);
      listed.push(...urls);
    }
    const path = (url: string) => new URL(url).pathname;
    expect(listed.map(path).sort()).toEqual(
      [
        ...["/", "/properties", "/About", "/contact", "/privacy"],
        ...slugs.map((slug) => `/properties/${slug}`),
      ]
        .flatMap((page) => [page, page === "/" ? "/sw" : `/sw${page}`])
        .sort(),
    );
    expect(listed.join(" ")).not.toContain("hidden-draft");
    expect((await fetchSitemap(`/sitemap.xml?part=${files.length + 1}`)).status).toBe(404);
    expect((await fetchSitemap("/sitemap.xml?part=0")).status).toBe(404);
    expect((await fetchSitemap("/sitemap.xml?part=x")).status).toBe(404);
  });
});

describe("robots.txt", () => {
  interface PathEntry {
    path: string;
    underAdminLayout: boolean;
  }
  function pathsOf(entries: readonly RouteConfigEntry[], parent: string, admin: boolean): PathEntry[] {
    return entries.flatMap((entry) => {
      const path = [parent, entry.path].filter(Boolean).join("/");
      const underAdminLayout = admin || entry.file === "office/routes/admin-layout.tsx";
      return [{ path, underAdminLayout }, ...pathsOf(entry.children ?? [], path, underAdminLayout)];
    });
  }
  const pages = pathsOf(routes, "", false)
    .filter((entry) => entry.path !== "" || !entry.underAdminLayout)
    .map((entry) => ({ ...entry, path: `/${entry.path.replace(/:\w+/g, "1")}` }));

  async function robotsText(target: TestSite) {
    const response = robots.loader(routeArgs(target, "/robots.txt"));
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    return response.text();
  }

  function isDisallowed(text: string, path: string): boolean {
    const rules = [...text.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix]) => prefix!);
    return rules.some((prefix) => path.toLowerCase().startsWith(prefix.toLowerCase()));
  }

  it("keeps crawlers out of every page under the administrator's layout and of the feeds, and no other", async () => {
    const text = await robotsText(site());
    const isFeed = (path: string) => path.startsWith(FEEDS_PATH);
    const adminPages = pages
      .filter((page) => page.underAdminLayout || isFeed(page.path))
      .map((page) => page.path);
    const publicPages = pages.filter(
      (page) => !page.underAdminLayout && !isFeed(page.path) && page.path !== "/*",
    );
    expect(adminPages).toContain("/manage-properties");
    expect(adminPages).toContain("/feeds/1/1");
    expect(publicPages.map((page) => page.path)).toContain("/properties/1");
    for (const path of adminPages) expect(isDisallowed(text, path), path).toBe(true);
    for (const { path } of publicPages) expect(isDisallowed(text, path), path).toBe(false);
  });

  it("names the sitemap by its absolute public address", async () => {
    expect(await robotsText(withPublicBaseUrl("https://makazi.co.ke"))).toMatch(
      /^Sitemap: https:\/\/makazi\.co\.ke\/sitemap\.xml$/m,
    );
    expect(await robotsText(site())).toMatch(/^Sitemap: http:\/\/makazi\.test\/sitemap\.xml$/m);
  });
});

describe("a listing's preview picture", { timeout: 30_000 }, () => {
  /** A photo full of fine detail, the hardest kind to make small. */
  async function detailedPhoto(): Promise<Uint8Array> {
    const width = 1600;
    const height = 1067;
    const raw = randomBytes(width * height * 3);
    return new Uint8Array(
      await sharp(raw, { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer(),
    );
  }

  async function plainPhoto(): Promise<Uint8Array> {
    const jpeg = await sharp({ create: { width: 1440, height: 960, channels: 3, background: "#2f6b34" } })
      .jpeg()
      .toBuffer();
    return new Uint8Array(jpeg);
  }

  async function listingWithPhoto(photo: Uint8Array) {
    const stored = await storeUploadedPhoto(site().services.media, photo);
    const slug = await createProperty(
      db(),
      aProperty({
        photos: [
          { externalUrl: "https://images.example/first.jpg" },
          { storageKey: stored.storageKey, width: stored.width, height: stored.height },
        ],
      }),
    );
    return { slug, storageKey: stored.storageKey };
  }

  const preview = (slug: string, query = "") =>
    previewImage.loader(routeArgs(site(), `/properties/${slug}/preview.jpg${query}`, { params: { slug } }));

  it("is a 1200 × 630 progressive JPEG under 300 KB of the first uploaded photo, kept and cached for good", async () => {
    const { slug, storageKey } = await listingWithPhoto(await detailedPhoto());
    const response = await preview(slug, `?v=${storageKey}`);

    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(LINK_PREVIEW_IMAGE.maxBytes);
    expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 1200,
      height: 630,
      isProgressive: true,
    });
    expect(existsSync(join(site().services.media.directory, linkPreviewImageFile(storageKey)))).toBe(true);

    const again = Buffer.from(await (await preview(slug, `?v=${storageKey}`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });

  it("shows a transparent photo on white", async () => {
    const transparent = await sharp({
      create: { width: 1440, height: 960, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { slug, storageKey } = await listingWithPhoto(new Uint8Array(transparent));
    const jpeg = Buffer.from(await (await preview(slug, `?v=${storageKey}`)).arrayBuffer());
    const { channels } = await sharp(jpeg).stats();
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255]);
  });

  it("sends an address without the cover's name, or with an old one, on to the current picture", async () => {
    const { slug, storageKey } = await listingWithPhoto(await plainPhoto());
    for (const query of ["", "?v=0000000000000000"]) {
      const response = await preview(slug, query);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/properties/${slug}/preview.jpg?v=${storageKey}`);
    }
  });

  it("is the site's picture for a listing without an uploaded photo, and 404 for no listing", async () => {
    const slug = await createProperty(
      db(),
      aProperty({ photos: [{ externalUrl: "https://images.example/only-a-link.jpg" }] }),
    );
    const response = await preview(slug);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/site-preview.jpg");
    expect((await preview("no-such-listing")).status).toBe(404);
  });

  it("is 404 for a draft, which visitors may not see", async () => {
    const { slug } = await listingWithPhoto(await plainPhoto());
    await db()
      .updateTable("properties")
      .set({ publication: "draft", on_market: 0 })
      .where("slug", "=", slug)
      .execute();
    expect((await preview(slug)).status).toBe(404);
  });
});
