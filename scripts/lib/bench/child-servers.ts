import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export interface RunningServer {
  url: string;
  /** The server's process id, for reading its CPU time. */
  pid: number;
  stop(): Promise<void>;
}

/** The production server may seed the demo content before it listens. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;
const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));

const running = new Set<RunningServer>();

/** The `url` of a JSON log line such as `{"message":"Makazi is listening","url":"http://…"}`. */
function listeningUrl(line: string): string | null {
  try {
    const { url } = JSON.parse(line) as { url?: unknown };
    return typeof url === "string" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Starts `node <args>` and waits until it logs the URL it listens on. Its other
 * output goes to standard error, keeping standard output for the results.
 */
function startServer(args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<RunningServer> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  async function stop() {
    running.delete(server);
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  const server: RunningServer = { url: "", pid: 0, stop };
  running.add(server);

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`node ${args.join(" ")} did not start listening within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`node ${args.join(" ")} exited (${signal ?? code}) before listening`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      const url = server.url ? null : listeningUrl(line);
      if (!url) {
        process.stderr.write(`${line}\n`);
        return;
      }
      clearTimeout(timer);
      server.url = url;
      server.pid = child.pid!;
      resolve(server);
    });
  });
}

export interface ProductionServerOptions {
  /** A directory holding server.js and the build of the site. */
  siteDir: string;
  databaseUrl: string;
  mediaDir: string;
  demoSeed: boolean;
  /** Flags for Node.js itself, such as `--cpu-prof`. */
  nodeOptions?: string;
  /** The port to listen on; any free one by default. */
  port?: number;
  /** More settings of the server. */
  env?: Record<string, string>;
}

/** Waits until the server says it is ready: it listens before its database is open. */
async function whenReady(server: RunningServer): Promise<RunningServer> {
  const giveUpAt = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(new URL("/readyz", server.url)).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    if (Date.now() > giveUpAt) {
      await server.stop();
      throw new Error(`The server at ${server.url} was not ready within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `node server.js` in production mode on 127.0.0.1 and a free port, once it is ready. */
export async function startProductionServer(options: ProductionServerOptions): Promise<RunningServer> {
  const server = await startServer(
    ["server.js"],
    {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port ?? 0),
      DATABASE_URL: options.databaseUrl,
      MEDIA_DIR: options.mediaDir,
      DEMO_SEED: String(options.demoSeed),
      ...(options.nodeOptions ? { NODE_OPTIONS: options.nodeOptions } : {}),
      ...options.env,
    },
    options.siteDir,
  );
  return whenReady(server);
}

/** The bare node:http server, answering with one of the renderings at random: files of a body and its headers. */
export function startBareServer(
  renderings: readonly { bodyFile: string; headersFile: string }[],
): Promise<RunningServer> {
  const files = renderings.flatMap(({ bodyFile, headersFile }) => [bodyFile, headersFile]);
  return startServer([BARE_SERVER, ...files], process.env);
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}
