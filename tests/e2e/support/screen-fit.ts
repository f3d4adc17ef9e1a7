// Whether a page fits the width of the screen it is shown on, as on a phone.
import { expect, type Page } from "@playwright/test";

/**
 * Everything shown that reaches past the right edge of the screen, and whether the document
 * itself scrolls sideways. Elements inside a closed menu are not shown, and neither is what a
 * box on the screen clips: visually-hidden text, a map's layers beyond its frame.
 */
export async function expectNothingWiderThanTheScreen(page: Page) {
  const { documentScrolls, offenders } = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const clippedAway = (element: Element) => {
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        const clips = overflow === "hidden" || overflow === "clip";
        if (clips && node.getBoundingClientRect().right <= screenWidth + 0.5) return true;
      }
      return false;
    };
    const wide = [...document.body.querySelectorAll("*")].filter((element) => {
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
      return element.getBoundingClientRect().right > screenWidth + 0.5 && !clippedAway(element);
    });
    return {
      documentScrolls: document.documentElement.scrollWidth > screenWidth,
      offenders: wide.map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> right edge ${Math.round(element.getBoundingClientRect().right)} of ${screenWidth}: ${element.textContent?.trim().slice(0, 40)}`,
      ),
    };
  });
  expect(offenders, `elements wider than the screen on ${page.url()}`).toEqual([]);
  expect(documentScrolls, `${page.url()} scrolls sideways`).toBe(false);
}
