import type { RouterContextProvider } from "react-router";
import { brandLogoUrls } from "~/domain/brand-images";
import { webAppManifest } from "~/domain/web-app-manifest";
import { keptBrand, keptBrandImages } from "./content-reads.server";
import { servicesFrom } from "./context.server";

/** The manifest of one wing of the site, in the office's name and colour as they stand. */
export async function webAppManifestResponse(
  context: Readonly<RouterContextProvider>,
  wing: "site" | "office",
): Promise<Response> {
  const [brand, images] = await Promise.all([keptBrand(context), keptBrandImages(context)]);
  const icons = brandLogoUrls(images.logo, servicesFrom(context).config.mediaBaseUrl).manifestIcons;
  return new Response(JSON.stringify(webAppManifest(brand, icons, wing)), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=300" },
  });
}
