import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { aProperty } from "~/testing/listings";
import { createTestDatabase, TEST_ENGINE } from "~/testing/test-database.server";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { replaceAboutParagraphs } from "./about.server";
import { saveContactMessage } from "./contact-messages.server";
import {
  CONTENT_VERSION_FRESHNESS,
  readContentVersion,
  sharedContentVersion,
  SQLITE_CONTENT_VERSION_ASKED_EVERY_MS,
  watchSqliteContentVersion,
} from "./content-version.server";
import { openDatabase } from "./database.server";
import { createProperty } from "./property-writes.server";
import { saveSettings } from "./settings.server";
import { createUser, setUserPassword } from "./users.server";

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

  it("moves on when what visitors see of a person changes, and not when they sign in or change their password", async () => {
    const id = await createUser(db(), {
      email: "otieno@makazi.test",
      passwordHash: "scrypt$x",
      role: "agent",
    });
    expect(
      await moves(() => sql`update users set name = 'Otieno Odhiambo' where id = ${id}`.execute(db())),
    ).toBe(true);
    expect(
      await moves(() => sql`update users set whatsapp = '254733000222' where id = ${id}`.execute(db())),
    ).toBe(true);
    expect(await moves(() => sql`update users set status = 'suspended' where id = ${id}`.execute(db()))).toBe(
      true,
    );
    expect(await moves(() => setUserPassword(db(), id, "scrypt$y"))).toBe(false);
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
    // Asked at most once a millisecond: a request a millisecond later sees it.
    await new Promise((resolve) => setTimeout(resolve, SQLITE_CONTENT_VERSION_ASKED_EVERY_MS + 1));
    expect(await database.contentVersion()).toBeGreaterThan(before);
  });
});

describe("watchSqliteContentVersion", () => {
  it("asks the file at most once a millisecond, and at once after a commit of this process", () => {
    const directory = mkdtempSync(join(tmpdir(), "makazi-test-"));
    const filename = join(directory, "site.sqlite");
    const writer = new DatabaseSync(filename);
    writer.exec("create table content_version (id integer primary key, version integer not null)");
    writer.exec("insert into content_version values (1, 1)");
    const clock = { now: 0 };
    const watch = watchSqliteContentVersion(filename, () => clock.now);
    try {
      expect(watch.read()).toBe(1);
      writer.exec("update content_version set version = 2");
      expect(watch.read()).toBe(1);
      clock.now += SQLITE_CONTENT_VERSION_ASKED_EVERY_MS;
      expect(watch.read()).toBe(2);

      writer.exec("update content_version set version = 3");
      watch.changedHere();
      expect(watch.read()).toBe(3);
    } finally {
      watch.close();
      writer.close();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe.runIf(TEST_ENGINE === "postgres")("the content version on PostgreSQL, with two instances", () => {
  it("shows a change at once on the instance that made it, and on the other within the bound", async () => {
    const directory = mkdtempSync(join(tmpdir(), "makazi-test-"));
    const database = await createTestDatabase(directory);
    const first = await openDatabase(database.url);
    const second = await openDatabase(database.url);
    try {
      const before = await second.contentVersion();
      expect(await first.contentVersion()).toBe(before);

      await createProperty(first.db, aProperty({ name: "Baobab Cottage" }));
      expect(await first.contentVersion()).toBeGreaterThan(before);

      await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_FRESHNESS.maxAgeMs + 20));
      expect(await second.contentVersion()).toBeGreaterThan(before);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("the content version of a server database", () => {
  const freshness = { maxAgeMs: 250, refreshAfterMs: 150, unavailablePauseMs: 1_000 };

  /** A database whose version reads answer when the test says, on a clock the test moves. */
  function fakeDatabase() {
    const clock = { now: 0 };
    const reads: Array<{ settle: (outcome: number | Error) => void }> = [];
    const shared = sharedContentVersion(
      () =>
        new Promise<number>((resolve, reject) => {
          reads.push({
            settle: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)),
          });
        }),
      freshness,
      () => clock.now,
    );
    return { clock, reads, shared };
  }

  it("is read once for all the requests that ask at the same time, then not again within the bound", async () => {
    const { clock, reads, shared } = fakeDatabase();
    const asked = Promise.all([shared.read(), shared.read(), shared.read()]);
    expect(reads).toHaveLength(1);
    reads[0]!.settle(7);
    expect(await asked).toEqual([7, 7, 7]);

    clock.now = freshness.refreshAfterMs - 1;
    expect(shared.read()).toBe(7);
    expect(reads).toHaveLength(1);

    clock.now = freshness.maxAgeMs;
    const later = shared.read();
    expect(reads).toHaveLength(2);
    reads[1]!.settle(8);
    expect(await later).toBe(8);
  });

  it("is read again ahead of the bound while the known version still answers at once", async () => {
    const { clock, reads, shared } = fakeDatabase();
    const first = shared.read();
    reads[0]!.settle(7);
    await first;

    clock.now = freshness.refreshAfterMs;
    expect(shared.read()).toBe(7);
    expect(shared.read()).toBe(7);
    expect(reads).toHaveLength(2);
    reads[1]!.settle(8);
    await new Promise((resolve) => setImmediate(resolve));
    expect(shared.read()).toBe(8);

    // Past the bound, a request waits for the read rather than take a version that old.
    clock.now = freshness.refreshAfterMs + freshness.maxAgeMs;
    const waited = shared.read();
    expect(waited).toBeInstanceOf(Promise);
    reads[2]!.settle(9);
    expect(await waited).toBe(9);
  });

  it("is read again after a write here, even when a read began before the write", async () => {
    const { reads, shared } = fakeDatabase();
    const begunBefore = shared.read();
    shared.changedHere();
    const after = shared.read();
    expect(reads).toHaveLength(2);
    reads[1]!.settle(8);
    expect(await after).toBe(8);
    // The read begun before the write answers last, with the version before it.
    reads[0]!.settle(7);
    expect(await begunBefore).toBe(7);
    expect(await shared.read()).toBe(8);
    expect(reads).toHaveLength(2);
  });

  it("keeps the last version read while the database cannot be reached", async () => {
    const { clock, reads, shared } = fakeDatabase();
    const first = shared.read();
    reads[0]!.settle(7);
    await first;

    clock.now = freshness.maxAgeMs;
    const duringOutage = shared.read();
    reads[1]!.settle(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    expect(await duringOutage).toBe(7);
    clock.now += freshness.unavailablePauseMs - 1;
    expect(shared.read()).toBe(7);
    expect(reads).toHaveLength(2);
  });
});
