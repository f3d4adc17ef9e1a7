import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { replaceAboutParagraphs } from "./about.server";
import { saveContactMessage } from "./contact-messages.server";
import { readContentVersion } from "./content-version.server";
import { createProperty } from "./property-writes.server";
import { saveSettings } from "./settings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/**
 * Runs the change and tells whether the content version moved on, as the kept pages ask for
 * it (on SQLite through a connection of their own) and as read from the table.
 */
async function moves(change: () => Promise<unknown>): Promise<boolean> {
  const database = site().services.database;
  const before = await database.contentVersion();
  expect(before).toBe(await readContentVersion(db()));
  await change();
  const after = await database.contentVersion();
  expect(after).toBe(await readContentVersion(db()));
  return after > before;
}

describe("the content version", () => {
  it("moves on with every change to what public pages show, however it is made", async () => {
    let slug = "";
    expect(
      await moves(async () => (slug = await createProperty(db(), aProperty({ name: "Baobab Cottage" })))),
    ).toBe(true);
    expect(
      await moves(() => sql`update properties set location = 'Watamu' where slug = ${slug}`.execute(db())),
    ).toBe(true);
    expect(
      await moves(() =>
        sql`insert into property_images (property_id, position, external_url) select id, 0, 'https://images.example/a.jpg' from properties`.execute(
          db(),
        ),
      ),
    ).toBe(true);
    expect(await moves(() => replaceAboutParagraphs(db(), ["We list homes across Kenya."]))).toBe(true);
    expect(await moves(() => saveSettings(db(), { kesRate: 131 }))).toBe(true);
    expect(await moves(() => sql`delete from properties where slug = ${slug}`.execute(db()))).toBe(true);
  });

  it("stays put for what visitors send, which no public page shows", async () => {
    expect(
      await moves(() =>
        saveContactMessage(db(), {
          name: "Wanjiru",
          email: "wanjiru@example.com",
          phone: null,
          message: "Hello",
        }),
      ),
    ).toBe(false);
  });
});

describe.runIf(process.env.MAKAZI_TEST_DATABASE !== "postgres")("the content version on SQLite", () => {
  it("follows a change committed through another connection to the file, as another process makes", async () => {
    const database = site().services.database;
    const before = await database.contentVersion();
    const filename = String(
      (await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(db()))
        .rows[0]?.file,
    );
    const other = new DatabaseSync(filename);
    other.exec("insert into about_paragraphs (position, text) values (99, 'Karibu')");
    other.close();
    expect(await database.contentVersion()).toBeGreaterThan(before);
  });
});
