import { describe, expect, it } from "vitest";
import {
  baseName,
  inNamedOrder,
  isArchiveClutter,
  isPhotoName,
  leadsOutside,
  photoNameTarget,
} from "./photo-file-names";

describe("photoNameTarget", () => {
  it.each([
    ["MK-1042.jpg", { by: "reference", listingId: 42, order: null }],
    ["MK-1042-1.jpg", { by: "reference", listingId: 42, order: 1 }],
    ["mk1042_3.JPEG", { by: "reference", listingId: 42, order: 3 }],
    ["MK 1042 (2).png", { by: "reference", listingId: 42, order: 2 }],
    ["Kilimani/MK-1042-12.webp", { by: "reference", listingId: 42, order: 12 }],
  ])("reads the reference in %s", (name, target) => {
    expect(photoNameTarget(name)).toEqual(target);
  });

  it.each([
    ["12.jpg", { by: "row", row: 12, order: null }],
    ["12-1.jpg", { by: "row", row: 12, order: 1 }],
    ["row 12.jpg", { by: "row", row: 12, order: null }],
    ["Row-12-2.jpg", { by: "row", row: 12, order: 2 }],
    ["row12_3.avif", { by: "row", row: 12, order: 3 }],
  ])("reads the row of the import in %s", (name, target) => {
    expect(photoNameTarget(name)).toEqual(target);
  });

  it("reads a slug, and the slug before a closing number, for the service to try both", () => {
    expect(photoNameTarget("kilimani-garden-flat.jpg")).toEqual({
      by: "slug",
      slug: "kilimani-garden-flat",
      numbered: null,
    });
    expect(photoNameTarget("Kilimani-Garden-Flat-2.JPG")).toEqual({
      by: "slug",
      slug: "kilimani-garden-flat-2",
      numbered: { slug: "kilimani-garden-flat", order: 2 },
    });
  });

  it("takes a reference too short to be one for a slug, which no listing has", () => {
    expect(photoNameTarget("MK-12.jpg")).toMatchObject({ by: "slug", slug: "mk-12" });
  });

  it.each([
    "",
    ".jpg",
    "IMG 2044 copy.jpg",
    "row-0.jpg",
    "0.jpg",
    "MK-1042 copy.jpg",
    "Nyumba ya Bi. Wanjiru!.jpg",
  ])("finds no listing in %j", (name) => {
    expect(photoNameTarget(name)).toBeNull();
  });
});

describe("the archive's entries", () => {
  it("takes the name without its folders, written either way", () => {
    expect(baseName("stock/Kilimani/MK-1042-1.jpg")).toBe("MK-1042-1.jpg");
    expect(baseName("stock\\MK-1042-1.jpg")).toBe("MK-1042-1.jpg");
  });

  it.each([
    "../MK-1042.jpg",
    "stock/../../etc/MK-1042.jpg",
    "/etc/MK-1042.jpg",
    "C:\\MK-1042.jpg",
    "..\\x.jpg",
  ])("sees that %s leads outside the archive", (path) => {
    expect(leadsOutside(path)).toBe(true);
  });

  it("lets names with dots inside stay", () => {
    expect(leadsOutside("stock/MK-1042..jpg")).toBe(false);
    expect(leadsOutside("stock/..hidden/MK-1042.jpg")).toBe(false);
  });

  it("leaves out the files systems add to a ZIP", () => {
    expect(isArchiveClutter("__MACOSX/stock/._MK-1042.jpg")).toBe(true);
    expect(isArchiveClutter("stock/.DS_Store")).toBe(true);
    expect(isArchiveClutter("stock/Thumbs.db")).toBe(true);
    expect(isArchiveClutter("stock/")).toBe(true);
    expect(isArchiveClutter("stock/MK-1042.jpg")).toBe(false);
  });

  it("knows a photo by its name's ending", () => {
    expect(isPhotoName("a.JPG")).toBe(true);
    expect(isPhotoName("a.heic")).toBe(false);
    expect(isPhotoName("a.jpg.exe")).toBe(false);
  });
});

describe("inNamedOrder", () => {
  it("puts numbered photos first by number, then the others by name as people count", () => {
    const photos = [
      { fileName: "MK-1042 b.jpg", order: null },
      { fileName: "MK-1042-10.jpg", order: 10 },
      { fileName: "MK-1042-2.jpg", order: 2 },
      { fileName: "MK-1042 a.jpg", order: null },
    ];
    expect(inNamedOrder(photos).map((photo) => photo.fileName)).toEqual([
      "MK-1042-2.jpg",
      "MK-1042-10.jpg",
      "MK-1042 a.jpg",
      "MK-1042 b.jpg",
    ]);
  });
});
