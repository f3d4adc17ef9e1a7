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
        <div>
          <PropertyPhoto photo={listing.cover} alt={name.text} sizes={CARD_PHOTO_SIZES} priority={priority} />
          <span>{t(PROPERTY_TYPE_LABELS[listing.type])}</span>
          <AvailabilityBadge availability={listing.availability} />
        </div>
        <div>
          <h3 lang={name.lang}>{name.text}</h3>
          <p lang={place.lang}>{`${listing.location}, ${listing.city}`}</p>
          {facts.length > 0 && <p>{facts.join(" · ")}</p>}
          <PriceTag
            price={listing.price}
            newPrice={listing.newPrice}
            currency={listing.currency}
            period={listing.pricePeriod}
            kesRate={kesRate}
          />
          <p>{listingReference(listing.id)}</p>
        </div>
      </a>
      <SaveListingButton slug={listing.slug} name={name.text} />
    </article>
  );
}
