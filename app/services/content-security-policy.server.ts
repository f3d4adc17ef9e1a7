import { createHash } from "node:crypto";
import { CURRENCY_CHOICE_SCRIPT } from "~/domain/currency";
import { FIRST_VISIT_LANGUAGE_SCRIPT } from "~/domain/language";
import type { PageScript } from "./page-script.server";

/**
 * What lets a page's scripts run: a nonce made for one response (pages rendered for one
 * person), and the hashes of the app's own scripts (`ownScriptHashes`), the same for every page:
 * all a visitor's page needs, being the same bytes for everyone, kept and sent again as they are.
 */
export interface ScriptPolicy {
  nonce?: string;
  hashes: string[];
}

/**
 * The policy of a page. Its own scripts run (by nonce or hash) and 'strict-dynamic' lets the
 * modules they import load in turn; nothing else runs, injected markup included. Styles come
 * only from our own stylesheet files and `inlineStyles`, by their hashes (the office's colour);
 * images may also be linked from other https sites, as the
 * administrator does for listings, and from `imageSources`: the origin photos are served from
 * when it is elsewhere (MEDIA_BASE_URL), and that of the map tiles (MAP_TILE_URL), which may
 * be plain http on a private network. A page frames nothing but `frameSources`: a listing's
 * video player, on its page alone. Without a script policy (Vite's live reload in
 * development) only framing is forbidden.
 */
export function contentSecurityPolicy(
  scripts: ScriptPolicy | null,
  imageSources: readonly string[] = [],
  frameSources: readonly string[] = [],
  inlineStyles: readonly string[] = [],
): string {
  if (!scripts) return "frame-ancestors 'none'";
  const scriptSources = [
    ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
    ...scripts.hashes.map((hash) => `'${hash}'`),
  ];
  return [
    "default-src 'self'",
    ["script-src", ...scriptSources, "'strict-dynamic'"].join(" "),
    ["style-src 'self'", ...inlineStyles.map((text) => `'${sha256(text)}'`)].join(" "),
    ["img-src 'self' https: data:", ...new Set(imageSources)].join(" "),
    "connect-src 'self'",
    ["frame-src", ...(frameSources.length > 0 ? new Set(frameSources) : ["'none'"])].join(" "),
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The inline scripts the app writes into its pages, each always the same text. */
const INLINE_SCRIPTS = [CURRENCY_CHOICE_SCRIPT, FIRST_VISIT_LANGUAGE_SCRIPT];

/**
 * The hashes that let the app's own scripts run, and nothing else: the page script's integrity
 * and the SHA-256 of each inline script's text, worked out once when the server starts. They
 * never come from a page's HTML, which could hold markup slipped into it: such a script's hash
 * is in no policy. A new inline script goes into INLINE_SCRIPTS, or the browser refuses it.
 * Structured data (JSON-LD) is never run and needs none.
 */
export function ownScriptHashes(pageScript: PageScript): string[] {
  return [...(pageScript.integrity ? [pageScript.integrity] : []), ...INLINE_SCRIPTS.map(sha256)];
}

function sha256(text: string): string {
  return `sha256-${createHash("sha256").update(text).digest("base64")}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * A visitor's page without module preloads: its module script imports the same files once the
 * page is parsed. Preloaded, a dozen modules would compete with the page's own HTML,
 * stylesheet and first photo on a slow connection.
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}
