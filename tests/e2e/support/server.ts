// A second Makazi server for tests that need other data than the demo: it
// serves the same production build (or another release's, from its own folder)
// on a free port and its own database.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { ADMIN_EMAIL, ADMIN_PASSWORD, HOST, NODE_BINARY, PROJECT_ROOT } from "./env";

export interface RunningServer {
  url: string;
  /** The server's process id, to read its memory from /proc. */
  pid: number;
  /** What the server has written to its standard output and error so far. */
  output(): string;
  /** Sends SIGTERM (SIGKILL after `graceMs`, 5 s by default) and resolves with the exit code. */
  stop(graceMs?: number): Promise<number | null>;
  /** Ends the process at once with SIGKILL, as a crash or the kernel's OOM killer would. */
  kill(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Runs an npm script of the project in `projectRoot` (its node_modules/.bin first on PATH) and
 * returns its output.
 */
export async function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  timeout = 120_000,
  projectRoot = PROJECT_ROOT,
): Promise<string> {
  try {
    const { stdout, stderr } = await promisify(execFile)("npm", ["run", "--silent", script, "--", ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      timeout,
      maxBuffer: 16 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `npm run ${script} -- ${args.join(" ")} failed: ${failure.message}\n${failure.stdout ?? ""}${failure.stderr ?? ""}`,
      { cause: error },
    );
  }
}

/** A server process started but perhaps not serving yet. */
export interface LaunchedServer extends RunningServer {
  /** Whether the process is still running. */
  running(): boolean;
}

/**
 * Starts `node server.js` of the build in `projectRoot` on the given database, without waiting
 * for it to answer: on `env.PORT` when given (a restart in the same place), else on a free port.
 */
export async function launchServer(
  env: Record<string, string>,
  projectRoot = PROJECT_ROOT,
): Promise<LaunchedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://${HOST}:${port}`;
  let output = "";
  const child: ChildProcess = spawn(NODE_BINARY, ["server.js"], {
    cwd: projectRoot,
    // Behind a trusted proxy, or sending e-mail or texts, a production server needs its public
    // address: here, its own.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST,
      PORT: String(port),
      ...(env.TRUST_PROXY || env.SMTP_URL || env.SMS_USERNAME ? { PUBLIC_BASE_URL: url } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;

  const stop = async (graceMs = 5_000) => {
    if (running()) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    return child.exitCode;
  };

  const kill = async () => {
    if (running()) {
      child.kill("SIGKILL");
      await exited;
    }
  };

  return { url, pid: child.pid!, stop, kill, output: () => output, running };
}

/** Starts `node server.js` of the build in `projectRoot` on the given database and waits until it answers. */
export async function startServer(
  env: Record<string, string>,
  projectRoot = PROJECT_ROOT,
): Promise<RunningServer> {
  const server = await launchServer(env, projectRoot);
  const { url, pid, output, stop, kill } = server;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!server.running()) {
      throw new Error(`The server exited before answering:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${url}/properties`);
      if (response.ok) return { url, pid, output, stop, kill };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not answer at ${url} within 120 s:\n${server.output()}`);
}

/** Signs the test administrator in on the server at `origin`: the Cookie header to send as them. */
export async function signedInCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: { Origin: origin },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
