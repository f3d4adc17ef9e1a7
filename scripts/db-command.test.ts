import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceAboutParagraphs } from "~/data/about.server";
import { recordAuditEntry } from "~/data/audit-log.server";
import { markMessageRead, saveContactMessage } from "~/data/contact-messages.server";
import { openDatabase, type DatabaseHandle } from "~/data/database.server";
import { findListingBySlug } from "~/data/properties.server";
import { createProperty, deleteProperty } from "~/data/property-writes.server";
import { createSession } from "~/data/sessions.server";
import { saveSettings } from "~/data/settings.server";
import { createUser, findUserByEmail } from "~/data/users.server";
import { AUDIT_LOG_RETENTION_MS } from "~/domain/audit-log";
import { aProperty } from "~/testing/listings";
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from "~/testing/test-database.server";
import { UsageError } from "./lib/arguments";
import { parseDbArguments, parseSiteExport, runDbCommand, type DbStreams } from "./lib/db-command";

describe("parseDbArguments", () => {
  it("reads export and import, the database defaulting to DATABASE_URL", () => {
    const env = { DATABASE_URL: "postgres://db.internal/makazi" };
    expect(parseDbArguments(["export"], env)).toEqual({
      command: "export",
      databaseUrl: "postgres://db.internal/makazi",
      replace: false,
      file: null,
    });
    expect(parseDbArguments(["import", "--replace", "--database", "file:/tmp/x.sqlite"], env)).toEqual({
      command: "import",
      databaseUrl: "file:/tmp/x.sqlite",
      replace: true,
      file: null,
    });
    expect(parseDbArguments(["backup", "/backups/monday.sqlite"], env)).toMatchObject({
      command: "backup",
      file: "/backups/monday.sqlite",
    });
  });

  it.each([
    [[]],
    [["backup"]],
    [["restore"]],
    [["export", "--replace"]],
    [["import", "site.json"]],
    [["backup", "a", "b"]],
  ])("rejects %j", (argv) => {
    expect(() => parseDbArguments(argv, {})).toThrow(UsageError);
  });
});

describe("parseSiteExport", () => {
  it("skips the lines npm prints above the output of `npm run db -- export`", () => {
    const json = JSON.stringify({
      format: "makazi-site",
      version: 2,
      exportedAt: "2026-01-01T00:00:00.000Z",
      tables: {
        users: [],
        settings: [{ key: "kesRate", value: "125" }],
        about_paragraphs: [],
        properties: [],
        property_amenities: [],
        property_images: [],
        contact_messages: [],
      },
    });
    const site = parseSiteExport(`\n> db\n> tsx scripts/db.ts export\n\n${json}\n`);
    expect(site.tables.settings).toEqual([{ key: "kesRate", value: "125" }]);
  });

  it("reads an export made before the office had people: its administrator is the owner", () => {
    const account = (id: number, email: string, isAdmin: number) => ({
      id,
      email,
      password_hash: "scrypt$x",
      is_admin: isAdmin,
      created_at: "2026-01-01T00:00:00.000Z",
    });
    const site = parseSiteExport(
      JSON.stringify({
        format: "makazi-site",
        version: 7,
        exportedAt: "2026-01-01T00:00:00.000Z",
        tables: {
          users: [account(1, "wanjiru@makazi.test", 1), account(2, "otieno@makazi.test", 0)],
          settings: [],
          about_paragraphs: [],
          properties: [],
          property_amenities: [],
          property_images: [],
          contact_messages: [],
        },
      }),
    );
    expect(site.tables.users.map(({ email, role, status }) => ({ email, role, status }))).toEqual([
      { email: "wanjiru@makazi.test", role: "owner", status: "active" },
      { email: "otieno@makazi.test", role: "agent", status: "suspended" },
    ]);
    expect(site.tables.users[0]).not.toHaveProperty("is_admin");
  });

  it("refuses anything else, saying what is wrong", () => {
    expect(() => parseSiteExport("not json")).toThrow("Not a Makazi site export");
    // Version 1 came before listing details, statuses and amenities.
    expect(() => parseSiteExport(JSON.stringify({ format: "makazi-site", version: 1 }))).toThrow("version");
  });
});

