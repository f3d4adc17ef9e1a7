import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { CURRENCY_CHOICE_SCRIPT } from "~/domain/currency";
import { FIRST_VISIT_LANGUAGE_SCRIPT } from "~/domain/language";
import {
  contentSecurityPolicy,
  ownScriptHashes,
  withoutModulePreloads,
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
    expect(directives(contentSecurityPolicy({ nonce: "bm9uY2Utb2YtYS1wYWdl", hashes: [] }))).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'nonce-bm9uY2Utb2YtYS1wYWdl'", "'strict-dynamic'"],
      "style-src": ["'self'"],
      "img-src": ["'self'", "https:", "data:"],
      "connect-src": ["'self'"],
      "frame-src": ["'none'"],
      "form-action": ["'self'"],
      "base-uri": ["'none'"],
      "object-src": ["'none'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("lets images come from the media address when photos are served from elsewhere", () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: "bm9uY2U", hashes: [] }, ["http://127.0.0.1:9000"]),
    );
    expect(policy["img-src"]).toEqual(["'self'", "https:", "data:", "http://127.0.0.1:9000"]);
  });

  it("lets a page frame only the origins it names, such as its video's player", () => {
    const policy = directives(
      contentSecurityPolicy({ hashes: [] }, [], ["https://player.vimeo.com", "https://player.vimeo.com"]),
    );
    expect(policy["frame-src"]).toEqual(["https://player.vimeo.com"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("lets a page with a nonce also run the scripts it loads by their integrity", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "bm9uY2U", hashes: ["sha384-PAGE_SCRIPT"] }));
    expect(policy["script-src"]).toEqual(["'nonce-bm9uY2U'", "'sha384-PAGE_SCRIPT'", "'strict-dynamic'"]);
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

describe("ownScriptHashes", () => {
  const hashOf = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

  it("allows the page script by its integrity and each inline script the app writes by its text", () => {
    expect(ownScriptHashes({ src: "/assets/page.js", integrity: "sha384-PAGE_SCRIPT" })).toEqual([
      "sha384-PAGE_SCRIPT",
      hashOf(CURRENCY_CHOICE_SCRIPT),
      hashOf(FIRST_VISIT_LANGUAGE_SCRIPT),
    ]);
  });

  it("allows no script file without an integrity to check", () => {
    expect(ownScriptHashes({ src: "/assets/page.js" })).toEqual([
      hashOf(CURRENCY_CHOICE_SCRIPT),
      hashOf(FIRST_VISIT_LANGUAGE_SCRIPT),
    ]);
  });
});

describe("withoutModulePreloads", () => {
  it("leaves out every module preload and nothing else", () => {
    expect(
      withoutModulePreloads(
        '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
          '<link rel="modulepreload" href="/assets/root.js" nonce="x"/>',
      ),
    ).toBe('<link rel="stylesheet" href="/assets/app.css"/>');
  });
});
