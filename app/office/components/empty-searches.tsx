import { Link } from "react-router";
import type { SearchDemand } from "~/data/insights.server";
import { describeSearch } from "~/domain/search-description";
import { readEmptySearchKey } from "~/domain/search-demand";
import { readingOf } from "~/domain/search-terms";
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
          <SearchReadingLine search={readEmptySearchKey(search).search} />
        </li>
      ))}
    </ol>
  );
}

/**
 * How the search read the words: those the vocabulary knows (and what else they find), those
 * searched as typed, which the vocabulary may lack, and those left out.
 */
function SearchReadingLine({ search }: { search: string }) {
  if (search === "") return null;
  const { known, asTyped, bedrooms, ignored } = readingOf(search);
  const parts = [
    ...known.map(({ term, alsoFinds }) => `“${term}” also finds ${alsoFinds.join(", ")}`),
    ...(bedrooms === null ? [] : [`${bedrooms} bedrooms`]),
    ...(asTyped.length > 0 ? [`searched as typed: ${asTyped.join(", ")}`] : []),
    ...(ignored.length > 0 ? [`left out: ${ignored.join(", ")}`] : []),
  ];
  return <span className="empty-searches__reading">{parts.join(" · ")}</span>;
}
