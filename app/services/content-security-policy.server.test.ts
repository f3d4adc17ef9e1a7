import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy.server";

/** The directives of a policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(";").map((directive) => {
      const [name = "", ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("lets scripts run only with the nonce and what they load, and allows no inline styles", () => {
    expect(directives(contentSecurityPolicy("bm9uY2Utb2YtYS1wYWdl"))).toEqual({
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

  it("lets images come from the media address when photos are served from elsewhere", () => {
    const policy = directives(contentSecurityPolicy("bm9uY2U", "http://127.0.0.1:9000"));
    expect(policy["img-src"]).toEqual(["'self'", "https:", "data:", "http://127.0.0.1:9000"]);
  });

  it("only forbids framing when there is no nonce (Vite's live reload in development)", () => {
    expect(contentSecurityPolicy(undefined)).toBe("frame-ancestors 'none'");
  });
});
