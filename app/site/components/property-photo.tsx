import { useRouteLoaderData } from "react-router";
import { PLACEHOLDER_PHOTO, withMediaBaseUrl } from "~/domain/photos";
import type { ListingPhoto } from "~/domain/property";
import type { loader as rootLoader } from "~/root";
import { LISTING_PHOTO } from "./property-photo.contract";

const DEFAULT_WIDTH = 1440;
const DEFAULT_HEIGHT = 960;

/** What an `<img>` needs to show a listing photo, or the placeholder when there is none. */
export interface PhotoSource {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
}

/** Where the site's pages load stored photos from (MEDIA_BASE_URL, or this site's /media). */
function useMediaBaseUrl(): string | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.mediaBaseUrl ?? null;
}

function photoSource(photo: ListingPhoto | null, mediaBaseUrl: string | null): PhotoSource {
  const usable = photo ? withMediaBaseUrl(photo, mediaBaseUrl) : null;
  return {
    src: usable?.src ?? PLACEHOLDER_PHOTO,
    srcSet: usable?.srcSet ?? undefined,
    width: usable?.width ?? DEFAULT_WIDTH,
    height: usable?.height ?? DEFAULT_HEIGHT,
  };
}

/** The sources of several photos, as `PropertyPhoto` would show each. */
export function usePhotoSources(photos: ListingPhoto[]): PhotoSource[] {
  const mediaBaseUrl = useMediaBaseUrl();
  return photos.map((photo) => photoSource(photo, mediaBaseUrl));
}

interface PropertyPhotoProps {
  photo: ListingPhoto | null;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A listing photo in responsive widths; the placeholder stands in when it is missing, and, on
 * visitors' pages, when it fails to load (`app/site/scripts/broken-photos.ts`).
 */
export function PropertyPhoto({ photo, alt, sizes, priority = false, className }: PropertyPhotoProps) {
  const source = photoSource(photo, useMediaBaseUrl());
  return (
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      {...{ [LISTING_PHOTO.photo]: true }}
    />
  );
}
