// A site of its own for the tests of one file or describe block that change data the shared
// demo server's tests read, or need other data: its own server, a fresh database on the
// engine of the pass, its own media folder, and the test administrator.
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { createSiteDatabase } from "./database";
import { ADMIN_EMAIL, ADMIN_PASSWORD, MEDIA_DIR } from "./env";
import { type RunningServer, runNpmScript, startServer } from "./server";

export interface OwnSite {
  /** The server's origin, `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly databaseUrl: string;
  readonly mediaDir: string;
  /** The server's process id and what it has logged so far. */
  readonly pid: number;
  output(): string;
  /** The address of a path on this site. */
  url(pathname: string): string;
}

export interface OwnSiteOptions {
  /** Seeds the demo listings, About text and settings; otherwise the site starts empty. */
  demo: boolean;
  /**
   * More environment for the server, e.g. `TRUST_PROXY` or `PUBLIC_BASE_URL`; a function is
   * called as the server starts, after the file's earlier `beforeAll` hooks (which may start
   * a server it names, such as a mail server).
   */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Synthetic listings added with `npm run fill` before the server starts. */
  fill?: number;
}

/** Starts the site before the enclosing tests and removes it after them. */
export function serveOwnSite(name: string, { demo, env = {}, fill }: OwnSiteOptions): OwnSite {
  let dir: string | undefined;
  let databaseUrl: string | undefined;
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = mkdtempSync(path.join(tmpdir(), `makazi-e2e-${name}-`));
    databaseUrl = await createSiteDatabase(dir);
    if (fill) await runNpmScript("fill", ["--database", databaseUrl, "--count", String(fill)]);
    const mediaDir = path.join(dir, "media");
    // The shared server's folder holds the demo's photos already: the seed finds them there
    // rather than drawing them again.
    if (demo && existsSync(MEDIA_DIR)) cpSync(MEDIA_DIR, mediaDir, { recursive: true });
    server = await startServer({
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: mediaDir,
      DEMO_SEED: String(demo),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      ...(typeof env === "function" ? env() : env),
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function started() {
    if (!server || !dir || !databaseUrl)
      throw new Error(`The ${name} site is used before its server started`);
    return { server, dir, databaseUrl };
  }

  return {
    get origin() {
      return started().server.url;
    },
    get databaseUrl() {
      return started().databaseUrl;
    },
    get mediaDir() {
      return path.join(started().dir, "media");
    },
    get pid() {
      return started().server.pid;
    },
    output: () => started().server.output(),
    url: (pathname) => `${started().server.url}${pathname}`,
  };
}
