/** Absolute addresses of the site's pages, for search engines and link previews. */

/** `path` on the site at `origin`: `absoluteUrl("https://makazi.co.ke", "/About")`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
