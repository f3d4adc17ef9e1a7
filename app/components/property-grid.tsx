import type { ListingSummary } from "~/domain/property";
import { PropertyCard } from "./property-card";

/** The first row is above the fold on most screens and loads eagerly. */
const EAGER_CARDS = 3;

export function PropertyGrid({ listings, label }: { listings: ListingSummary[]; label: string }) {
  return (
    <ul className="property-grid" aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <PropertyCard listing={listing} priority={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
