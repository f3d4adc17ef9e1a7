import { findSavedListings } from "~/data/saved-listings.server";
import { requestedSlugs } from "~/domain/saved-listings";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/saved-listings";

/** The listings a visitor saved in their browser, asked for by slug (`savedListingsPath`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slugs = requestedSlugs(new URL(request.url).searchParams);
  if (slugs === null) {
    throw new Response("Bad request: expected at most 100 listing slugs", { status: 400 });
  }
  const { database } = servicesFrom(context);
  return { listings: await findSavedListings(database.db, slugs) };
}
