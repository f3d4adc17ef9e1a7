import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  // As behind a proxy that ends TLS and says so (TRUST_PROXY).
  app.set("trust proxy", "loopback");
  app.use(securityHeaders);
  app.use((_request, response) => response.type("image/webp").send(Buffer.from("RIFF")));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function headersOf(headers: Record<string, string> = {}) {
  return new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    request(`${base}/media/photo-480.webp`, { headers }, (incoming) => {
      incoming.resume();
      incoming.on("end", () => resolve(incoming.headers));
    })
      .on("error", reject)
      .end();
  });
}

describe("securityHeaders", () => {
  it("forbids sniffing and framing and trims referrers, on every response", async () => {
    const headers = await headersOf();
    expect(headers["content-type"]).toBe("image/webp");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("sends HSTS only over https", async () => {
    expect((await headersOf())["strict-transport-security"]).toBeUndefined();
    expect((await headersOf({ "X-Forwarded-Proto": "https" }))["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
