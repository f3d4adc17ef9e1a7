import { sitemapResponse } from "~/services/sitemap.server";
import type { Route } from "./+types/sitemap";

export function loader({ request, context }: Route.LoaderArgs) {
  return sitemapResponse(request, context);
}
