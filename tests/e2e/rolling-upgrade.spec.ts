// A rolling restart behind Caddy, as deploy/install.sh does on an upgrade: two instances, each
// in turn stopped with SIGTERM and started again (on the same build: what Caddy sees of an
// upgrade is an instance going away and coming back; the new schema a new release brings is
// tested in old-databases.spec.ts) while visitors keep asking.
// No request fails and none is answered 5xx.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { caddyPorts, httpsFetch, type RunningCaddy, startCaddy } from "./support/caddy";
import { createSiteDatabase } from "./support/database";
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

test("restarting both instances one after the other fails no visitor's request", async () => {
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
  instances[0] = await startServer(env);
  instances[1] = await startServer(env);
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
    instances[index] = await startServer({ ...env, PORT: port });
    // Caddy's next health check (every second) brings the instance back into the rotation.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  visiting = false;
  await Promise.all(visitors);

  const outcomes = Object.fromEntries(statuses);
  console.log(`Requests during the rolling restart: ${JSON.stringify(outcomes)}`);
  expect(Object.keys(outcomes)).toEqual(["200"]);
  expect(outcomes["200"]).toBeGreaterThan(50);
});
