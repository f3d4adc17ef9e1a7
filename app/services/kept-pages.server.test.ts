import type { Server } from "node:http";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { pageEtag } from "./http-caching.server";
import {
  createKeptPages,
  keepPlaceOf,
  type KeptPages,
  type KeptPagesLimits,
  preferredEncoding,
  type VisitCounter,
} from "./kept-pages.server";

const EVERY_RESPONSE = [["X-Frame-Options", "DENY"]] as const;

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/**
 * The kept pages in front of a "renderer" that answers `rendered <path> <n>` (n counts its
 * renderings) and keeps what it renders where the kept pages said, as app/entry.server.tsx does.
 */
async function siteWith(
  limits: KeptPagesLimits,
  renderings = 1,
  countVisit: VisitCounter = () => {},
  /** Whether the n-th rendering is kept; one that is not stands for a rendering still under way. */
  finishes: (rendering: number) => boolean = () => true,
) {
  let version = 1;
  let rendered = 0;
  const kept: KeptPages = createKeptPages(limits, () => version, countVisit);
  const app = express();
  app.use(async (request, response, next) => {
    if (!(await kept.serve(request, response, () => EVERY_RESPONSE))) next();
  });
  app.get("/{*path}", (request, response) => {
    rendered += 1;
    const body = Buffer.from(`rendered ${request.path} ${rendered}`);
    const place = keepPlaceOf(response);
    const etag = pageEtag(body);
    const visit = request.path.startsWith("/properties/")
      ? ({ kind: "listing", slug: request.path.slice("/properties/".length) } as const)
      : undefined;
    if (place && finishes(rendered))
      kept.keep(
        place,
        {
          status: 200,
          headers: [
            ["Content-Type", "text/plain"],
            ["X-Page-Cache", "miss"],
            ["Vary", "Cookie"],
          ],
          body,
          etag,
          visit,
        },
        renderings,
      );
    response.type("text/plain").setHeader("ETag", etag);
    response.send(body);
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server!.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${path}`, {
        headers: { "Accept-Encoding": "identity", ...headers },
      });
      return { status: response.status, headers: response.headers, text: await response.text() };
    },
    changeContent: () => (version += 1),
    /** The bytes as sent, not decompressed. */
    raw: (path: string, acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}${path}`, { headers: { "Accept-Encoding": acceptEncoding } }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
        }).on("error", reject);
      }),
  };
}

const LIMITS: KeptPagesLimits = { maxBytes: 1_000, maxAgeMs: 60_000 };

describe("kept pages", () => {
  it("count the visit a page carries each time they send it, a 304 too, with the request's headers", async () => {
    const visits: [string, string | null | undefined, string][] = [];
    const site = await siteWith(LIMITS, 1, (request, visit) =>
      visits.push([request.method, request.userAgent, visit.kind === "listing" ? visit.slug : visit.search]),
    );
    const firstVisit = await site.get("/properties/karen-villa", { "User-Agent": "Firefox" });
    expect(visits).toEqual([]);
    await site.get("/properties/karen-villa", { "User-Agent": "Firefox" });
    await site.get("/properties/karen-villa", {
      "User-Agent": "Safari",
      "If-None-Match": firstVisit.headers.get("etag")!,
    });
    await site.get("/About");
    await site.get("/About");
    expect(visits).toEqual([
      ["GET", "Firefox", "karen-villa"],
      ["GET", "Safari", "karen-villa"],
    ]);
  });

  it("send a visitor's page again as it was rendered, until the content version moves on", async () => {
    const site = await siteWith(LIMITS);
    expect((await site.get("/About")).text).toBe("rendered /About 1");
    const again = await site.get("/About");
    expect(again.text).toBe("rendered /About 1");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect((await site.get("/contact")).text).toBe("rendered /contact 2");

    site.changeContent();
    expect((await site.get("/About")).text).toBe("rendered /About 3");
  });

  it("send a kept page with the headers of every response and its own, each once, and its length", async () => {
    const site = await siteWith(LIMITS);
    await site.get("/About");
    for (const [acceptEncoding, encoding] of [
      ["identity", undefined],
      ["br", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const { headers, body } = await site.raw("/About", acceptEncoding);
      expect(headers["x-page-cache"]).toBe("hit");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["content-type"]).toBe("text/plain");
      expect(headers.vary).toBe("Cookie, Accept-Encoding");
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["content-length"]).toBe(String(body.length));
    }
  });

  it("never answer a request with the site's cookies, a post or the data of a navigation", async () => {
    const site = await siteWith(LIMITS);
    await site.get("/About");
    expect((await site.get("/About", { Cookie: "makazi_session=abc" })).text).toBe("rendered /About 2");
    expect((await site.get("/About.data")).text).toBe("rendered /About.data 3");
    expect((await site.get("/About")).text).toBe("rendered /About 1");
  });

  it("answer 304 to a client that holds the page", async () => {
    const site = await siteWith(LIMITS);
    const first = await site.get("/About");
    const revalidated = await site.get("/About", { "If-None-Match": first.headers.get("etag")! });
    expect(revalidated.status).toBe(304);
  });

  it("drop the least recently used pages once their bytes pass the limit", async () => {
    const site = await siteWith({ maxBytes: 30, maxAgeMs: 60_000 });
    await site.get("/a"); // "rendered /a 1": 13 bytes, two fit
    await site.get("/b");
    await site.get("/a");
    await site.get("/c");
    expect((await site.get("/a")).text).toBe("rendered /a 1");
    expect((await site.get("/b")).text).toBe("rendered /b 4");
  });

  it("send no page older than their maximum age", async () => {
    const site = await siteWith({ maxBytes: 1_000, maxAgeMs: -1 });
    await site.get("/About");
    expect((await site.get("/About")).text).toBe("rendered /About 2");
  });

  it("keep several renderings of a page that differs on each visit, and send one at random", async () => {
    const site = await siteWith(LIMITS, 4);
    const seen = new Set<string>();
    for (let visit = 0; visit < 40; visit += 1) seen.add((await site.get("/")).text);
    expect(seen).toEqual(new Set(["rendered / 1", "rendered / 2", "rendered / 3", "rendered / 4"]));
  });

  it("render each missing rendering once at a time, sending the others one already kept meanwhile", async () => {
    const site = await siteWith(
      LIMITS,
      4,
      () => {},
      (rendering) => rendering === 1,
    );
    await site.get("/");
    const sent = [];
    for (let visit = 0; visit < 40; visit += 1) sent.push((await site.get("/")).text);
    // Renderings 2 to 4 are still under way: each empty place was rendered for one request only.
    const rendered = sent.filter((text) => text !== "rendered / 1");
    expect(rendered.length).toBeLessThanOrEqual(3);
    expect(sent.filter((text) => text === "rendered / 1").length).toBeGreaterThanOrEqual(37);
  });
});

describe("preferredEncoding", () => {
  it("takes Brotli over gzip whatever the order, and neither when refused", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it("gives bytes that decompress to the page", async () => {
    const site = await siteWith(LIMITS);
    await site.get("/About");
    for (const [encoding, decompress] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const { headers, body } = await site.raw("/About", encoding);
      expect(headers["content-encoding"]).toBe(encoding);
      expect(decompress(body).toString()).toBe("rendered /About 1");
    }
  });
});
