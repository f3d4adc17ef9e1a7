// Stopping the server (SIGTERM, as a process manager does) lets requests in
// flight finish, keeps every write they made, and exits cleanly.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { createSiteDatabase, queryRows } from "./support/database";
import { createServer } from "node:net";
import { launchServer, startServer } from "./support/server";

const MESSAGES = 20;

test("SIGTERM finishes requests in flight, loses no write and exits with 0", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "makazi-shutdown-"));
  try {
    const databaseUrl = await createSiteDatabase(dir);
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      MEDIA_DIR: path.join(dir, "media"),
      DEMO_SEED: "false",
      // Each message comes from a visitor of its own, as behind a proxy: one address may
      // send only a few messages in ten minutes.
      TRUST_PROXY: "1",
    });

    const send = (index: number) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { Origin: server.url, "X-Forwarded-For": `198.51.100.${index + 1}` },
        body: new URLSearchParams({
          name: `Shutdown ${index}`,
          email: "shutdown@example.co.ke",
          message: "Sent just before the server stops",
        }),
      }).then(
        (response) => response.status,
        () => "refused" as const,
      );

    // One answered message first, so that the rest meet a server that is up and busy.
    const first = await send(0);
    const sends = Array.from({ length: MESSAGES }, (_, index) => send(index + 1));
    const exitCode = await server.stop();
    const outcomes = [first, ...(await Promise.all(sends))];

    expect(exitCode).toBe(0);
    expect(first).toBe(200);
    const answered = outcomes.filter((outcome) => outcome === 200).length;
    expect(outcomes.every((outcome) => outcome === 200 || outcome === "refused")).toBe(true);

    const [row] = await queryRows<{ stored: number | string }>(
      databaseUrl,
      "SELECT count(*) AS stored FROM contact_messages",
    );
    expect(Number(row?.stored)).toBe(answered);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a server whose port is taken stops at once with a failure, saying what to do", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "makazi-taken-port-"));
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  try {
    const port = (taken.address() as { port: number }).port;
    const server = await launchServer({
      DATABASE_URL: await createSiteDatabase(dir),
      MEDIA_DIR: path.join(dir, "media"),
      DEMO_SEED: "false",
      PORT: String(port),
    });
    await expect.poll(() => server.running(), { timeout: 20_000 }).toBe(false);
    expect(await server.stop()).toBe(1);
    expect(server.output()).toContain(`Could not start: Port ${port} on 127.0.0.1 is already in use`);
    expect(server.output()).not.toContain("still serving");
  } finally {
    taken.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a server whose data folders cannot be written, or whose settings are wrong, stops at once saying which and what to do", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "makazi-unwritable-"));
  // A folder under a regular file can be made by no one, root included.
  const file = path.join(dir, "a-file");
  writeFileSync(file, "");
  try {
    const databaseUrl = await createSiteDatabase(dir);
    const attempts: { env: Record<string, string>; says: string }[] = [
      {
        env: { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(file, "media") },
        says: `Could not start: The media folder ${path.join(file, "media")} does not exist and cannot be created (ENOTDIR): set MEDIA_DIR to a folder this process can write`,
      },
      {
        env: { DATABASE_URL: `file:${path.join(file, "makazi.sqlite")}`, MEDIA_DIR: path.join(dir, "media") },
        says: `Could not start: The database folder ${file} is a file, not a folder: set DATABASE_URL to a folder this process can write`,
      },
      {
        env: { DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(dir, "media"), DATABASE_POOL_SIZE: "none" },
        says: "Could not start: Invalid configuration: DATABASE_POOL_SIZE:",
      },
    ];
    for (const { env, says } of attempts) {
      const server = await launchServer({ ...env, DEMO_SEED: "false" });
      await expect.poll(() => server.running(), { timeout: 20_000 }).toBe(false);
      expect(await server.stop()).toBe(1);
      expect(server.output()).toContain(says);
      expect(server.output().trim().split("\n")).toHaveLength(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
