import type { RouterContextProvider } from "react-router";
import { DEFAULT_ICONS, webAppManifest } from "~/domain/web-app-manifest";
import { keptBrand } from "./content-reads.server";

/** The manifest of one wing of the site, in the office's name and colour as they stand. */
export async function webAppManifestResponse(
  context: Readonly<RouterContextProvider>,
  wing: "site" | "office",
): Promise<Response> {
  return new Response(JSON.stringify(webAppManifest(await keptBrand(context), DEFAULT_ICONS, wing)), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=300" },
  });
}
