// A rolling upgrade behind Caddy, as deploy/install.sh does it: two instances of today's build,
// each in turn stopped with SIGTERM and started on the next release (today's source with one
// more migration, which the first upgraded instance runs on the shared database while the
// other still serves from the old build) while visitors keep asking for pages.
// No request fails and none is answered 5xx, and today's release, gone back to, starts on the
// migrated database. Forms are not posted here: one sent on a kept connection at the very
// moment its instance closes it is not retried (decision 054).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { caddyPorts, httpsFetch, type RunningCaddy, startCaddy } from "./support/caddy";
import { createSiteDatabase, queryRows } from "./support/database";
import { buildNextRelease } from "./support/next-release";
import { type RunningServer, startServer } from "./support/server";

const VISITORS = 4;
const PAGES = ["/properties", "/about", "/contact", "/properties?city=Mombasa", "/"];

let dir: string;
let caddy: RunningCaddy | undefined;
const instances: (RunningServer | undefined)[] = [];

test.afterAll(async () => {
  await caddy?.stop();
  await Promise.all(instances.map((instance) => instance?.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("upgrading both instances one after the other to a release with a new migration fails no visitor's request", async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-rolling-"));
  const ports = await caddyPorts();
  const env = {
    DATABASE_URL: await createSiteDatabase(dir),
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    TRUST_PROXY: "1",
    PUBLIC_BASE_URL: `https://127.0.0.1:${ports.https}`,
  };
  const nextReleaseFolder = path.join(dir, "next-release");
  mkdirSync(nextReleaseFolder);
  const [nextRelease] = await Promise.all([
    buildNextRelease(nextReleaseFolder),
    (async () => {
      instances[0] = await startServer(env);
      instances[1] = await startServer(env);
    })(),
  ]);
  const instancePorts = instances.map((instance) => new URL(instance!.url).port);
  caddy = await startCaddy(
    path.join(dir, "caddy"),
    ports,
    instancePorts.map((port) => `127.0.0.1:${port}`),
  );

  const statuses = new Map<string, number>();
  const count = (outcome: string) => statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
  let visiting = true;
  const visitor = async (index: number) => {
    const agent = new Agent({ keepAlive: true });
    for (let request = index; visiting; request++) {
      const page = PAGES[request % PAGES.length]!;
      await httpsFetch(`${caddy!.httpsUrl}${page}`, { agent }).then(
        (response) => count(String(response.status)),
        (error: Error) => count(`failed: ${error.message}`),
      );
    }
    agent.destroy();
  };
  const visitors = Array.from({ length: VISITORS }, (_, index) => visitor(index));

  for (const [index, port] of instancePorts.entries()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // As long as systemd gives an instance to stop (TimeoutStopSec in deploy/makazi@.service).
    expect(await instances[index]!.stop(30_000)).toBe(0);
    instances[index] = await startServer({ ...env, PORT: port }, nextRelease.folder);
    // Caddy's next health check (every second) brings the instance back into the rotation.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  visiting = false;
  await Promise.all(visitors);

  const outcomes = Object.fromEntries(statuses);
  console.log(`Requests during the rolling upgrade: ${JSON.stringify(outcomes)}`);
  expect(Object.keys(outcomes)).toEqual(["200"]);
  expect(outcomes["200"]).toBeGreaterThan(50);

  const migrated = await queryRows(env.DATABASE_URL, "SELECT name FROM kysely_migration WHERE name = $1", [
    nextRelease.migrationName,
  ]);
  expect(migrated).toHaveLength(1);
  // Fails unless the column is there.
  await queryRows(env.DATABASE_URL, `SELECT ${nextRelease.addedColumn} FROM properties`);
  for (const instance of instances) {
    const releaseFile = await fetch(`${instance!.url}/${nextRelease.releaseFile}`);
    expect(await releaseFile.text()).toBe(`${nextRelease.folder}\n`);
  }

  // Going back: today's release starts again on the database the next one migrated.
  instances[2] = await startServer(env);
});
