// The office's own logo and home page photo: which files are taken, the sizes the site makes of
// them (favicons, home screen icons, the header's logo, the hero's widths), their addresses, and
// the words that say why a file was refused. The uploaded file itself is never served.
import type { PixelSize } from "./photo-uploads";
import { ACCEPTED_UPLOAD_TYPES, mediaFileUrl, MAX_UPLOAD_BYTES, PHOTO_WIDTHS } from "./photos";

const MEGABYTE = 1024 * 1024;

export const LOGO_MAX_BYTES = 5 * MEGABYTE;
/** A hero photo is a photo: the same limit as a listing's. */
export const HERO_MAX_BYTES = MAX_UPLOAD_BYTES;
/**
 * The "Your site" form with one logo and one hero photo at their largest, and its text: what
 * the server reads of a post to it from the signed-in office.
 */
export const YOUR_SITE_BODY_LIMIT = LOGO_MAX_BYTES + HERO_MAX_BYTES + MEGABYTE;

/** The `accept` of the form's file inputs; the server decides by the file's bytes. */
export const ACCEPTED_LOGO_TYPES = "image/png,image/jpeg,image/webp,image/svg+xml";
export const ACCEPTED_HERO_TYPES = ACCEPTED_UPLOAD_TYPES;

/** A raster logo smaller than this on its shorter side is blurred in the header at 2x. */
export const LOGO_MIN_SHORT_SIDE = 64;
/** A hero narrower than this is visibly soft across a laptop's screen. */
export const HERO_MIN_WIDTH = 1024;

export const FAVICON_SIZES = [32, 48] as const;
export const APPLE_TOUCH_ICON_SIZE = 180;
export const MANIFEST_ICON_SIZES = [192, 512] as const;
/** The header's logo in CSS pixels: this high, as wide as its shape makes it up to the cap. */
export const HEADER_LOGO_HEIGHT = 40;
export const HEADER_LOGO_MAX_WIDTH = 240;
/**
 * A maskable icon's safe zone: the centred circle whose diameter is 80 % of the icon, which
 * no launcher's mask cuts into. The logo's whole box fits inside it.
 */
export const MASKABLE_SAFE_ZONE = 0.8;
/** The apple-touch icon's logo fits a centred square this share of the icon (iOS rounds its corners). */
const TOUCH_ICON_LOGO_SHARE = 0.8;
/** The logo is drawn once at this size on its longer side; every rendition is made from it. */
export const LOGO_MASTER_SIZE = 1024;

/** The hero's widths for `srcset`: a listing photo's, and one for wide desktop screens. */
export const HERO_WIDTHS = [...PHOTO_WIDTHS, 1920] as const;
const WIDEST_HERO = HERO_WIDTHS[HERO_WIDTHS.length - 1]!;

/** The office's logo as stored: its files are named by `id` (and `background`). */
export interface BrandLogo {
  id: string;
  /** The colour behind the logo on the home screen icons, `#rrggbb`. */
  background: string;
  /** The header's logo in CSS pixels. */
  headerWidth: number;
  headerHeight: number;
}

/** The office's home page photo as stored: a WebP file at each of `widths`. */
export interface BrandHero {
  id: string;
  widths: number[];
  /** The size of the widest file. */
  width: number;
  height: number;
}

export interface BrandImages {
  logo: BrandLogo | null;
  hero: BrandHero | null;
}

