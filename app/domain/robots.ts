/** The administrator's pages and forms: of no use to search engines. */
export const ADMIN_PATHS = [
  "/admin",
  "/admin-dashboard",
  "/manage-properties",
  "/addservice",
  "/updateservice/",
  "/manage-about-me",
  "/messages",
  "/settings",
  "/your-site",
  "/people",
  "/your-details",
  "/invitation/",
  "/image-uploads",
  "/change-password",
  "/two-factor",
  "/sessions",
  "/audit-log",
  "/processing-record",
  "/personal-data",
  "/search-alerts",
  "/availability",
  "/viewings",
  "/window-card/",
  "/sign-in/",
  "/import",
] as const;

/** The feeds' secret addresses (feeds.ts): for the sites they are given to, never for search engines. */
export const FEEDS_PATH = "/feeds/";

/** `/robots.txt`: every crawler may read the public site, none the administrator's pages. */
export function robotsTxt(sitemapUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...[...ADMIN_PATHS, FEEDS_PATH].map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
