// The list's filters laid out so that a hunter can use them: every box wide enough for an
// amount, no label printed over another or over a box, every choice read whole, on a phone, a
// tablet and a desktop, in both languages.
import { expect, test } from "@playwright/test";

/** The narrowest a box may be and still show an amount such as 150,000,000 in full. */
const NARROWEST_BOX = 110;

for (const width of [360, 768, 1366]) {
  for (const list of ["/properties", "/sw/properties"]) {
    test(`the filters of ${list} at ${width} px are wide enough and overlap nothing`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // A price set opens the finer filters.
      await page.goto(`${list}?min-price=150000000`);
      const layout = await page.evaluate((narrowest) => {
        const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
        const boxes = [
          ...document.querySelectorAll(
            ".filter-bar .filter-menu__summary, .listing-filters__panel input:not([type=checkbox]), .listing-filters__panel select, .listing-filters__panel label, .listing-filters__panel legend",
          ),
        ]
          .filter(shown)
          .map((element) => {
            const box = element.getBoundingClientRect();
            const name =
              element.id || element.getAttribute("for") || element.textContent?.trim().slice(0, 30) || "";
            return {
              name: `<${element.tagName.toLowerCase()}> ${name}`,
              control: element.matches("input, select"),
              box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
            };
          });
        const overlaps: string[] = [];
        const elements = [
          ...document.querySelectorAll(
            ".filter-bar .filter-menu__summary, .listing-filters__panel input:not([type=checkbox]), .listing-filters__panel select, .listing-filters__panel label, .listing-filters__panel legend",
          ),
        ].filter(shown);
        for (let i = 0; i < elements.length; i += 1) {
          for (let j = i + 1; j < elements.length; j += 1) {
            if (elements[i]!.contains(elements[j]!) || elements[j]!.contains(elements[i]!)) continue;
            const a = elements[i]!.getBoundingClientRect();
            const b = elements[j]!.getBoundingClientRect();
            const overlap =
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
            if (overlap) overlaps.push(`${boxes[i]!.name} over ${boxes[j]!.name}`);
          }
        }
        const cutValues = [...document.querySelectorAll(".filter-menu__value")]
          .filter((value) => value.scrollWidth > value.clientWidth + 1)
          .map((value) => value.textContent);
        const narrowBoxes = boxes
          .filter((box) => box.control && box.box.right - box.box.left < narrowest)
          .map((box) => `${box.name}: ${Math.round(box.box.right - box.box.left)} px`);
        return { overlaps, cutValues, narrowBoxes, count: boxes.length };
      }, NARROWEST_BOX);
      expect(layout.count).toBeGreaterThan(10);
      expect(layout.narrowBoxes, `boxes narrower than ${NARROWEST_BOX} px`).toEqual([]);
      expect(layout.overlaps, "labels and boxes printed over each other").toEqual([]);
      expect(layout.cutValues, "choices cut short").toEqual([]);
      await expect(page.locator("#min-price")).toHaveValue("150000000");
    });
  }
}
