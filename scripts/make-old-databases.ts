// Writes the SQLite files of sites made by earlier releases, which tests/e2e/old-databases.spec.ts
// starts today's release on. They were made once and are committed; this is how:
//   npx tsx scripts/make-old-databases.ts
// site-after-001.sqlite: the first release's schema (migration 001) with rows as that release
// wrote them. site-after-016.sqlite: the same rows, brought up to migration 016 (the release
// before the deployment work) as that release did, plus a listing it wrote with its own columns.
import { rmSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { migrations } from "~/data/migrations/index.server";
import { openSqliteFile } from "~/data/sqlite-driver.server";

const FIXTURES = path.join(import.meta.dirname, "..", "tests", "fixtures");
const WRITTEN = "2026-01-15T08:00:00.000Z";

type Rows = Record<string, Record<string, unknown>>;

async function migrateThrough(db: Kysely<Rows>, last: string) {
  const steps = Object.fromEntries(Object.entries(migrations("sqlite")).filter(([name]) => name <= last));
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => steps },
  }).migrateToLatest();
  if (error) throw error;
}

/** A site of the first release: two listings (one with a stored photo), About, two messages. */
async function writeFirstReleaseRows(db: Kysely<Rows>) {
  const listings = [
    ["karen-garden-house", "Karen Garden House", 25_000_000, "Karen", "Nairobi", "houses"],
    ["nyali-beach-flat", "Nyali Beach Flat", 85_000, "Nyali", "Mombasa", "rent"],
  ] as const;
  for (const [slug, name, price, location, city, type] of listings) {
    await db
      .insertInto("properties")
      .values({
        slug,
        name,
        name_key: name.toLowerCase(),
        price,
        discount: null,
        new_price: null,
        display_price: price,
        location,
        city,
        description: `${name}, as the first release listed it.`,
        type,
        published: "2026-01-15",
        created_at: WRITTEN,
        updated_at: WRITTEN,
      })
      .execute();
  }
  await db
    .insertInto("property_images")
    .values({
      property_id: 1,
      position: 0,
      storage_key: "0123456789abcdef",
      external_url: null,
      width: 1440,
      height: 960,
    })
    .execute();
  await db
    .insertInto("about_paragraphs")
    .values({ position: 0, text: "An agency in Nairobi since 2009." })
    .execute();
  for (const [name, propertyId] of [
    ["Wanjiru", 1],
    ["Otieno", null],
  ] as const) {
    await db
      .insertInto("contact_messages")
      .values({
        name,
        email: `${name.toLowerCase()}@example.co.ke`,
        message: `A message from ${name} to the first release.`,
        property_id: propertyId,
        created_at: WRITTEN,
        read_at: null,
      })
      .execute();
  }
}

async function make(file: string, build: (db: Kysely<Rows>) => Promise<void>) {
  const target = path.join(FIXTURES, file);
  rmSync(target, { force: true });
  const database = openSqliteFile(target);
  const db = new Kysely<Rows>({ dialect: new SqliteDialect({ database }) });
  await build(db);
  await db.destroy();
  // One file, no -wal beside it.
  const check = new DatabaseSync(target);
  check.exec("PRAGMA journal_mode = DELETE");
  check.exec("VACUUM");
  check.close();
}

await make("site-after-001.sqlite", async (db) => {
  await migrateThrough(db, "001-initial-schema");
  await writeFirstReleaseRows(db);
});
await make("site-after-016.sqlite", async (db) => {
  await migrateThrough(db, "001-initial-schema");
  await writeFirstReleaseRows(db);
  await migrateThrough(db, "016-alert-languages");
  await db
    .insertInto("properties")
    .values({
      slug: "kisumu-lake-view",
      name: "Kisumu Lake View",
      name_key: "kisumu lake view",
      price: 12_000_000,
      discount: null,
      new_price: null,
      display_price: 12_000_000,
      location: "Milimani",
      city: "Kisumu",
      description: "Listed by the release before.",
      description_sw: "Imeorodheshwa na toleo lililotangulia.",
      type: "houses",
      published: "2026-11-01",
      created_at: WRITTEN,
      updated_at: WRITTEN,
      bedrooms: 4,
      latitude: -0.09,
      longitude: 34.76,
    })
    .execute();
});
console.log(`Wrote site-after-001.sqlite and site-after-016.sqlite in ${FIXTURES}`);
