import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticFiles } from "./static-files.ts";

const script = `export const listings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Listing ${i}`))};`;
let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "makazi-static-"));
  mkdirSync(join(root, "assets"));
  mkdirSync(join(root, ".vite"));
  writeFileSync(join(root, "assets", "entry-abc123.js"), script);
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  writeFileSync(join(root, ".vite", "manifest.json"), "{}");
  const app = express();
  app.use(await staticFiles(root));
  app.use((_request, response) => response.status(404).send("not a file"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** Raw bytes and headers as sent: node:http, unlike fetch, does not decompress. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ response: { status: number; headers: Headers }; body: Buffer }>((resolve, reject) => {
    request(`${base}${path}`, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === "string") responseHeaders.set(name, value);
        }
        resolve({
          response: { status: incoming.statusCode ?? 0, headers: responseHeaders },
          body: Buffer.concat(chunks),
        });
      });
    })
      .on("error", reject)
      .end();
  });
}

describe("staticFiles", () => {
  it("sends brotli to clients that accept it, gzip to those that only take gzip, plain bytes otherwise", async () => {
    const br = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(br.response.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get("/assets/entry-abc123.js", { "accept-encoding": "gzip" });
    expect(gz.response.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get("/assets/entry-abc123.js", { "accept-encoding": "identity" });
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(plain.body.toString()).toBe(script);
    expect(plain.response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(plain.response.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("honours a refusal written as q=0", async () => {
    const { response } = await get("/assets/entry-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("caches hashed assets for a year as immutable, other files for an hour", async () => {
    expect((await get("/assets/entry-abc123.js")).response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect((await get("/favicon.svg")).response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers 304 to a request carrying the current ETag", async () => {
    const first = await get("/favicon.svg");
    const etag = first.response.headers.get("etag")!;
    const again = await get("/favicon.svg", { "if-none-match": etag });
    expect(again.response.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it("passes on paths that are not files, and never serves hidden build files", async () => {
    expect((await get("/properties")).response.status).toBe(404);
    expect((await get("/.vite/manifest.json")).response.status).toBe(404);
  });
});
