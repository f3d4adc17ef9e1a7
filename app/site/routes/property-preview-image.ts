import { redirect } from "react-router";
import { findLinkPreviewPhoto } from "~/data/link-previews.server";
import { LINK_PREVIEW_IMAGE, linkPreviewImagePath, SITE_PREVIEW_IMAGE } from "~/domain/link-preview";
import { servicesFrom } from "~/services/context.server";
import { linkPreviewImage } from "~/services/link-preview-image.server";
import type { Route } from "./+types/property-preview-image";

/**
 * The picture a shared link to a listing shows. Its address names the cover photo, so the
 * answer never changes and is cached for a year; an address naming another photo (the cover
 * has changed since the link was shared) is sent on to the current one.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { database, media } = servicesFrom(context);
  const found = await findLinkPreviewPhoto(database.db, params.slug);
  if (!found) return new Response("Property not found", { status: 404 });
  if (!found.photo) return redirect(SITE_PREVIEW_IMAGE);
  const { storageKey } = found.photo;
  if (new URL(request.url).searchParams.get("v") !== storageKey) {
    return redirect(linkPreviewImagePath(params.slug, storageKey));
  }
  const jpeg = await linkPreviewImage(media, found.photo);
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": LINK_PREVIEW_IMAGE.type,
      "Content-Length": String(jpeg.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
