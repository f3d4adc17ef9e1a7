import { LINK_PREVIEW_IMAGE } from "~/domain/link-preview";
import { buffer } from "node:stream/consumers";
import { logoFile } from "~/domain/brand-images";
import { keptBrand, keptBrandImages } from "~/services/content-reads.server";
import { servicesFrom } from "~/services/context.server";
import { matchesEtag } from "~/services/media-storage.server";
import { sitePreviewImage } from "~/services/site-preview-image.server";
import type { Route } from "./+types/site-preview-image";

/**
 * The picture a shared link shows for a page without a photo of its own, in the office's name
 * and colour. Pages link it with the brand's version, so a renamed site's links show the new one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { media } = servicesFrom(context);
  const [brand, { logo }] = await Promise.all([keptBrand(context), keptBrandImages(context)]);
  const logoPicture = logo && {
    id: logo.id,
    png: async () => {
      const stored = await media.read(logoFile(logo.id, "icon-512"));
      return stored && !stored.notModified ? buffer(stored.body) : null;
    },
  };
  const { version, jpeg } = sitePreviewImage(brand, logoPicture);
  const headers = { ETag: `"${version}"`, "Cache-Control": "public, max-age=3600" };
  if (matchesEtag(request.headers.get("If-None-Match") ?? undefined, headers.ETag)) {
    return new Response(null, { status: 304, headers });
  }
  const bytes = await jpeg;
  return new Response(new Uint8Array(bytes), {
    headers: { ...headers, "Content-Type": LINK_PREVIEW_IMAGE.type, "Content-Length": String(bytes.length) },
  });
}
