import { findRetentionDays } from "~/data/retention.server";
import { processingPlaces, processingRecord } from "~/domain/processing-record";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { processingPlacesOf } from "~/services/processing-record.server";
import { PageTitle } from "~/ui/site-brand";
import type { Route } from "./+types/processing-record";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const { config, database } = servicesFrom(context);
  const places = processingPlacesOf(config);
  const days = await findRetentionDays(database.db);
  return { record: processingRecord(places, days), places: processingPlaces(places) };
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
      <ol className="processing-record">
        {record.map((entry) => (
          <li key={entry.what}>
            <h2>{entry.what}</h2>
            <dl>
              <dt>Why</dt>
              <dd>{entry.purpose}</dd>
              <dt>Ground</dt>
              <dd>{entry.basis}</dd>
              <dt>Who receives it</dt>
              <dd>{entry.recipients}</dd>
              <dt>Kept</dt>
              <dd>{entry.keptFor}</dd>
            </dl>
          </li>
        ))}
      </ol>
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
