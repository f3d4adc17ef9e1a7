import type { Availability } from "~/domain/listing-status";
import { formatChangeDate } from "~/domain/price-history";
import type { ListingSummary } from "~/domain/property";
import { useTranslation } from "~/i18n/language-context";
import { PropertyGrid } from "./property-grid";

interface ListingGoneProps {
  /** Let, or else sold. */
  availability: Availability;
  /** When it was let or sold (ISO); null when that is not known. */
  since: string | null;
  similar: ListingSummary[];
}

/**
 * The top of the page of a listing let or sold long enough ago to have left the lists: it says
 * so plainly and offers listings of its kind still on offer, in its town first.
 */
export function ListingGone({ availability, since, similar }: ListingGoneProps) {
  const { t, locale, localPath } = useTranslation();
  const date = since ? formatChangeDate(since, locale) : null;
  const sentence =
    availability === "let"
      ? date
        ? t("This property was let on {{date}} and is no longer on offer.", { date })
        : t("This property has been let and is no longer on offer.")
      : date
        ? t("This property was sold on {{date}} and is no longer on offer.", { date })
        : t("This property has been sold and is no longer on offer.");
  return (
    <section aria-labelledby="similar-heading" className="listing-gone">
      <p className="notice listing-gone__notice">{sentence}</p>
      <h2 id="similar-heading">{t("Similar properties on offer")}</h2>
      {similar.length > 0 ? (
        <PropertyGrid listings={similar} label={t("Similar properties on offer")} eagerCards={0} />
      ) : (
        <p>
          {t("No similar property is on offer now.")}{" "}
          <a href={localPath("/properties")}>{t("See all properties")}</a>
        </p>
      )}
    </section>
  );
}
