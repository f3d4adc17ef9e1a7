import { cardFacts } from "~/domain/listing-facts";
import { type ListingSummary } from "~/domain/property";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import { listingReference } from "~/domain/reference";
import { useSiteSettings } from "~/root";
import { AvailabilityBadge } from "./availability-badge";
import { PriceTag } from "./price-tag";
import { PropertyPhoto } from "./property-photo";
import { SaveListingButton } from "./save-listing-button";
import { useTranslation, useWrittenText } from "~/i18n/language-context";

/**
 * How wide a card's photo is drawn: a third of the grid from 1000px, half from 600px, a fixed
 * 240px below. Written short, as every card and the page's preloads repeat it: (100vw − 96px) / 3
 * is 100vw / 3 − 32px, (100vw − 72px) / 2 is 50vw − 36px.
 */
const CARD_PHOTO_SIZES =
  "(min-width:1248px) 384px,(min-width:1000px) calc(100vw/3 - 32px),(min-width:600px) calc(50vw - 36px),240px";

interface PropertyCardProps {
  listing: ListingSummary;
  priority?: boolean;
}

export function PropertyCard({ listing, priority = false }: PropertyCardProps) {
  const { t, localPath } = useTranslation();
  const facts = cardFacts(listing, t);
  const { kesRate } = useSiteSettings();
  const name = useWrittenText(listing.name, listing.nameSw);
  const place = useWrittenText(listing.location);
  return (
    <article className="property-card">
      {/* A plain link: visitors' pages run no router in the browser (decision 036). */}
      <a href={localPath(`/properties/${listing.slug}`)}>
        <div className="property-card__media">
          <PropertyPhoto photo={listing.cover} alt={name.text} sizes={CARD_PHOTO_SIZES} priority={priority} />
          <span className="property-card__type">{t(PROPERTY_TYPE_LABELS[listing.type])}</span>
          <AvailabilityBadge availability={listing.availability} />
        </div>
        <div className="property-card__body">
          <h3 className="property-card__name" lang={name.lang}>
            {name.text}
          </h3>
          <p className="property-card__location" lang={place.lang}>
            {`${listing.location}, ${listing.city}`}
          </p>
          {facts.length > 0 && <p className="property-card__facts">{facts.join(" · ")}</p>}
          <PriceTag
            price={listing.price}
            newPrice={listing.newPrice}
            period={listing.pricePeriod}
            kesRate={kesRate}
          />
          <p className="property-card__reference">{listingReference(listing.id)}</p>
        </div>
      </a>
      <SaveListingButton slug={listing.slug} name={name.text} />
    </article>
  );
}
