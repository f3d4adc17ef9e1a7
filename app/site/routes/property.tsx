import { data, isRouteErrorResponse, Link } from "react-router";
import { PageTitle, useSiteBrand } from "~/ui/site-brand";
import { AvailabilityBadge } from "~/site/components/availability-badge";
import { AvailabilityCheck, type AvailabilityCheckAge } from "~/site/components/availability-check";
import { ENQUIRY_ANCHOR, EnquiryForm } from "~/site/components/enquiry-form";
import { PhotoCarousel } from "~/site/components/photo-carousel";
import { SHOWN_PHOTO_PARAM, shownPhotoIndex } from "~/domain/photos";
import { LinkPreviewTags, StructuredData } from "~/site/components/link-preview-tags";
import { ListingFacts } from "~/site/components/listing-facts";
import { ListingAgentPanel } from "~/site/components/listing-agent-panel";
import { ListingGone } from "~/site/components/listing-gone";
import { listingEventAttributes } from "~/site/components/listing-event-link.contract";
import { MortgageCalculator } from "~/site/components/mortgage-calculator";
import { MoveInCost } from "~/site/components/move-in-cost";
import { ListingMap } from "~/site/components/listing-map";
import { ListingReportForm } from "~/site/components/listing-report-form";
import { OfficeCredentialsPanel } from "~/site/components/office-credentials";
import { PriceHistory } from "~/site/components/price-history";
import { PricePerArea } from "~/site/components/price-per-area";
import { PriceTag } from "~/site/components/price-tag";
import { VideoTour, type VideoTourLinks } from "~/site/components/video-tour";
import { SafetyNote } from "~/site/components/safety-note";
import { SaveListingButton } from "~/site/components/save-listing-button";
import { ShareButton } from "~/site/components/share-button";
import { findSimilarListings } from "~/data/availability-checks.server";
import { ViewingForm } from "~/site/components/viewing-form";
import { saveContactMessage } from "~/data/contact-messages.server";
import { findPriceChanges } from "~/data/price-changes.server";
import { findListingAgent } from "~/data/listing-agents.server";
import { findListingBySlug, findListingPageBySlug } from "~/data/properties.server";
import {
  type AvailabilityCheckSettings,
  isHiddenClosed,
  isStale,
  nairobiDaysSince,
} from "~/domain/availability-check";
import { isClosed } from "~/domain/listing-status";
import type { Listing } from "~/domain/property";
import { enquirySchema } from "~/domain/enquiry";
import { enquiryFields } from "~/domain/message-fields";
import { listingNumbers } from "~/domain/listing-agent";
import { linkPreviewDescription, linkPreviewImagePath, SITE_PREVIEW_IMAGE } from "~/domain/link-preview";
import { pricePerArea } from "~/domain/areas";
import { displayedPrice, formatListedAmount } from "~/domain/money";
import { offersMortgage, readMortgageInput } from "~/domain/mortgage";
import { sentMortgageInput } from "~/domain/mortgage-fields";
import { formatPhoneNumber, telephoneHref } from "~/domain/phone";
import { priceHistory, recentReduction } from "~/domain/price-history";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import { listingReference } from "~/domain/reference";
import { absoluteUrl } from "~/domain/site-address";
import { realEstateAgent, realEstateListing } from "~/domain/structured-data";
import { toParagraphs } from "~/domain/text";
import { parseVideoUrl, videoEmbedUrl, videoFrameOrigin, videoWatchUrl } from "~/domain/video-tour";
import { enquiryMessage, whatsappLink } from "~/domain/whatsapp";
import type { PageHandle } from "~/entry.server";
import { useSiteSettings } from "~/root";
import { getSessionUser } from "~/services/auth.server";
import {
  keptAvailabilityCheckSettings,
  keptCredentials,
  keptViewingHours,
} from "~/services/content-reads.server";
import { notePageVisit, servicesFrom } from "~/services/context.server";
import { mapSettingsFrom } from "~/services/map-settings.server";
import { receiveMessage } from "~/services/message-forms.server";
import { viewingSlotsOffered } from "~/services/viewings.server";
import { publicOrigin, publicPageUrl } from "~/services/public-address.server";
import { useTranslation, useWrittenText } from "~/i18n/language-context";
import type { Route } from "./+types/property";

