import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { PLACEHOLDER_IMAGE, withMediaBaseUrl } from "~/domain/images";
import type { ListingImage } from "~/domain/property";
import type { loader as rootLoader } from "~/root";

interface PropertyImageProps {
  image: ListingImage | null;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

const DEFAULT_WIDTH = 1440;
const DEFAULT_HEIGHT = 960;

/** A listing photo in responsive widths; the placeholder stands in when it is missing or broken. */
export function PropertyImage({ image, alt, sizes, priority = false, className }: PropertyImageProps) {
  const [broken, setBroken] = useState(false);
  const element = useRef<HTMLImageElement>(null);

  // An image that failed before the page became interactive fired its error
  // event before React listened; catch that case once hydrated.
  useEffect(() => {
    const img = element.current;
    if (img && img.complete && img.naturalWidth === 0) setBroken(true);
  }, []);

  const mediaBaseUrl = useRouteLoaderData<typeof rootLoader>("root")?.mediaBaseUrl ?? null;
  const usable = image && !broken ? withMediaBaseUrl(image, mediaBaseUrl) : null;
  return (
    <img
      ref={element}
      className={className}
      src={usable?.src ?? PLACEHOLDER_IMAGE}
      srcSet={usable?.srcSet ?? undefined}
      sizes={usable?.srcSet ? sizes : undefined}
      width={usable?.width ?? DEFAULT_WIDTH}
      height={usable?.height ?? DEFAULT_HEIGHT}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}
