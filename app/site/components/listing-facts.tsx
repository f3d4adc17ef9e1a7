import { listingFacts } from "~/domain/listing-facts";
import type { Listing } from "~/domain/property";
import { useTranslation } from "~/i18n/language-context";

/** A listing's facts at a glance (reference, rooms or plot, rent period, dates) and its amenities. */
export function ListingFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="facts-heading" className="listing-facts">
      <h2 id="facts-heading" className="visually-hidden">
        {t("Facts")}
      </h2>
      <dl className="listing-facts__list">
        {listingFacts(listing, t).map((fact) => (
          <div key={fact.term} className="listing-facts__item">
            <dt>{fact.term}</dt>
            <dd>{fact.detail}</dd>
          </div>
        ))}
      </dl>
      {listing.amenities.length > 0 && (
        <>
          <h3 className="listing-facts__heading">{t("Amenities")}</h3>
          <ul className="amenity-list" aria-label={t("Amenities")}>
            {listing.amenities.map((amenity) => (
              <li key={amenity} className="amenity-list__item">
                {t(amenity)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
