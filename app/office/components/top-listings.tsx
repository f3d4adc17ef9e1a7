import { counted } from "~/domain/counted";
import { Link } from "react-router";
import type { ListingActivity } from "~/data/insights.server";

/** The listings most viewed in the last seven days, with what those views led to. */
export function TopListings({ listings }: { listings: ListingActivity[] }) {
  if (listings.length === 0) return <p className="insights-empty">No listing viewed in the last 7 days.</p>;
  return (
    <ol className="top-listings">
      {listings.map((listing) => (
        <li key={listing.id} className="top-listings__item">
          <Link to={`/properties/${listing.slug}`}>{listing.name}</Link>
          <span className="top-listings__facts">
            {[
              counted(listing.views, "view", "views"),
              counted(listing.whatsappTaps + listing.callTaps, "tap", "taps"),
              counted(listing.enquiries, "enquiry", "enquiries"),
              counted(listing.saves, "save", "saves"),
            ].join(" · ")}
          </span>
        </li>
      ))}
    </ol>
  );
}