/**
 * A page answering the mortgage calculator's form is rendered for each visitor who sends it, as
 * is one opened on another photo than the first (the carousel's steps without JavaScript).
 * A listing with a video tour lets its page frame that video's provider, and no other.
 */
export const handle: PageHandle = {
  keptAt: (url) => sentMortgageInput(url.searchParams) === null && !url.searchParams.has(SHOWN_PHOTO_PARAM),
  frameSources: (loaderData) => {
    const videoUrl = (loaderData as { listing?: { videoUrl: string | null } } | undefined)?.listing?.videoUrl;
    const tour = videoUrl ? parseVideoUrl(videoUrl) : null;
    return tour ? [videoFrameOrigin(tour)] : [];
  },
};

/** What the page shows of a listing's video tour, when it has one the site can play. */
function videoTourLinks(videoUrl: string | null): VideoTourLinks | null {
  const tour = videoUrl === null ? null : parseVideoUrl(videoUrl);
  return tour && { provider: tour.provider, embedUrl: videoEmbedUrl(tour), watchUrl: videoWatchUrl(tour) };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, config } = servicesFrom(context);
  const found = await findListingPageBySlug(database.db, params.slug);
  if (!found) throw data("Property not found", { status: 404 });
  const { listing, previewPhoto } = found;
  // A draft is the administrator's alone; anyone else is told there is no such listing.
  if (listing.publication === "draft" && !(await fromTheOffice(request, context))) {
    throw data("Property not found", { status: 404 });
  }
  notePageVisit(context, { kind: "listing", slug: listing.slug });
  const viewable = listing.publication === "published" && listing.availability === "available";
  const [priceChanges, checks, viewingSlots, credentials, agent] = await Promise.all([
    findPriceChanges(database.db, listing.id),
    keptAvailabilityCheckSettings(context),
    viewable ? viewingSlotsOffered(database.db, new Date(), keptViewingHours(context)) : null,
    keptCredentials(context),
    findListingAgent(database.db, listing.id, config.mediaBaseUrl),
  ]);
  const now = new Date();
  // A listing let or sold long ago answers still, for those with its link, and offers others.
  const gone = isHiddenClosed(listing, now, checks);
  const similar = gone ? await findSimilarListings(database.db, listing) : [];
  const origin = publicOrigin(request, context);
  const url = publicPageUrl(request, context, `/properties/${listing.slug}`);
  const previewImage = absoluteUrl(
    origin,
    previewPhoto ? linkPreviewImagePath(listing.slug, previewPhoto.storageKey) : SITE_PREVIEW_IMAGE,
  );
  const asked = new URL(request.url).searchParams;
  const mortgage = offersMortgage(listing) ? sentMortgageInput(asked) : null;
  const refused = mortgage !== null && readMortgageInput(mortgage).errors !== undefined;
  // The point as set never leaves the server: an approximate one would give the owner's address away.
  const shown = { ...listing, position: null };
  const map = mapSettingsFrom(context);
  const prices = {
    reduction: recentReduction(priceChanges, now),
    history: priceHistory(priceChanges),
  };
  return data(
    {
      listing: shown,
      prices,
      url,
      origin,
      previewImage,
      reference: listingReference(listing.id),
      mortgage,
      shownPhoto: shownPhotoIndex(asked, listing.photos.length),
      map,
      check: checkAge(listing, now, checks),
      gone: gone ? { since: listing.availabilityChangedAt, similar } : null,
      // Only what the form shows of each free time: every page serialises its loaders' data.
      viewingSlots: viewingSlots?.map(({ startsAt, date }) => ({ startsAt, date })) ?? null,
      video: videoTourLinks(listing.videoUrl),
      perArea: pricePerArea({ ...listing, price: displayedPrice(listing) }),
      credentials,
      agent,
    },
    { status: refused ? 400 : 200 },
  );
}