export const NO_BRAND_IMAGES: BrandImages = { logo: null, hero: null };

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The colour as stored and named in files (`#rrggbb`, lower case), or null for anything else. */
export function backgroundColour(text: string): string | null {
  const trimmed = text.trim();
  return COLOUR.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** Where a logo's or hero's files are named from: a hash of the uploaded bytes. */
export const BRAND_IMAGE_ID = /^[0-9a-f]{16}$/;

// —— Sizes ——

function scaled({ width, height }: PixelSize, scale: number): PixelSize {
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The header's logo in CSS pixels: 40 high, or capped at 240 wide with its height in proportion. */
export function headerLogoSize(source: PixelSize): PixelSize {
  const atFullHeight = HEADER_LOGO_HEIGHT / source.height;
  const scale = Math.min(atFullHeight, HEADER_LOGO_MAX_WIDTH / source.width);
  return scaled(source, scale);
}

/** The master drawing's size: the source fitted to LOGO_MASTER_SIZE on its longer side. */
export function logoMasterSize(source: PixelSize): PixelSize {
  return scaled(source, LOGO_MASTER_SIZE / Math.max(source.width, source.height));
}

/** One file made of the logo: the logo at `logo` size centred on a `canvas`. */
export interface LogoRendition {
  /** The end of its file's name, as `logoFile` names it. */
  name: string;
  canvas: PixelSize;
  logo: PixelSize;
  /** The colour filling the canvas, or null for transparent. */
  background: string | null;
}

const hex = (background: string) => background.slice(1);

function fitted(source: PixelSize, box: number): PixelSize {
  return scaled(source, box / Math.max(source.width, source.height));
}

/** Every file made of a logo drawn at `source` size, for the background colour `background`. */
export function logoRenditions(source: PixelSize, background: string): LogoRendition[] {
  const square = (size: number) => ({ width: size, height: size });
  const transparentIcon = (size: number): LogoRendition => ({
    name: `icon-${size}`,
    canvas: square(size),
    logo: fitted(source, size),
    background: null,
  });
  const header = headerLogoSize(source);
  const diagonal = Math.hypot(source.width, source.height);
  return [
    ...[...FAVICON_SIZES, ...MANIFEST_ICON_SIZES].map(transparentIcon),
    {
      name: `touch-${APPLE_TOUCH_ICON_SIZE}-${hex(background)}`,
      canvas: square(APPLE_TOUCH_ICON_SIZE),
      logo: fitted(source, APPLE_TOUCH_ICON_SIZE * TOUCH_ICON_LOGO_SHARE),
      background,
    },
    ...MANIFEST_ICON_SIZES.map((size) => ({
      name: `maskable-${size}-${hex(background)}`,
      canvas: square(size),
      logo: scaled(source, (size * MASKABLE_SAFE_ZONE) / diagonal),
      background,
    })),
    ...[1, 2].map((density) => ({
      name: `header-${density}x`,
      canvas: scaled(header, density),
      logo: scaled(header, density),
      background: null,
    })),
  ];
}

/** A stored file of the logo: `name` from `logoRenditions`, or `master`. */
export function logoFile(id: string, name: string): string {
  return `logo-${id}-${name}.png`;
}

export const LOGO_MASTER = "master";

/**
 * The hero's widths from HERO_WIDTHS narrower than the photo, and the photo at its own width
 * up to the widest, so that no pixel the widest screens could use is thrown away.
 */
export function heroWidths(sourceWidth: number): number[] {
  const widest = Math.min(sourceWidth, WIDEST_HERO);
  return [...HERO_WIDTHS.filter((width) => width < widest), widest];
}

export function heroFile(id: string, width: number): string {
  return `hero-${id}-${width}.webp`;
}

// —— Addresses ——

export interface IconLink {
  href: string;
  type: string;
  /** `32x32`; absent for a drawing of any size. */
  sizes?: string;
}

export interface ManifestIcon {
  src: string;
  type: string;
  sizes: string;
  purpose?: "maskable";
}

export interface HeaderLogo {
  src: string;
  srcSet: string;
  /** In CSS pixels, for the image's width and height. */
  width: number;
  height: number;
}

export interface BrandLogoUrls {
  /** `<link rel="icon">` each. */
  favicons: IconLink[];
  /** `<link rel="apple-touch-icon">`. */
  appleTouchIcon: string;
  /** The web app manifest's `icons`. */
  manifestIcons: ManifestIcon[];
  /** Null without a logo: the header keeps the site's own. */
  headerLogo: HeaderLogo | null;
}

const PNG = "image/png";

/** The site's own icons in public/, for a site without a logo. */
export const DEFAULT_LOGO_URLS: BrandLogoUrls = {
  favicons: [{ href: "/favicon.svg", type: "image/svg+xml" }],
  appleTouchIcon: "/icon-192.png",
  manifestIcons: [
    { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ...MANIFEST_ICON_SIZES.map((size) => ({ src: `/icon-${size}.png`, sizes: `${size}x${size}`, type: PNG })),
    ...MANIFEST_ICON_SIZES.map((size) => ({
      src: `/icon-${size}.png`,
      sizes: `${size}x${size}`,
      type: PNG,
      purpose: "maskable" as const,
    })),
  ],
  headerLogo: null,
};

/**
 * The addresses of the logo's files, fetched from `mediaBaseUrl` (MEDIA_BASE_URL) when it is
 * set and from the site's /media otherwise; the site's own icons without a logo.
 */
export function brandLogoUrls(logo: BrandLogo | null, mediaBaseUrl: string | null): BrandLogoUrls {
  if (!logo) return DEFAULT_LOGO_URLS;
  const url = (name: string) => mediaFileUrl(logoFile(logo.id, name), mediaBaseUrl);
  const background = hex(logo.background);
  const sizes = (size: number) => `${size}x${size}`;
  return {
    favicons: FAVICON_SIZES.map((size) => ({ href: url(`icon-${size}`), type: PNG, sizes: sizes(size) })),
    appleTouchIcon: url(`touch-${APPLE_TOUCH_ICON_SIZE}-${background}`),
    manifestIcons: [
      ...MANIFEST_ICON_SIZES.map((size) => ({ src: url(`icon-${size}`), type: PNG, sizes: sizes(size) })),
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: url(`maskable-${size}-${background}`),
        type: PNG,
        sizes: sizes(size),
        purpose: "maskable" as const,
      })),
    ],
    headerLogo: {
      src: url("header-1x"),
      srcSet: `${url("header-1x")} 1x, ${url("header-2x")} 2x`,
      width: logo.headerWidth,
      height: logo.headerHeight,
    },
  };
}

