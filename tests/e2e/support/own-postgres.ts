// A PostgreSQL server of a test's own, in a temporary directory on a free port, that the test
// may stop and restart as an operator or a managed database would (the shared test server is
// never restarted: other tests use it). Run as root, as CI does, the server runs as the
// `postgres` user, since PostgreSQL refuses to run as root.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface OwnPostgres {
  /** The server's URL, its `postgres` database. */
  url: string;
  port: number;
  /** Starts the server on its port (again). */
  start(): Promise<void>;
  /** Stops it fast (`pg_ctl -m fast`): sessions are ended with 57P01, as in a restart. */
  stop(): Promise<void>;
  /** Stops and starts it again: what a managed database does on a minor upgrade. */
  restart(): Promise<void>;
  /** Stops it and removes its directory. */
  remove(): Promise<void>;
}

/** The newest PostgreSQL's programs on this machine, or null when there are none. */
export function postgresPrograms(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

/**
 * A port nothing listens on, below the range the system hands out for outgoing connections
 * (32768 and up on Linux): while the server is down for a restart, no connection of any
 * process can take its port.
 */
async function freeFixedPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/** Creates the server's files and starts it. */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "makazi-own-postgres-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"]).toString()));
    chownSync(dir, uid!, gid!);
  }
  const logFile = path.join(dir, "server.log");
  // Run without blocking: a test goes on sending requests while the server restarts.
  const run = async (program: string, args: string[]) => {
    try {
      await promisify(execFile)(
        asRoot ? "runuser" : path.join(bin, program),
        [...(asRoot ? ["-u", "postgres", "--", path.join(bin, program)] : []), ...args],
        { timeout: 60_000 },
      );
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-2_000) : "";
      throw new Error(`${(error as Error).message}\n${log}`, { cause: error });
    }
  };
  const data = path.join(dir, "data");
  await run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const port = await freeFixedPort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const server: OwnPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => run("pg_ctl", ["-D", data, "-l", logFile, "-o", options, "-w", "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    restart: () => run("pg_ctl", ["-D", data, "-l", logFile, "-o", options, "-m", "fast", "-w", "restart"]),
    remove: async () => {
      await server.stop().catch(() => {
        // Stopped already.
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
