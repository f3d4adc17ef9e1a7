import { describe, expect, it } from "vitest";
import { MAX_SITEMAP_URLS, pageInEveryLanguage, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each address, with its last change when known", () => {
    expect(
      sitemapXml([
        { url: "https://makazi.co.ke/" },
        {
          url: "https://makazi.co.ke/properties/nyali-villa",
          lastModified: "2026-01-15T09:30:00.000Z",
        },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "<url><loc>https://makazi.co.ke/</loc></url>",
        "<url><loc>https://makazi.co.ke/properties/nyali-villa</loc><lastmod>2026-01-15T09:30:00.000Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("lists a page in English and Kiswahili, each naming the other", () => {
    const xml = sitemapXml(pageInEveryLanguage("https://makazi.co.ke", "/About"));
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://makazi.co.ke/About"/>' +
      '<xhtml:link rel="alternate" hreflang="sw" href="https://makazi.co.ke/sw/About"/>';
    expect(xml).toContain(`<url><loc>https://makazi.co.ke/About</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://makazi.co.ke/sw/About</loc>${alternates}</url>`);
  });

  it("escapes addresses as XML", () => {
    expect(sitemapXml([{ url: "https://makazi.co.ke/properties?type=land&city=Kisumu" }])).toContain(
      "<loc>https://makazi.co.ke/properties?type=land&amp;city=Kisumu</loc>",
    );
  });

  it("refuses more addresses than the protocol allows in one file", () => {
    const entries = Array.from({ length: MAX_SITEMAP_URLS + 1 }, (_, index) => ({
      url: `https://makazi.co.ke/properties/${index}`,
    }));
    expect(() => sitemapXml(entries)).toThrow(RangeError);
    expect(() => sitemapXml(entries.slice(1))).not.toThrow();
  });
});
