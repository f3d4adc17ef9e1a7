import { type SiteBrand, shortName } from "./brand";
import type { ManifestIcon } from "./brand-images";

/**
 * What a phone needs to add the site to its home screen under the office's name, colour and
 * icons: the visitors' site, or the office's pages, which open on the dashboard.
 */
export function webAppManifest(brand: SiteBrand, icons: readonly ManifestIcon[], wing: "site" | "office") {
  const office = wing === "office";
  return {
    id: office ? "/admin-dashboard" : "/",
    name: office ? `${brand.name} office` : brand.name,
    short_name: shortName(brand),
    description: office
      ? "Publish listings and answer enquiries."
      : "Houses for sale, houses to rent, hotels and land in Kenya.",
    lang: "en",
    start_url: office ? "/admin-dashboard" : "/",
    scope: "/",
    display: "standalone",
    background_color: "#f4f7f5",
    theme_color: brand.colour,
    icons,
  };
}
