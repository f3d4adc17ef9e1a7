import type { Insights } from "~/data/insights.server";
import { ActivityChart } from "./activity-chart";
import { EmptySearches } from "./empty-searches";
import { ListingTotals } from "./listing-totals";
import { TopListings } from "./top-listings";

/** What visitors did: the days' activity, the week's top listings, each listing, and the searches that found nothing. */
export function DashboardInsights({ insights }: { insights: Insights }) {
  const days = insights.days.length;
  return (
    <section className="insights" aria-labelledby="insights-heading">
      <h2 id="insights-heading">Insights</h2>
      <ActivityChart days={insights.days} />
      <h3>Top listings this week</h3>
      <TopListings listings={insights.topThisWeek} />
      <h3>Searches that found nothing</h3>
      <EmptySearches searches={insights.emptySearches} days={days} />
      <details className="insights__listings">
        <summary>Every listing, last {days} days</summary>
        <ListingTotals listings={insights.listings} days={days} />
      </details>
      <p className="insights-note">
        Counted without cookies or addresses; search engines and other programs are left out. Counts reach
        this page within seconds.
      </p>
    </section>
  );
}