export interface HeroImage {
  /** The widest file, for browsers without `srcset`. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/** The hero's image with its `srcset`, from `mediaBaseUrl` as `brandLogoUrls`; null without one. */
export function brandHeroImage(hero: BrandHero | null, mediaBaseUrl: string | null): HeroImage | null {
  if (!hero) return null;
  const url = (width: number) => mediaFileUrl(heroFile(hero.id, width), mediaBaseUrl);
  return {
    src: url(hero.width),
    srcSet: hero.widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: hero.width,
    height: hero.height,
  };
}

// —— What a file is ——

export type ImageType = "png" | "jpeg" | "webp" | "avif" | "svg";

export const LOGO_TYPES: readonly ImageType[] = ["png", "jpeg", "webp", "svg"];
export const HERO_TYPES: readonly ImageType[] = ["png", "jpeg", "webp", "avif"];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Images the site does not take, told apart from files that are no image at all. */
const OTHER_IMAGES = [
  ascii("GIF8"),
  ascii("BM"),
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
  [0x00, 0x00, 0x01, 0x00],
  // Gzip: an .svgz.
  [0x1f, 0x8b],
];
const OTHER_HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "mif1", "msf1"];

/**
 * The kind of image `bytes` hold, by their first bytes (never by a file's name or declared
 * type): "other" for an image the site does not take (GIF, BMP, TIFF, ICO, HEIC, SVGZ), null
 * for a file that is not an image. An SVG is only recognised here; `svgLogoProblem` checks it.
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | "other" | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (brand === "avif" || brand === "avis") return "avif";
    if (OTHER_HEIF_BRANDS.includes(brand)) return "other";
  }
  if (OTHER_IMAGES.some((magic) => startsWith(bytes, magic))) return "other";
  const start = new TextDecoder().decode(bytes.subarray(0, 4096)).replace(/^\ufeff/, "");
  if (/^\s*</.test(start) && /<(?:[a-z_][\w.-]*:)?svg[\s/>]/i.test(start)) return "svg";
  return null;
}

// —— SVG safety ——

const REASONS = {
  script: "holds a script",
  handler: "holds an event handler (an on… attribute)",
  embedded: "embeds other content (foreignObject, iframe, embed, object or a web page)",
  outside: "refers to a file, font or address outside itself",
  declaration: "holds a document type or entity declaration (<!DOCTYPE>, <!ENTITY>)",
  javascript: "holds a javascript: address",
  import: "imports a style sheet (@import)",
  animation: "is animated",
  unclear: "is written in a way the site cannot check (escaped characters or unknown entities)",
} as const;

type SvgRefusal = keyof typeof REASONS;

export const NOT_AN_SVG_MESSAGE =
  "This file is not an SVG drawing. Please upload the logo as a PNG, JPEG, WebP or SVG file.";

function svgUnsafeMessage(refusal: SvgRefusal): string {
  return `This SVG cannot be used: it ${REASONS[refusal]}. Please save the logo again as a plain SVG, or upload it as a PNG.`;
}

const FORBIDDEN_ELEMENTS: Record<string, SvgRefusal> = {
  script: "script",
  handler: "script",
  listener: "script",
  foreignobject: "embedded",
  iframe: "embedded",
  frame: "embedded",
  embed: "embedded",
  object: "embedded",
  applet: "embedded",
  portal: "embedded",
  html: "embedded",
  body: "embedded",
  audio: "embedded",
  video: "embedded",
  canvas: "embedded",
  link: "outside",
  meta: "outside",
  base: "outside",
  include: "outside",
  animate: "animation",
  animatecolor: "animation",
  animatemotion: "animation",
  animatetransform: "animation",
  set: "animation",
  discard: "animation",
};

const PREDEFINED_ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const REFERENCE = /&(#x[0-9a-f]+|#[0-9]+|[a-z][\w.-]*)(;?)/gi;

/**
 * The text with its character and entity references replaced. `strict`, for the text as
 * written: null when one is not plain XML (an unknown entity, a bare ampersand). Otherwise,
 * for text already decoded, what is no reference is left as the literal text it is.
 */
