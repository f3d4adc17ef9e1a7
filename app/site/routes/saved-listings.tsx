import { Link } from "react-router";
import { PropertyGrid } from "~/site/components/property-grid";
import { SavedListingsPage } from "~/site/components/saved-listings-page";
import { findSavedListings } from "~/data/saved-listings.server";
import { requestedSlugs } from "~/domain/saved-listings";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/saved-listings";
import { useTranslation } from "~/i18n/language-context";

/**
 * The listings a visitor saved in their browser, asked for by slug (`savedListingsPath`), and
 * how many of those the site no longer has.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slugs = requestedSlugs(new URL(request.url).searchParams);
  if (slugs === null) {
    throw new Response("Bad request: expected at most 100 listing slugs", { status: 400 });
  }
  const { database } = servicesFrom(context);
  const listings = await findSavedListings(database.db, slugs);
  return { listings, removedCount: slugs.length - listings.length };
}

export default function SavedListings({ loaderData }: Route.ComponentProps) {
  const { listings, removedCount } = loaderData;
  const { t, localPath } = useTranslation();
  return (
    <SavedListingsPage>
      {removedCount > 0 && (
        <p className="notice notice--success" role="status">
          {t("{{count}} saved listings are no longer available and were removed from your list.", {
            count: removedCount,
          })}
        </p>
      )}
      {listings.length > 0 ? (
        <PropertyGrid listings={listings} label={t("Saved listings")} eagerCards={3} />
      ) : (
        <div className="empty-state">
          <p>{t("You have no saved listings yet.")}</p>
          <Link to={localPath("/properties")} className="button">
            {t("Browse properties")}
          </Link>
        </div>
      )}
    </SavedListingsPage>
  );
}
