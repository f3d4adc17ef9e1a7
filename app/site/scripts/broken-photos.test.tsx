// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { PLACEHOLDER_PHOTO } from "~/domain/photos";
import type { ListingPhoto } from "~/domain/property";
import { PropertyPhoto } from "~/site/components/property-photo";
import { closePage, getImage, renderPage, runPageScript } from "~/testing/page-in-dom";
import { replaceBrokenPhotos } from "./broken-photos";

/**
 * A photo that has loaded: happy-dom fetches no images, and takes every address but a data
 * URL as one that failed; this one is a real 1×1 PNG.
 */
const LOADED_SRC =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const photo = (src: string): ListingPhoto => ({
  id: 1,
  src,
  srcSet: `${src} 640w`,
  width: 640,
  height: 480,
});

function showPhotos() {
  renderPage(
    <>
      <PropertyPhoto photo={photo(LOADED_SRC)} alt="Ocean View" sizes="100vw" />
      <PropertyPhoto photo={photo("/media/gone.jpg")} alt="Karen Villa" sizes="100vw" />
      <img src="/logo.png" alt="Makazi" />
    </>,
  );
  runPageScript(replaceBrokenPhotos);
}

afterEach(closePage);

describe("a listing photo that does not load", () => {
  it("gives way to the placeholder when it failed before the script ran", () => {
    showPhotos();
    const broken = getImage("Karen Villa");
    expect(broken.getAttribute("src")).toBe(PLACEHOLDER_PHOTO);
    expect(broken.hasAttribute("srcset")).toBe(false);
    expect(broken.hasAttribute("sizes")).toBe(false);
  });

  it("gives way to the placeholder when it fails later", () => {
    showPhotos();
    const photo = getImage("Ocean View");
    expect(photo.getAttribute("src")).toBe(LOADED_SRC);
    photo.dispatchEvent(new Event("error"));
    expect(photo.getAttribute("src")).toBe(PLACEHOLDER_PHOTO);
    expect(photo.hasAttribute("srcset")).toBe(false);
  });

  it("leaves the site's other images alone", () => {
    showPhotos();
    const logo = getImage("Makazi");
    logo.dispatchEvent(new Event("error"));
    expect(logo.getAttribute("src")).toBe("/logo.png");
  });
});
