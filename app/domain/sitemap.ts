import { LANGUAGES, pathInLanguage } from "./language";
import { absoluteUrl } from "./site-address";
import { escapeXml } from "./xml";

/** The sitemap protocol's limit on the addresses in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The public pages that are not listings. */
export const STATIC_PAGES = ["/", "/properties", "/About", "/contact"] as const;

/** How many listings fit in the sitemap beside the static pages, each page in every language. */
export const MAX_SITEMAP_LISTINGS = Math.floor(MAX_SITEMAP_URLS / LANGUAGES.length) - STATIC_PAGES.length;

export interface SitemapEntry {
  /** Absolute address. */
  url: string;
  /** W3C date or date-time of the last change, when known. */
  lastModified?: string;
  /** The same page in each language, itself included. */
  alternates?: { hreflang: string; url: string }[];
}

/** The page at the English `path` in every language, each entry naming all of them. */
export function pageInEveryLanguage(origin: string, path: string, lastModified?: string): SitemapEntry[] {
  const alternates = LANGUAGES.map(({ code, hreflang }) => ({
    hreflang,
    url: absoluteUrl(origin, pathInLanguage(path, code)),
  }));
  return alternates.map(({ url }) => ({ url, alternates, ...(lastModified && { lastModified }) }));
}

function urlElement({ url, lastModified, alternates = [] }: SitemapEntry): string {
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : "";
  const links = alternates.map(
    (alternate) =>
      `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.url)}"/>`,
  );
  return `<url><loc>${escapeXml(url)}</loc>${lastmod}${links.join("")}</url>`;
}

/** A sitemap (sitemaps.org protocol 0.9) of `entries`, which must be 50,000 or fewer. */
export function sitemapXml(entries: SitemapEntry[]): string {
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new RangeError(`A sitemap holds at most ${MAX_SITEMAP_URLS} addresses, not ${entries.length}`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    "</urlset>",
    "",
  ].join("\n");
}
