import { Link } from "react-router";

export interface SearchAlertCount {
  /** The search in words. */
  search: string;
  listPath: string;
  alerts: number;
}

/** Visitors' active e-mail alerts, counted per search, the most followed first. */
export function SearchAlertCounts({ counts }: { counts: readonly SearchAlertCount[] }) {
  if (counts.length === 0) return <p>No visitor has an active alert yet.</p>;
  const total = counts.reduce((sum, count) => sum + count.alerts, 0);
  return (
    <table className="search-alert-counts">
      <caption>
        {total === 1 ? "1 active alert" : `${total.toLocaleString("en-KE")} active alerts`} on{" "}
        {counts.length === 1 ? "1 search" : `${counts.length.toLocaleString("en-KE")} searches`}
      </caption>
      <thead>
        <tr>
          <th scope="col">Search</th>
          <th scope="col">Active alerts</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((count) => (
          <tr key={count.listPath}>
            <td>
              <Link to={count.listPath} reloadDocument>
                {count.search}
              </Link>
            </td>
            <td>{count.alerts.toLocaleString("en-KE")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