/** A site with a row in every carried table, an id gap left by a deletion and a live session. */
async function fillSite(db: DatabaseHandle["db"]): Promise<void> {
  const adminId = await createUser(db, {
    email: "wanjiru@makazi.test",
    passwordHash: "scrypt$17$8$1$c2FsdA$aGFzaA",
    role: "owner",
  });
  await createUser(db, {
    email: "otieno@makazi.test",
    passwordHash: "scrypt$17$8$1$b3RoZXI$eA",
    role: "agent",
  });
  await createSession(db, {
    idHash: "a-live-session",
    userId: adminId,
    userAgent: null,
    clientNetwork: null,
  });
  await saveSettings(db, { kesRate: 129.5, whatsappNumber: "254700000001" });
  await recordAuditEntry(
    db,
    {
      occurredAt: new Date("2026-11-20T08:00:00Z"),
      actor: "wanjiru@makazi.test",
      action: "settings-changed",
      subject: null,
      clientNetwork: "2001:db8:1:2::/64",
    },
    AUDIT_LOG_RETENTION_MS,
  );
  await replaceAboutParagraphs(db, ["Makazi lists homes across Kenya.", "Karibu!"]);
  const villa = await createProperty(
    db,
    aProperty({
      name: "Ocean View Villa, Diani",
      price: 1_250_000.5,
      discount: 10.5,
      bedrooms: 4,
      bathrooms: 3,
      floorArea: 320.5,
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
      amenities: ["Borehole", "Swimming pool"],
      availability: "under-offer",
      featured: true,
      photos: [
        { storageKey: "0123456789abcdef", width: 1440, height: 960 },
        { externalUrl: "https://images.example/a.jpg" },
      ],
    }),
  );
  const removed = await createProperty(db, aProperty({ name: "Sold Plot" }));
  await createProperty(
    db,
    aProperty({
      name: "Nakuru Hotel",
      type: "hotel",
      city: "Nakuru",
      publication: "draft",
      pricePeriod: "night",
    }),
  );
  await deleteProperty(db, removed);
  const listing = await findListingBySlug(db, villa);
  await db
    .insertInto("price_changes")
    .values({
      property_id: listing!.id,
      changed_at: "2026-11-12T08:00:00.000Z",
      old_price: 1_400_000,
      new_price: 1_250_000.5,
      old_discount: null,
      new_discount: 10.5,
    })
    .execute();
  const read = await saveContactMessage(db, {
    name: "Achieng",
    email: "achieng@example.co.ke",
    message: "Still free?",
  });
  await markMessageRead(db, { id: read, read: true, agentId: null });
  const about = await saveContactMessage(db, {
    name: "Baraka",
    email: "baraka@example.co.ke",
    message: "Viewing?",
  });
  await db
    .updateTable("contact_messages")
    .set({ property_id: listing!.id })
    .where("id", "=", about)
    .execute();
}

/** Runs `npm run db -- …` in-process with the given input; resolves with what it wrote. */
async function runDb(argv: string[], input = ""): Promise<{ output: string; messages: string[] }> {
  let output = "";
  const messages: string[] = [];
  const streams: DbStreams = {
    readInput: async () => input,
    writeOutput: async (text) => {
      output += text;
    },
    report: (message) => messages.push(message),
  };
  await runDbCommand(argv, {}, streams);
  return { output, messages };
}

const exportOf = async (url: string) => (await runDb(["export", "--database", url])).output;
const tablesOf = (output: string) => parseSiteExport(output).tables;

