import type { Server } from "node:http";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { healthChecks } from "./health";

const site = freshSiteForEachTest();
let server: Server;
let base: string;
let stopping: boolean;
let started: boolean;

beforeEach(async () => {
  stopping = false;
  started = true;
  const app = express();
  app.use(
    healthChecks({
      services: () => (started ? site().services : null),
      waitingFor: () => "PostgreSQL at db.internal:5432 (database makazi) cannot be reached",
      stopping: () => stopping,
    }),
  );
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function check(path: string) {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    body: await response.text(),
    caching: response.headers.get("cache-control"),
  };
}

describe("health checks", () => {
  it("are live and ready while the database answers, and never cached", async () => {
    expect(await check("/healthz")).toEqual({ status: 200, body: "ok\n", caching: "no-store" });
    expect(await check("/readyz")).toEqual({ status: 200, body: "ready\n", caching: "no-store" });
  });

  it("are not ready once the database stops answering, while the process stays live", async () => {
    await site().services.database.close();
    expect((await check("/readyz")).status).toBe(503);
    expect((await check("/readyz")).body).toBe("database unavailable\n");
    expect((await check("/healthz")).status).toBe(200);
  });

  it("say what a starting process waits for, live but not ready", async () => {
    started = false;
    const waiting = "starting: PostgreSQL at db.internal:5432 (database makazi) cannot be reached\n";
    expect(await check("/healthz")).toEqual({ status: 200, body: waiting, caching: "no-store" });
    expect(await check("/readyz")).toEqual({ status: 503, body: waiting, caching: "no-store" });
  });

  it("are not ready while the process shuts down", async () => {
    stopping = true;
    expect(await check("/readyz")).toMatchObject({ status: 503, body: "shutting down\n" });
  });
});
