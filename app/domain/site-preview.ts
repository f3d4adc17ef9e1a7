import type { SiteBrand } from "./brand";
import { LINK_PREVIEW_IMAGE } from "./link-preview";
import { escapeXml } from "./xml";

const { width, height } = LINK_PREVIEW_IMAGE;

/** Where the name starts, right of the mark or logo, and the room it has to the right edge. */
const TEXT_LEFT = 380;
const TEXT_ROOM = width - TEXT_LEFT - 60;

/**
 * The name's type size: as large as the demo's, smaller for a longer name so that it fits
 * on one line (a character of this bold type is about 0.62 of its size wide).
 */
export function nameFontSize(name: string): number {
  return Math.max(40, Math.min(112, Math.floor(TEXT_ROOM / (0.62 * [...name].length))));
}

/**
 * The picture a shared link shows for a page without a photo of its own: the office's name on
 * its colour, with its logo (placed over the mark's square by the caller) or the house mark.
 */
export function sitePreviewSvg(
  brand: Pick<SiteBrand, "name" | "colour">,
  words: { tagline: string; prices: string },
  { withMark }: { withMark: boolean },
): string {
  const mark = withMark
    ? `<path d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#f5c542"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${brand.colour}"/>
  <rect width="${width}" height="${height}" fill="#000" opacity=".18"/>
  <circle cx="1090" cy="105" r="56" fill="#f5c542" opacity=".9"/>
  <path d="M0 520 Q200 430 420 480 T840 450 T1200 470 V630 H0Z" fill="#000" opacity=".22"/>
  <path d="M0 570 Q260 500 520 545 T1000 520 T1200 540 V630 H0Z" fill="#000" opacity=".3"/>
  <g transform="translate(96 150) scale(7)">
    <rect width="32" height="32" rx="7" fill="#fff" opacity=".12"/>
    ${mark}
  </g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="${TEXT_LEFT}" y="265" font-size="${nameFontSize(brand.name)}" font-weight="700">${escapeXml(brand.name)}</text>
    <text x="384" y="335" font-size="34">${escapeXml(words.tagline)}</text>
    <text x="384" y="392" font-size="28" fill="#fff4d1">${escapeXml(words.prices)}</text>
  </g>
</svg>`;
}

/** Where the logo goes on the picture: the mark's square, 224 px from (96, 150). */
export const PREVIEW_LOGO_BOX = { left: 96, top: 150, size: 224 } as const;
