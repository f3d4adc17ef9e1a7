import { Link } from "react-router";
import { formatAmount } from "~/domain/money";
import { PROPERTY_TYPE_LABELS } from "~/domain/property-type";
import { useSiteSettings } from "~/root";
import type { PreviewRow, RowOutcome, ShownRows } from "~/services/spreadsheet-import.server";

const OUTCOME_LABELS: Record<RowOutcome, string> = {
  new: "New",
  update: "Update",
  unchanged: "Unchanged",
  error: "Error",
};

/** A row's price in its own currency, then the other at today's rate. */
function PriceInBoth({ row, kesRate }: { row: PreviewRow; kesRate: number }) {
  if (row.price === null) return null;
  const currency = row.currency ?? "USD";
  const other = currency === "USD" ? "KES" : "USD";
  const period = row.pricePeriod ? ` a ${row.pricePeriod}` : "";
  return (
    <>
      {formatAmount(row.price, currency, currency, kesRate)}
      {period}
      <br />
      <small>{formatAmount(row.price, currency, other, kesRate)}</small>
    </>
  );
}

/**
 * The file's rows as they will be saved, each with what becomes of it; `shown` limits them to
 * the rows with errors. A link switches between the two, with or without scripts.
 */
export function ImportPreviewRows({
  rows,
  shown,
  listed,
  withProblems,
}: {
  rows: readonly PreviewRow[];
  shown: ShownRows;
  listed: number;
  withProblems: number;
}) {
  const { kesRate } = useSiteSettings();
  return (
    <section aria-labelledby="import-rows-heading" className="import-rows">
      <h2 id="import-rows-heading">
        {shown === "errors" ? "Rows with errors" : "The rows as they will be saved"}
      </h2>
      <p>
        {shown === "errors" ? (
          <Link to="?">Show every row</Link>
        ) : (
          withProblems > 0 && <Link to="?rows=errors">Show only the rows with errors</Link>
        )}
        {rows.length === listed && ` The first ${listed} are shown.`}
      </p>
      <div className="admin-table__scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">Becomes</th>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Price</th>
              <th scope="col">Place</th>
              <th scope="col">Bedrooms</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.line} className={row.outcome === "error" ? "import-rows__error" : undefined}>
                <td data-label="Row">{row.line}</td>
                <td data-label="Becomes">{OUTCOME_LABELS[row.outcome]}</td>
                <td data-label="Name">{row.name}</td>
                <td data-label="Type">{row.type ? PROPERTY_TYPE_LABELS[row.type] : ""}</td>
                <td data-label="Price">
                  <PriceInBoth row={row} kesRate={kesRate} />
                </td>
                <td data-label="Place">{[row.location, row.city].filter(Boolean).join(", ")}</td>
                <td data-label="Bedrooms">{row.bedrooms ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
