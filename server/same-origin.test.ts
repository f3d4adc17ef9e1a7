import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginWrites } from "./same-origin";

let server: Server;
let host: string;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites({ allowFromAnySite: (path) => path.startsWith("/one-click/") }));
  app.use((_request, response) => response.send("reached the site"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(method: string, headers: Record<string, string>, path = "/contact") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = "name=x";
    const sent = {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(body.length),
    };
    request(`http://${host}${path}`, { method, headers: { ...sent, ...headers } }, (incoming) => {
      let answer = "";
      incoming.on("data", (chunk: Buffer) => (answer += chunk.toString()));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, body: answer }));
    })
      .on("error", reject)
      .end(body);
  });
}

describe("sameOriginWrites", () => {
  it("refuses a post from another origin with 403 and a plain message", async () => {
    const response = await send("POST", { Origin: "https://evil.example" });
    expect(response).toEqual({ status: 403, body: "Forbidden: this form was sent from another site." });
  });

  it("refuses a post from the same host on another port or protocol, and from an opaque origin", async () => {
    const [hostname] = host.split(":");
    for (const origin of [`http://${hostname}:1`, `https://${host}`, "null"]) {
      expect((await send("POST", { Origin: origin })).status, origin).toBe(403);
    }
  });

  it("accepts a post from its own origin", async () => {
    expect(await send("POST", { Origin: `http://${host}` })).toEqual({
      status: 200,
      body: "reached the site",
    });
  });

  it("without Origin, refuses a cross-site fetch and accepts the rest", async () => {
    expect((await send("DELETE", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await send("POST", { "Sec-Fetch-Site": "same-origin" })).status).toBe(200);
    expect((await send("POST", {})).status).toBe(200);
  });

  it("lets another site post to the addresses it is told to, and nothing else there", async () => {
    const foreign = { Origin: "https://mail.example", "Sec-Fetch-Site": "cross-site" };
    expect((await send("POST", foreign, "/one-click/abc")).status).toBe(200);
    expect((await send("POST", {}, "/one-click/abc")).status).toBe(200);
    expect((await send("DELETE", foreign, "/one-click/abc")).status).toBe(403);
    expect((await send("POST", foreign, "/contact")).status).toBe(403);
  });

  it("lets reads through whatever their origin", async () => {
    expect(
      (await send("GET", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status,
    ).toBe(200);
  });
});
