/** Any origin will do: only whether a target stays on it matters. */
const SITE = "http://site.invalid";

/**
 * A path on this site to send the browser to after sign-in, written out as browsers will read
 * it, or null for anything that could lead elsewhere. Browsers drop tabs and newlines from an
 * address and read a backslash as a slash, so `/<TAB>/evil.example` or `/\evil.example` would
 * reach another site: those are refused before the value is parsed as a URL against this site,
 * and what it resolves to must stay on the site and not begin as another site's address does.
 */
export function safeRedirectTarget(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SITE || target.startsWith("//")) return null;
  return target;
}
