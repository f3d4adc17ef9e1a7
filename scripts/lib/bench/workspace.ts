import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stopAllServers } from "./child-servers";

export interface Workspace {
  directory: string;
  siteDir: string;
  databaseUrl: string;
  mediaDir: string;
  /** Runs when the benchmark ends, however it ends. */
  onCleanUp(task: () => Promise<void>): void;
}

export function step(message: string) {
  process.stderr.write(`\n▶ ${message}\n`);
}

/**
 * Runs `body` in a temporary directory; the directory and every server
 * started go away afterwards, also on failure or Ctrl-C.
 */
export async function inWorkspace(body: (workspace: Workspace) => Promise<void>): Promise<void> {
  const directory = await mkdtemp(join(tmpdir(), "makazi-bench-"));
  const tasks: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= stopAllServers()
      .then(() => Promise.all(tasks.map((task) => task())))
      .then(() => rm(directory, { recursive: true, force: true })));
  const interrupt = (signal: NodeJS.Signals) => {
    void cleanUp().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    await body({
      directory,
      siteDir: join(directory, "site"),
      databaseUrl: `file:${join(directory, "bench.sqlite")}`,
      mediaDir: join(directory, "media"),
      onCleanUp: (task) => tasks.push(task),
    });
  } finally {
    await cleanUp();
    process.off("SIGINT", interrupt);
    process.off("SIGTERM", interrupt);
  }
}
