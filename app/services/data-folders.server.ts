// The folders the site writes its data to, checked before it starts: a folder it cannot create
// or write would otherwise fail one request or upload at a time, long after the start looked
// fine.
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { databaseDialect, sqliteFilename } from "~/data/database.server";
import type { AppConfig } from "./config.server";

interface DataFolder {
  what: string;
  path: string;
  /** The setting that names it. */
  setting: string;
}

function dataFolders(config: Pick<AppConfig, "databaseUrl" | "media">, env: NodeJS.ProcessEnv): DataFolder[] {
  const folders: DataFolder[] = [];
  if (databaseDialect(config.databaseUrl) === "sqlite") {
    const file = sqliteFilename(config.databaseUrl);
    if (file !== ":memory:") folders.push({ what: "database", path: dirname(file), setting: "DATABASE_URL" });
  }
  if (config.media.kind === "local") {
    folders.push({
      what: "media",
      path: resolve(config.media.directory),
      setting: env.STORAGE_URL ? "STORAGE_URL" : "MEDIA_DIR",
    });
  }
  return folders;
}

/** Why the folder cannot hold the site's data, or null when it can: it is made if missing, and written to. */
function folderProblem({ what, path, setting }: DataFolder): string | null {
  const fix = `set ${setting} to a folder this process can write, or fix the folder's permissions`;
  try {
    mkdirSync(path, { recursive: true });
  } catch (error) {
    const wrong = statSync(path, { throwIfNoEntry: false })?.isFile()
      ? "is a file, not a folder"
      : `does not exist and cannot be created (${codeOf(error)})`;
    return `The ${what} folder ${path} ${wrong}: ${fix}`;
  }
  const probe = join(path, `.makazi-write-check-${process.pid}`);
  try {
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    return `The ${what} folder ${path} cannot be written (${codeOf(error)}): ${fix}`;
  }
  return null;
}

const codeOf = (error: unknown) =>
  error instanceof Error && "code" in error ? String(error.code) : String(error);

/** The first data folder the site cannot write, said in one line with its fix; null when all can be. */
export function unwritableDataFolder(
  config: Pick<AppConfig, "databaseUrl" | "media">,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  for (const folder of dataFolders(config, env)) {
    const problem = folderProblem(folder);
    if (problem) return problem;
  }
  return null;
}
