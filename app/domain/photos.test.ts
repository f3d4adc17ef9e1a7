import { describe, expect, it } from "vitest";
import { shownPhotoIndex, storedPhotoWidths, toListingPhoto, withMediaBaseUrl } from "./photos";

describe("storedPhotoWidths", () => {
  it("keeps every width the image can fill without enlarging it", () => {
    expect(storedPhotoWidths(4032)).toEqual([480, 960, 1440]);
    expect(storedPhotoWidths(1440)).toEqual([480, 960, 1440]);
    expect(storedPhotoWidths(1439)).toEqual([480, 960]);
    expect(storedPhotoWidths(960)).toEqual([480, 960]);
    expect(storedPhotoWidths(480)).toEqual([480]);
  });

  it("always keeps the smallest width, even for an image narrower than it", () => {
    expect(storedPhotoWidths(300)).toEqual([480]);
    expect(storedPhotoWidths(1)).toEqual([480]);
  });
});

describe("toListingPhoto", () => {
  const stored = (width: number | null) =>
    toListingPhoto({ id: 1, storageKey: "k", externalUrl: null, width, height: width ? width / 1.5 : null });

  it("offers every stored width of a large image, the largest as the plain source", () => {
    expect(stored(1440)).toMatchObject({
      src: "/media/k-1440.webp",
      srcSet: "/media/k-480.webp 480w, /media/k-960.webp 960w, /media/k-1440.webp 1440w",
    });
  });

  it("offers a card's cover up to 960 pixels wide, the widest of those as the plain source", () => {
    const cover = (width: number) =>
      toListingPhoto({ id: 1, storageKey: "k", externalUrl: null, width, height: width / 1.5 }, 960);
    expect(cover(1440)).toMatchObject({
      src: "/media/k-960.webp",
      srcSet: "/media/k-480.webp 480w, /media/k-960.webp 960w",
    });
    expect(cover(400)).toMatchObject({ src: "/media/k-480.webp", srcSet: "/media/k-480.webp 400w" });
  });

  it("offers only the widths a narrower image was stored at, with its real width", () => {
    expect(stored(1000)).toMatchObject({
      src: "/media/k-960.webp",
      srcSet: "/media/k-480.webp 480w, /media/k-960.webp 960w",
    });
    expect(stored(300)).toMatchObject({ src: "/media/k-480.webp", srcSet: "/media/k-480.webp 300w" });
  });

  it("uses a link as it is, without a srcset", () => {
    expect(
      toListingPhoto({
        id: 2,
        storageKey: null,
        externalUrl: "https://x.example/a.jpg",
        width: null,
        height: null,
      }),
    ).toMatchObject({ src: "https://x.example/a.jpg", srcSet: null });
  });
});

describe("withMediaBaseUrl", () => {
  const stored = toListingPhoto({ id: 1, storageKey: "k", externalUrl: null, width: 1000, height: 667 });

  it("moves the plain source and every srcset width of a stored image to the base", () => {
    expect(withMediaBaseUrl(stored, "https://cdn.example.co.ke/media")).toEqual({
      ...stored,
      src: "https://cdn.example.co.ke/media/k-960.webp",
      srcSet:
        "https://cdn.example.co.ke/media/k-480.webp 480w, https://cdn.example.co.ke/media/k-960.webp 960w",
    });
  });

  it("leaves images as they are without a base, and links whatever the base", () => {
    expect(withMediaBaseUrl(stored, null)).toEqual(stored);
    const link = toListingPhoto({
      id: 2,
      storageKey: null,
      externalUrl: "https://x.example/media/a.jpg",
      width: null,
      height: null,
    });
    expect(withMediaBaseUrl(link, "https://cdn.example.co.ke/media")).toEqual(link);
  });
});

describe("shownPhotoIndex", () => {
  const shown = (query: string, count = 5) => shownPhotoIndex(new URLSearchParams(query), count);

  it("opens on the photo the address names, counted from 1", () => {
    expect(shown("photo=1")).toBe(0);
    expect(shown("photo=3")).toBe(2);
    expect(shown("photo=5")).toBe(4);
  });

  it("opens on the first for no number, or one that names no photo", () => {
    for (const query of [
      "",
      "photo=",
      "photo=0",
      "photo=6",
      "photo=-1",
      "photo=2.5",
      "photo=1e1",
      "photo=abc",
    ]) {
      expect(shown(query), query).toBe(0);
    }
  });
});
