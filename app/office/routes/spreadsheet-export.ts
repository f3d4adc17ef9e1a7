import { spreadsheetRuns } from "~/services/spreadsheet-export.server";
import { requireOfficePerson } from "~/services/auth.server";
import { servicesFrom } from "~/services/context.server";
import { PRIVATE_CACHING } from "~/services/http-caching.server";
import { streamedText } from "~/services/streamed-text.server";
import type { Route } from "./+types/spreadsheet-export";

/** Every listing, drafts too, in the columns the import reads: to edit and upload again. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  return new Response(streamedText(spreadsheetRuns(servicesFrom(context).database.db)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="makazi-listings.csv"',
      "Cache-Control": PRIVATE_CACHING,
    },
  });
}
