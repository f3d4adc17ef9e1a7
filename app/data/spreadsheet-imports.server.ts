// Spreadsheets of listings uploaded by the office (migration 027), and their import in batches.
import { todayInNairobi } from "~/domain/dates";
import type { PropertyInput } from "~/domain/property-form";
import type { AppDatabase } from "./app-database";
import { chunks, ROWS_PER_STATEMENT } from "./batches.server";
import { insertPropertyWithin, writePropertyFields } from "./property-writes.server";
import { findSettingValue, saveSettingValue } from "./settings.server";
import type { SpreadsheetImportsTable } from "./schema";

export type SpreadsheetImport = SpreadsheetImportsTable;

/** An upload is kept this long between its preview and its import. */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** Keeps an uploaded file under `token`, forgetting uploads older than a day. */
export async function saveUpload(
  db: AppDatabase,
  token: string,
  file: string,
  now = new Date(),
): Promise<void> {
  await db
    .deleteFrom("spreadsheet_imports")
    .where("created_at", "<", new Date(now.getTime() - KEPT_FOR_MS).toISOString())
    .execute();
  await forgetImportedRowsOfGoneImports(db);
  await db
    .insertInto("spreadsheet_imports")
    .values({
      token,
      created_at: now.toISOString(),
      file,
      status: "previewed",
      total: 0,
      done: 0,
      updated: 0,
      added: 0,
      failure: null,
    })
    .execute();
}

export async function findUpload(db: AppDatabase, token: string): Promise<SpreadsheetImport | null> {
  return (
    (await db.selectFrom("spreadsheet_imports").selectAll().where("token", "=", token).executeTakeFirst()) ??
    null
  );
}

/** Marks a previewed upload as being imported; false when it was already (a second confirm). */
export async function claimUpload(db: AppDatabase, token: string, total: number): Promise<boolean> {
  const result = await db
    .updateTable("spreadsheet_imports")
    .set({ status: "importing", total })
    .where("token", "=", token)
    .where("status", "=", "previewed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishUpload(
  db: AppDatabase,
  token: string,
  outcome: { status: "done" } | { status: "failed"; failure: string },
): Promise<void> {
  await db
    .updateTable("spreadsheet_imports")
    .set({ status: outcome.status, failure: outcome.status === "failed" ? outcome.failure : null })
    .where("token", "=", token)
    .execute();
}

/** A row to import: the listing it updates (by id), or a new one when null. */
export interface ImportedListing {
  id: number | null;
  /** The row's number in the file. */
  line: number;
  input: Omit<PropertyInput, "photos">;
}

/**
 * Writes one batch of rows in one transaction and counts it on the upload: listings named by
 * id are updated (their photos kept), the others added as drafts without photos. A row naming a
 * listing deleted since the preview is skipped.
 */
export async function importBatch(
  db: AppDatabase,
  token: string,
  rows: readonly ImportedListing[],
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    const current = new Map(
      ids.length === 0
        ? []
        : (
            await trx
              .selectFrom("properties")
              .select(["id", "slug", "publication", "availability", "currency", "price", "discount"])
              .where("id", "in", ids)
              .execute()
          ).map((row) => [row.id, row]),
    );
    let updated = 0;
    let added = 0;
    const became: { rowNumber: number; propertyId: number }[] = [];
    for (const { id, line, input } of rows) {
      if (id === null) {
        const inserted = await insertPropertyWithin(trx, {
          ...input,
          listedOn: todayInNairobi(now),
          photos: [],
        });
        became.push({ rowNumber: line, propertyId: inserted.id });
        added += 1;
        continue;
      }
      const stored = current.get(id);
      if (!stored) continue;
      await writePropertyFields(trx, stored, input, now.toISOString());
      became.push({ rowNumber: line, propertyId: id });
      updated += 1;
    }
    await recordImportedRows(trx, token, became);
    await trx
      .updateTable("spreadsheet_imports")
      .set((eb) => ({
        done: eb("done", "+", rows.length),
        updated: eb("updated", "+", updated),
        added: eb("added", "+", added),
      }))
      .where("token", "=", token)
      .execute();
  });
}

/** The import whose rows photos named by a row number point to: the last one, while it is kept. */
export async function findLastImportToken(db: AppDatabase): Promise<string | null> {
  const last = await db
    .selectFrom("spreadsheet_imports")
    .select("token")
    .where("token", "in", db.selectFrom("spreadsheet_import_rows").select("import_token"))
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return last?.token ?? null;
}

/** Which listing each imported row became, written with the batch that imported it. */
async function recordImportedRows(
  db: AppDatabase,
  importToken: string,
  rows: { rowNumber: number; propertyId: number }[],
): Promise<void> {
  for (const part of chunks(rows, ROWS_PER_STATEMENT)) {
    if (part.length === 0) continue;
    await db
      .insertInto("spreadsheet_import_rows")
      .values(
        part.map((row) => ({
          import_token: importToken,
          row_number: row.rowNumber,
          property_id: row.propertyId,
        })),
      )
      .onConflict((conflict) => conflict.columns(["import_token", "row_number"]).doNothing())
      .execute();
  }
}

/** Forgets the rows of imports no longer kept. */
async function forgetImportedRowsOfGoneImports(db: AppDatabase): Promise<void> {
  await db
    .deleteFrom("spreadsheet_import_rows")
    .where("import_token", "not in", db.selectFrom("spreadsheet_imports").select("token"))
    .execute();
}

const CHOSEN_COLUMNS_KEY = "spreadsheetColumns";

/** How the office chose to read headings, as stored (readChosenColumns reads it); null for never. */
export async function findChosenColumns(db: AppDatabase): Promise<string | null> {
  return findSettingValue(db, CHOSEN_COLUMNS_KEY);
}

export async function saveChosenColumns(db: AppDatabase, stored: string): Promise<void> {
  await saveSettingValue(db, CHOSEN_COLUMNS_KEY, stored);
}
