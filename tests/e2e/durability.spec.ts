// A write the server acknowledged survives the server's sudden death: the process is killed
// with SIGKILL in the middle of a burst of messages and listing saves, started again on the
// same database, and every acknowledged write is found there.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createSiteDatabase, queryRows } from "./support/database";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./support/env";
import { type RunningServer, signedInCookie, startServer } from "./support/server";

let dir: string;
let databaseUrl: string;
const servers: RunningServer[] = [];

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "makazi-e2e-durability-"));
  databaseUrl = await createSiteDatabase(dir);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<RunningServer> {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(dir, "media"),
    DEMO_SEED: "false",
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // Each message comes from a network of its own, as from many visitors: no rate limit applies.
    TRUST_PROXY: "1",
  });
  servers.push(server);
  return server;
}

type Write = { kind: "message" | "listing"; name: string; acknowledged: boolean };

function sendMessage(url: string, write: Write, n: number) {
  return fetch(`${url}/contact`, {
    method: "POST",
    headers: { Origin: url, "X-Forwarded-For": `2001:db8:${n.toString(16)}::1` },
    body: new URLSearchParams({ name: write.name, email: "visitor@example.co.ke", message: "Is it free?" }),
  }).then(async (response) => response.ok && (await response.text()).includes("has been sent"));
}

function saveListing(url: string, cookie: string, write: Write) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    intent: "save",
    name: write.name,
    price: "95000",
    location: "Nyali Road",
    city: "Mombasa",
    description: "A cottage by the sea.",
    type: "houses",
    publication: "published",
    availability: "available",
  })) {
    form.append(name, value);
  }
  return fetch(`${url}/addservice`, {
    method: "POST",
    headers: { Origin: url, Cookie: cookie },
    body: form,
    redirect: "manual",
  }).then((response) => response.status === 302);
}

test("every write acknowledged before the server is killed is there after it starts again", async () => {
  test.setTimeout(180_000);
  const first = await start();
  const cookie = await signedInCookie(first.url);
  // Far more writes than are acknowledged before the kill lands, however fast the machine.
  const writes: Write[] = Array.from({ length: 300 }, (_, n) => ({
    kind: n % 2 === 0 ? "message" : "listing",
    name: `Durable ${n % 2 === 0 ? "Sender" : "Cottage"} ${n}`,
    acknowledged: false,
  }));

  let acknowledged = 0;
  let killed: Promise<void> | undefined;
  const burst = writes.map(async (write, n) => {
    try {
      const ok =
        write.kind === "message"
          ? await sendMessage(first.url, write, n)
          : await saveListing(first.url, cookie, write);
      write.acknowledged = ok;
      if (ok && ++acknowledged === 15) killed = first.kill();
    } catch {
      // The connection died with the server: not acknowledged.
    }
  });
  await Promise.all(burst);
  await (killed ?? first.kill());

  const acknowledgedWrites = writes.filter((write) => write.acknowledged);
  expect(acknowledgedWrites.length).toBeGreaterThanOrEqual(15);
  expect(acknowledgedWrites.length, "the server died before the burst ended").toBeLessThan(writes.length);

  await start();
  const senders = await queryRows<{ name: string }>(databaseUrl, "SELECT name FROM contact_messages");
  const listings = await queryRows<{ name: string }>(databaseUrl, "SELECT name FROM properties");
  const stored = new Set([...senders, ...listings].map((row) => row.name));
  const lost = acknowledgedWrites.filter((write) => !stored.has(write.name)).map((write) => write.name);
  expect(lost).toEqual([]);
});
