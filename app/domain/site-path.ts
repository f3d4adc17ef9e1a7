/** Slashes and backslashes, as typed or percent-encoded: browsers read a backslash as a slash. */
const SEPARATORS = /(?:[/\\]|%2f|%5c)+/gi;
/** Browsers drop tabs and newlines from an address before reading it. */
const DROPPED = /[\t\n\r]|%0[9ad]/gi;

/**
 * `path` (a request's path, perhaps with its query) as an address on this site to write back
 * into a page: exactly one `/` first and between segments. `//evil.example`, `/\evil.example`
 * or `/<TAB>/evil.example` would lead a browser to another site, and `/%2F/evil.example` would
 * once anything decodes it: each run of slashes, backslashes and their encodings becomes one
 * slash, and tabs and newlines are dropped. The query is left as it is; it cannot change the
 * site a link leads to.
 */
export function sitePath(path: string): string {
  const queryStart = path.search(/[?#]/);
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? "" : path.slice(queryStart);
  const collapsed = `/${pathname.replace(DROPPED, "")}`.replace(SEPARATORS, "/");
  return `${collapsed}${query}`;
}

/**
 * The page a request is for, as path and query: React Router asks for a page's data at its
 * path with `.data` added (`/_root.data` for the home page) and its own `_routes` parameter,
 * which no one is sent back to.
 */
export function requestedPage(url: URL): { pathname: string; search: string } {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  if (!url.searchParams.has("_routes")) return { pathname, search: url.search };
  const query = new URLSearchParams(url.search);
  query.delete("_routes");
  return { pathname, search: query.size === 0 ? "" : `?${query}` };
}
