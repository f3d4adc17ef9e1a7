import { processingPlaces, processingRecord } from "~/domain/processing-record";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { processingPlacesOf } from "~/services/processing-record.server";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/processing-record";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const places = processingPlacesOf(servicesFrom(context).config);
  return { record: processingRecord(places), places: processingPlaces(places) };
}

export default function ProcessingRecord({ loaderData }: Route.ComponentProps) {
  const { record, places } = loaderData;
  return (
    <main id="main" className="page">
      <PageTitle>Record of processing</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Record of processing</h1>
      <p>
        What this site keeps about people, why, on what ground of Kenya&apos;s Data Protection Act, who
        receives it and for how long: for the office&apos;s registration with the Office of the Data
        Protection Commissioner, and to print and keep.
      </p>
      <table className="import-problems">
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">Ground</th>
            <th scope="col">Who receives it</th>
            <th scope="col">Kept</th>
          </tr>
        </thead>
        <tbody>
          {record.map((entry) => (
            <tr key={entry.what}>
              <td>{entry.what}</td>
              <td>{entry.purpose}</td>
              <td>{entry.basis}</td>
              <td>{entry.recipients}</td>
              <td>{entry.keptFor}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Where it is kept and sent</h2>
      <p>
        Note beside each place whether it is outside Kenya: the Act asks for proof of safeguards before
        personal data goes abroad.
      </p>
      <ul>
        {places.map(({ place, holds }) => (
          <li key={place}>
            {place}: {holds}
          </li>
        ))}
      </ul>
    </main>
  );
}
