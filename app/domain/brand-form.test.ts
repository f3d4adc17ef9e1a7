import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { brandWords, DEFAULT_BRAND, shortName } from "./brand";
import { offeredShade } from "./brand-form";
import { readableWithWhite } from "./colour";

describe("the office's words", () => {
  it("are its own where it wrote them, in each language, and the site's otherwise", () => {
    const brand = { ...DEFAULT_BRAND, headlineEn: "Homes in Nakuru", headlineSw: "" };
    expect(brandWords(brand, "headline", "en", translatorFor("en").t)).toBe("Homes in Nakuru");
    expect(brandWords(brand, "headline", "sw", translatorFor("sw").t)).toBe("Pata makazi yako nchini Kenya");
    expect(brandWords(brand, "tagline", "en", translatorFor("en").t)).toMatch(/^Houses to buy and rent/);
  });

  it("have a short name for the app icon, or the name", () => {
    expect(shortName({ ...DEFAULT_BRAND, name: "Baraka Homes", shortName: "" })).toBe("Baraka Homes");
    expect(shortName({ ...DEFAULT_BRAND, name: "Baraka Homes", shortName: "Baraka" })).toBe("Baraka");
  });
});

describe("the shade offered for a colour too light", () => {
  it("is readable, and none for what is no colour", () => {
    expect(readableWithWhite(offeredShade("#f5c542")!)).toBe(true);
    expect(offeredShade("yellow")).toBeNull();
  });
});
