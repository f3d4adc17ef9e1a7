import type { ListingSummary } from "~/domain/property";
import { PropertyCard } from "./property-card";

interface PropertyGridProps {
  listings: ListingSummary[];
  label: string;
  /** How many leading cards are above the fold and load their image at once. */
  eagerCards: number;
}

export function PropertyGrid({ listings, label, eagerCards }: PropertyGridProps) {
  return (
    <ul className="property-grid" aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <PropertyCard listing={listing} priority={index < eagerCards} />
        </li>
      ))}
    </ul>
  );
}
