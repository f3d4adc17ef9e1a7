import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { replaceAboutParagraphs } from "./about.server";
import { saveContactMessage } from "./contact-messages.server";
import { readContentVersion } from "./content-version.server";
import { createProperty } from "./properties.server";
import { saveSettings } from "./settings.server";

const site = freshSiteForEachTest();
const db = () => site().services.database.db;

/** Runs the change and tells whether the content version moved on. */
async function moves(change: () => Promise<unknown>): Promise<boolean> {
  const before = await readContentVersion(db());
  await change();
  return (await readContentVersion(db())) > before;
}

describe("readContentVersion", () => {
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
