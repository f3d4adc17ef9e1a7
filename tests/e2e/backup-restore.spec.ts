// The nightly backup (deploy/backup.sh) taken while the site runs and listings, messages and
// photos keep arriving, restored (deploy/restore.sh) into a fresh database and folder: every
// write acknowledged before the backup began is there, the rest as of one moment, and a
// site started on the copy shows them.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { saveContactMessage } from "../../app/data/contact-messages.server";
import { openDatabase } from "../../app/data/database.server";
import { createProperty } from "../../app/data/property-writes.server";
import { PHOTO_WIDTHS } from "../../app/domain/photos";
import { aProperty } from "../../app/testing/listings";
import { createSiteDatabase, queryRows } from "./support/database";
import { PROJECT_ROOT } from "./support/env";
import { type RunningServer, startServer } from "./support/server";

const BEFORE = 10;
const DURING = 20;

let dir: string;
const servers: RunningServer[] = [];

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function runScript(script: string, args: string[], env: Record<string, string>) {
  return promisify(execFile)(path.join(PROJECT_ROOT, "deploy", script), args, {
    env: { ...process.env, ...env },
    timeout: 120_000,
  });
}

test("a backup taken during writes restores into a fresh folder, and the site starts on it", async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-backup-"));
  const site = { DATABASE_URL: await createSiteDatabase(dir), MEDIA_DIR: path.join(dir, "media") };
  servers.push(await startServer({ ...site, DEMO_SEED: "false" }));
  const database = await openDatabase(site.DATABASE_URL, { poolSize: 2 });
  const webp = await sharp({ create: { width: 480, height: 320, channels: 3, background: "#c84" } })
    .webp()
    .toBuffer();

  // As the site does: the photo's files are stored first, the listing that shows them after.
  const written: string[] = [];
  const writeListing = async (index: number) => {
    const storageKey = (0xa000000000000000n + BigInt(index)).toString(16);
    for (const width of PHOTO_WIDTHS)
      writeFileSync(path.join(site.MEDIA_DIR, `${storageKey}-${width}.webp`), webp);
    const name = `Backed Up House ${index}`;
    await createProperty(
      database.db,
      aProperty({ name, photos: [{ storageKey, width: 1440, height: 960 }] }),
    );
    await saveContactMessage(database.db, {
      name: `Visitor ${index}`,
      email: null,
      message: `About ${name}`,
    });
    written.push(name);
  };
  mkdirSync(site.MEDIA_DIR, { recursive: true });
  for (let index = 1; index <= BEFORE; index++) await writeListing(index);

  const backups = path.join(dir, "backups");
  // Two older backups, of which BACKUP_KEEP=2 keeps the newer.
  for (const old of ["20250101T000000Z", "20250102T000000Z"])
    mkdirSync(path.join(backups, old), { recursive: true });
  const backup = runScript("backup.sh", [], { ...site, BACKUP_DIR: backups, BACKUP_KEEP: "2" });
  for (let index = BEFORE + 1; index <= BEFORE + DURING; index++) await writeListing(index);
  await backup;
  await database.close();
  const kept = readdirSync(backups).sort();
  expect(kept).toHaveLength(2);
  expect(kept[0]).toBe("20250102T000000Z");

  const restored = {
    DATABASE_URL: await createSiteDatabase(path.join(dir, "restored")),
    MEDIA_DIR: path.join(dir, "restored", "media"),
  };
  mkdirSync(path.join(dir, "restored"), { recursive: true });
  await runScript("restore.sh", [path.join(backups, kept[1]!)], restored);

  const names = (
    await queryRows<{ name: string }>(restored.DATABASE_URL, "SELECT name FROM properties ORDER BY id")
  ).map((row) => row.name);
  // Everything acknowledged before the backup, and of what came during it, the writes up to one moment.
  expect(names.length).toBeGreaterThanOrEqual(BEFORE);
  expect(names).toEqual(written.slice(0, names.length));
  const messages = await queryRows<{ name: string }>(
    restored.DATABASE_URL,
    "SELECT name FROM contact_messages ORDER BY id",
  );
  expect(messages.length).toBeGreaterThanOrEqual(names.length - 1);
  expect(messages.slice(0, BEFORE).map((row) => row.name)).toEqual(
    Array.from({ length: BEFORE }, (_, index) => `Visitor ${index + 1}`),
  );

  const copy = await startServer({ ...restored, DEMO_SEED: "false" });
  servers.push(copy);
  for (const name of [names[0]!, names.at(-1)!]) {
    const slug = name.toLowerCase().replaceAll(" ", "-");
    const page = await fetch(`${copy.url}/properties/${slug}`);
    expect(page.status).toBe(200);
    const photo = /\/media\/[0-9a-f]{16}-480\.webp/.exec(await page.text())?.[0];
    expect(photo).toBeTruthy();
    const file = await fetch(`${copy.url}${photo}`);
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "image/webp"]);
  }
});
