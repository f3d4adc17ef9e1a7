import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { openDatabase } from "~/data/database.server";
import { findListingsForExport } from "~/data/listing-exports.server";
import { findUpload } from "~/data/spreadsheet-imports.server";
import { spreadsheetCsv } from "~/domain/listing-spreadsheet";
import { COLUMN_HEADINGS, columnOfHeading, SPREADSHEET_COLUMNS } from "~/domain/spreadsheet-columns";
import { parsePriceInput } from "~/domain/price-input";
import { checkSpreadsheet, importUpload, keepUpload } from "~/services/spreadsheet-import.server";
import { formatInteger } from "../format";
import { fillListings } from "../fill";
import { type EngineSite, postgresSite } from "./engines";
import { ENGINE_NAMES, markdownTable } from "./report";
import { step, type Workspace } from "./workspace";

export interface ImportResult {
  engine: EngineSite["engine"];
  listings: number;
  rows: number;
  updated: number;
  added: number;
  previewSeconds: number;
  importSeconds: number;
}

/**
 * A spreadsheet of `rows` rows imported as the office does it: the export of every listing,
 * half of the rows with a new price and half of them new listings, checked for the preview and
 * then imported in batches. Changes the site's listings: measure it last.
 */
export async function measureImport(site: EngineSite, rows: number): Promise<ImportResult> {
  step(`Importing a spreadsheet of ${formatInteger(rows)} rows (${site.engine})`);
  const database = await openDatabase(site.databaseUrl);
  try {
    const { db } = database;
    const exported = parse(spreadsheetCsv(await findListingsForExport(db, { publishedOnly: false })), {
      columns: (headings: string[]) => headings.map(columnOfHeading),
    }) as Record<string, string>[];
    const updates = exported.slice(0, Math.min(Math.ceil(rows / 2), exported.length));
    const additions = Array.from({ length: rows - updates.length }, (_, index) => ({
      ...exported[index % exported.length]!,
      reference: "",
      name: `Imported listing ${index + 1}`,
    }));
    const file = stringify(
      [
        ...updates.map((row) => ({ ...row, price: String(parsePriceInput(row.price ?? "")! + 1) })),
        ...additions,
      ],
      {
        header: true,
        columns: SPREADSHEET_COLUMNS.map((column) => ({ key: column, header: COLUMN_HEADINGS[column] })),
      },
    );
    const token = await keepUpload(db, file);
    const previewStarted = performance.now();
    const reading = await checkSpreadsheet(db, file);
    const previewSeconds = (performance.now() - previewStarted) / 1000;
    if (!reading.ok || reading.preview.withProblems > 0) {
      throw new Error(
        `The benchmark's spreadsheet does not read cleanly: ${JSON.stringify(reading).slice(0, 500)}`,
      );
    }
    const importStarted = performance.now();
    await importUpload(db, token);
    const importSeconds = (performance.now() - importStarted) / 1000;
    const upload = (await findUpload(db, token))!;
    if (upload.status !== "done") throw new Error(`The import ${upload.status}: ${upload.failure ?? ""}`);
    const result = {
      engine: site.engine,
      listings: site.listings,
      rows,
      updated: upload.updated,
      added: upload.added,
      previewSeconds,
      importSeconds,
    };
    site.listings += upload.added;
    process.stderr.write(
      `Preview in ${previewSeconds.toFixed(1)} s, import in ${importSeconds.toFixed(1)} s\n`,
    );
    return result;
  } finally {
    await database.close();
  }
}

export function importTable(results: readonly ImportResult[]): string {
  const header = ["Engine", "Listings before", "Rows", "Updated", "Added", "Preview s", "Import s"];
  const rows = results.map((result) => [
    ENGINE_NAMES[result.engine],
    formatInteger(result.listings),
    formatInteger(result.rows),
    formatInteger(result.updated),
    formatInteger(result.added),
    result.previewSeconds.toFixed(1),
    result.importSeconds.toFixed(1),
  ]);
  return markdownTable(header, rows);
}

const IMPORT_FILL_SEED = 20_261_126;

/** The rows a spreadsheet import is measured with. */
export const IMPORTED_ROWS = 10_000;

/**
 * The import of IMPORTED_ROWS rows on SQLite and (when its server answers) PostgreSQL, each on a
 * database of its own filled with `count` listings, so that the other measurements are not moved.
 */
export async function measureImportOnEachEngine(
  workspace: Workspace,
  count: number,
): Promise<ImportResult[]> {
  const sites: EngineSite[] = [
    { engine: "sqlite", databaseUrl: `file:${join(workspace.directory, "import.sqlite")}`, listings: 0 },
  ];
  const postgres = await postgresSite(workspace);
  if (typeof postgres === "string") process.stderr.write(`PostgreSQL was not measured: ${postgres}\n`);
  else sites.push(postgres);
  const results: ImportResult[] = [];
  for (const site of sites) {
    step(`Adding ${formatInteger(count)} synthetic listings (${site.engine})`);
    site.listings = (
      await fillListings({ ...workspace, databaseUrl: site.databaseUrl, count, seed: IMPORT_FILL_SEED })
    ).total;
    results.push(await measureImport(site, IMPORTED_ROWS));
  }
  return results;
}
