// PostgreSQL away for a while: restarted under two servers' feet, as a managed database does
// on a minor upgrade, and not yet up when a server starts. A restart is a pause, not an outage. Kept pages go on being served from memory, what needs the database is
// refused with a 503 and Retry-After (never a dropped connection or a 500), writes are either
// saved whole or refused, the e-mail worker resumes, and both servers serve normally again
// within seconds, without being restarted. A server started first waits for its database and
// says why. The tests start a PostgreSQL server of their own, since the shared test server is
// never restarted; they run in the PostgreSQL pass.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createPostgresDatabase } from "../../app/data/postgres-server.server";
import { type MailServer, startMailServer } from "../../app/testing/mail-server.server";
import { queryRows, runStatement } from "./support/database";
import { ENGINE } from "./support/env";
import { type OwnPostgres, postgresPrograms, startOwnPostgres } from "./support/own-postgres";
import { launchServer, type RunningServer, startServer } from "./support/server";
import { secondBySecond, steadyLoad } from "./support/steady-load";

const programs = postgresPrograms();
test.skip(ENGINE !== "postgres", "Runs in the PostgreSQL pass, on a PostgreSQL server of its own");
test.skip(programs === null, "No PostgreSQL programs in /usr/lib/postgresql to start a server of its own");

// The servers and the database are this file's own; its tests run in one worker, in order.
test.describe.configure({ mode: "default" });

const KEPT_PAGES = ["/properties", "/about", "/"];

let dir: string;
let postgres: OwnPostgres | undefined;
let mail: MailServer | undefined;
let databaseUrl: string;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-database-restart-"));
  postgres = await startOwnPostgres(programs!);
  mail = await startMailServer();
  databaseUrl = await createPostgresDatabase(postgres.url, "makazi_restart");
  const env = {
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    SMTP_URL: mail.url,
    // Each message comes from an address of its own: no rate limit applies.
    TRUST_PROXY: "1",
  };
  // One after the other: the first start creates the tables.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  // Each message is e-mailed to the office.
  await runStatement(databaseUrl, "INSERT INTO settings (key, value) VALUES ('notificationEmail', $1)", [
    "office@makazi.test",
  ]);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await mail?.stop();
  await postgres?.remove();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function sendMessage(url: string, name: string, n: number): Promise<number | null> {
  return fetch(`${url}/contact`, {
    method: "POST",
    headers: { Origin: url, "X-Forwarded-For": `198.51.100.${n % 250}` },
    body: new URLSearchParams({ name, email: "visitor@example.co.ke", message: "Is it still free?" }),
    signal: AbortSignal.timeout(15_000),
  }).then(
    async (response) => {
      const page = await response.text();
      return response.status === 200 && !page.includes("has been sent") ? 0 : response.status;
    },
    () => null,
  );
}