describe("npm run db", { timeout: 30_000 }, () => {
  let directory: string;
  const databases: TestDatabase[] = [];

  async function newDatabase(engine = TEST_ENGINE, name = "site"): Promise<string> {
    const database = await createTestDatabase(directory, { engine, name: `${name}-${databases.length}` });
    databases.push(database);
    return database.url;
  }

  async function newSite(engine = TEST_ENGINE): Promise<string> {
    const url = await newDatabase(engine);
    const database = await openDatabase(url);
    try {
      await fillSite(database.db);
    } finally {
      await database.close();
    }
    return url;
  }

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "makazi-db-"));
  });
  afterEach(async () => {
    process.exitCode = undefined;
    for (const database of databases.splice(0)) await database.drop();
    await rm(directory, { recursive: true, force: true });
  });

  it("copies a whole site into an empty database, ids, slugs and password hashes included", async () => {
    const exported = await exportOf(await newSite());
    const target = await newDatabase();
    const { messages } = await runDb(["import", "--database", target], exported);
    expect(messages).toEqual([
      expect.stringMatching(/^Imported 2 properties, 2 images, 2 messages, 2 users into /),
    ]);

    const tables = tablesOf(exported);
    expect(tables.properties.map((row) => row.id)).toEqual([1, 3]);
    expect(tables.properties[0]).toMatchObject({
      slug: "ocean-view-villa-diani",
      price: 1_250_000.5,
      discount: 10.5,
      bedrooms: 4,
      bathrooms: 3,
      floor_area: 320.5,
      video_url: "https://youtu.be/dQw4w9WgXcQ",
      availability: "under-offer",
      featured: 1,
      on_market: 1,
    });
    expect(tables.properties[1]).toMatchObject({ publication: "draft", price_period: "night", on_market: 0 });
    expect(tables.property_amenities).toEqual([
      { property_id: 1, amenity: "Borehole" },
      { property_id: 1, amenity: "Swimming pool" },
    ]);
    expect(tables.contact_messages.map((row) => row.property_id)).toEqual([null, 1]);
    expect(tables.price_changes).toEqual([
      expect.objectContaining({ property_id: 1, old_price: 1_400_000, new_discount: 10.5 }),
    ]);
    expect(tables.audit_log).toEqual([
      expect.objectContaining({ action: "settings-changed", actor: "wanjiru@makazi.test" }),
    ]);
    expect(tablesOf(await exportOf(target))).toEqual(tables);

    const copy = await openDatabase(target);
    try {
      // Sessions stay behind; new rows take ids after the imported ones.
      expect(await copy.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
      const slug = await createProperty(copy.db, aProperty({ name: "New After Import" }));
      expect((await findListingBySlug(copy.db, slug))?.id).toBeGreaterThan(3);
      expect((await findUserByEmail(copy.db, "wanjiru@makazi.test"))?.passwordHash).toBe(
        "scrypt$17$8$1$c2FsdA$aGFzaA",
      );
    } finally {
      await copy.close();
    }
  });

  it("refuses to write into a database with content, and replaces it when told to", async () => {
    const exported = await exportOf(await newSite());
    const target = await newDatabase();
    const other = await openDatabase(target);
    await createProperty(other.db, aProperty({ name: "Already Here" }));
    await other.close();

    const refused = await runDb(["import", "--database", target], exported);
    expect(process.exitCode).toBe(1);
    expect(refused.messages).toEqual([expect.stringContaining("The database is not empty (1 properties)")]);
    expect(tablesOf(await exportOf(target)).properties.map((row) => row.name)).toEqual(["Already Here"]);

    process.exitCode = undefined;
    await runDb(["import", "--replace", "--database", target], exported);
    expect(process.exitCode).toBeUndefined();
    expect(tablesOf(await exportOf(target))).toEqual(tablesOf(exported));
  });

  it.runIf(TEST_ENGINE === "postgres")(
    "carries a site from SQLite to PostgreSQL and back with nothing lost",
    async () => {
      const fromSqlite = await exportOf(await newSite("sqlite"));
      const postgres = await newDatabase("postgres");
      await runDb(["import", "--database", postgres], fromSqlite);
      const fromPostgres = await exportOf(postgres);
      const sqliteAgain = await newDatabase("sqlite", "again");
      await runDb(["import", "--database", sqliteAgain], fromPostgres);
      const back = await exportOf(sqliteAgain);

      expect(tablesOf(fromPostgres)).toEqual(tablesOf(fromSqlite));
      expect(tablesOf(back)).toEqual(tablesOf(fromSqlite));
      // Byte for byte, apart from the time of export.
      const withoutTime = (text: string) => text.replace(/"exportedAt": "[^"]*"/, "");
      expect(withoutTime(back)).toBe(withoutTime(fromSqlite));
    },
  );

  describe.runIf(TEST_ENGINE === "sqlite")("backup and restore", () => {
    const messageCount = async (url: string) => {
      const database = await openDatabase(url);
      try {
        return (await database.db.selectFrom("contact_messages").select("id").execute()).length;
      } finally {
        await database.close();
      }
    };

    it("copies a site while it is being written to, as it was at one moment", async () => {
      const url = await newSite();
      const backupFile = join(directory, "backup.sqlite");
      const site = await openDatabase(url);
      try {
        const writes = (async () => {
          for (let n = 0; n < 40; n++) {
            await saveContactMessage(site.db, {
              name: `Writer ${n}`,
              email: "w@example.co.ke",
              message: "Hi",
            });
          }
        })();
        const [{ messages }] = await Promise.all([runDb(["backup", backupFile, "--database", url]), writes]);
        expect(messages).toEqual([
          expect.stringMatching(/^Backed up .+ to .+backup\.sqlite \(\d+ pages\)\.$/),
        ]);
      } finally {
        await site.close();
      }
      const copied = await messageCount(`file:${backupFile}`);
      expect(copied).toBeGreaterThanOrEqual(2);
      expect(copied).toBeLessThanOrEqual(42);
      expect(await runDb(["backup", backupFile, "--database", url])).toMatchObject({
        messages: [expect.stringContaining("exists already")],
      });
    });

    it("restores a backup over a site that changed since, and refuses a file that is not one", async () => {
      const url = await newSite();
      const backupFile = join(directory, "backup.sqlite");
      await runDb(["backup", backupFile, "--database", url]);
      const site = await openDatabase(url);
      await site.db.deleteFrom("contact_messages").execute();
      await site.close();
      expect(await messageCount(url)).toBe(0);

      expect((await runDb(["restore", backupFile, "--database", url])).messages).toEqual([
        expect.stringMatching(/^Restored .+ from .+backup\.sqlite\.$/),
      ]);
      expect(await messageCount(url)).toBe(2);

      const notABackup = join(directory, "notes.txt");
      await writeFile(notABackup, "not a database at all, just some text that is long enough ".repeat(20));
      expect((await runDb(["restore", notABackup, "--database", url])).messages).toEqual([
        expect.stringContaining("is not a SQLite database"),
      ]);
      expect(process.exitCode).toBe(1);
      expect(await messageCount(url)).toBe(2);
    });
  });

  it("points to pg_dump and pg_restore for a PostgreSQL site", async () => {
    const { messages } = await runDb([
      "backup",
      join(directory, "x.dump"),
      "--database",
      "postgres://127.0.0.1/none",
    ]);
    expect(messages).toEqual([expect.stringContaining("pg_dump --format=custom")]);
    expect(process.exitCode).toBe(1);
  });
});
