import { Link } from "react-router";
import type { Viewing } from "~/data/viewings.server";
import { nairobiDateOf } from "~/domain/dates";
import { viewingTime } from "~/domain/viewing-booking";
import { VIEWING_STATUS_LABELS } from "./viewing-card";

interface UpcomingViewingsProps {
  /** Today's and tomorrow's bookings still held, soonest first. */
  viewings: Viewing[];
  /** Today's date in Nairobi, `YYYY-MM-DD`. */
  today: string;
}

/** The dashboard's list of today's and tomorrow's viewings, each a link to answer it. */
export function UpcomingViewings({ viewings, today }: UpcomingViewingsProps) {
  const days = [
    { heading: "Today", list: viewings.filter((viewing) => nairobiDateOf(viewing.startsAt) === today) },
    { heading: "Tomorrow", list: viewings.filter((viewing) => nairobiDateOf(viewing.startsAt) !== today) },
  ];
  return (
    <section aria-labelledby="upcoming-viewings-heading" className="upcoming-viewings">
      <h2 id="upcoming-viewings-heading">Viewings today and tomorrow</h2>
      {days.map(({ heading, list }) => (
        <div key={heading}>
          <h3>{heading}</h3>
          {list.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul>
              {list.map((viewing) => (
                <li key={viewing.id}>
                  <Link to={`/viewings#viewing-${viewing.id}`}>
                    {viewingTime(viewing.startsAt)} {viewing.listing.name}: {viewing.name}
                  </Link>{" "}
                  ({VIEWING_STATUS_LABELS[viewing.status]})
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
