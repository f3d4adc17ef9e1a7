import { Link } from "react-router";
import type { SearchDemand } from "~/data/insights.server";
import { describeSearch } from "~/domain/search-description";
import { readEmptySearchKey } from "~/domain/search-demand";
import { useTranslation } from "~/i18n/language-context";

/** What visitors searched for and did not find: what the market wants that the site lacks. */
export function EmptySearches({ searches, days }: { searches: SearchDemand[]; days: number }) {
  const { t } = useTranslation();
  if (searches.length === 0) {
    return <p className="insights-empty">Every search in the last {days} days found something.</p>;
  }
  return (
    <ol className="empty-searches">
      {searches.map(({ search, searches: times }) => (
        <li key={search} className="empty-searches__item">
          <Link to={`/properties${search}`}>{describeSearch(readEmptySearchKey(search), t)}</Link>
          <span className="empty-searches__count">
            {times === 1 ? "once" : `${times.toLocaleString("en-KE")} times`}
          </span>
        </li>
      ))}
    </ol>
  );
}
