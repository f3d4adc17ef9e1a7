import { MAX_SEARCH_LENGTH } from "~/domain/listing-query";
import { suggestPlaces } from "~/domain/place-suggestions";
import { typedText } from "~/domain/text";
import { keptListingPlaces } from "~/services/content-reads.server";
import { cacheControlFor } from "~/services/http-caching.server";
import type { Route } from "./+types/place-suggestions";

/** The places whose words begin with what is typed in the search box (`?q=kil`), most listings first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const typed = typedText(new URL(request.url).searchParams.get("q") ?? "", { singleLine: true }).slice(
    0,
    MAX_SEARCH_LENGTH,
  );
  const suggestions = suggestPlaces(await keptListingPlaces(context), typed);
  return Response.json(suggestions, {
    headers: { "Cache-Control": cacheControlFor({ request, status: 200, privatePage: false }) },
  });
}
