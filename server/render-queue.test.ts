import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import type { EventLoopLoad } from "./event-loop-load";
import { RETRY_AFTER_SECONDS, renderQueue, type RenderQueueLimits } from "./render-queue";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/**
 * A site whose pages answer only when the test says so, behind the queue, with a health check
 * in front of it: `/page/<name>` waits for `finish(name)`.
 */
async function siteBehindQueue(limits: RenderQueueLimits, load?: EventLoopLoad, clock?: () => number) {
  const waitingPages = new Map<string, () => void>();
  const started: string[] = [];
  const app = express();
  app.get("/healthz", (_request, response) => {
    response.send("ok\n");
  });
  app.use(renderQueue(limits, load, clock));
  app.all("/page/:name", (request, response) => {
    started.push(request.params.name);
    waitingPages.set(request.params.name, () => response.send(`page ${request.params.name}`));
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server!.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    get: (path: string) => fetch(`${base}${path}`),
    post: (path: string) => fetch(`${base}${path}`, { method: "POST" }),
    started,
    /** Waits until the page has reached its route, then lets it answer. */
    async finish(name: string) {
      await until(() => waitingPages.has(name));
      waitingPages.get(name)!();
    },
    until,
  };
}

/** A site behind a line of one render at a time and a 1 s wait, on a clock the test moves. */
async function siteOnTestClock() {
  let now = 0;
  const site = await siteBehindQueue(
    { maxInFlight: 1, maxWaiting: 100, maxWaitMs: 1_000 },
    undefined,
    () => now,
  );
  return {
    ...site,
    advance(ms: number) {
      now += ms;
    },
    /** Asks for the page and waits until it has reached its route; its answer comes when it is finished. */
    async startRender(name: string): Promise<{ answer: Promise<Response> }> {
      const answer = site.get(`/page/${name}`);
      await site.until(() => site.started.includes(name));
      return { answer };
    },
  };
}

describe("the render queue", () => {
  it("turns a request away at once with 503 and Retry-After when the line is full", async () => {
    const site = await siteBehindQueue({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 60_000 });
    const first = site.get("/page/first");
    await site.until(() => site.started.length === 1);
    const second = site.get("/page/second");
    await new Promise((resolve) => setTimeout(resolve, 50));

    const third = await site.get("/page/third");
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(third.headers.get("cache-control")).toBe("no-store");
    expect(await third.text()).toContain("Please try again in a few seconds");

    // The health check is answered in front of the queue, full as it is.
    expect((await site.get("/healthz")).status).toBe(200);

    await site.finish("first");
    expect(await (await first).text()).toBe("page first");
    await site.finish("second");
    expect(await (await second).text()).toBe("page second");
    expect(site.started).toEqual(["first", "second"]);
  });

  it("lets waiting requests in one at a time, in the order they came", async () => {
    const site = await siteBehindQueue({ maxInFlight: 1, maxWaiting: 10, maxWaitMs: 60_000 });
    const pages: Array<{ name: string; answer: Promise<Response> }> = [];
    for (const name of ["a", "b", "c", "d"]) {
      pages.push({ name, answer: site.get(`/page/${name}`) });
      // Each joins the line before the next is sent.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    for (const { name } of pages) await site.finish(name);
    const bodies = await Promise.all(pages.map(async ({ answer }) => (await answer).text()));
    expect(bodies).toEqual(["page a", "page b", "page c", "page d"]);
    expect(site.started).toEqual(["a", "b", "c", "d"]);
  });

  it("turns a request away at once when the renders ahead of it would outlast the wait it may have", async () => {
    const site = await siteOnTestClock();
    const { answer: slow } = await site.startRender("slow");
    site.advance(1_000);
    await site.finish("slow");
    expect((await slow).status).toBe(200);

    // Renders take 200 ms now (a fifth of 1 s, averaged from nothing): five fit in the wait.
    const { answer: rendering } = await site.startRender("rendering");
    const queued = Array.from({ length: 8 }, (_, index) => site.get(`/page/queued-${index}`));
    const turnedAway = await Promise.all(queued.slice(5));
    expect(turnedAway.map((answer) => answer.status)).toEqual([503, 503, 503]);

    // Told at once: those in line are still waiting, and served in turn.
    await site.finish("rendering");
    expect((await rendering).status).toBe(200);
    for (let index = 0; index < 5; index += 1) {
      await site.finish(`queued-${index}`);
      expect((await queued[index]!).status).toBe(200);
    }
  });

  it("before any render has finished, counts those in flight as taking as long as they have run", async () => {
    const site = await siteOnTestClock();
    const { answer: first } = await site.startRender("first");
    site.advance(600);
    const second = site.get("/page/second");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One render ahead, running 600 ms already: the second fits in 1 s, the third would not.
    expect((await site.get("/page/third")).status).toBe(503);

    await site.finish("first");
    expect((await first).status).toBe(200);
    await site.finish("second");
    expect((await second).status).toBe(200);
  });

  it("turns away a request that waited its longest, and keeps serving the rest", async () => {
    const site = await siteBehindQueue({ maxInFlight: 1, maxWaiting: 10, maxWaitMs: 100 });
    const first = site.get("/page/first");
    await site.until(() => site.started.length === 1);

    const waited = await site.get("/page/second");
    expect(waited.status).toBe(503);
    expect(waited.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));

    await site.finish("first");
    expect((await first).status).toBe(200);
    const later = site.get("/page/later");
    await site.finish("later");
    expect(await (await later).text()).toBe("page later");
    expect(site.started).toEqual(["first", "later"]);
  });

  it("lets form posts past the line: their cost is limited where they are read", async () => {
    const site = await siteBehindQueue({ maxInFlight: 1, maxWaiting: 0, maxWaitMs: 60_000 });
    const page = site.get("/page/page");
    await site.until(() => site.started.length === 1);
    const post = site.post("/page/post");
    await site.finish("post");
    expect(await (await post).text()).toBe("page post");
    await site.finish("page");
    expect((await page).status).toBe(200);
  });

  it("turns requests away at once while the process is saturated, yet answers health checks and starts a render where one is free", async () => {
    const process = { saturated: false };
    const site = await siteBehindQueue(
      { maxInFlight: 1, maxWaiting: 10, maxWaitMs: 60_000 },
      { delayMs: () => 0, saturated: () => process.saturated },
    );
    const first = site.get("/page/first");
    await site.until(() => site.started.length === 1);
    const waiting = site.get("/page/waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));

    process.saturated = true;
    const arriving = await site.get("/page/arriving");
    expect(arriving.status).toBe(503);
    expect(arriving.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect((await site.get("/healthz")).status).toBe(200);

    // The render that ends makes way for nobody: the line is turned away rather than kept waiting.
    await site.finish("first");
    expect((await first).status).toBe(200);
    const turnedAway = await waiting;
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));

    const free = site.get("/page/free");
    await site.finish("free");
    expect(await (await free).text()).toBe("page free");
    expect(site.started).toEqual(["first", "free"]);
  });

  it("counts the time a request waited for the CPU before it reached the line as time waited", async () => {
    const site = await siteBehindQueue(
      { maxInFlight: 1, maxWaiting: 10, maxWaitMs: 60_000 },
      { delayMs: () => 60_000, saturated: () => false },
    );
    const first = site.get("/page/first");
    await site.until(() => site.started.length === 1);

    const late = await site.get("/page/late");
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));

    await site.finish("first");
    expect((await first).status).toBe(200);
    expect(site.started).toEqual(["first"]);
  });
});
