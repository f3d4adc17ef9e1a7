import {
  CAROUSEL,
  readCarouselPhotos,
  readCarouselShown,
  readCarouselStep,
} from "~/site/components/photo-carousel.contract";

/** How far a finger moves across the photo, in CSS pixels, for a swipe to another photo. */
const SWIPE_DISTANCE = 40;

/**
 * A listing's photos one at a time: the server sends the one its address names with all of
 * them listed on the carousel; Previous and Next, a swipe and the arrow keys step in place,
 * wrapping round at both ends.
 */
export function enhanceCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>(`[${CAROUSEL.root}]`)) {
    const photos = readCarouselPhotos(carousel);
    const image = carousel.querySelector("img");
    const counter = carousel.querySelector(`[${CAROUSEL.counter}]`);
    if (!image || photos.length < 2) continue;
    let index = readCarouselShown(carousel);
    const show = (step: number) => {
      index = (index + step + photos.length) % photos.length;
      const photo = photos[index]!;
      image.removeAttribute("srcset");
      image.src = photo.src;
      if (photo.srcSet) image.srcset = photo.srcSet;
      image.width = photo.width;
      image.height = photo.height;
      image.alt = photo.alt;
      if (counter) counter.textContent = `${index + 1} / ${photos.length}`;
    };
    for (const button of carousel.querySelectorAll<HTMLButtonElement>(`[${CAROUSEL.step}]`)) {
      button.addEventListener("click", (event) => {
        event.preventDefault();
        show(readCarouselStep(button));
      });
    }
    carousel.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") show(-1);
      if (event.key === "ArrowRight") show(1);
    });
    let start: { x: number; y: number } | null = null;
    carousel.addEventListener("pointerdown", (event) => {
      start = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    });
    carousel.addEventListener("pointercancel", () => {
      start = null;
    });
    carousel.addEventListener("pointerup", (event) => {
      if (!start) return;
      const across = event.clientX - start.x;
      const down = event.clientY - start.y;
      start = null;
      if (Math.abs(across) >= SWIPE_DISTANCE && Math.abs(across) > Math.abs(down)) show(across < 0 ? 1 : -1);
    });
  }
}
