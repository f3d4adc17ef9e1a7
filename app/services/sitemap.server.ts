import { data, type RouterContextProvider } from "react-router";
import { sitemapListingExtent, sitemapListingPages } from "~/data/sitemap.server";
import type { AppDatabase } from "~/data/app-database";
import type { ShownListings } from "~/domain/availability-check";
import {
  MAX_SITEMAP_URLS,
  pageInEveryLanguage,
  SITEMAP_HEAD,
  SITEMAP_TAIL,
  sitemapFiles,
  sitemapIndexXml,
  sitemapUrls,
  STATIC_PAGES,
} from "~/domain/sitemap";
import { absoluteUrl } from "~/domain/site-address";
import { shownListingsNow } from "./content-reads.server";
import { servicesFrom } from "./context.server";
import { publicOrigin } from "./public-address.server";
import { streamedText } from "./streamed-text.server";

/** The query parameter that numbers the files of a sitemap index: `/sitemap.xml?part=2`. */
export const SITEMAP_PART = "part";

const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=3600",
};

export interface SitemapLimits {
  /** Addresses in one sitemap file: the protocol's 50,000, fewer in tests. */
  urlsPerFile?: number;
  /** Listings read per query. */
  pageSize?: number;
}

interface SitemapFile {
  withStaticPages: boolean;
  aboveId: number;
  upToId: number | null;
}

async function* sitemapRuns(
  db: AppDatabase,
  origin: string,
  shown: ShownListings,
  { withStaticPages, aboveId, upToId }: SitemapFile,
  pageSize: number | undefined,
): AsyncGenerator<string, void, undefined> {
  yield SITEMAP_HEAD;
  if (withStaticPages) yield sitemapUrls(STATIC_PAGES.flatMap((path) => pageInEveryLanguage(origin, path)));
  for await (const page of sitemapListingPages(db, shown, { aboveId, upToId, pageSize })) {
    yield sitemapUrls(
      page.flatMap((listing) =>
        pageInEveryLanguage(origin, `/properties/${listing.slug}`, listing.updatedAt),
      ),
    );
  }
  yield SITEMAP_TAIL;
}

/**
 * `/sitemap.xml`: the static pages and every listing shown, newest first, written a page of
 * listings at a time. Past the protocol's 50,000 addresses in a file it is an index of numbered
 * files (`?part=1`…), each cut by id (`sitemapFiles`); robots.txt names `/sitemap.xml` alone.
 */
export async function sitemapResponse(
  request: Request,
  context: Readonly<RouterContextProvider>,
  { urlsPerFile = MAX_SITEMAP_URLS, pageSize }: SitemapLimits = {},
): Promise<Response> {
  const origin = publicOrigin(request, context);
  const { db } = servicesFrom(context).database;
  const shown = await shownListingsNow(context);
  const { files, listingsPerFile } = sitemapFiles(await sitemapListingExtent(db, shown), urlsPerFile);
  const part = new URL(request.url).searchParams.get(SITEMAP_PART);
  const stream = (file: SitemapFile) =>
    new Response(streamedText(sitemapRuns(db, origin, shown, file, pageSize)), { headers: SITEMAP_HEADERS });
  if (part === null) {
    if (files === 1) return stream({ withStaticPages: true, aboveId: 0, upToId: null });
    const urls = Array.from({ length: files }, (_, index) =>
      absoluteUrl(origin, `/sitemap.xml?${SITEMAP_PART}=${index + 1}`),
    );
    return new Response(sitemapIndexXml(urls), { headers: SITEMAP_HEADERS });
  }
  const number = /^[1-9][0-9]{0,8}$/.test(part) ? Number(part) : 0;
  if (files === 1 || number < 1 || number > files) {
    throw data("No such sitemap", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return stream({
    withStaticPages: number === 1,
    aboveId: (number - 1) * listingsPerFile,
    upToId: number * listingsPerFile,
  });
}
