import { describe, expect, it } from "vitest";
import {
  backgroundColour,
  brandHeroImage,
  brandLogoUrls,
  DEFAULT_LOGO_URLS,
  headerLogoSize,
  heroWidths,
  imageTypeOf,
  logoRenditions,
  NOT_AN_SVG_MESSAGE,
  svgLogoProblem,
} from "./brand-images";

const svg = (inside: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40"${attributes}>${inside}</svg>`;

describe("svgLogoProblem", () => {
  it("takes a plain drawing, with its declaration, comments, styles, text and links inside itself", () => {
    const drawing =
      '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 27.0 -->\n' +
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f5132"/></linearGradient>' +
          '<path id="roof" d="M0 0h10"/></defs>' +
          "<style><![CDATA[ .a { fill: url(#g); font-family: 'Montserrat'; } ]]></style>" +
          '<use href="#roof"/><use xlink:href = "#roof" /><rect class="a" fill="url( \'#g\' )" width="10" height="10"/>' +
          "<text>Kamau &amp; Sons &#169;</text>",
        ' version="1.1" style="enable-background:new 0 0 100 40" xml:space="preserve"',
      );
    expect(svgLogoProblem(drawing)).toBeNull();
  });

  it("refuses text that is not an SVG document", () => {
    for (const text of ["", "hello", "<html><body><svg></svg></body></html>", "<svgx/>", "PNG <svg>"]) {
      expect(svgLogoProblem(text), text).toBe(NOT_AN_SVG_MESSAGE);
    }
  });

  const refusals: [string, string, string[]][] = [
    [
      "a script",
      "holds a script",
      [
        svg("<script>alert(1)</script>"),
        svg("<SCRIPT >alert(1)</SCRIPT>"),
        svg('<svg:script xmlns:svg="http://www.w3.org/2000/svg"/>'),
        svg("< script>alert(1)</script>"),
      ],
    ],
    [
      "an event attribute",
      "holds an event handler",
      [
        svg("", ' onload="alert(1)"'),
        svg('<rect ONCLICK = "x()"/>'),
        svg('<rect\nonmouseover\t=\n"x()"/>'),
        svg('<rect xlink:onload="x()"/>'),
      ],
    ],
    [
      "embedded content",
      "embeds other content",
      [
        svg("<foreignObject><div/></foreignObject>"),
        svg("<FOREIGNOBJECT/>"),
        svg('<iframe src="#a"/>'),
        svg('<embed src="#a"/>'),
        svg("<object/>"),
      ],
    ],
    [
      "a reference outside the document",
      "refers to a file, font or address outside itself",
      [
        svg('<image href="https://example.com/a.png"/>'),
        svg('<image xlink:href="data:image/png;base64,AAAA"/>'),
        svg("<use href='other.svg#a'/>"),
        svg('<use href=" #a#b"/>'),
        svg('<a href="//example.com"><rect/></a>'),
        svg('<feImage href="file:///etc/passwd"/>'),
        svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="#a"/>'),
        svg('<rect style="fill: url(https://example.com/a.svg#g)"/>'),
        svg('<rect fill="u&#114;l(http://example.com/g)"/>'),
        svg("<style>.a{background:url (x.png)}</style>"),
        svg("<style>.a{background:image-set('x.png' 1x)}</style>"),
        svg('<use href="#a" xml:base="https://example.com/"/>'),
        `<?xml version="1.0"?><?xml-stylesheet href="https://example.com/a.css"?>${svg("")}`,
      ],
    ],
    [
      "a declaration",
      "holds a document type or entity declaration",
      [
        `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg("")}`,
        `<!doctype svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg("<text>&x;</text>")}`,
        svg("<!ENTITY x 'y'>"),
      ],
    ],
    [
      "a javascript: address",
      "holds a javascript: address",
      [
        svg('<a href="javascript:alert(1)"><rect/></a>'),
        svg('<a href="&#x6A;ava&#x09;script&#58;alert(1)"><rect/></a>'),
        svg('<a href="&amp;#106;avascript:x"><rect/></a>'),
        svg('<a xlink:href=" JaVaScRiPt:x"><rect/></a>'),
      ],
    ],
    [
      "a style sheet import",
      "imports a style sheet",
      [svg("<style>@import 'a.css';</style>"), svg("<style>@IMPORT url(#a);</style>")],
    ],
    ["animation", "is animated", [svg('<set attributeName="href" to="#b"/>'), svg("<animate/>")]],
    [
      "escapes, unknown entities and open comments",
      "written in a way the site cannot check",
      [
        svg("<style>.a{background:\\75rl(x.png)}</style>"),
        svg("<text>&nbsp;</text>"),
        svg("<text>Kamau & Sons</text>"),
        svg("<!-- <script> "),
      ],
    ],
  ];

  for (const [what, reason, documents] of refusals) {
    it(`refuses ${what}, whatever its spelling`, () => {
      for (const document of documents) {
        const problem = svgLogoProblem(document);
        expect(problem, document).toContain(reason);
        expect(problem).toContain("Please save the logo again as a plain SVG, or upload it as a PNG.");
      }
    });
  }

  it("looks past comments in and around what it refuses", () => {
    expect(svgLogoProblem(svg("<!-- a --><script><!-- b -->alert(1)</script>"))).toContain("holds a script");
    expect(svgLogoProblem(svg("<!-- <script>alert(1)</script> -->"))).toContain("holds a script");
    expect(svgLogoProblem(svg('<rect/><!-- -- --><image href="x.png"/>'))).toContain("outside itself");
  });
});

