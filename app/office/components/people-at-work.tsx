import { Link } from "react-router";
import type { PersonWork } from "~/data/office-work.server";

/** Each person's listings, unread messages and viewings waiting for an answer, on the owner's dashboard. */
export function PeopleAtWork({ people }: { people: readonly PersonWork[] }) {
  if (people.length < 2) return null;
  return (
    <section aria-labelledby="people-at-work">
      <h2 id="people-at-work">Each person's work</h2>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Listings</th>
              <th scope="col">Unread messages</th>
              <th scope="col">Viewings to answer</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id}>
                <th scope="row">{person.name}</th>
                <td data-label="Listings">
                  <Link to={`/manage-properties?agent=${person.id}`}>
                    {person.listings.toLocaleString("en-KE")}
                  </Link>
                </td>
                <td data-label="Unread messages">{person.unreadMessages.toLocaleString("en-KE")}</td>
                <td data-label="Viewings to answer">{person.newViewings.toLocaleString("en-KE")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
