import { expect, type Page, test } from "@playwright/test";
import { LISTINGS } from "./support/demo";
import { detailPathFor } from "./support/pages";

interface ImageFacts {
  src: string;
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  top: number;
}

/** Every image of the page as first laid out, before any scrolling. */
async function imagesOf(page: Page): Promise<{ images: ImageFacts[]; fold: number }> {
  return page.evaluate(() => ({
    fold: window.innerHeight,
    images: [...document.querySelectorAll("img")].map((img) => ({
      src: img.getAttribute("src") ?? "",
      alt: img.getAttribute("alt"),
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      loading: img.getAttribute("loading"),
      top: img.getBoundingClientRect().top + window.scrollY,
    })),
  }));
}

const PAGES: Record<string, (page: Page) => Promise<string> | string> = {
  home: () => "/",
  "property list": () => "/properties",
  "property page": (page) => detailPathFor(page, LISTINGS[0]!.name),
};

test.describe("images", () => {
  for (const [title, path] of Object.entries(PAGES)) {
    test(`on the ${title} page every image has a size, and those below the fold load lazily`, async ({
      page,
    }) => {
      await page.goto(await path(page));
      await page.evaluate(() => window.scrollTo(0, 0));
      const { images, fold } = await imagesOf(page);
      expect(images.length).toBeGreaterThan(0);

      for (const image of images) {
        const where = `${image.src} (${image.alt})`;
        expect(image.width, `width of ${where}`).toMatch(/^[1-9]\d*$/);
        expect(image.height, `height of ${where}`).toMatch(/^[1-9]\d*$/);
        expect(image.alt, `alt of ${where}`).not.toBeNull();
        if (image.top >= fold) expect(image.loading, `loading of ${where}, ${image.top}px down`).toBe("lazy");
      }
    });
  }

  test("the property list has images below the fold, all lazy", async ({ page }) => {
    await page.goto("/properties");
    const { images, fold } = await imagesOf(page);
    const below = images.filter((image) => image.top >= fold);
    // With the whole demo on one page, most cards start below the fold.
    expect(below.length).toBeGreaterThan(0);
    expect(below.map((image) => image.loading)).toEqual(below.map(() => "lazy"));
  });
});
