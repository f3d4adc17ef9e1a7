import { Form } from "react-router";
import type { Viewing } from "~/data/viewings.server";
import { formatPhoneNumber } from "~/domain/phone";
import type { WaitingGroup } from "~/domain/viewing-holds";
import { slotLabel } from "./viewing-card";

/** How the office reads where a group came from: a phone number, or a connection. */
const fromLabel = (group: WaitingGroup<Viewing>) =>
  group.by === "phone" ? `phone ${formatPhoneNumber(group.from)}` : `connection ${group.from}`;

/**
 * New bookings from one phone number or one connection: each one's time, listing, name and
 * reference, and one button that declines them all (their places free at once).
 */
export function WaitingGroupCard({ group }: { group: WaitingGroup<Viewing> }) {
  const from = fromLabel(group);
  const id = `group-${group.by}-${group.from.replace(/[^A-Za-z0-9]/g, "-")}`;
  return (
    <article className="viewing-card viewing-group" aria-labelledby={id}>
      <h3 id={id} className="viewing-card__title">
        {group.bookings.length} waiting from {from}
      </h3>
      <ul className="viewing-group__bookings">
        {group.bookings.map((booking) => (
          <li key={booking.id}>
            <a href={`#viewing-${booking.id}`}>{slotLabel(booking.startsAt)}</a> · {booking.listing.name} ·{" "}
            {booking.name} · {booking.reference}
          </li>
        ))}
      </ul>
      <Form method="post">
        <input type="hidden" name="from" value={from} />
        {group.bookings.map((booking) => (
          <input key={booking.id} type="hidden" name="id" value={booking.id} />
        ))}
        <button type="submit" name="intent" value="decline-together" className="button button--secondary">
          Decline all {group.bookings.length}
        </button>
      </Form>
    </article>
  );
}
