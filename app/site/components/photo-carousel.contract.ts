import type { PhotoSource } from "./property-photo";

/** One photo of a carousel, as the server lists it for the page script. */
export interface CarouselPhoto extends PhotoSource {
  alt: string;
}

/** What the photo carousel (photo-carousel.tsx) is marked with for its page script (scripts/carousel.ts). */
export const CAROUSEL = {
  /** The carousel. */
  root: "data-carousel",
  /** On the carousel: every photo, the first included, as JSON (a single photo has none). */
  photos: "data-photos",
  /** On the carousel: the index of the photo the server sent (a single photo has none). */
  shown: "data-carousel-shown",
  /** On Previous and Next: how many photos each moves by. */
  step: "data-carousel-step",
  /** The "2 / 5" the script keeps up to date. */
  counter: "data-carousel-counter",
} as const;

export function writeCarouselPhotos(photos: readonly CarouselPhoto[]): string {
  return JSON.stringify(photos);
}

export function readCarouselPhotos(carousel: Element): CarouselPhoto[] {
  return JSON.parse(carousel.getAttribute(CAROUSEL.photos) ?? "[]") as CarouselPhoto[];
}

export function readCarouselStep(button: Element): number {
  return Number(button.getAttribute(CAROUSEL.step));
}

export function readCarouselShown(carousel: Element): number {
  return Number(carousel.getAttribute(CAROUSEL.shown) ?? 0);
}
