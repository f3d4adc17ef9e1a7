import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  contentSecurityPolicy,
  integrityOf,
  scriptHashes,
  withModuleIntegrity,
} from "./content-security-policy.server";

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
    expect(directives(contentSecurityPolicy({ nonce: "bm9uY2Utb2YtYS1wYWdl" }))).toEqual({
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
    const policy = directives(contentSecurityPolicy({ nonce: "bm9uY2U" }, "http://127.0.0.1:9000"));
    expect(policy["img-src"]).toEqual(["'self'", "https:", "data:", "http://127.0.0.1:9000"]);
  });

  it("lets scripts run only by the hashes of a page's own, and what they load", () => {
    const policy = directives(contentSecurityPolicy({ hashes: ["sha256-AAAA", "sha256-BBBB"] }));
    expect(policy["script-src"]).toEqual(["'sha256-AAAA'", "'sha256-BBBB'", "'strict-dynamic'"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
  });

  it("only forbids framing without a script policy (Vite's live reload in development)", () => {
    expect(contentSecurityPolicy(null)).toBe("frame-ancestors 'none'");
  });
});

describe("scriptHashes", () => {
  const hashOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("hashes each inline script's text exactly, and each module preload's integrity", () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js" integrity="sha256-PRELOAD"/>' +
      '<script>window.__context = {"a":"</b>"};</script>' +
      '<script type="module" async="">import "/assets/a.js";\n</script>' +
      '<script type="application/ld+json">{"@type":"Offer"}</script>' +
      '<script src="/assets/b.js"></script>';
    expect(scriptHashes(html)).toEqual([
      hashOf('window.__context = {"a":"</b>"};'),
      hashOf('import "/assets/a.js";\n'),
      "sha256-PRELOAD",
    ]);
  });

  it("lists a script that appears twice once", () => {
    expect(scriptHashes("<script>go()</script><p></p><script>go()</script>")).toEqual([hashOf("go()")]);
  });
});

describe("withModuleIntegrity", () => {
  it("gives the preloads of built files their integrity, and leaves other preloads alone", () => {
    const integrities = new Map([["/assets/entry.js", integrityOf("export {}")]]);
    const html = withModuleIntegrity(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/other.js"/>',
      (href) => integrities.get(href),
    );
    expect(html).toBe(
      `<link rel="modulepreload" href="/assets/entry.js" integrity="${integrityOf("export {}")}"/>` +
        '<link rel="modulepreload" href="/other.js"/>',
    );
  });
});
