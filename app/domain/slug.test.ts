import { describe, expect, it } from "vitest";
import { isSlug, nameKey, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("makes a lower-case hyphenated slug from a name", () => {
    expect(slugify("Sunny 3-Bedroom Villa, Diani")).toBe("sunny-3-bedroom-villa-diani");
    expect(slugify("  Karen: Garden House!! ")).toBe("karen-garden-house");
    expect(slugify("Café Résidence")).toBe("cafe-residence");
    expect(slugify("Bed & Breakfast")).toBe("bed-and-breakfast");
  });

  it("falls back to a fixed word when nothing usable is left", () => {
    expect(slugify("!!!")).toBe("property");
    expect(slugify("日本")).toBe("property");
  });

  it("caps the length without leaving a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("uniqueSlug", () => {
  it("keeps the slug when it is free and numbers it when taken", () => {
    expect(uniqueSlug("villa", new Set())).toBe("villa");
    expect(uniqueSlug("villa", new Set(["villa"]))).toBe("villa-2");
    expect(uniqueSlug("villa", new Set(["villa", "villa-2"]))).toBe("villa-3");
  });
});

describe("nameKey", () => {
  it("ignores case and surrounding or repeated spaces", () => {
    expect(nameKey("  Ocean  View Villa ")).toBe(nameKey("ocean view villa"));
  });
});

describe("isSlug", () => {
  it("accepts what slugify and uniqueSlug make", () => {
    expect(isSlug(slugify("Sunny 3-Bedroom Villa, Diani"))).toBe(true);
    expect(isSlug(uniqueSlug(slugify("a".repeat(120)), new Set([slugify("a".repeat(120))])))).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "Villa",
      "villa-",
      "-villa",
      "villa--2",
      "villa 2",
      "villa/2",
      "vill%C3%A9",
      "a".repeat(89),
    ]) {
      expect(isSlug(value), value).toBe(false);
    }
  });
});
