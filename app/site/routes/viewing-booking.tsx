import { data, Link } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import type { PageHandle } from "~/entry.server";
import { ViewingForm } from "~/site/components/viewing-form";
import { findListingBySlug } from "~/data/properties.server";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import { requestLanguage } from "~/i18n/request-language";
import { servicesFrom } from "~/services/context.server";
import { secretLinkHeaders } from "~/services/http-caching.server";
import { viewingWeekAsked } from "~/domain/viewing-slots";
import { receiveViewingBooking, viewingSlotsOffered } from "~/services/viewings.server";
import type { Route } from "./+types/viewing-booking";

/**
 * Answers to a booking carry the visitor's details, and the free times change with every
 * booking: the page is rendered for each request, never kept or shared.
 */
export const headers = secretLinkHeaders;
export const handle: PageHandle = { secretLink: true };

/** The listing, when a visitor may book a viewing of it: published and on the market. */
async function viewableListing(context: Route.LoaderArgs["context"], slug: string) {
  const listing = await findListingBySlug(servicesFrom(context).database.db, slug);
  if (!listing || listing.publication !== "published" || listing.availability !== "available") {
    throw data("Property not found", { status: 404 });
  }
  return listing;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const listing = await viewableListing(context, params.slug);
  const week = viewingWeekAsked(new URL(request.url).searchParams);
  const { db } = servicesFrom(context).database;
  return {
    listing: { slug: listing.slug, name: listing.name, nameSw: listing.nameSw },
    week,
    slots: await viewingSlotsOffered(db, new Date(), undefined, { week }),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const listing = await viewableListing(context, params.slug);
  return receiveViewingBooking(request, context, { listing, language: requestLanguage(request) });
}

/** The booking form on a page of its own: where a booking sent without scripts is answered. */
export default function ViewingBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, slots, week } = loaderData;
  const { t, localPath } = useTranslation();
  const name = useWrittenText(listing.name, listing.nameSw);
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>{`${t("Book a viewing")} · ${name.text}`}</PageTitle>
      <meta name="robots" content="noindex" />
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <Link to={localPath(`/properties/${listing.slug}`)} lang={name.lang}>
          {name.text}
        </Link>
      </nav>
      <ViewingForm
        listing={{ slug: listing.slug, name: name.text }}
        slots={slots}
        result={actionData}
        folded={false}
        week={week}
      />
    </main>
  );
}
