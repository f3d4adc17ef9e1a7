import { type Availability, AVAILABILITY_LABELS } from "~/domain/listing-status";
import { useTranslation } from "~/i18n/language-context";

/** "Under offer", "Sold" or "Let" over a listing's photo; nothing while it is available. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  if (availability === "available") return null;
  return (
    <span className={`availability-badge availability-badge--${availability}`}>
      {t(AVAILABILITY_LABELS[availability])}
    </span>
  );
}
