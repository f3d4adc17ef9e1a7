import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("lets crawlers read the public site, keeps them out of the administrator's pages and the feeds, and names the sitemap", () => {
    expect(robotsTxt("https://makazi.co.ke/sitemap.xml")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /admin-dashboard",
        "Disallow: /manage-properties",
        "Disallow: /addservice",
        "Disallow: /updateservice/",
        "Disallow: /manage-about-me",
        "Disallow: /messages",
        "Disallow: /settings",
        "Disallow: /your-site",
        "Disallow: /people",
        "Disallow: /your-details",
        "Disallow: /invitation/",
        "Disallow: /image-uploads",
        "Disallow: /change-password",
        "Disallow: /two-factor",
        "Disallow: /sessions",
        "Disallow: /audit-log",
        "Disallow: /processing-record",
        "Disallow: /personal-data",
        "Disallow: /search-alerts",
        "Disallow: /availability",
        "Disallow: /viewings",
        "Disallow: /window-card/",
        "Disallow: /sign-in/",
        "Disallow: /import",
        "Disallow: /feeds/",
        "",
        "Sitemap: https://makazi.co.ke/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});
