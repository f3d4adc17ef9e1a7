/** One photo of a carousel, as the server lists it in `data-photos`. */
interface CarouselPhoto {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * A listing's photos one at a time (`data-carousel`): the server sends the first with the
 * others listed in `data-photos`; Previous and Next, and the arrow keys, wrap around.
 */
export function enhanceCarousels() {
  for (const carousel of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
    const photos = JSON.parse(carousel.dataset.photos ?? "[]") as CarouselPhoto[];
    const image = carousel.querySelector("img");
    const counter = carousel.querySelector("[data-carousel-counter]");
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
    for (const button of carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-step]")) {
      button.addEventListener("click", () => show(Number(button.dataset.carouselStep)));
      button.hidden = false;
    }
    carousel.addEventListener("keydown", (event) => {
      if (event.key === "ArrowLeft") show(-1);
      if (event.key === "ArrowRight") show(1);
    });
  }
}