function decodedReferences(text: string, strict: boolean): string | null {
  let unclear = false;
  const decoded = text.replace(REFERENCE, (reference, name: string, semicolon: string) => {
    if (name.startsWith("#")) {
      const hexadecimal = name[1] === "x" || name[1] === "X";
      const code = hexadecimal ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
      unclear = true;
      return reference;
    }
    const character = semicolon === "" ? undefined : PREDEFINED_ENTITIES[name];
    if (character === undefined) unclear = true;
    return character ?? reference;
  });
  if (strict && (unclear || /&(?![a-z#])/i.test(text))) return null;
  return decoded;
}

/**
 * Decoded until nothing changes, so that a reference written as another (`&amp;#106;`) is
 * seen as what a careless reader would take it for; null when the text as written is not plain.
 */
function fullyDecoded(text: string): string | null {
  let current = decodedReferences(text, true);
  for (let round = 0; current !== null && round < 4; round += 1) {
    const next = decodedReferences(current, false)!;
    if (next === current) return current;
    current = next;
  }
  return null;
}

// Whitespace and invisible characters that a parser may skip inside a word such as javascript:.
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const IGNORABLE = /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

const ELEMENT = /<\s*\/?\s*([a-z_][\w.:-]*)/gi;
const EVENT_ATTRIBUTE = /(?:^|[^\w.-])on[a-z_:-]*\s*=/i;
const LINK_ATTRIBUTE = /(?:^|[^\w.-])((?:[a-z_][\w.-]*:)?(?:href|src))\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;
const FRAGMENT = /^#[a-z_][\w.:-]*$/i;
const URL_FUNCTION = /url\(([^)]*)(\)?)/g;
const OTHER_CSS_SOURCES = /(?:image-set|image|cross-fade|element|src)\(/;

/** The first refusal that `text` (one view of the document) earns, or null. */
function refusalIn(text: string): SvgRefusal | null {
  if (/<!\s*(?:doctype|entity|element|attlist)/i.test(text)) return "declaration";
  for (const [, name] of text.matchAll(ELEMENT)) {
    const local = name!.slice(name!.lastIndexOf(":") + 1).toLowerCase();
    const refusal = FORBIDDEN_ELEMENTS[local];
    if (refusal) return refusal;
  }
  if (EVENT_ATTRIBUTE.test(text)) return "handler";
  if (/(?:^|[^\w.-])xml:base\s*=/i.test(text)) return "outside";
  for (const [, , quoted] of text.matchAll(LINK_ATTRIBUTE)) {
    const value = quoted!.replace(/^(["'])([\s\S]*)\1$/, "$2");
    const decoded = fullyDecoded(value);
    if (decoded === null) return "unclear";
    const compact = decoded.replace(IGNORABLE, "");
    if (/^(?:java|vb)script:/i.test(compact)) return "javascript";
    if (!FRAGMENT.test(compact)) return "outside";
  }
  const decoded = fullyDecoded(text);
  if (decoded === null) return "unclear";
  const compact = decoded.replace(IGNORABLE, "").toLowerCase();
  if (/(?:java|vb|live)script:/.test(compact)) return "javascript";
  if (compact.includes("\\")) return "unclear";
  if (compact.includes("@import")) return "import";
  for (const [, inside, closed] of compact.matchAll(URL_FUNCTION)) {
    if (!closed || !FRAGMENT.test(inside!.replace(/^(["'])(.*)\1$/, "$2"))) return "outside";
  }
  if (OTHER_CSS_SOURCES.test(compact)) return "outside";
  // Tags spelt with references (`&lt;script`) matter once decoded, for whatever reads them so.
  for (const [, name] of decoded.matchAll(ELEMENT)) {
    const local = name!.slice(name!.lastIndexOf(":") + 1).toLowerCase();
    const refusal = FORBIDDEN_ELEMENTS[local];
    if (refusal) return refusal;
  }
  return null;
}

const COMMENT = /<!--[\s\S]*?-->/g;
const XML_DECLARATION = /^<\?xml\s[^<>?]*\?>/i;
/**
 * What may stand before the root: processing instructions and a document type declaration,
 * internal subset and all. Only skipped to find the root; both are refused after.
 */
const PROLOGUE = /^(?:\s*(?:<\?[\s\S]*?\?>|<!doctype[^[>]*(?:\[[\s\S]*?\])?\s*>))*/i;

/**
 * Why the text of an uploaded SVG logo cannot be used, as the office is told, or null when it
 * is a plain drawing: no scripts or event handlers, nothing embedded or fetched from outside
 * the document (every href, src and url() names a `#fragment`), no declarations, style sheet
 * imports or animation. It errs on the side of refusing: what it cannot read plainly
 * (escapes, unknown entities, unclosed comments) it refuses too. The drawing is only ever
 * rasterised by the server, never served as SVG; this keeps what reaches the rasteriser plain.
 */
export function svgLogoProblem(text: string): string | null {
  const document = text.replace(/^\ufeff/, "");
  const withoutComments = document.replace(COMMENT, "");
  const root = withoutComments.replace(PROLOGUE, "");
  if (!/^\s*<(?:[a-z_][\w.-]*:)?svg[\s/>]/i.test(root)) return NOT_AN_SVG_MESSAGE;
  if (withoutComments.includes("<!--")) return svgUnsafeMessage("unclear");
  for (const view of [document, withoutComments]) {
    const refusal = refusalIn(view);
    if (refusal) return svgUnsafeMessage(refusal);
  }
  const body = withoutComments.trim().replace(XML_DECLARATION, "");
  // Processing instructions (<?xml-stylesheet …?>) fetch style sheets; CDATA aside, <! is a declaration.
  if (body.includes("<?")) return svgUnsafeMessage("outside");
  if (/<!(?!\[CDATA\[)/.test(body)) return svgUnsafeMessage("declaration");
  return null;
}

// —— What the office is told ——

export type BrandImageSubject = "logo" | "hero";

export type BrandImageProblem =
  | "not-an-image"
  | "unsupported-type"
  | "too-large"
  | "too-small"
  | "too-many-pixels"
  | "unreadable"
  | "storage-full"
  | "storage-unavailable";

const MESSAGES: Record<BrandImageProblem, Record<BrandImageSubject, string>> = {
  "not-an-image": {
    logo: "This file is not an image. Please upload the logo as a PNG, JPEG, WebP or SVG file.",
    hero: "This file is not an image. Please upload the photo as a JPEG, PNG, WebP or AVIF file.",
  },
  "unsupported-type": {
    logo: "The site takes a logo as a PNG, JPEG, WebP or SVG file, not this kind of image. Please save it as one of those.",
    hero: "The site takes the home page photo as a JPEG, PNG, WebP or AVIF file, not this kind of image. Please save it as one of those.",
  },
  "too-large": {
    logo: "This logo is larger than 5 MB. Please upload a smaller file.",
    hero: "This photo is larger than 15 MB. Please upload a smaller one.",
  },
  "too-small": {
    logo: `This logo is too small: it needs at least ${LOGO_MIN_SHORT_SIDE} pixels on its shorter side. Please upload a larger file, or an SVG.`,
    hero: `This photo is too small for the home page: it needs to be at least ${HERO_MIN_WIDTH} pixels wide.`,
  },
  "too-many-pixels": {
    logo: "This logo has too many pixels to process. Please upload a smaller file.",
    hero: "This photo has too many pixels to process. Please upload a smaller one.",
  },
  unreadable: {
    logo: "This logo could not be read: the file may be damaged or cut short. Please save it again and upload it.",
    hero: "This photo could not be read: the file may be damaged or cut short. Please save it again and upload it.",
  },
  "storage-full": {
    logo: "The logo could not be stored: the site's storage is full. Please try again once space has been made.",
    hero: "The photo could not be stored: the site's storage is full. Please try again once space has been made.",
  },
  "storage-unavailable": {
    logo: "The logo could not be stored: the photo store did not answer. Please try again in a minute.",
    hero: "The photo could not be stored: the photo store did not answer. Please try again in a minute.",
  },
};

export function brandImageMessage(problem: BrandImageProblem, subject: BrandImageSubject): string {
  return MESSAGES[problem][subject];
}

export const BACKGROUND_COLOUR_MESSAGE = "The background colour must be written as #rrggbb, such as #0f5132.";