/** What the page says of the last check; nothing once the listing is let or sold. */
function checkAge(
  listing: Listing,
  now: Date,
  checks: AvailabilityCheckSettings,
): AvailabilityCheckAge | null {
  if (isClosed(listing.availability)) return null;
  const checkedAt = listing.availabilityCheckedAt;
  return {
    checkedAt,
    days: checkedAt === null ? null : nairobiDaysSince(checkedAt, now),
    stale: isStale(checkedAt, now, checks),
  };
}

async function fromTheOffice(request: Request, context: Route.LoaderArgs["context"]): Promise<boolean> {
  return (await getSessionUser(request, context)) !== null;
}

/** An enquiry about this listing, stored as a message that names it. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const listing = await findListingBySlug(servicesFrom(context).database.db, params.slug);
  if (!listing || (listing.publication === "draft" && !(await fromTheOffice(request, context)))) {
    throw data("Property not found", { status: 404 });
  }
  const about = { id: listing.id, name: listing.name, reference: listingReference(listing.id) };
  return receiveMessage(request, context, {
    fields: enquiryFields,
    schema: enquirySchema,
    save: (db, enquiry, notification, texts) =>
      saveContactMessage(db, { ...enquiry, listing: about }, notification, texts),
  });
}

export default function Property({ loaderData, actionData }: Route.ComponentProps) {
  const {
    listing,
    prices,
    url,
    origin,
    previewImage,
    reference,
    mortgage,
    shownPhoto,
    map,
    check,
    gone,
    viewingSlots,
    video,
    perArea,
    credentials,
    agent,
  } = loaderData;
  const settings = useSiteSettings();
  const numbers = listingNumbers(agent, settings);
  const brand = useSiteBrand();
  const shownPrice = listing.newPrice ?? listing.price;
  const { t, localPath } = useTranslation();
  const typeLabel = t(PROPERTY_TYPE_LABELS[listing.type]);
  const name = useWrittenText(listing.name, listing.nameSw);
  const description = useWrittenText(listing.description, listing.descriptionSw);
  const place = useWrittenText(listing.location);

  return (
    <main id="main" className="page property">
      <PageTitle>{name.text}</PageTitle>
      <meta
        name="description"
        content={t("{{type}} in {{place}}, for {{price}}.", {
          type: typeLabel,
          place: `${listing.location}, ${listing.city}`,
          price: formatListedAmount(shownPrice, listing.currency),
        })}
      />
      {listing.publication === "draft" && (
        <p className="notice draft-banner">{t("Draft: only you can see this")}</p>
      )}
      {gone && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <LinkPreviewTags
        title={name.text}
        description={linkPreviewDescription(listing, settings.kesRate, t)}
        url={url}
        image={previewImage}
        imageAlt={name.text}
      />
      <StructuredData data={realEstateListing(listing, url, origin)} />
      <StructuredData data={realEstateAgent(settings, credentials, origin, brand.name)} />
      <nav aria-label={t("Breadcrumb")} className="breadcrumb">
        <Link to={localPath("/properties")}>{t("Properties")}</Link> <span aria-hidden="true">›</span>{" "}
        <span lang={name.lang}>{name.text}</span>
      </nav>
      {gone && <ListingGone availability={listing.availability} since={gone.since} similar={gone.similar} />}
      <PhotoCarousel photos={listing.photos} name={name.text} shown={shownPhoto} />
      <div className="property__layout">
        <article className="property__main">
          <div className="property__heading">
            <p className="property__type">
              {typeLabel} <AvailabilityBadge availability={listing.availability} />
            </p>
            <h1 className="property__name" lang={name.lang}>
              {name.text}
            </h1>
            <SaveListingButton slug={listing.slug} name={name.text} labelled />
          </div>
          <p className="property__location" lang={place.lang}>
            {listing.location}, {listing.city}
          </p>
          {/* On a phone the price per area is read here, leaving the bar at the bottom small. */}
          <div className="property__per-area">
            <PricePerArea perArea={perArea} currency={listing.currency} kesRate={settings.kesRate} />
          </div>
          {check && <AvailabilityCheck check={check} />}
          <ListingFacts listing={listing} />
          <MoveInCost listing={listing} kesRate={settings.kesRate} />
          <PriceHistory
            reduction={prices.reduction}
            history={prices.history}
            currency={listing.currency}
            kesRate={settings.kesRate}
          />
          {video && <VideoTour video={video} poster={listing.photos[0] ?? null} name={name.text} />}
          <ShareButton name={name.text} url={url} />
          <section aria-labelledby="description-heading" className="property__description">
            <h2 id="description-heading">{t("Description")}</h2>
            {toParagraphs(description.text).map((paragraph, index) => (
              <p key={index} lang={description.lang}>
                {paragraph}
              </p>
            ))}
          </section>
          {listing.publicPosition && (
            <ListingMap
              name={listing.name}
              place={`${listing.location}, ${listing.city}`}
              position={listing.publicPosition}
              settings={map}
            />
          )}
          {offersMortgage(listing) && (
            <MortgageCalculator
              price={shownPrice}
              currency={listing.currency}
              kesRate={settings.kesRate}
              defaultRate={settings.mortgageRate}
              sent={mortgage}
            />
          )}
          {agent && <ListingAgentPanel agent={agent} />}
          <SafetyNote />
          {viewingSlots && (
            <ViewingForm
              listing={{ slug: listing.slug, name: name.text }}
              slots={viewingSlots}
              result={undefined}
              folded
            />
          )}
          <EnquiryForm listing={{ name: name.text, reference }} result={actionData} />
          <OfficeCredentialsPanel credentials={credentials} />
          {listing.publication === "published" && (
            <ListingReportForm action={localPath(`/properties/${listing.slug}/report`)} folded />
          )}
        </article>
        <aside className="property__aside" aria-label={t("Price and contact")}>
          <PriceTag
            price={listing.price}
            newPrice={listing.newPrice}
            currency={listing.currency}
            period={listing.pricePeriod}
            kesRate={settings.kesRate}
          />
          <div className="property__aside-per-area">
            <PricePerArea perArea={perArea} currency={listing.currency} kesRate={settings.kesRate} />
          </div>
          <div className="property__contact">
            <a
              className="button button--whatsapp"
              href={whatsappLink(
                numbers.whatsapp,
                enquiryMessage({ name: name.text, reference, url, site: brand.name }, t),
              )}
              target="_blank"
              rel="noopener noreferrer"
              {...listingEventAttributes(listing.slug, "whatsapp")}
            >
              {t("Chat on WhatsApp")}
            </a>
            {numbers.phone && (
              <a
                className="button button--secondary button--call"
                href={telephoneHref(numbers.phone)}
                {...listingEventAttributes(listing.slug, "call")}
              >
                {t("Call")} <span className="property__call-number">{formatPhoneNumber(numbers.phone)}</span>
              </a>
            )}
            <a className="button button--secondary property__enquire" href={`#${ENQUIRY_ANCHOR}`}>
              {t("Enquire")}
            </a>
          </div>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t, localPath } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page page--narrow status-page">
      <PageTitle>{t(notFound ? "Property not found" : "Error")}</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>{t(notFound ? "Property not found" : "Something went wrong")}</h1>
      <p role={notFound ? undefined : "alert"}>
        {t(
          notFound
            ? "This property may have been sold, let or taken off the site."
            : "Error: the property could not be loaded. Please try again.",
        )}
      </p>
      <p>
        <Link to={localPath("/properties")} className="button">
          {t("See all properties")}
        </Link>
      </p>
    </main>
  );
}
