import { Link } from "react-router";
import type { ListingActivity } from "~/data/insights.server";

const COLUMNS = [
  ["views", "Views"],
  ["whatsappTaps", "WhatsApp"],
  ["callTaps", "Call"],
  ["enquiries", "Enquiries"],
  ["saves", "Saves"],
] as const;

/** Each listing's views, taps, enquiries and saves over the last days (a card each on a phone). */
export function ListingTotals({ listings, days }: { listings: ListingActivity[]; days: number }) {
  if (listings.length === 0)
    return <p className="insights-empty">Nothing counted in the last {days} days.</p>;
  return (
    <table className="admin-table listing-totals">
      <caption className="visually-hidden">Each listing over the last {days} days</caption>
      <thead>
        <tr>
          <th scope="col">Listing</th>
          {COLUMNS.map(([key, label]) => (
            <th key={key} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {listings.map((listing) => (
          <tr key={listing.id}>
            <th scope="row">
              <Link to={`/properties/${listing.slug}`}>{listing.name}</Link>
            </th>
            {COLUMNS.map(([key, label]) => (
              <td key={key} data-label={label}>
                {listing[key].toLocaleString("en-KE")}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
