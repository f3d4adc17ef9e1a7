import { PLACEHOLDER_PHOTO } from "~/domain/photos";
import { LISTING_PHOTO } from "~/site/components/property-photo.contract";

function showPlaceholder(image: HTMLImageElement) {
  if (image.getAttribute("src") === PLACEHOLDER_PHOTO) return;
  image.removeAttribute("srcset");
  image.removeAttribute("sizes");
  image.src = PLACEHOLDER_PHOTO;
}

/** A listing photo that fails to load gives way to the placeholder. */
export function replaceBrokenPhotos() {
  document.addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target instanceof HTMLImageElement && target.hasAttribute(LISTING_PHOTO.photo)) {
        showPlaceholder(target);
      }
    },
    // Loading errors do not bubble; they are seen on their way down.
    true,
  );
  // Those that failed before this script ran.
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${LISTING_PHOTO.photo}]`)) {
    if (image.complete && image.naturalWidth === 0) showPlaceholder(image);
  }
}
