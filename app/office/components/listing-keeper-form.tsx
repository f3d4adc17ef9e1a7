import { Form } from "react-router";

/**
 * The owner gives a listing, and the messages about it, to someone in the office: a form of
 * its own beside the property form, so that neither loses what the other has typed.
 */
export function ListingKeeperForm({
  slug,
  agentId,
  people,
}: {
  slug: string;
  agentId: number | null;
  people: readonly { id: number; name: string }[];
}) {
  return (
    <Form method="post" action="/manage-properties" className="keeper-form">
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="intent" value="give" />
      <label htmlFor="listing-keeper">Looked after by</label>
      <select id="listing-keeper" name="agent" defaultValue={agentId === null ? "" : String(agentId)}>
        <option value="">The office</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary">
        Give the listing and its messages
      </button>
    </Form>
  );
}
