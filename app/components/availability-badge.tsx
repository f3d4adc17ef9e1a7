import { type Availability, AVAILABILITY_LABELS } from "~/domain/listing-status";

/** "Under offer", "Sold" or "Let" over a listing's photo; nothing while it is available. */
export function AvailabilityBadge({ availability }: { availability: Availability }) {
  if (availability === "available") return null;
  return (
    <span className={`availability-badge availability-badge--${availability}`}>
      {AVAILABILITY_LABELS[availability]}
    </span>
  );
}
