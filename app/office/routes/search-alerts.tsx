import { SearchAlertCounts } from "~/office/components/search-alert-counts";
import { PageTitle } from "~/ui/site-brand";
import { countActiveAlertsBySearch } from "~/data/alerts.server";
import { alertListPath, readAlertQuery } from "~/domain/search-alerts";
import { describeSearch } from "~/domain/search-description";
import { translatorFor } from "~/i18n/translator";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import type { Route } from "./+types/search-alerts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const { config, database } = servicesFrom(context);
  const counts = await countActiveAlertsBySearch(database.db);
  return {
    alertsOn: config.smtp !== null,
    counts: counts.map(({ query, alerts }) => {
      const search = readAlertQuery(query);
      // The administrator's pages are in English.
      return {
        search: describeSearch(search, translatorFor("en").t),
        listPath: alertListPath(search),
        alerts,
      };
    }),
  };
}

export default function SearchAlerts({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Search alerts</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Search alerts</h1>
      <p>
        Visitors ask to be e-mailed new listings for a search from the property list. Alerts count once
        confirmed from their e-mail, until unsubscribed.
        {!loaderData.alertsOn && " E-mail is off (no SMTP_URL), so the list offers no sign-up now."}
      </p>
      <SearchAlertCounts counts={loaderData.counts} />
    </main>
  );
}
