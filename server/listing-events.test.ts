import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeListingStatus } from "~/data/listing-status.server";
import { createProperty } from "~/data/property-writes.server";
import { aProperty } from "~/testing/listings";
import { freshSiteForEachTest } from "~/testing/test-services.server";
import { LISTING_EVENT_BODY_LIMIT, listingEvents } from "./listing-events";
import { sameOriginWrites } from "./same-origin";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const URLENCODED = "application/x-www-form-urlencoded;charset=UTF-8";

let server: Server;
let origin: string;
const site = freshSiteForEachTest();
const db = () => site().services.database.db;

beforeAll(async () => {
  const app = express();
  // As behind a proxy on this machine that says who its clients are (TRUST_PROXY).
  app.set("trust proxy", "loopback");
  app.use(sameOriginWrites());
  app.use((request, response, next) => {
    const { visitorCounts, isPublishedListing } = site().services;
    return listingEvents(visitorCounts, isPublishedListing)(request, response, next);
  });
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

beforeEach(async () => {
  await createProperty(db(), aProperty({ name: "Karen Villa" }));
});

function report(body: string, headers: Record<string, string> = {}) {
  return fetch(`${origin}/listing-events`, {
    method: "POST",
    headers: { "Content-Type": URLENCODED, Origin: origin, "User-Agent": BROWSER, ...headers },
    body,
  });
}

/** The taps and saves stored, once the counter has written what it holds. */
async function counted() {
  await site().services.visitorCounts.flush();
  const rows = await db()
    .selectFrom("listing_daily_counts")
    .innerJoin("properties", "properties.id", "listing_daily_counts.property_id")
    .select(["slug", "whatsapp_taps", "call_taps", "saves"])
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    whatsappTaps: Number(row.whatsapp_taps),
    callTaps: Number(row.call_taps),
    saves: Number(row.saves),
  }));
}

describe("listing events", () => {
  it("counts a tap or a save from the page script and answers 204 with nothing else", async () => {
    for (const event of ["whatsapp", "call", "save"]) {
      const response = await report(`listing=karen-villa&event=${event}`);
      expect(response.status).toBe(204);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    expect(await counted()).toEqual([{ slug: "karen-villa", whatsappTaps: 1, callTaps: 1, saves: 1 }]);
  });

  it("counts one client's taps once a day, however many it sends, and each client's", async () => {
    const oneClient = { "X-Forwarded-For": "198.51.100.7" };
    for (let burst = 0; burst < 6; burst++) {
      await Promise.all(
        Array.from({ length: 50 }, () => report("listing=karen-villa&event=whatsapp", oneClient)),
      );
    }
    await report("listing=karen-villa&event=whatsapp", { "X-Forwarded-For": "198.51.100.8" });
    expect(await counted()).toEqual([{ slug: "karen-villa", whatsappTaps: 2, callTaps: 0, saves: 0 }]);
  });

  it("counts nothing for a draft or a listing that does not exist, and answers the same", async () => {
    await createProperty(db(), aProperty({ name: "Muthaiga Draft", publication: "draft" }));
    for (const slug of ["muthaiga-draft", "no-such-listing"]) {
      expect((await report(`listing=${slug}&event=call`)).status).toBe(204);
    }
    expect(await counted()).toEqual([]);

    // Published now: known at once, the content version having moved.
    await changeListingStatus(db(), "muthaiga-draft", { publication: "published" });
    await report("listing=muthaiga-draft&event=call", { "X-Forwarded-For": "198.51.100.9" });
    expect(await counted()).toEqual([{ slug: "muthaiga-draft", whatsappTaps: 0, callTaps: 1, saves: 0 }]);
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
