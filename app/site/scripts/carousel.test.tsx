// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ListingPhoto } from "~/domain/property";
import { PhotoCarousel } from "~/site/components/photo-carousel";
import {
  closePage,
  getButton,
  getByText,
  getImage,
  getLabelled,
  isShown,
  queryButtons,
  renderPage,
  runPageScript,
} from "~/testing/page-in-dom";
import { enhanceCarousels } from "./carousel";

const photo = (id: number, srcSet: string | null = null): ListingPhoto => ({
  id,
  src: `/media/ocean-view-${id}.jpg`,
  srcSet,
  width: 1200 + id,
  height: 800,
});

const PHOTOS = [
  photo(1, "/media/ocean-view-1-640.jpg 640w, /media/ocean-view-1.jpg 1200w"),
  photo(2),
  photo(3, "/media/ocean-view-3-640.jpg 640w, /media/ocean-view-3.jpg 1200w"),
];

afterEach(closePage);

describe("the photo carousel", () => {
  beforeEach(() => {
    renderPage(<PhotoCarousel photos={PHOTOS} name="Ocean View" />);
    runPageScript(enhanceCarousels);
  });

  it("shows Previous and Next, and the first photo of three", () => {
    expect(isShown(getButton("Previous image"))).toBe(true);
    expect(isShown(getButton("Next image"))).toBe(true);
    expect(getImage("Ocean View, photo 1 of 3").getAttribute("src")).toBe("/media/ocean-view-1.jpg");
    expect(getByText("1 / 3")).toBeTruthy();
  });

  it("steps forward through the photos and wraps round to the first", () => {
    const image = getImage("Ocean View, photo 1 of 3");
    const counter = getByText("1 / 3");
    getButton("Next image").click();
    expect(image.getAttribute("src")).toBe("/media/ocean-view-2.jpg");
    expect(image.alt).toBe("Ocean View, photo 2 of 3");
    expect(image.width).toBe(1202);
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(counter.textContent).toBe("2 / 3");
    getButton("Next image").click();
    expect(image.getAttribute("srcset")).toBe(PHOTOS[2]!.srcSet);
    getButton("Next image").click();
    expect(image.getAttribute("src")).toBe("/media/ocean-view-1.jpg");
    expect(image.alt).toBe("Ocean View, photo 1 of 3");
    expect(counter.textContent).toBe("1 / 3");
  });

  it("steps back from the first photo to the last", () => {
    const image = getImage("Ocean View, photo 1 of 3");
    getButton("Previous image").click();
    expect(image.getAttribute("src")).toBe("/media/ocean-view-3.jpg");
    expect(image.alt).toBe("Ocean View, photo 3 of 3");
    expect(getByText("3 / 3")).toBeTruthy();
  });

  it("steps on with a swipe to the left and back with one to the right, not with a scroll down", () => {
    const image = getImage("Ocean View, photo 1 of 3");
    const carousel = getLabelled("Photos of Ocean View");
    const swipe = (fromX: number, toX: number, toY = 100) => {
      const pointer = { pointerType: "touch", bubbles: true };
      image.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, clientX: fromX, clientY: 100 }));
      image.dispatchEvent(new PointerEvent("pointerup", { ...pointer, clientX: toX, clientY: toY }));
    };
    swipe(300, 120);
    expect(image.alt).toBe("Ocean View, photo 2 of 3");
    swipe(120, 300);
    swipe(120, 300);
    expect(image.alt).toBe("Ocean View, photo 3 of 3");
    swipe(200, 170, 400);
    swipe(200, 190);
    expect(image.alt).toBe("Ocean View, photo 3 of 3");
    expect(carousel.contains(getByText("3 / 3"))).toBe(true);
  });

  it("steps with the arrow keys", () => {
    const image = getImage("Ocean View, photo 1 of 3");
    const carousel = getLabelled("Photos of Ocean View");
    const press = (key: string) => image.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    press("ArrowLeft");
    expect(image.alt).toBe("Ocean View, photo 3 of 3");
    press("ArrowRight");
    press("ArrowRight");
    expect(image.alt).toBe("Ocean View, photo 2 of 3");
    expect(carousel.contains(getByText("2 / 3"))).toBe(true);
  });
});

it("without a script, opens on the photo asked for, with Previous and Next asking the server for theirs", () => {
  renderPage(<PhotoCarousel photos={PHOTOS} name="Ocean View" shown={2} />);
  expect(getImage("Ocean View, photo 3 of 3").getAttribute("src")).toBe("/media/ocean-view-3.jpg");
  expect(getByText("3 / 3")).toBeTruthy();
  const next = getButton("Next image");
  const previous = getButton("Previous image");
  expect(isShown(next)).toBe(true);
  expect([next.name, next.value, previous.value]).toEqual(["photo", "1", "2"]);
  expect(next.form?.method).toBe("get");
});

it("has nothing to step through for a listing with one photo", () => {
  renderPage(<PhotoCarousel photos={[photo(1)]} name="Karen Villa" />);
  runPageScript(enhanceCarousels);
  expect(queryButtons("Next image")).toEqual([]);
  expect(getImage("Karen Villa").getAttribute("src")).toBe("/media/ocean-view-1.jpg");
});
