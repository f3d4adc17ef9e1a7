// Today's release started on the database of a site made by an earlier one: the first release
// (migration 001) and the release before (migration 016), files made once by
// scripts/make-old-databases.ts. The schema is brought up to date, nothing is lost, and the
// site answers.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { hashPassword } from "../../app/domain/password.server";
import { DEFAULT_KES_RATE, formatKes, formatUsd } from "../../app/domain/money";
import { queryRows } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD, ENGINE, PROJECT_ROOT } from "./support/env";
import { signIn } from "./support/office";
import { type RunningServer, startServer } from "./support/server";

test.skip(ENGINE === "postgres", "The earlier releases' files are SQLite sites");

const MIGRATIONS = readdirSync(path.join(PROJECT_ROOT, "app", "data", "migrations")).filter((file) =>
  /^\d{3}-.*\.server\.ts$/.test(file),
).length;

let dir: string;
let server: RunningServer | undefined;

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function startOn(fixture: string, before?: (file: string) => Promise<void>): Promise<string> {
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-old-database-"));
  const file = path.join(dir, "makazi.sqlite");
  copyFileSync(path.join(PROJECT_ROOT, "tests", "fixtures", fixture), file);
  await before?.(file);
  server = await startServer({
    DATABASE_URL: `file:${file}`,
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
  });
  return `file:${file}`;
}

async function expectFirstReleaseContent(databaseUrl: string) {
  const listing = await fetch(`${server!.url}/properties/karen-garden-house`);
  expect(listing.status).toBe(200);
  const page = await listing.text();
  expect(page).toContain("Karen Garden House, as the first release listed it.");
  // Its price shows as it always has: dollars as stored, shillings at the rate.
  expect(page).toContain(formatUsd(25_000_000));
  expect(page).toContain(formatKes(25_000_000 * DEFAULT_KES_RATE));
  expect(await (await fetch(`${server!.url}/properties?min-price=25000000`)).text()).toContain(
    "Karen Garden House",
  );
  expect(page).toContain("/media/0123456789abcdef-480.webp");
  expect(await (await fetch(`${server!.url}/properties?city=Mombasa`)).text()).toContain("Nyali Beach Flat");
  expect(await (await fetch(`${server!.url}/about`)).text()).toContain("An agency in Nairobi since 2009.");
  const messages = await queryRows<{ name: string; message: string }>(
    databaseUrl,
    "SELECT name, message FROM contact_messages ORDER BY id",
  );
  expect(messages).toEqual([
    { name: "Wanjiru", message: "A message from Wanjiru to the first release." },
    { name: "Otieno", message: "A message from Otieno to the first release." },
  ]);
  const [applied] = await queryRows<{ count: number }>(
    databaseUrl,
    "SELECT COUNT(*) AS count FROM kysely_migration",
  );
  expect(applied!.count).toBe(MIGRATIONS);
}

test("a site made by the first release is brought up to date and keeps everything", async () => {
  await expectFirstReleaseContent(await startOn("site-after-001.sqlite"));
});

test("a site made by the release before is brought up to date and keeps everything", async () => {
  const databaseUrl = await startOn("site-after-016.sqlite");
  await expectFirstReleaseContent(databaseUrl);
  const listing = await fetch(`${server!.url}/properties/kisumu-lake-view`);
  expect(listing.status).toBe(200);
  const page = await listing.text();
  expect(page).toContain("Listed by the release before.");
  expect(page).toContain(formatUsd(12_000_000));
  expect(page).toContain(formatKes(12_000_000 * DEFAULT_KES_RATE));
});

test("a site made before the office had people keeps its administrator as the owner, with every listing", async ({
  page,
}) => {
  await startOn("site-after-016.sqlite", async (file) => {
    const database = new DatabaseSync(file);
    database
      .prepare("INSERT INTO users (email, password_hash, is_admin, created_at) VALUES (?, ?, 1, ?)")
      .run(ADMIN_EMAIL, await hashPassword(ADMIN_PASSWORD), "2026-01-15T08:00:00.000Z");
    database.close();
  });
  await page.goto(`${server!.url}/admin`);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: "People" })).toBeVisible();
  await page.goto(`${server!.url}/manage-properties`);
  await expect(page.getByText("3 properties")).toBeVisible();
  await expect(page.locator('td[data-label="Looked after by"]')).toHaveText([
    ADMIN_EMAIL,
    ADMIN_EMAIL,
    ADMIN_EMAIL,
  ]);
});
