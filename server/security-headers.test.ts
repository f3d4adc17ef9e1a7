import { request, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, scriptNonceOf, securityHeaders } from "./security-headers";

let server: Server;
let base: string;

beforeAll(async () => {
  // The production site under /site, the development one (Vite's live reload) under /dev;
  // each answers with the nonce its handler was given, or "none".
  const site = express.Router();
  site.use(securityHeaders({ contentPolicy: true }));
  const development = express.Router();
  development.use(securityHeaders({ contentPolicy: false }));
  const app = express();
  // As behind a proxy that ends TLS and says so (TRUST_PROXY).
  app.set("trust proxy", "loopback");
  app.use("/site", site);
  app.use("/dev", development);
  app.use((_request, response) =>
    response.type("image/webp").send(Buffer.from(scriptNonceOf(response) ?? "none")),
  );
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

/** The nonce a Content-Security-Policy header allows scripts with. */
function nonceIn(policy: unknown): string | undefined {
  return typeof policy === "string" ? /'nonce-([^']+)'/.exec(policy)?.[1] : undefined;
}

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("createNonce", () => {
  it("gives 16 random bytes in base64, different every time", () => {
    const nonces = Array.from({ length: 100 }, () => createNonce());
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});

describe("contentSecurityPolicy", () => {
  it("lets scripts run only with the nonce and what they load, and allows no inline styles", () => {
    const policy = directives(contentSecurityPolicy("bm9uY2Utb2YtYS1wYWdl"));
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'nonce-bm9uY2Utb2YtYS1wYWdl'", "'strict-dynamic'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "https:", "data:"],
      "connect-src": ["'self'"],
      "form-action": ["'self'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
  });
});

describe("securityHeaders", () => {
  it("puts a fresh nonce in the policy of every response and hands the same one to the page", async () => {
    const first = await get("/site/properties");
    const second = await get("/site/properties");
    const nonce = nonceIn(first.headers["content-security-policy"]);
    expect(nonce).toBeDefined();
    expect(first.headers["content-security-policy"]).toBe(contentSecurityPolicy(nonce!));
    expect(first.body).toBe(nonce);
    expect(nonceIn(second.headers["content-security-policy"])).toBe(second.body);
    expect(second.body).not.toBe(first.body);
  });

  it("leaves scripts and styles free in development, but still forbids framing", async () => {
    const { headers, body } = await get("/dev/properties");
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(body).toBe("none");
  });

  it("forbids sniffing and framing and trims referrers, on every response", async () => {
    for (const path of ["/site/media/photo-480.webp", "/dev/media/photo-480.webp"]) {
      const { headers } = await get(path);
      expect(headers["content-type"]).toBe("image/webp");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends HSTS only over https", async () => {
    expect((await get("/site/")).headers["strict-transport-security"]).toBeUndefined();
    expect((await get("/site/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
