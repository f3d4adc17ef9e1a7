// Caddy in front of test servers, run from the repository's own deploy/Caddyfile. Only what a
// machine on loopback needs is added to its global options: high ports on 127.0.0.1, Caddy's
// own certificate authority (no Let's Encrypt), no admin endpoint and a data folder of its own.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { Agent } from "node:https";
import { request as httpsRequest } from "node:https";
import path from "node:path";
import { HOST, PROJECT_ROOT } from "./env";
import { freePort } from "./server";

export interface RunningCaddy {
  /** https://127.0.0.1:<port>, the site's public address. */
  httpsUrl: string;
  httpUrl: string;
  stop(): Promise<void>;
}

const CADDYFILE = path.join(PROJECT_ROOT, "deploy", "Caddyfile");
const TEST_OPTIONS = ["admin off", "local_certs", "skip_install_trust", `default_bind ${HOST}`];

/** The deploy Caddyfile with the test's global options added at the top of its own. */
function testCaddyfile(): string {
  const caddyfile = readFileSync(CADDYFILE, "utf8");
  const globalBlock = /^\{\n/m;
  if (!globalBlock.test(caddyfile)) throw new Error(`${CADDYFILE} has no global options block`);
  return caddyfile.replace(globalBlock, `{\n${TEST_OPTIONS.map((option) => `\t${option}\n`).join("")}`);
}

/** Ports for Caddy, chosen before the app starts: the app is told its public address. */
export async function caddyPorts(): Promise<{ http: number; https: number }> {
  return { http: await freePort(), https: await freePort() };
}

/** Starts Caddy in `directory` for `upstreams` (host:port each) and waits until HTTPS answers. */
export async function startCaddy(
  directory: string,
  ports: { http: number; https: number },
  upstreams: string[],
): Promise<RunningCaddy> {
  // A missing Caddy fails the test: .ci/run installs it, as a server's install.sh does.
  execFileSync("caddy", ["version"]);
  mkdirSync(directory, { recursive: true });
  const config = path.join(directory, "Caddyfile");
  writeFileSync(config, testCaddyfile());
  let output = "";
  const child: ChildProcess = spawn("caddy", ["run", "--adapter", "caddyfile", "--config", config], {
    env: {
      ...process.env,
      XDG_DATA_HOME: path.join(directory, "data"),
      XDG_CONFIG_HOME: path.join(directory, "config"),
      MAKAZI_DOMAIN: HOST,
      MAKAZI_ACME_EMAIL: "admin@makazi.test",
      MAKAZI_UPSTREAMS: upstreams.join(" "),
      MAKAZI_HTTP_PORT: String(ports.http),
      MAKAZI_HTTPS_PORT: String(ports.https),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  const httpsUrl = `https://${HOST}:${ports.https}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Caddy exited with code ${child.exitCode}:\n${output}`);
    try {
      if ((await httpsFetch(`${httpsUrl}/readyz`)).status === 200) {
        return { httpsUrl, httpUrl: `http://${HOST}:${ports.http}`, stop };
      }
    } catch {
      // Not listening, or no certificate yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`Caddy did not answer at ${httpsUrl} within 30 s:\n${output}`);
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request leaves from (127.0.0.2…): a client of its own, as Caddy sees it. */
  localAddress?: string;
  /** Connections kept open between requests; a fresh connection each time without it. */
  agent?: Agent;
}

/**
 * A request to the site through Caddy, trusting the certificate of Caddy's own authority
 * (fetch cannot leave from another loopback address nor accept that certificate).
 */
export function httpsFetch(url: string, options: RequestOptions = {}): Promise<PlainResponse> {
  const target = new URL(url);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        localAddress: options.localAddress,
        agent: options.agent,
        rejectUnauthorized: false,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}
