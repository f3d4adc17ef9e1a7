// The release after today's, for upgrade tests: today's source copied to a folder of its own
// with one more migration, as the next release would bring, and built there. Its
// node_modules is the project's own (a link), as the packages do not change between the two.
import { cpSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./env";
import { runNpmScript } from "./server";

/** What the project folder holds besides its source: installed packages, build output, data. */
const NOT_SOURCE = new Set([
  ".git",
  "node_modules",
  "build",
  ".react-router",
  "data",
  "test-results",
  "playwright-report",
]);
const MIGRATIONS = path.join("app", "data", "migrations");
const MIGRATION_FILE = /^(\d{3})-.+\.server\.ts$/;

export interface NextRelease {
  /** The folder to start the release's `server.js` in. */
  folder: string;
  /** The name of the migration it adds (it runs after every one of today's). */
  migrationName: string;
  /** The nullable column that migration adds to `properties`. */
  addedColumn: string;
  /** A file only this release's build serves (at `/${releaseFile}`), holding `folder`. */
  releaseFile: string;
}

/** Copies the source to `folder`, adds a migration after today's last one, and builds it. */
export async function buildNextRelease(folder: string): Promise<NextRelease> {
  cpSync(PROJECT_ROOT, folder, {
    recursive: true,
    filter: (source) => !NOT_SOURCE.has(path.relative(PROJECT_ROOT, source).split(path.sep)[0]!),
  });
  symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(folder, "node_modules"), "dir");

  const lastNumber = Math.max(
    ...readdirSync(path.join(folder, MIGRATIONS)).map((file) => Number(MIGRATION_FILE.exec(file)?.[1] ?? 0)),
  );
  const migrationName = `${String(lastNumber + 1).padStart(3, "0")}-listing-virtual-tours`;
  const addedColumn = "virtual_tour_url";
  writeFileSync(
    path.join(folder, MIGRATIONS, `${migrationName}.server.ts`),
    `import { sql } from "kysely";
import type { DialectMigration } from "./schema-helpers.server";

export const migration: DialectMigration = {
  async up(db) {
    await sql\`alter table properties add column ${addedColumn} text\`.execute(db);
  },
};
`,
  );
  const index = path.join(folder, MIGRATIONS, "index.server.ts");
  const listed = readFileSync(index, "utf8")
    .replace(
      /^import type \{ DialectMigration/m,
      `import { migration as virtualTours } from "./${migrationName}.server";\n$&`,
    )
    .replace(/(\n {2}\["\d{3}-[^"]+", \w+\],)\n\];/, `$1\n  ["${migrationName}", virtualTours],\n];`);
  if (
    !listed.includes("migration as virtualTours") ||
    !listed.includes(`["${migrationName}", virtualTours]`)
  ) {
    throw new Error(`${index} no longer has the shape this test adds a migration to`);
  }
  writeFileSync(index, listed);

  const releaseFile = "next-release.txt";
  writeFileSync(path.join(folder, "public", releaseFile), `${folder}\n`);
  await runNpmScript("build", [], {}, 120_000, folder);
  return { folder, migrationName, addedColumn, releaseFile };
}
