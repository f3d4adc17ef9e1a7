import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { findBrand } from "~/data/brand.server";
import { data, type RouterContextProvider } from "react-router";
import { findFeedToken, saveFeedToken } from "~/data/feed-token.server";
import { listingPagesForExport } from "~/data/listing-exports.server";
import { findAvailabilityCheckSettings, findSettings } from "~/data/settings.server";
import { type AvailabilityCheckSettings, isHiddenClosed, shownListings } from "~/domain/availability-check";
import { isClosed } from "~/domain/listing-status";
import {
  type FeedAddresses,
  type FeedName,
  FEEDS,
  feedOfFile,
  feedPath,
  type FeedAgent,
  kyeroHead,
  KYERO_TAIL,
  kyeroProperties,
  metaCatalogue,
} from "~/domain/feeds";
import { absoluteUrl } from "~/domain/site-address";
import type { AppDatabase } from "~/data/app-database";
import { type AppServices, servicesFrom } from "./context.server";
import { lastModifiedClock, notModified, pageEtag, secretLinkHeaders } from "./http-caching.server";
import { streamedText } from "./streamed-text.server";

/**
 * Feed readers may keep a copy and ask again with its ETag; shared caches keep none, so that a
 * renewed token stops the old addresses at once.
 */
const FEED_CACHING = "private, no-cache";

const sameToken = (given: string, expected: string) => {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
};

const notFound = () => data("Not found", { status: 404, headers: secretLinkHeaders() });

/** A new token for a feed's address: its old address answers 404 from now on, the other feeds' stay. */
export async function renewFeedToken(db: AppDatabase, feed: FeedName): Promise<void> {
  await saveFeedToken(db, feed, randomBytes(24).toString("base64url"));
}

/**
 * Each feed's absolute address for /settings, null until its token is made; none without
 * PUBLIC_BASE_URL. `shared` while the feed still answers at the token the feeds shared before
 * each had its own, which opens another feed too.
 */
export async function feedAddresses(
  services: Pick<AppServices, "config" | "database">,
): Promise<{ feed: FeedName; label: string; url: string | null; shared: boolean }[]> {
  const origin = services.config.publicBaseUrl;
  if (!origin) return [];
  const feeds = Object.keys(FEEDS) as FeedName[];
  const tokens = await Promise.all(feeds.map((feed) => findFeedToken(services.database.db, feed)));
  return feeds.map((feed, index) => {
    const token = tokens[index]!;
    return {
      feed,
      label: FEEDS[feed].label,
      url: token ? absoluteUrl(origin, feedPath(token, feed)) : null,
      shared: token !== null && tokens.filter((other) => other === token).length > 1,
    };
  });
}

/**
 * When this process began serving: a new release, which starts new processes, may write the
 * feeds differently, so validators change with it.
 */
const SERVING_SINCE = Date.now();

const feedLastModified = lastModifiedClock();

/** What a feed's bytes follow, for its validators. */
interface FeedSource {
  feed: FeedName;
  addresses: FeedAddresses;
  contentVersion: number;
  /** Meta's catalogue leaves out listings let or sold long enough ago, which moves with the day. */
  closedShownSince: string;
}

function feedEtag({ feed, addresses, contentVersion, closedShownSince }: FeedSource): string {
  const day = feed === "meta" ? closedShownSince : "";
  return pageEtag(
    [feed, SERVING_SINCE, contentVersion, day, addresses.origin, addresses.mediaBaseUrl].join("\n"),
  );
}

/** A feed's text, a page of listings at a time (see `listingPagesForExport`). */
export async function* feedRuns(
  db: AppDatabase,
  feed: FeedName,
  addresses: FeedAddresses,
  {
    now,
    checks,
    agent,
    pageSize,
  }: { now: Date; checks: AvailabilityCheckSettings; agent: FeedAgent; pageSize?: number },
): AsyncGenerator<string, void, undefined> {
  const pages = listingPagesForExport(db, { publishedOnly: true, pageSize });
  // Kyero has no word for let or sold: such a listing leaves it at once. Meta's catalogue says
  // so, for as long as the site still shows such listings.
  if (feed === "kyero") {
    yield kyeroHead(agent);
    for await (const page of pages) {
      yield kyeroProperties(
        page.filter((listing) => !isClosed(listing.availability)),
        addresses,
      );
    }
    yield KYERO_TAIL;
  } else {
    yield metaCatalogue([], addresses);
    for await (const page of pages) {
      yield metaCatalogue(
        page.filter((listing) => !isHiddenClosed(listing, now, checks)),
        addresses,
        { header: false },
      );
    }
  }
}

/**
 * A feed at `/feeds/<token>/<file>`: 404 for any token but the feed's own, any other file, and
 * while PUBLIC_BASE_URL is unset (its addresses are written from it, never from the request).
 * Written as the reader takes it, a page of listings at a time, so that a feed of any size takes
 * the memory of one page; 304 while the content version (and, for Meta, the day's cut of let and
 * sold listings) has not moved. Never indexed.
 */
export async function feedResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { token, file }: { token: string; file: string },
): Promise<Response> {
  const services = servicesFrom(context);
  const { db } = services.database;
  const origin = services.config.publicBaseUrl;
  const feed = feedOfFile(file);
  const expected = feed ? await findFeedToken(db, feed) : null;
  if (!origin || !feed || !expected || !sameToken(token, expected)) throw notFound();
  const addresses = { origin, mediaBaseUrl: services.config.mediaBaseUrl };
  const [contentVersion, checks] = await Promise.all([
    services.database.contentVersion(),
    findAvailabilityCheckSettings(db),
  ]);
  const now = new Date();
  const etag = feedEtag({
    feed,
    addresses,
    contentVersion,
    closedShownSince: shownListings(now, checks).closedShownSince,
  });
  const lastModified = feedLastModified(feed, etag);
  const headers: [string, string][] = [
    ["Content-Type", FEEDS[feed].contentType],
    ["Cache-Control", FEED_CACHING],
    ["X-Robots-Tag", "noindex"],
    ["ETag", etag],
    ["Last-Modified", lastModified.date.toUTCString()],
  ];
  if (notModified(request, etag, lastModified)) return new Response(null, { status: 304, headers });
  const [brand, settings] = await Promise.all([findBrand(db), findSettings(db)]);
  const agent = {
    name: brand.name,
    email: settings.contactEmail,
    phone: settings.contactPhone || settings.whatsappNumber,
  };
  return new Response(streamedText(feedRuns(db, feed, addresses, { now, checks, agent })), {
    status: 200,
    headers,
  });
}
