import { parse } from "csv-parse/sync";
import { XMLParser } from "fast-xml-parser";
import { beforeEach, describe, expect, it } from "vitest";
import { findFeedToken } from "~/data/feed-token.server";
import { createProperty, updateProperty } from "~/data/property-writes.server";
import { findListingBySlug } from "~/data/properties.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest, routeArgs, unwrap } from "~/testing/test-services.server";
import * as feed from "~/site/routes/feed";
import { DEFAULT_AVAILABILITY_CHECK_SETTINGS } from "~/domain/availability-check";
import type { FeedName } from "~/domain/feeds";
import { feedAddresses, feedRuns, renewFeedToken } from "./feeds.server";
import { streamedText } from "./streamed-text.server";

const site = freshSiteForEachTest(() => ({ PUBLIC_BASE_URL: "https://makazi.co.ke" }));
const db = () => site().services.database.db;

/** The status, text and headers a feed's address answers; 404s are thrown as React Router's data. */
async function fetchFeed(
  token: string,
  file: string,
  headers?: Record<string, string>,
): Promise<{ status: number; text: string; headers?: Headers }> {
  try {
    const response = await feed.loader(
      routeArgs(site(), `/feeds/${token}/${file}`, { params: { token, file }, headers }),
    );
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch (error) {
    return { status: unwrap(error).status, text: "" };
  }
}

const xml = new XMLParser({ parseTagValue: false, isArray: (name) => ["property", "image"].includes(name) });
const kyeroProperties = (text: string) => xml.parse(text).root.property as Record<string, unknown>[];
const csvRows = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

let token: string;
let metaToken: string;

beforeEach(async () => {
  await createProperty(db(), aProperty({ name: "Nyali Villa", city: "Mombasa" }));
  await createProperty(
    db(),
    aProperty({
      name: "Kilimani Flat",
      type: "rent",
      price: 900,
      pricePeriod: "month",
      bedrooms: 2,
      bathrooms: 1,
    }),
  );
  await createProperty(db(), aProperty({ name: "Secret Draft", publication: "draft" }));
  await renewFeedToken(db(), "kyero");
  await renewFeedToken(db(), "meta");
  token = (await findFeedToken(db(), "kyero"))!;
  metaToken = (await findFeedToken(db(), "meta"))!;
}, 30_000);

describe("the feeds", { timeout: 30_000 }, () => {
  it("give every published listing with its facts to Kyero and Meta, drafts left out", async () => {
    const kyero = await fetchFeed(token, "kyero.xml");
    expect(kyero.status).toBe(200);
    const properties = kyeroProperties(kyero.text);
    expect(properties.map((property) => property.town)).toEqual(["Mombasa", "Nairobi"]);
    for (const property of properties) {
      for (const field of [
        "id",
        "date",
        "ref",
        "price",
        "currency",
        "price_freq",
        "type",
        "town",
        "province",
        "desc",
      ])
        expect(property[field], field).toBeTruthy();
    }
    expect(properties[1]).toMatchObject({ price: "900", price_freq: "month", beds: "2", baths: "1" });
    expect(kyero.text).not.toContain("Secret Draft");

    const meta = csvRows((await fetchFeed(metaToken, "meta-home-listings.csv")).text);
    expect(meta.map((row) => row.name)).toEqual(["Nyali Villa", "Kilimani Flat"]);
    expect(meta[0]).toMatchObject({
      availability: "for_sale",
      price: "100000 USD",
      "address.country": "Kenya",
    });
    expect(meta[0]!.url).toMatch(/^https:\/\/makazi\.co\.ke\/properties\/nyali-villa$/);
  });

  it("give the public point of a listing whose address is approximate, never the point set", async () => {
    await createProperty(
      db(),
      aProperty({
        name: "Runda Hideaway",
        position: { latitude: -1.2111111, longitude: 36.8111111, precision: "approximate" },
      }),
    );
    const kyero = (await fetchFeed(token, "kyero.xml")).text;
    const meta = (await fetchFeed(metaToken, "meta-home-listings.csv")).text;
    expect(kyeroProperties(kyero)).toHaveLength(3);
    expect(meta).toContain("Runda Hideaway");
    for (const text of [kyero, meta]) {
      expect(text).not.toContain("1.2111111");
      expect(text).not.toContain("36.8111111");
    }
  });

  it("drop a let listing from Kyero at once, and tell Meta it is off the market while the site still shows it", async () => {
    await createProperty(
      db(),
      aProperty({
        name: "Lavington Let",
        type: "rent",
        price: 700,
        pricePeriod: "month",
        availability: "let",
      }),
    );
    const kyero = kyeroProperties((await fetchFeed(token, "kyero.xml")).text);
    expect(kyero.map((property) => property.town)).toEqual(["Mombasa", "Nairobi"]);
    const meta = csvRows((await fetchFeed(metaToken, "meta-home-listings.csv")).text);
    expect(meta.find((row) => row.name === "Lavington Let")).toMatchObject({ availability: "off_market" });

    // Let long ago, past the weeks the site shows such listings: gone from Meta too.
    await db()
      .updateTable("properties")
      .set({ availability_changed_at: "2020-01-01T00:00:00.000Z" })
      .execute();
    const later = csvRows((await fetchFeed(metaToken, "meta-home-listings.csv")).text);
    expect(later.map((row) => row.name)).toEqual(["Nyali Villa", "Kilimani Flat"]);
  });

  it("are the public feeds only: the office's spreadsheet of every listing is not one", async () => {
    expect((await fetchFeed(token, "listings.csv")).status).toBe(404);
    expect((await fetchFeed(metaToken, "listings.csv")).status).toBe(404);
  });

  it("each answer to their own token alone, and renewing one leaves the other working", async () => {
    expect(metaToken).not.toBe(token);
    expect((await fetchFeed(metaToken, "kyero.xml")).status).toBe(404);
    expect((await fetchFeed(token, "meta-home-listings.csv")).status).toBe(404);
    await renewFeedToken(db(), "kyero");
    expect((await fetchFeed(token, "kyero.xml")).status).toBe(404);
    expect((await fetchFeed((await findFeedToken(db(), "kyero"))!, "kyero.xml")).status).toBe(200);
    expect((await fetchFeed(metaToken, "meta-home-listings.csv")).status).toBe(200);
  });

  it("answer 404 to a wrong token or file, and to the old token once the office makes new addresses", async () => {
    expect((await fetchFeed(`${token}x`, "kyero.xml")).status).toBe(404);
    expect((await fetchFeed(token, "other.xml")).status).toBe(404);
    await renewFeedToken(db(), "kyero");
    const renewed = (await findFeedToken(db(), "kyero"))!;
    expect(renewed).not.toBe(token);
    expect((await fetchFeed(token, "kyero.xml")).status).toBe(404);
    expect((await fetchFeed(renewed, "kyero.xml")).status).toBe(200);
  });

  it("follow a change of a listing, and are never indexed", async () => {
    const before = await fetchFeed(token, "kyero.xml");
    const villa = (await findListingBySlug(db(), "nyali-villa"))!;
    await updateProperty(db(), "nyali-villa", { ...villa, price: 95_000, photos: [] });
    const after = await fetchFeed(token, "kyero.xml");
    expect(after.text).not.toBe(before.text);
    expect(kyeroProperties(after.text)[0]).toMatchObject({ price: "95000" });
    const response = await feed.loader(
      routeArgs(site(), `/feeds/${token}/kyero.xml`, { params: { token, file: "kyero.xml" } }),
    );
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
  });
});

describe("the feeds written a page of listings at a time", { timeout: 30_000 }, () => {
  const addresses = { origin: "https://makazi.co.ke", mediaBaseUrl: null };
  const runs = (feedName: FeedName, pageSize: number, database = db()) =>
    streamedText(
      feedRuns(database, feedName, addresses, {
        now: new Date(),
        checks: DEFAULT_AVAILABILITY_CHECK_SETTINGS,
        agent: { name: "Makazi", email: "", phone: "" },
        pageSize,
      }),
    );

  it("are whole across pages, drafts left out, and the same as one page", async () => {
    await createProperty(db(), aProperty({ name: "Runda Villa" }));
    await createProperty(db(), aProperty({ name: "Late Draft", publication: "draft" }));
    for (const feedName of ["kyero", "meta"] as const) {
      const paged = await new Response(runs(feedName, 1)).text();
      expect(paged).toBe(await new Response(runs(feedName, 500)).text());
      expect(paged).not.toMatch(/Secret Draft|Late Draft/);
    }
    const kyero = await new Response(runs("kyero", 1)).text();
    expect(kyeroProperties(kyero).map((property) => property.ref)).toHaveLength(3);
    const meta = csvRows(await new Response(runs("meta", 2)).text());
    expect(meta.map((row) => row.name)).toEqual(["Nyali Villa", "Kilimani Flat", "Runda Villa"]);
  });

  it("stop reading listings once the reader goes away", async () => {
    for (let index = 0; index < 4; index += 1)
      await createProperty(db(), aProperty({ name: `Villa ${index}` }));
    let queries = 0;
    const counted = db().withPlugin({
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const reader = runs("kyero", 1, counted).getReader();
    await reader.read(); // the head
    await reader.read(); // the first listing
    await reader.cancel();
    const afterCancel = queries;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queries).toBe(afterCancel);
    // A page is three queries (listings, photos, amenities): 6 listings would take 21.
    expect(queries).toBeLessThanOrEqual(6);
  });

  it("answer 304 while nothing changed, and the feed again once a listing changes", async () => {
    const first = await fetchFeed(token, "kyero.xml");
    const etag = first.headers!.get("ETag")!;
    const lastModified = first.headers!.get("Last-Modified")!;
    expect(etag).toBeTruthy();
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await fetchFeed(token, "kyero.xml", { "If-None-Match": etag })).status).toBe(304);
    // An unknown token learns nothing, validators or not.
    expect((await fetchFeed(`${token}x`, "kyero.xml", { "If-None-Match": etag })).status).toBe(404);

    const villa = (await findListingBySlug(db(), "nyali-villa"))!;
    await updateProperty(db(), "nyali-villa", { ...villa, price: 95_000, photos: [] });
    const changed = await fetchFeed(token, "kyero.xml", { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(kyeroProperties(changed.text)[0]).toMatchObject({ price: "95000" });
    expect(changed.headers!.get("ETag")).not.toBe(etag);
    const since = await fetchFeed(token, "kyero.xml", { "If-Modified-Since": lastModified });
    expect(since.status).toBe(200);
  });
});

describe("the feeds of a site from before each had its own token", { timeout: 30_000 }, () => {
  const sharedToken = "s".repeat(32);

  beforeEach(async () => {
    await db().deleteFrom("settings").where("key", "like", "feedToken%").execute();
    await db().insertInto("settings").values({ key: "feedToken", value: sharedToken }).execute();
  });

  it("answer at the shared address until each is renewed, and settings say so of each address", async () => {
    expect((await fetchFeed(sharedToken, "kyero.xml")).status).toBe(200);
    expect((await fetchFeed(sharedToken, "meta-home-listings.csv")).status).toBe(200);
    expect((await fetchFeed(sharedToken, "listings.csv")).status).toBe(404);
    expect((await feedAddresses(site().services)).map(({ feed, shared }) => [feed, shared])).toEqual([
      ["kyero", true],
      ["meta", true],
    ]);

    await renewFeedToken(db(), "kyero");
    expect((await fetchFeed(sharedToken, "kyero.xml")).status).toBe(404);
    expect((await fetchFeed(sharedToken, "meta-home-listings.csv")).status).toBe(200);
    expect((await fetchFeed((await findFeedToken(db(), "kyero"))!, "kyero.xml")).status).toBe(200);
    // The old address now opens Meta's feed alone: it is that feed's own.
    expect((await feedAddresses(site().services)).map(({ feed, shared }) => [feed, shared])).toEqual([
      ["kyero", false],
      ["meta", false],
    ]);
  });
});

describe("the feeds without PUBLIC_BASE_URL", { timeout: 30_000 }, () => {
  const siteWithoutAddress = freshSiteForEachTest();

  it("are off: photos and links are never written from the request's Host", async () => {
    const { services } = siteWithoutAddress();
    await renewFeedToken(services.database.db, "kyero");
    const saved = (await findFeedToken(services.database.db, "kyero"))!;
    const answer = await feed
      .loader(
        routeArgs(siteWithoutAddress(), `/feeds/${saved}/kyero.xml`, {
          params: { token: saved, file: "kyero.xml" },
        }),
      )
      .then((response) => response.status)
      .catch((error: unknown) => unwrap(error).status);
    expect(answer).toBe(404);
  });
});
