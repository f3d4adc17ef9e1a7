import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { findFeedToken, saveFeedToken } from "~/data/feed-token.server";
import { findListingsForExport } from "~/data/listing-exports.server";
import { findAvailabilityCheckSettings } from "~/data/settings.server";
import { isHiddenClosed } from "~/domain/availability-check";
import { isClosed } from "~/domain/listing-status";
import { type FeedName, FEEDS, feedOfFile, feedPath, kyeroFeed, metaCatalogue } from "~/domain/feeds";
import { absoluteUrl } from "~/domain/site-address";
import type { AppDatabase } from "~/data/app-database";
import { type AppServices, keepPlaceFrom, servicesFrom } from "./context.server";
import { matchesEtag } from "./media-storage.server";
import { pageEtag, secretLinkHeaders } from "./http-caching.server";

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
 * A feed at `/feeds/<token>/<file>`: 404 for any token but the feed's own, any other file, and while PUBLIC_BASE_URL
 * is unset (its addresses are written from it, never from the request). Kept like visitors'
 * pages until the listings change, and never indexed.
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
  const [published, checks] = await Promise.all([
    findListingsForExport(db, { publishedOnly: true }),
    findAvailabilityCheckSettings(db),
  ]);
  const now = new Date();
  // Kyero has no word for let or sold: such a listing leaves it at once. Meta's catalogue says
  // so, for as long as the site still shows such listings.
  const text =
    feed === "kyero"
      ? kyeroFeed(
          published.filter((listing) => !isClosed(listing.availability)),
          addresses,
        )
      : metaCatalogue(
          published.filter((listing) => !isHiddenClosed(listing, now, checks)),
          addresses,
        );
  const body = Buffer.from(text);
  const etag = pageEtag(body);
  const headers: [string, string][] = [
    ["Content-Type", FEEDS[feed].contentType],
    ["Cache-Control", FEED_CACHING],
    ["X-Robots-Tag", "noindex"],
    ["ETag", etag],
  ];
  const place = keepPlaceFrom(context);
  if (place) services.keptPages.keep(place, { status: 200, headers, body, etag }, 1);
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
