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
  app.use("/site", securityHeaders());
  app.use((_request, response) => response.type("image/webp").send(Buffer.from("photo")));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    request(`${base}${path}`, { headers }, (incoming) => {
      let body = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => (body += chunk));
      incoming.on("end", () => resolve({ headers: incoming.headers, body }));
    })
      .on("error", reject)
      .end();
  });
}

describe("securityHeaders", () => {
  it("forbids sniffing, framing, openers from other sites and unused device features, and trims referrers", async () => {
    for (const path of ["/site/media/photo-480.webp", "/site/properties"]) {
      const { headers } = await get(path);
      expect(headers["content-type"]).toBe("image/webp");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["permissions-policy"]).toContain("geolocation=()");
      expect(headers["permissions-policy"]).toContain("camera=(self)");
    }
  });

  it("sends HSTS only over https", async () => {
    expect((await get("/site/")).headers["strict-transport-security"]).toBeUndefined();
    expect((await get("/site/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
