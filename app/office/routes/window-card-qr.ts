import { requireOfficePerson } from "~/services/auth.server";
import { PRIVATE_CACHING } from "~/services/http-caching.server";
import { windowCardQrPicture } from "~/services/window-card.server";
import { parseWindowCardQuery } from "~/domain/window-card";
import type { Route } from "./+types/window-card-qr";

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** The window card's QR code as a PNG picture to download, for a signboard. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireOfficePerson(request, context);
  const query = parseWindowCardQuery(new URL(request.url).searchParams);
  if ("error" in query) return text(query.error, 400);
  const picture = await windowCardQrPicture(context, params.slug, query.choice.language);
  if (picture.status === "not-found") return text("Property not found", 404);
  if (picture.status === "no-site-address") {
    return text(
      "The QR code needs the site's public address: set PUBLIC_BASE_URL and restart the site.",
      409,
    );
  }
  return new Response(new Uint8Array(picture.png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(picture.png.length),
      "Content-Disposition": `attachment; filename="${picture.fileName}"`,
      "Cache-Control": PRIVATE_CACHING,
    },
  });
}
