import type { AppDatabase } from "~/data/app-database";
import { listingPagesForExport } from "~/data/listing-exports.server";
import { spreadsheetCsv } from "~/domain/listing-spreadsheet";

/**
 * The office's spreadsheet of every listing, drafts too, a page of listings at a time: the
 * header, then each page's rows, which joined are the file written whole.
 */
export async function* spreadsheetRuns(
  db: AppDatabase,
  { pageSize }: { pageSize?: number } = {},
): AsyncGenerator<string, void, undefined> {
  yield spreadsheetCsv([]);
  for await (const page of listingPagesForExport(db, { publishedOnly: false, pageSize })) {
    yield spreadsheetCsv(page, { header: false });
  }
}
