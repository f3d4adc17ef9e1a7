import { CAROUSEL, readCarouselPhotos, readCarouselStep } from "~/site/components/photo-carousel.contract";

/**
 * A listing's photos one at a time: the server sends the first with all of them listed on
 * the carousel; Previous and Next, and the arrow keys, wrap around.
 */
export function enhanceCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>(`[${CAROUSEL.root}]`)) {
    const photos = readCarouselPhotos(carousel);
    const image = carousel.querySelector("img");
    const counter = carousel.querySelector(`[${CAROUSEL.counter}]`);
    if (!image || photos.length < 2) continue;
    let index = 0;
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
      button.addEventListener("click", () => show(readCarouselStep(button)));
      button.hidden = false;
    }
    carousel.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") show(-1);
      if (event.key === "ArrowRight") show(1);
    });
  }
}
