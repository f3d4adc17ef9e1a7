import type { PersonRecords } from "~/domain/person-search";
import { formatReceived } from "~/domain/messages";
import { formatPhoneNumber } from "~/domain/phone";

const when = (iso: string | null) => (iso ? formatReceived(iso) : "—");

/** Everything the site keeps about one person, kind by kind: the page a copy is printed from. */
export function PersonRecordsList({ who, records }: { who: string; records: PersonRecords }) {
  const { messages, viewings, alerts, emails, checkedNumbers } = records;
  const nothing = Object.values(records).every((rows) => rows.length === 0);
  return (
    <section aria-labelledby="person-records-heading" className="person-records">
      <h2 id="person-records-heading">What the site keeps about {who}</h2>
      {nothing && <p>Nothing: no message, booking, alert, e-mail or checked number is kept about them.</p>}
      {messages.length > 0 && (
        <>
          <h3>Messages, enquiries and reports ({messages.length})</h3>
          <ul>
            {messages.map((message) => (
              <li key={message.id}>
                {when(message.createdAt)}: {message.name}
                {message.phone && `, ${message.phone}`}
                {message.email && `, ${message.email}`}
                {message.listing && `, about ${message.listing}`}
                {message.reportReason && ` (a report: ${message.reportReason})`}
                <blockquote>{message.message}</blockquote>
              </li>
            ))}
          </ul>
        </>
      )}
      {viewings.length > 0 && (
        <>
          <h3>Viewing bookings ({viewings.length})</h3>
          <ul>
            {viewings.map((viewing) => (
              <li key={viewing.id}>
                {viewing.reference}: {viewing.listing}, {when(viewing.startsAt)}, {viewing.status};{" "}
                {viewing.name}, {formatPhoneNumber(viewing.phone)}
                {viewing.email && `, ${viewing.email}`}; booked {when(viewing.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
      {alerts.length > 0 && (
        <>
          <h3>Search alerts ({alerts.length})</h3>
          <ul>
            {alerts.map((alert) => (
              <li key={alert.id}>
                {alert.email}: {alert.search || "every new listing"}, {alert.frequency}, {alert.status}. Asked
                on the alert form of the {alert.language === "sw" ? "Kiswahili" : "English"} site{" "}
                {when(alert.askedAt)}
                {alert.confirmedAt
                  ? `; consent confirmed from the e-mail ${when(alert.confirmedAt)}`
                  : "; never confirmed"}
                {alert.endedAt && `; ended ${when(alert.endedAt)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      {emails.length > 0 && (
        <>
          <h3>E-mails to them ({emails.length})</h3>
          <ul>
            {emails.map((email) => (
              <li key={email.id}>
                {email.kind} to {email.recipient}: {email.status}, {when(email.sentAt ?? email.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
      {checkedNumbers.length > 0 && (
        <>
          <h3>Checked on “Is this really us?” ({checkedNumbers.length})</h3>
          <ul>
            {checkedNumbers.map((number) => (
              <li key={number.number}>
                {formatPhoneNumber(number.number)}: checked {number.checks} times, first{" "}
                {when(number.firstCheckedAt)}, last {when(number.lastCheckedAt)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
