// Draws public/site-preview.jpg, the picture a shared link shows for a page or listing
// without a photo of its own: `npx tsx scripts/site-preview-image.ts`. The file is kept in
// the repository; run this again after changing the drawing.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { LINK_PREVIEW_IMAGE } from "../app/domain/link-preview";

const { width, height } = LINK_PREVIEW_IMAGE;

const hills = [
  `<path d="M0 520 Q200 430 420 480 T840 450 T1200 470 V630 H0Z" fill="#0a3d25"/>`,
  `<path d="M0 570 Q260 500 520 545 T1000 520 T1200 540 V630 H0Z" fill="#072a1a"/>`,
].join("");

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#14663f"/>
      <stop offset="1" stop-color="#0f5132"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="1090" cy="105" r="56" fill="#f5c542" opacity=".9"/>
  ${hills}
  <g transform="translate(96 150) scale(7)">
    <rect width="32" height="32" rx="7" fill="#fff" opacity=".12"/>
    <path d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#f5c542"/>
  </g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="380" y="265" font-size="112" font-weight="700">Makazi</text>
    <text x="384" y="335" font-size="34">Houses, rentals, hotels and land in Kenya</text>
    <text x="384" y="392" font-size="28" fill="#fff4d1">Every price in US dollars and Kenyan shillings</text>
  </g>
</svg>`;

const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85, progressive: true, mozjpeg: true }).toBuffer();
if (jpeg.length > LINK_PREVIEW_IMAGE.maxBytes)
  throw new Error(`The picture is ${jpeg.length} bytes, too large`);
await writeFile(new URL("../public/site-preview.jpg", import.meta.url), jpeg);
console.log(`public/site-preview.jpg: ${width} × ${height}, ${jpeg.length} bytes`);
