import { findMapResults } from "~/data/listing-map.server";
import { parseListingQuery, withPricesInDollars } from "~/domain/listing-query";
import { parseMapArea } from "~/domain/map-area";
import { requestTranslator } from "~/i18n/request-language";
import { keptSettings, shownListingsNow } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { cacheControlFor } from "~/services/http-caching.server";
import type { Route } from "./+types/properties-map";

/** The query-string name of the part of the map on the screen, `south,west,north,east`. */
const VIEW_PARAM = "bbox";

/**
 * The list's results on the map, for the same query string as /properties (the filters, the
 * search and the searched area) and the part of the map in view; without it, for the area
 * all the results lie in. Grouped and bounded (see findMapResults).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const view = parseMapArea(params.get(VIEW_PARAM));
  if (params.has(VIEW_PARAM) && !view) {
    return new Response(
      "The map area could not be read: give south,west,north,east in decimal degrees, south below north and west left of east.",
      { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
    );
  }
  const { db } = servicesFrom(context).database;
  const [{ kesRate }, shown] = await Promise.all([keptSettings(context), shownListingsNow(context)]);
  const query = withPricesInDollars(parseListingQuery(params), kesRate);
  const results = await findMapResults(db, query, shown, view, requestTranslator(request));
  const headers = new Headers({
    "Cache-Control": cacheControlFor({ request, status: 200, privatePage: false }),
  });
  headers.append("Vary", "Cookie");
  return Response.json(results, { headers });
}
