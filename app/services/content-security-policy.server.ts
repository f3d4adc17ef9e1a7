import { createHash } from "node:crypto";

/**
 * What lets a page's scripts run: a nonce made for one response (pages rendered for one
 * person), and the hashes of the page's own scripts (all of them on visitors' pages, the same
 * bytes for everyone, kept and sent again as they are; on others, the scripts loaded with
 * their integrity, which carry no nonce).
 */
export interface ScriptPolicy {
  nonce?: string;
  hashes: string[];
}

/**
 * The policy of a page. Its own scripts run (by nonce or hash) and 'strict-dynamic' lets the
 * modules they import load in turn; nothing else runs, injected markup included. Styles come
 * only from our own stylesheet files; images may also be linked from other https sites, as the
 * administrator does for listings, and from `imageSources`: the origin photos are served from
 * when it is elsewhere (MEDIA_BASE_URL), and that of the map tiles (MAP_TILE_URL), which may
 * be plain http on a private network. Without a script policy (Vite's live reload in
 * development) only framing is forbidden.
 */
export function contentSecurityPolicy(
  scripts: ScriptPolicy | null,
  imageSources: readonly string[] = [],
): string {
  if (!scripts) return "frame-ancestors 'none'";
  const scriptSources = [
    ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
    ...scripts.hashes.map((hash) => `'${hash}'`),
  ];
  return [
    "default-src 'self'",
    ["script-src", ...scriptSources, "'strict-dynamic'"].join(" "),
    "style-src 'self'",
    ["img-src 'self' https: data:", ...new Set(imageSources)].join(" "),
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const INTEGRITY = /\bintegrity="([^"]+)"/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** The integrity hashes an import map gives the modules it names. */
function importMapIntegrities(importMap: string): string[] {
  const { integrity } = JSON.parse(importMap) as { integrity?: Record<string, string> };
  return Object.values(integrity ?? {});
}

/** The integrity of each script the page loads from a file with one (the page script). */
export function loadedScriptIntegrities(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(SCRIPT)) {
    const integrity = /\bsrc=/.test(attributes) ? INTEGRITY.exec(attributes)?.[1] : undefined;
    if (integrity) hashes.add(integrity);
  }
  return [...hashes];
}

/**
 * The hashes that let exactly this page's scripts run: each inline script's text (the import
 * map among them), the integrity of each built module that the import map gives the browser
 * to check, since the modules a page loads later are refused unless listed too, and that of
 * each script loaded from a file with its integrity. Structured data (JSON-LD) is never run
 * and needs none.
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>(loadedScriptIntegrities(html));
  for (const [, attributes = "", content = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc=/.test(attributes) || /\btype="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(content).digest("base64")}`);
    if (/\btype="importmap"/.test(attributes)) {
      for (const hash of importMapIntegrities(content)) hashes.add(hash);
    }
  }
  return [...hashes];
}

/**
 * A visitor's page without module preloads: its module script imports the same files once the
 * page is parsed. Preloaded, a dozen modules would compete with the page's own HTML,
 * stylesheet and first photo on a slow connection.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
