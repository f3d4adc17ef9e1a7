import { counted } from "~/domain/counted";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { findUpload } from "~/data/spreadsheet-imports.server";
import { recordAdminAction } from "~/services/audit-log.server";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import {
  checkSpreadsheet,
  chooseColumns,
  claimImport,
  LISTED_PROBLEMS,
  LISTED_ROWS,
  type PreviewRow,
  runImport,
  type ShownRows,
} from "~/services/spreadsheet-import.server";
import { ImportPreviewRows } from "~/office/components/import-preview-rows";
import { logger } from "~/shared/logger.server";
import {
  COLUMN_HEADINGS,
  MAX_CHOSEN_COLUMNS,
  SPREADSHEET_COLUMNS,
  type SpreadsheetColumn,
} from "~/domain/spreadsheet-columns";
import type { Route } from "./+types/spreadsheet-preview";

/** An upload's preview until it is confirmed, then its import's progress and outcome. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const { db } = servicesFrom(context).database;
  const upload = await findUpload(db, params.token);
  if (!upload) throw data("This upload is no longer kept: please upload the file again.", { status: 404 });
  if (upload.status !== "previewed") {
    const { status, total, done, updated, added, failure } = upload;
    return { stage: "import" as const, status, total, done, updated, added, failure };
  }
  const shown: ShownRows = new URL(request.url).searchParams.get("rows") === "errors" ? "errors" : "all";
  const reading = await checkSpreadsheet(db, upload.file, shown);
  return reading.ok
    ? {
        stage: "preview" as const,
        preview: reading.preview,
        listedProblems: LISTED_PROBLEMS,
        listedRows: LISTED_ROWS,
        shown,
      }
    : { stage: "unreadable" as const, failure: reading.failure };
}

/**
 * Starts the import of the rows that passed, and the page then shows it going; or, sent with
 * `intent=columns`, keeps how the office chose to read the file's columns and previews it again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireOfficePerson(request, context);
  const { db } = servicesFrom(context).database;
  const form = await request.formData();
  if (form.get("intent") === "columns") {
    const choices = Array.from({ length: MAX_CHOSEN_COLUMNS }, (_, index) => {
      const choice = form.get(`column-${index}`);
      return typeof choice === "string" ? choice : null;
    });
    await chooseColumns(db, params.token, choices);
    return redirect(`/import/${params.token}`);
  }
  const rows = await claimImport(db, params.token);
  if (rows) {
    await recordAdminAction(context, {
      actor: user.email,
      action: "listings-imported",
      subject: counted(rows.length, "row", "rows"),
    });
    void runImport(db, params.token, rows).catch((error: unknown) =>
      logger.error("A spreadsheet import stopped", error),
    );
  }
  return redirect(`/import/${params.token}`);
}

export default function SpreadsheetPreview({ loaderData }: Route.ComponentProps) {
  const starting = useNavigation().state === "submitting";
  return (
    <main id="main" className="page">
      <PageTitle>Import listings</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Import listings from a spreadsheet</h1>
      {loaderData.stage === "unreadable" && (
        <>
          <p className="notice notice--error" role="alert">
            {loaderData.failure}
          </p>
          <p>
            <Link to="/import">Upload another file</Link>
          </p>
        </>
      )}
      {loaderData.stage === "preview" && (
        <Preview
          {...loaderData.preview}
          listedProblems={loaderData.listedProblems}
          listedRows={loaderData.listedRows}
          shown={loaderData.shown}
          starting={starting}
        />
      )}
      {loaderData.stage === "import" && <Progress {...loaderData} />}
    </main>
  );
}

interface PreviewProps {
  headings: { heading: string; column: SpreadsheetColumn | null }[];
  headingRow: number;
  toUpdate: number;
  toAdd: number;
  unchanged: number;
  withProblems: number;
  problems: { line: number; column: SpreadsheetColumn; message: string }[];
  rows: PreviewRow[];
  listedProblems: number;
  listedRows: number;
  shown: ShownRows;
  starting: boolean;
}

/**
 * Which of the file's columns fill which of the listing's, and which are left out, each one a
 * choice the office may change: the file is then read again that way, and so are the next ones.
 */
