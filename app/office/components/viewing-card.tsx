import { Form, Link } from "react-router";
import type { Viewing } from "~/data/viewings.server";
import { formatPhoneNumber, telephoneHref } from "~/domain/phone";
import { listingReference } from "~/domain/reference";
import { viewingDay, viewingTime } from "~/domain/viewing-booking";
import { whatsappReplyLink } from "~/domain/whatsapp";

export const VIEWING_STATUS_LABELS: Record<Viewing["status"], string> = {
  "awaiting-code": "Waiting for its code",
  booked: "New",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled by the visitor",
};

/** A booking as the office's pages show it, with the WhatsApp message that tells its visitor where it stands. */
export type OfficeViewing = Viewing & { chatText: string };

interface ViewingCardProps {
  viewing: OfficeViewing;
  /** The free slots it may move to: their start and how they read. */
  moveTo: { startsAt: string; label: string }[];
}

/**
 * One booking on the office's phone: when, what and who, and the answers a tap away (confirm,
 * decline, move to a free slot), then a WhatsApp message telling the visitor.
 */
export function ViewingCard({ viewing, moveTo }: ViewingCardProps) {
  const held = viewing.status === "booked" || viewing.status === "confirmed";
  const whatsapp = viewing.status === "cancelled" ? null : whatsappReplyLink(viewing.phone, viewing.chatText);
  return (
    <article
      id={`viewing-${viewing.id}`}
      className={`viewing-card viewing-card--${viewing.status}`}
      aria-labelledby={`viewing-${viewing.id}-title`}
    >
      <h3 id={`viewing-${viewing.id}-title`} className="viewing-card__title">
        <time dateTime={viewing.startsAt}>{viewingTime(viewing.startsAt)}</time> {viewing.name}{" "}
        <span className="viewing-card__status">{VIEWING_STATUS_LABELS[viewing.status]}</span>
      </h3>
      <p className="viewing-card__listing">
        <Link to={`/properties/${viewing.listing.slug}`}>{viewing.listing.name}</Link> (
        {listingReference(viewing.listing.id)}), {viewing.listing.location}, {viewing.listing.city} ·{" "}
        {viewing.reference}
      </p>
      <p className="viewing-card__contact">
        <a href={telephoneHref(viewing.phone)}>{formatPhoneNumber(viewing.phone)}</a>
        {viewing.email && (
          <>
            {" · "}
            <a href={`mailto:${viewing.email}`}>{viewing.email}</a>
          </>
        )}
      </p>
      {held && (
        <div className="viewing-card__answers">
          {viewing.status === "booked" && (
            <Form method="post">
              <input type="hidden" name="id" value={viewing.id} />
              <button type="submit" name="intent" value="confirm" className="button">
                Confirm
              </button>
            </Form>
          )}
          <Form method="post">
            <input type="hidden" name="id" value={viewing.id} />
            <button type="submit" name="intent" value="decline" className="button button--secondary">
              Decline
            </button>
          </Form>
          {moveTo.length > 0 && (
            <Form method="post" className="viewing-card__move">
              <input type="hidden" name="id" value={viewing.id} />
              <label htmlFor={`viewing-${viewing.id}-move`}>Move to</label>
              <select id={`viewing-${viewing.id}-move`} name="startsAt" defaultValue="" required>
                <option value="" disabled>
                  Choose a time
                </option>
                {moveTo.map((slot) => (
                  <option key={slot.startsAt} value={slot.startsAt}>
                    {slot.label}
                  </option>
                ))}
              </select>
              <button type="submit" name="intent" value="move" className="button button--secondary">
                Move
              </button>
            </Form>
          )}
        </div>
      )}
      {whatsapp && (
        <a
          className="button button--whatsapp viewing-card__tell"
          href={whatsapp}
          target="_blank"
          rel="noreferrer"
        >
          Tell {viewing.name} on WhatsApp
        </a>
      )}
    </article>
  );
}

/** A slot as the move list reads it: `Friday, 27 November, 09:00`. */
export function slotLabel(startsAt: string): string {
  return `${viewingDay(startsAt, "en-KE")}, ${viewingTime(startsAt)}`;
}