describe("imageTypeOf", () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(
      parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
    );

  it("tells the kind of image by its first bytes", () => {
    expect(imageTypeOf(bytes([0x89], "PNG\r\n\x1a\n", "rest"))).toBe("png");
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(imageTypeOf(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    expect(imageTypeOf(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("avif");
    expect(imageTypeOf(bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      "svg",
    );
  });

  it("tells an image the site does not take from a file that is no image", () => {
    expect(imageTypeOf(bytes("GIF89a"))).toBe("other");
    expect(imageTypeOf(bytes([0, 0, 0, 0x18], "ftypheic"))).toBe("other");
    expect(imageTypeOf(bytes("Hello, this is a text file named logo.png"))).toBeNull();
    expect(imageTypeOf(bytes("<html><body>hi</body></html>"))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe("the logo's sizes", () => {
  it("draws the header's logo 40 CSS pixels high, at most 240 wide", () => {
    expect(headerLogoSize({ width: 300, height: 100 })).toEqual({ width: 120, height: 40 });
    expect(headerLogoSize({ width: 100, height: 100 })).toEqual({ width: 40, height: 40 });
    expect(headerLogoSize({ width: 1000, height: 100 })).toEqual({ width: 240, height: 24 });
  });

  it("makes every icon, the maskable ones with the logo's box inside the safe circle", () => {
    const renditions = logoRenditions({ width: 1024, height: 256 }, "#0f5132");
    const byName = Object.fromEntries(renditions.map((rendition) => [rendition.name, rendition]));
    expect(Object.keys(byName)).toEqual([
      "icon-32",
      "icon-48",
      "icon-192",
      "icon-512",
      "touch-180-0f5132",
      "maskable-192-0f5132",
      "maskable-512-0f5132",
      "header-1x",
      "header-2x",
    ]);
    expect(byName["icon-48"]).toMatchObject({
      canvas: { width: 48, height: 48 },
      logo: { width: 48, height: 12 },
      background: null,
    });
    expect(byName["touch-180-0f5132"]).toMatchObject({
      logo: { width: 144, height: 36 },
      background: "#0f5132",
    });
    const maskable = byName["maskable-512-0f5132"]!;
    expect(maskable.canvas).toEqual({ width: 512, height: 512 });
    expect(Math.hypot(maskable.logo.width, maskable.logo.height)).toBeLessThanOrEqual(0.8 * 512 + 1);
    expect(maskable.logo.width).toBeGreaterThan(0.75 * 512 * 0.8);
    expect(byName["header-2x"]).toMatchObject({ canvas: { width: 320, height: 80 }, background: null });
  });

  it("takes a background colour written as #rrggbb only", () => {
    expect(backgroundColour(" #0F5132 ")).toBe("#0f5132");
    for (const text of ["#fff", "0f5132", "red", "#0f5132;x", ""]) expect(backgroundColour(text)).toBeNull();
  });
});

describe("heroWidths", () => {
  it("keeps the widths narrower than the photo and the photo itself, up to 1920", () => {
    expect(heroWidths(4000)).toEqual([480, 960, 1440, 1920]);
    expect(heroWidths(1920)).toEqual([480, 960, 1440, 1920]);
    expect(heroWidths(1440)).toEqual([480, 960, 1440]);
    expect(heroWidths(1024)).toEqual([480, 960, 1024]);
  });
});

describe("the brand's addresses", () => {
  const logo = { id: "0123456789abcdef", background: "#0f5132", headerWidth: 120, headerHeight: 40 };

  it("are the site's own icons without a logo, and no hero without a photo", () => {
    expect(brandLogoUrls(null, null)).toBe(DEFAULT_LOGO_URLS);
    expect(DEFAULT_LOGO_URLS.favicons).toEqual([{ href: "/favicon.svg", type: "image/svg+xml" }]);
    expect(DEFAULT_LOGO_URLS.headerLogo).toBeNull();
    expect(brandHeroImage(null, null)).toBeNull();
  });

  it("name the logo's files in the site's /media, or under MEDIA_BASE_URL", () => {
    const urls = brandLogoUrls(logo, null);
    expect(urls.favicons).toEqual([
      { href: "/media/logo-0123456789abcdef-icon-32.png", type: "image/png", sizes: "32x32" },
      { href: "/media/logo-0123456789abcdef-icon-48.png", type: "image/png", sizes: "48x48" },
    ]);
    expect(urls.appleTouchIcon).toBe("/media/logo-0123456789abcdef-touch-180-0f5132.png");
    expect(urls.manifestIcons).toContainEqual({
      src: "/media/logo-0123456789abcdef-maskable-512-0f5132.png",
      type: "image/png",
      sizes: "512x512",
      purpose: "maskable",
    });
    expect(urls.manifestIcons).toHaveLength(4);
    expect(brandLogoUrls(logo, "https://cdn.example.com/m").headerLogo).toEqual({
      src: "https://cdn.example.com/m/logo-0123456789abcdef-header-1x.png",
      srcSet:
        "https://cdn.example.com/m/logo-0123456789abcdef-header-1x.png 1x, https://cdn.example.com/m/logo-0123456789abcdef-header-2x.png 2x",
      width: 120,
      height: 40,
    });
  });

  it("offer the hero at each of its widths", () => {
    const hero = { id: "fedcba9876543210", widths: [480, 960, 1024], width: 1024, height: 683 };
    expect(brandHeroImage(hero, null)).toEqual({
      src: "/media/hero-fedcba9876543210-1024.webp",
      srcSet:
        "/media/hero-fedcba9876543210-480.webp 480w, /media/hero-fedcba9876543210-960.webp 960w, /media/hero-fedcba9876543210-1024.webp 1024w",
      width: 1024,
      height: 683,
    });
  });
});
