import { findSitemapListings } from "~/data/sitemap.server";
import { MAX_SITEMAP_LISTINGS, pageInEveryLanguage, sitemapXml, STATIC_PAGES } from "~/domain/sitemap";
import { shownListingsNow } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { publicOrigin } from "~/services/public-address.server";
import type { Route } from "./+types/sitemap";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request, context);
  const { db } = servicesFrom(context).database;
  const listings = await findSitemapListings(db, MAX_SITEMAP_LISTINGS, await shownListingsNow(context));
  const xml = sitemapXml([
    ...STATIC_PAGES.flatMap((path) => pageInEveryLanguage(origin, path)),
    ...listings.flatMap((listing) =>
      pageInEveryLanguage(origin, `/properties/${listing.slug}`, listing.updatedAt),
    ),
  ]);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