test("a restart of PostgreSQL is a pause for two servers, not an outage", async () => {
  test.setTimeout(90_000);
  const [first, second] = servers as [RunningServer, RunningServer];
  const bases = { first: first.url, second: second.url };
  // Kept: the home page as six renderings of its draw, taken at random, so asked for often.
  for (const base of Object.values(bases)) {
    for (const page of [...KEPT_PAGES, ...Array.from({ length: 40 }, () => "/")]) {
      await fetch(`${base}${page}`).then((response) => response.arrayBuffer());
    }
  }

  const load = steadyLoad(bases, [
    ...KEPT_PAGES.map((page) => () => page),
    // A search never made before: rendered from the database each time.
    (n) => `/properties?q=flat${n}`,
  ]);
  // Messages sent one after another to each server, throughout.
  const writes: { name: string; status: number | null }[] = [];
  let writing = true;
  const writers = Object.values(bases).map(async (base, server) => {
    for (let n = server; writing; n += 2) {
      const name = `Restart Sender ${n}`;
      writes.push({ name, status: await sendMessage(base, name, n) });
    }
  });

  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await postgres!.restart();
  const restartedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  const outcomes = await load.stop();
  writing = false;
  await Promise.all(writers);
  console.log(`PostgreSQL restarted under two servers (served/503/failed):\n${secondBySecond(outcomes)}`);

  // Every request was answered: no dropped connection, no 500, and each 503 says when to try again.
  expect(outcomes.filter((outcome) => outcome.status === null)).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
  const refused = outcomes.filter((outcome) => outcome.status === 503);
  expect(refused.every((outcome) => outcome.retryAfter === "5")).toBe(true);
  // Kept pages were served from memory throughout.
  expect(outcomes.filter((outcome) => KEPT_PAGES.includes(outcome.path) && outcome.status !== 200)).toEqual(
    [],
  );
  // Within seconds of the restart both servers render from the database again.
  const lastSecond = Math.max(...outcomes.map((outcome) => outcome.second));
  const recovered = outcomes.filter((outcome) => outcome.second >= lastSecond - 2);
  for (const server of Object.keys(bases)) {
    expect(
      recovered.filter((outcome) => outcome.server === server && outcome.status === 200).length,
    ).toBeGreaterThan(0);
  }
  expect(recovered.filter((outcome) => outcome.status !== 200)).toEqual([]);
  expect(Date.now() - restartedAt).toBeLessThan(30_000);

  // Every message acknowledged was saved, once; the others were refused with a 503 (a refusal
  // can follow a save that committed just before the database went, when the page could not
  // be drawn after it).
  expect(writes.filter((write) => write.status !== 200 && write.status !== 503)).toEqual([]);
  const saved = await queryRows<{ name: string }>(databaseUrl, "SELECT name FROM contact_messages");
  const savedNames = saved.map((row) => row.name);
  expect(new Set(savedNames).size).toBe(savedNames.length);
  expect(savedNames).toEqual(
    expect.arrayContaining(writes.filter((write) => write.status === 200).map((write) => write.name)),
  );
  expect(writes.filter((write) => write.status === 503).length).toBeGreaterThan(0);
  // Nothing half-written: each saved message has its e-mail, which the workers sent once they
  // could reach the database again.
  const mailedNames = () =>
    new Set(mail!.received.flatMap((email) => (email.parsed.text ?? "").match(/Restart Sender \d+/g) ?? []));
  await expect
    .poll(() => savedNames.filter((name) => !mailedNames().has(name)), { timeout: 30_000 })
    .toEqual([]);

  // Both servers are still running and ready.
  for (const base of Object.values(bases)) {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }
});

test("a server started before its database listens, says what it waits for, and serves once it is up", async () => {
  test.setTimeout(90_000);
  await postgres!.stop();
  // Any password is taken (the test server trusts loopback): it must appear nowhere.
  const withPassword = new URL(databaseUrl);
  withPassword.password = "never-shown-secret";
  const early = await launchServer({
    DATABASE_URL: withPassword.href,
    MEDIA_DIR: path.join(dir, "early-media"),
    DEMO_SEED: "false",
    DATABASE_WAIT_SECONDS: "60",
  });
  servers.push(early);
  const waiting = `starting: waiting for the database: PostgreSQL at 127.0.0.1:${postgres!.port} (database makazi_restart) cannot be reached: nothing is listening there`;
  await expect
    .poll(
      () =>
        fetch(`${early.url}/healthz`).then(
          (response) => response.text(),
          () => "",
        ),
      { timeout: 30_000 },
    )
    .toContain(waiting);
  const ready = await fetch(`${early.url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.text()).toContain(waiting);
  const page = await fetch(`${early.url}/properties`);
  expect(page.status).toBe(503);
  expect(page.headers.get("retry-after")).toBe("5");
  await page.arrayBuffer();

  await postgres!.start();
  await expect
    .poll(
      () =>
        fetch(`${early.url}/properties`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  expect((await fetch(`${early.url}/readyz`)).status).toBe(200);
  // Said once, in plain words, without the password.
  expect(early.output().match(/cannot be reached/g)).toHaveLength(1);
  expect(early.output()).not.toContain("never-shown-secret");
  expect(early.output()).not.toContain("Database migration");
});
