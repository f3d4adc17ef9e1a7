import { createHash } from "node:crypto";

/**
 * What lets a page's scripts run: a nonce made for one response (pages rendered for one
 * person), or the hashes of the page's own scripts (visitors' pages, the same bytes for
 * everyone, kept and sent again as they are).
 */
export type ScriptPolicy = { nonce: string } | { hashes: string[] };

/**
 * The policy of a page. Its own scripts run (by nonce or hash) and 'strict-dynamic' lets the
 * modules they import load in turn; nothing else runs, injected markup included. Styles come
 * only from our own stylesheet files; images may also be linked from other https sites, as the
 * administrator does for listings, and come from `mediaOrigin` when photos are served from
 * elsewhere (MEDIA_BASE_URL). Without a script policy (Vite's live reload in development) only
 * framing is forbidden.
 */
export function contentSecurityPolicy(
  scripts: ScriptPolicy | null,
  mediaOrigin: string | null = null,
): string {
  if (!scripts) return "frame-ancestors 'none'";
  const scriptSources =
    "nonce" in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src", ...scriptSources, "'strict-dynamic'"].join(" "),
    "style-src 'self'",
    ["img-src 'self' https: data:", mediaOrigin].filter(Boolean).join(" "),
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const sha256 = (content: string | Buffer) =>
  `sha256-${createHash("sha256").update(content).digest("base64")}`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const INTEGRITY = /\bintegrity="(sha256-[^"]+)"/g;

/**
 * The hashes that let exactly this page's scripts run: each inline script's text, and the
 * integrity of each module preload. Structured data (JSON-LD) is never run and needs none.
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(sha256(content));
  }
  for (const [, integrity = ""] of html.matchAll(INTEGRITY)) hashes.add(integrity);
  return [...hashes];
}

/**
 * Gives each module preload of a built file the file's integrity hash. A preload is fetched by
 * the page itself, not by a script, so under a hash-based policy it runs only when the policy
 * lists its integrity; the browser then also checks that the file is the one built.
 */
export function withModuleIntegrity(html: string, integrityOf: (href: string) => string | undefined): string {
  return html.replace(MODULE_PRELOAD, (tag, href: string) => {
    const integrity = integrityOf(href);
    return integrity ? `<link rel="modulepreload" href="${href}" integrity="${integrity}"/>` : tag;
  });
}

/** The integrity hash of a file's bytes, as `integrity` attributes and policies write it. */
export const integrityOf = sha256;
