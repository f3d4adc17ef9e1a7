import { data, Form, Link, redirect, useNavigation } from "react-router";
import { PageTitle } from "~/ui/site-brand";
import { COLUMN_HEADINGS, SPREADSHEET_COLUMNS } from "~/domain/spreadsheet-columns";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { spreadsheetText } from "~/services/spreadsheet-files.server";
import { keepUpload } from "~/services/spreadsheet-import.server";
import { ErrorSummary } from "~/ui/error-summary";
import type { Route } from "./+types/spreadsheet-import";

export const NO_FILE_MESSAGE =
  "Please choose a spreadsheet to upload: a CSV file or an Excel workbook (.xlsx)";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  return { headings: SPREADSHEET_COLUMNS.map((column) => COLUMN_HEADINGS[column]) };
}

/** Keeps the uploaded file and shows its preview; nothing is imported before it is confirmed there. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireOfficePerson(request, context);
  const file = (await request.formData()).get("file");
  if (!(file instanceof File) || file.size === 0) return data({ error: NO_FILE_MESSAGE }, { status: 400 });
  const read = await spreadsheetText(new Uint8Array(await file.arrayBuffer()));
  if (!read.ok) return data({ error: read.message }, { status: 400 });
  const token = await keepUpload(servicesFrom(context).database.db, read.text);
  return redirect(`/import/${token}`);
}

export default function SpreadsheetImport({ loaderData, actionData }: Route.ComponentProps) {
  const sending = useNavigation().state === "submitting";
  return (
    <main id="main" className="page page--narrow">
      <PageTitle>Import listings</PageTitle>
      <meta name="robots" content="noindex" />
      <h1>Import listings from a spreadsheet</h1>
      {actionData && <ErrorSummary submission={actionData}>{actionData.error}</ErrorSummary>}
      <p>
        <a href="/import/listings.csv" download>
          Download all listings (CSV)
        </a>
        , change them in Excel, LibreOffice or Google Sheets, save as CSV or as an Excel workbook (.xlsx; its
        first sheet is read) and upload the file here. You will see what would change, row by row, before
        anything is imported.
      </p>
      <p>
        A row with a reference (<code>MK-1042</code>) updates that listing: a blank cell leaves its field as
        it is, a dash (<code>-</code>) empties it. A row without one adds a new listing, a draft unless its
        Publication says published, to which photos are added afterwards. Each row is checked as the property
        form checks it.
      </p>
      <p>
        Your own spreadsheet works too: its first row names the columns, in the site&apos;s words or the usual
        ones (<em>Property name</em>, <em>Rent</em>, <em>Price (KSh)</em>, <em>Beds</em>, <em>Area</em>,{" "}
        <em>Jina</em>, <em>Bei</em>, <em>Vyumba</em>…); the preview shows how each was read, and a column the
        site has no field for is left out. The site&apos;s columns: {loaderData.headings.join(", ")}.
      </p>
      <p>
        Photos follow once the listings are in: <Link to="/import/photos">send them all at once</Link>, in a
        ZIP or chosen together, named by reference or by row.
      </p>
      <Form method="post" encType="multipart/form-data" className="form" noValidate>
        <div className="form__field">
          <label htmlFor="import-file">Spreadsheet (CSV or Excel .xlsx, up to 32 MB)</label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            required
          />
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Uploading…" : "Upload and preview"}
        </button>
      </Form>
    </main>
  );
}
