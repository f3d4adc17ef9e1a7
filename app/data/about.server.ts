import type { AppDatabase } from "./app-database";

export async function findAboutParagraphs(db: AppDatabase): Promise<string[]> {
  const rows = await db.selectFrom("about_paragraphs").select("text").orderBy("position").execute();
  return rows.map((row) => row.text);
}

/** Replaces the whole About text, as the original's single document overwrite did. */
export async function replaceAboutParagraphs(db: AppDatabase, paragraphs: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("about_paragraphs").execute();
    if (paragraphs.length > 0) {
      await trx
        .insertInto("about_paragraphs")
        .values(paragraphs.map((text, position) => ({ position, text })))
        .execute();
    }
  });
}
