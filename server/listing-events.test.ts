import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CountBatch } from "~/data/insights.server";
import { createVisitorCounter } from "~/services/visitor-counts.server";
import { LISTING_EVENT_BODY_LIMIT, listingEvents } from "./listing-events";
import { sameOriginWrites } from "./same-origin";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const URLENCODED = "application/x-www-form-urlencoded;charset=UTF-8";

let server: Server;
let origin: string;
let batches: CountBatch[];
const counter = createVisitorCounter({
  write: async (batch) => {
    batches.push(batch);
  },
  flushIntervalMs: 60_000,
  enabled: true,
});

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites());
  app.use(listingEvents(counter));
  app.use((_request, response) => response.status(404).send("the rest of the site"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  batches = [];
});

function report(body: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}/listing-events`, {
    method: "POST",
    headers: { "Content-Type": URLENCODED, Origin: origin, "User-Agent": BROWSER, ...headers },
    body,
  });
}

async function counted() {
  await counter.flush();
  return batches.flatMap((batch) =>
    batch.listings.map(({ slug, whatsappTaps, callTaps, saves }) => ({
      slug,
      whatsappTaps,
      callTaps,
      saves,
    })),
  );
}

describe("listing events", () => {
  it("counts a tap or a save from the page script and answers 204 with nothing else", async () => {
    for (const event of ["whatsapp", "call", "save", "save"]) {
      const response = await report(`listing=karen-villa&event=${event}`);
      expect(response.status).toBe(204);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await counted()).toEqual([{ slug: "karen-villa", whatsappTaps: 1, callTaps: 1, saves: 2 }]);
  });

  it("refuses what is not a listing event, in words, and counts nothing", async () => {
    const refused = [
      [await report("listing=karen-villa&event=view"), 400],
      [await report("listing=../admin&event=call"), 400],
      [await report(`listing=${"a".repeat(LISTING_EVENT_BODY_LIMIT)}&event=call`), 413],
      [await report('{"listing":"karen-villa"}', { "Content-Type": "application/json" }), 415],
    ] as const;
    for (const [response, status] of refused) {
      expect(response.status).toBe(status);
      expect(await response.text()).toMatch(/listing event/);
    }
    expect(await counted()).toEqual([]);
  });

  it("refuses a report from another site", async () => {
    const response = await report("listing=karen-villa&event=call", { Origin: "https://elsewhere.example" });
    expect(response.status).toBe(403);
    expect(await counted()).toEqual([]);
  });

  it("answers programs but does not count them", async () => {
    const response = await report("listing=karen-villa&event=call", { "User-Agent": "python-requests/2.32" });
    expect(response.status).toBe(204);
    expect(await counted()).toEqual([]);
  });

  it("leaves other addresses and reads of the address to the rest of the site", async () => {
    expect((await fetch(`${origin}/listing-events`)).status).toBe(404);
    const elsewhere = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": URLENCODED, Origin: origin },
      body: "listing=karen-villa&event=call",
    });
    expect(await elsewhere.text()).toBe("the rest of the site");
  });
});
