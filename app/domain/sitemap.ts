/** The sitemap protocol's limit on the addresses in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The public pages that are not listings. */
export const STATIC_PAGES = ["/", "/properties", "/About", "/contact"] as const;

/** How many listings fit in the sitemap beside the static pages. */
export const MAX_SITEMAP_LISTINGS = MAX_SITEMAP_URLS - STATIC_PAGES.length;

export interface SitemapEntry {
  /** Absolute address. */
  url: string;
  /** W3C date or date-time of the last change, when known. */
  lastModified?: string;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

function urlElement({ url, lastModified }: SitemapEntry): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
  return `<url><loc>${escapeXml(url)}</loc>${lastmod}</url>`;
}

/** A sitemap (sitemaps.org protocol 0.9) of `entries`, which must be 50,000 or fewer. */
export function sitemapXml(entries: SitemapEntry[]): string {
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new RangeError(`A sitemap holds at most ${MAX_SITEMAP_URLS} addresses, not ${entries.length}`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
}
