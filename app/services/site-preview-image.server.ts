import { createHash } from "node:crypto";
import sharp from "sharp";
import type { SiteBrand } from "~/domain/brand";
import { PREVIEW_LOGO_BOX, sitePreviewSvg } from "~/domain/site-preview";

const WORDS = {
  tagline: "Houses, rentals, hotels and land in Kenya",
  prices: "Every price in US dollars and Kenyan shillings",
};

/** Changes whenever the picture would: the address's `v`, so that a changed picture is fetched again. */
export function sitePreviewVersion(brand: Pick<SiteBrand, "name" | "colour">, logoId: string | null): string {
  return createHash("sha256")
    .update(JSON.stringify([brand.name, brand.colour, logoId]))
    .digest("base64url")
    .slice(0, 12);
}

let kept: { version: string; jpeg: Promise<Buffer> } | null = null;

/**
 * The site's link preview picture for the brand as it stands, made once for each brand and
 * kept while it lasts; `logo`, a square PNG, takes the mark's place.
 */
export function sitePreviewImage(
  brand: Pick<SiteBrand, "name" | "colour">,
  logo: { id: string; png: () => Promise<Buffer | null> } | null,
): { version: string; jpeg: Promise<Buffer> } {
  const version = sitePreviewVersion(brand, logo?.id ?? null);
  if (kept?.version !== version) {
    const jpeg = render(brand, logo);
    kept = { version, jpeg };
    // A failed rendering is tried again by the next request.
    jpeg.catch(() => {
      if (kept?.jpeg === jpeg) kept = null;
    });
  }
  return kept;
}

async function render(
  brand: Pick<SiteBrand, "name" | "colour">,
  logo: { png: () => Promise<Buffer | null> } | null,
): Promise<Buffer> {
  const logoPng = logo ? await logo.png() : null;
  const picture = sharp(Buffer.from(sitePreviewSvg(brand, WORDS, { withMark: logoPng === null })));
  if (logoPng) {
    const { size, left, top } = PREVIEW_LOGO_BOX;
    const fitted = await sharp(logoPng)
      .resize(size, size, { fit: "contain", background: "#ffffff00" })
      .png()
      .toBuffer();
    picture.composite([{ input: fitted, left, top }]);
  }
  return picture.jpeg({ quality: 85, progressive: true, mozjpeg: true }).toBuffer();
}
