import { LANGUAGES, pathInLanguage } from "./language";
import { absoluteUrl } from "./site-address";
import { escapeXml } from "./xml";

/** The sitemap protocol's limit on the addresses in one sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

/** The public pages that are not listings. */
export const STATIC_PAGES = ["/", "/properties", "/About", "/contact", "/privacy"] as const;

/**
 * How the site's addresses are cut into sitemap files of at most `urlsPerFile` addresses: one
 * file while they fit, else an index of `files` numbered files, file n holding the listings with
 * ids in ((n - 1) × listingsPerFile, n × listingsPerFile] (its number never moves a listing to
 * another file), the first the static pages too.
 */
export function sitemapFiles(
  { count, highestId }: { count: number; highestId: number },
  urlsPerFile: number,
): { files: number; listingsPerFile: number } {
  const staticUrls = STATIC_PAGES.length * LANGUAGES.length;
  const listingsPerFile = Math.floor((urlsPerFile - staticUrls) / LANGUAGES.length);
  if (listingsPerFile < 1) throw new RangeError(`${urlsPerFile} addresses per sitemap are too few`);
  if (staticUrls + count * LANGUAGES.length <= urlsPerFile) return { files: 1, listingsPerFile: Infinity };
  return { files: Math.ceil(highestId / listingsPerFile), listingsPerFile };
}

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

/** The start of a sitemap (sitemaps.org protocol 0.9), before its addresses. */
export const SITEMAP_HEAD = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  "",
].join("\n");

/** The end of a sitemap, after its addresses. */
export const SITEMAP_TAIL = "</urlset>\n";

/** `entries` as a sitemap lists them, a line each: a sitemap is its head, runs of these, its tail. */
export function sitemapUrls(entries: readonly SitemapEntry[]): string {
  return entries.map((entry) => `${urlElement(entry)}\n`).join("");
}

/** A sitemap (sitemaps.org protocol 0.9) of `entries`, which must be 50,000 or fewer. */
export function sitemapXml(entries: SitemapEntry[]): string {
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new RangeError(`A sitemap holds at most ${MAX_SITEMAP_URLS} addresses, not ${entries.length}`);
  }
  return SITEMAP_HEAD + sitemapUrls(entries) + SITEMAP_TAIL;
}

/** A sitemap index of the sitemap files at `urls` (absolute addresses). */
export function sitemapIndexXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}
