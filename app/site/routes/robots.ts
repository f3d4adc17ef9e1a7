import { robotsTxt } from "~/domain/robots";
import { publicUrl } from "~/services/public-address.server";
import type { Route } from "./+types/robots";

export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicUrl(request, context, "/sitemap.xml")), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
