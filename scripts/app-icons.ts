// Draws the icons a phone shows for the site added to its home screen: public/icon.svg and
// public/icon-192.png and icon-512.png, full-bleed squares in the brand green with the house
// inside the middle 80 % circle, so that a launcher's circle or rounded mask never cuts it (maskable).
// `npm exec -- node scripts/app-icons.ts`; the files are kept in the repository.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";

/** The favicon's house, drawn on a 32-unit grid, scaled into the safe zone of a 100-unit square. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="#0f5132"/>
  <path transform="translate(10 7.5) scale(2.5)" d="M6 16 16 8l10 8v9a1 1 0 0 1-1 1h-6v-6h-6v6H7a1 1 0 0 1-1-1z" fill="#f5c542"/>
</svg>
`;

await writeFile(new URL("../public/icon.svg", import.meta.url), svg);
for (const size of [192, 512]) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 100 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(new URL(`../public/icon-${size}.png`, import.meta.url), png);
  console.log(`public/icon-${size}.png: ${png.length} bytes`);
}
