import { data, isRouteErrorResponse, Link } from "react-router";
import { ImageCarousel } from "~/components/image-carousel";
import { LinkPreviewTags, StructuredData } from "~/components/link-preview-tags";
import { PriceTag } from "~/components/price-tag";
import { SaveListingButton } from "~/components/save-listing-button";
import { ShareButton } from "~/components/share-button";
import { findLinkPreviewPhoto } from "~/data/link-previews.server";
import { findListingBySlug } from "~/data/properties.server";
import { linkPreviewDescription, linkPreviewImagePath, SITE_PREVIEW_IMAGE } from "~/domain/link-preview";
import { formatUsd } from "~/domain/money";
import { PROPERTY_TYPE_LABELS } from "~/domain/property";
import { absoluteUrl } from "~/domain/site-address";
import { realEstateListing } from "~/domain/structured-data";
import { toParagraphs } from "~/domain/text";
import { enquiryMessage, whatsappLink } from "~/domain/whatsapp";
import { useSiteSettings } from "~/root";
import { servicesFrom } from "~/services/context.server";
import { publicOrigin } from "~/services/public-address.server";
import type { Route } from "./+types/property";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database } = servicesFrom(context);
  const [listing, preview] = await Promise.all([
    findListingBySlug(database.db, params.id),
    findLinkPreviewPhoto(database.db, params.id),
  ]);
  if (!listing) throw data("Property not found", { status: 404 });
  const origin = publicOrigin(request, context);
  const url = absoluteUrl(origin, `/properties/${listing.slug}`);
  const previewImage = absoluteUrl(
    origin,
    preview?.photo ? linkPreviewImagePath(listing.slug, preview.photo.storageKey) : SITE_PREVIEW_IMAGE,
  );
  return { listing, url, origin, previewImage };
}

export default function Property({ loaderData }: Route.ComponentProps) {
  const { listing, url, origin, previewImage } = loaderData;
  const settings = useSiteSettings();
  const shownPrice = listing.newPrice ?? listing.price;

  return (
    <main id="main" className="page property">
      <title>{`${listing.name} · Makazi`}</title>
      <meta
        name="description"
        content={`${PROPERTY_TYPE_LABELS[listing.type]} in ${listing.location}, ${listing.city}, for ${formatUsd(shownPrice)}.`}
      />
      <link rel="canonical" href={url} />
      <LinkPreviewTags
        title={listing.name}
        description={linkPreviewDescription(listing, settings.kesRate)}
        url={url}
        image={previewImage}
        imageAlt={listing.name}
      />
      <StructuredData data={realEstateListing(listing, url, origin)} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/properties">Properties</Link> <span aria-hidden="true">›</span> {listing.name}
      </nav>
      <ImageCarousel images={listing.images} name={listing.name} />
      <div className="property__layout">
        <article className="property__main">
          <p className="property__type">{PROPERTY_TYPE_LABELS[listing.type]}</p>
          <div className="property__heading">
            <h1 className="property__name">{listing.name}</h1>
            <SaveListingButton slug={listing.slug} name={listing.name} labelled />
          </div>
          <p className="property__location">
            {listing.location}, {listing.city}
          </p>
          <ShareButton name={listing.name} url={url} />
          <section aria-labelledby="description-heading" className="property__description">
            <h2 id="description-heading">Description</h2>
            {toParagraphs(listing.description).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>
        </article>
        <aside className="property__aside" aria-label="Price and contact">
          <PriceTag price={listing.price} newPrice={listing.newPrice} kesRate={settings.kesRate} />
          <a
            className="button button--whatsapp"
            href={whatsappLink(settings.whatsappNumber, enquiryMessage(listing.name, url))}
            target="_blank"
            rel="noopener noreferrer"
          >
            Chat on WhatsApp
          </a>
          <p className="property__published">Published {listing.published}</p>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="page page--narrow status-page">
      <title>{notFound ? "Property not found · Makazi" : "Error · Makazi"}</title>
      <meta name="robots" content="noindex" />
      <h1>{notFound ? "Property not found" : "Something went wrong"}</h1>
      <p role={notFound ? undefined : "alert"}>
        {notFound
          ? "This property may have been sold, let or taken off the site."
          : "Error: the property could not be loaded. Please try again."}
      </p>
      <p>
        <Link to="/properties" className="button">
          See all properties
        </Link>
      </p>
    </main>
  );
}