function HeadingsRead({ headings, headingRow }: Pick<PreviewProps, "headings" | "headingRow">) {
  return (
    <details
      className="import-headings"
      open={headingRow > 1 || headings.some(({ column }) => column === null)}
    >
      <summary>How the file&apos;s columns were read</summary>
      {headingRow > 1 && (
        <p>
          The headings are on row {headingRow}:{" "}
          {headingRow === 2 ? "the row above is left out." : `the ${headingRow - 1} rows above are left out.`}
        </p>
      )}
      <Form method="post" className="import-headings__form">
        <input type="hidden" name="intent" value="columns" />
        <table className="import-problems">
          <thead>
            <tr>
              <th scope="col">The file&apos;s column</th>
              <th scope="col">Read as</th>
            </tr>
          </thead>
          <tbody>
            {headings.map(({ heading, column }, index) => (
              <tr key={index}>
                <td>
                  <label htmlFor={`column-${index}`}>{heading}</label>
                </td>
                <td>
                  <select id={`column-${index}`} name={`column-${index}`} defaultValue={column ?? ""}>
                    <option value="">Left out</option>
                    {SPREADSHEET_COLUMNS.map((choice) => (
                      <option key={choice} value={choice}>
                        {COLUMN_HEADINGS[choice]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="submit" className="button button--secondary">
          Read the columns so
        </button>
      </Form>
    </details>
  );
}

function Preview({
  headings,
  headingRow,
  toUpdate,
  toAdd,
  unchanged,
  withProblems,
  problems,
  rows: shownRows,
  listedProblems,
  listedRows,
  shown,
  starting,
}: PreviewProps) {
  const rows = toUpdate + toAdd;
  return (
    <>
      <h2>Preview: nothing is imported yet</h2>
      <ul className="import-summary">
        <li>{counted(toUpdate, "listing to update", "listings to update")}</li>
        <li>{counted(toAdd, "new listing", "new listings")} (a draft unless its row says published)</li>
        <li>{counted(withProblems, "row with errors", "rows with errors")}</li>
        <li>{counted(unchanged, "row unchanged", "rows unchanged")}</li>
      </ul>
      <HeadingsRead headings={headings} headingRow={headingRow} />
      {problems.length > 0 && (
        <>
          <p>
            Rows with errors are left out of the import. Correct them in the spreadsheet and upload it again,
            or import the other rows now.
            {problems.length === listedProblems && ` The first ${listedProblems} errors are listed.`}
          </p>
          <table className="import-problems">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">What is wrong</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                <tr key={index}>
                  <td>{problem.line}</td>
                  <td>{COLUMN_HEADINGS[problem.column]}</td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <ImportPreviewRows rows={shownRows} shown={shown} listed={listedRows} withProblems={withProblems} />
      <div className="admin-links">
        {rows > 0 && (
          <Form method="post">
            <button type="submit" className="button" disabled={starting}>
              {starting ? "Starting…" : `Import ${counted(rows, "row", "rows")}`}
            </button>
          </Form>
        )}
        <Link className="button button--secondary" to="/import">
          Upload another file
        </Link>
      </div>
    </>
  );
}

interface ProgressProps {
  status: string;
  total: number;
  done: number;
  updated: number;
  added: number;
  failure: string | null;
}

function Progress({ status, total, done, updated, added, failure }: ProgressProps) {
  const outcome = `${counted(updated, "listing updated", "listings updated")}, ${counted(added, "added", "added")}.`;
  if (status === "importing") {
    return (
      <>
        {/* Asks again every two seconds until the import is over, with or without scripts. */}
        <meta httpEquiv="refresh" content="2" />
        <p role="status">
          Importing: {done.toLocaleString("en-KE")} of {counted(total, "row", "rows")} done…
        </p>
      </>
    );
  }
  if (status === "failed") {
    return (
      <p className="notice notice--error" role="alert">
        The import stopped after {counted(done, "row", "rows")} ({outcome}) {failure}
      </p>
    );
  }
  return (
    <>
      <p className="notice notice--success" role="status">
        Imported {counted(total, "row", "rows")}: {outcome}
      </p>
      <p>
        Now their photos: <Link to="/import/photos">send them all at once</Link>, named by the row they were
        on (<code>{"12-1.jpg"}</code>) or by reference. Or go{" "}
        <Link to="/manage-properties">back to the listings</Link>.
      </p>
    </>
  );
}
