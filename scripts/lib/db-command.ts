import { once } from "node:events";
import { parseArgs } from "node:util";
import { databaseDialect, describeDatabase, openDatabase, sqliteFilename } from "~/data/database.server";
import {
  importSite,
  siteExportText,
  readSiteExport,
  SiteFormatError,
  SiteNotEmptyError,
  type SiteExport,
  type SiteRowCounts,
} from "~/data/site-transfer.server";
import { BackupError, backupSqlite, restoreSqlite } from "~/data/sqlite-backup.server";
import { argumentsOrUsage, parsingUsage, UsageError } from "./arguments";
import { formatInteger } from "./format";

const USAGE =
  "Usage: npm run db -- export [--database URL] > site.json\n" +
  "       npm run db -- import [--database URL] [--replace] < site.json\n" +
  "       npm run db -- backup FILE [--database URL]\n" +
  "       npm run db -- restore FILE [--database URL]\n" +
  "The database defaults to DATABASE_URL. Import refuses a database with content unless --replace.\n" +
  "Backup and restore are for SQLite; on PostgreSQL use pg_dump and pg_restore (see docs/running.md, Backups).";

const COMMANDS = ["export", "import", "backup", "restore"] as const;

export interface DbArguments {
  command: (typeof COMMANDS)[number];
  databaseUrl: string;
  replace: boolean;
  /** The backup file, for backup and restore. */
  file: string | null;
}

const POSTGRES_BACKUPS =
  "Backup and restore are for SQLite sites. On PostgreSQL use its own tools:\n" +
  "  pg_dump --format=custom --file=makazi.dump DATABASE_URL\n" +
  "  pg_restore --clean --if-exists --dbname=DATABASE_URL makazi.dump";

export function parseDbArguments(argv: string[], env: NodeJS.ProcessEnv): DbArguments {
  return parsingUsage(() => {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { database: { type: "string" }, replace: { type: "boolean", default: false } },
    });
    const [name, ...rest] = positionals;
    const command = COMMANDS.find((known) => known === name);
    if (!command) throw new UsageError("Say what to do: export, import, backup or restore");
    const takesFile = command === "backup" || command === "restore";
    const [file = null, ...extra] = takesFile ? rest : [null, ...rest];
    if (takesFile && !file)
      throw new UsageError(`Name the file to ${command === "backup" ? "write" : "read"}`);
    if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(" ")}`);
    if (command !== "import" && values.replace) throw new UsageError("--replace is for import");
    return {
      command,
      databaseUrl: values.database ?? (env.DATABASE_URL || "file:./data/makazi.sqlite"),
      replace: values.replace,
      file,
    };
  });
}

/** Where the command reads the site from and writes it and its messages to. */
export interface DbStreams {
  readInput(): Promise<string>;
  /** Resolves once the text is handed on, so that a slow reader holds the writing back. */
  writeOutput(text: string): Promise<void>;
  report(message: string): void;
}

export const standardStreams: DbStreams = {
  async readInput() {
    let text = "";
    process.stdin.setEncoding("utf8");
    for await (const chunk of process.stdin) text += chunk;
    return text;
  },
  writeOutput: async (text) => {
    if (!process.stdout.write(text)) await once(process.stdout, "drain");
  },
  report: (message) => console.error(message),
};

/**
 * Reads an export. `npm run db -- export > site.json` writes npm's own `> …` lines above
 * the JSON; they are skipped.
 */
export function parseSiteExport(text: string): SiteExport {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() !== "" && !line.startsWith(">"));
  let value: unknown;
  try {
    value = JSON.parse(lines.slice(Math.max(start, 0)).join("\n"));
  } catch (error) {
    throw new SiteFormatError(`Not a Makazi site export: ${(error as Error).message}`);
  }
  return readSiteExport(value);
}

function summary({ properties, property_images, contact_messages, users }: SiteRowCounts): string {
  return (
    `${formatInteger(properties)} properties, ${formatInteger(property_images)} images, ` +
    `${formatInteger(contact_messages)} messages, ${formatInteger(users)} users`
  );
}

const rowCounts = ({ tables }: SiteExport): SiteRowCounts =>
  Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length])) as SiteRowCounts;

export async function runDbCommand(
  argv: string[],
  env: NodeJS.ProcessEnv,
  streams: DbStreams,
): Promise<void> {
  const parsed = argumentsOrUsage(USAGE, () => parseDbArguments(argv, env));
  if (!parsed) return;
  const where = describeDatabase(parsed.databaseUrl);
  if (parsed.command === "backup" || parsed.command === "restore") {
    await runBackupCommand(parsed, streams);
    return;
  }
  try {
    // Read before opening, so that a bad file leaves a new database uncreated.
    const site = parsed.command === "import" ? parseSiteExport(await streams.readInput()) : null;
    const database = await openDatabase(parsed.databaseUrl, { poolSize: 1 });
    try {
      if (site) {
        await importSite(database, site, { replace: parsed.replace });
        streams.report(`Imported ${summary(rowCounts(site))} into ${where}.`);
      } else {
        let counts: SiteRowCounts | undefined;
        for await (const text of siteExportText(database, { counted: (done) => (counts = done) })) {
          await streams.writeOutput(text);
        }
        streams.report(`Exported ${summary(counts!)} from ${where}.`);
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof SiteFormatError || error instanceof SiteNotEmptyError)) throw error;
    streams.report(error.message);
    process.exitCode = 1;
  }
}

async function runBackupCommand({ command, databaseUrl, file }: DbArguments, streams: DbStreams) {
  if (databaseDialect(databaseUrl) === "postgres") {
    streams.report(POSTGRES_BACKUPS);
    process.exitCode = 1;
    return;
  }
  const databaseFile = sqliteFilename(databaseUrl);
  try {
    if (command === "backup") {
      const pages = await backupSqlite(databaseFile, file!);
      streams.report(`Backed up ${databaseFile} to ${file} (${formatInteger(pages)} pages).`);
    } else {
      await restoreSqlite(file!, databaseFile);
      // A backup from an older version of the site gets the newer version's schema.
      await (await openDatabase(databaseUrl, { poolSize: 1 })).close();
      streams.report(`Restored ${databaseFile} from ${file}.`);
    }
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    streams.report(error.message);
    process.exitCode = 1;
  }
}
