import { describe, expect, test } from "vitest";
import {
  contrastRatio,
  hexColour,
  nearestReadableShade,
  READABLE_CONTRAST,
  readableWithWhite,
} from "./colour";

describe("a colour as the office types it", () => {
  test("is read with or without #, in either case, short or long", () => {
    expect(hexColour("#0F5132")).toBe("#0f5132");
    expect(hexColour(" 0f5132 ")).toBe("#0f5132");
    expect(hexColour("#1a4")).toBe("#11aa44");
  });

  test("is refused when it is no colour", () => {
    for (const typed of ["green", "#12345", "#gggggg", "rgb(0,0,0)", "", "#0f5132;}body{display:none"]) {
      expect(hexColour(typed), typed).toBeNull();
    }
  });
});

describe("white text on the office's colour", () => {
  test("is measured as WCAG says", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // The W3C's own example pair: #767676 on white is the lightest grey at 4.5:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });

  test("the demo's green passes; a light yellow and a bright green do not", () => {
    expect(readableWithWhite("#0f5132")).toBe(true);
    expect(readableWithWhite("#f5c542")).toBe(false);
    expect(readableWithWhite("#25d366")).toBe(false);
  });

  test("a colour that passes is kept as it is", () => {
    expect(nearestReadableShade("#0f5132")).toBe("#0f5132");
  });

  test("a colour that fails is offered the lightest shade of its hue that passes", () => {
    for (const colour of ["#f5c542", "#25d366", "#ff0000", "#87ceeb", "#ffffff", "#999999"]) {
      const shade = nearestReadableShade(colour);
      expect(contrastRatio(shade, "#ffffff"), colour).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      // Nearest: one step lighter would fail.
      const lighter = `#${[1, 3, 5]
        .map((start) =>
          Math.min(255, parseInt(shade.slice(start, start + 2), 16) + 3)
            .toString(16)
            .padStart(2, "0"),
        )
        .join("")}`;
      expect(contrastRatio(lighter, "#ffffff"), colour).toBeLessThan(READABLE_CONTRAST + 0.3);
    }
  });

  test("the shade offered keeps the colour's hue: a red stays red", () => {
    const shade = nearestReadableShade("#ff0000");
    const [red, green, blue] = [1, 3, 5].map((start) => parseInt(shade.slice(start, start + 2), 16));
    expect(red).toBeGreaterThan(150);
    expect(green).toBe(0);
    expect(blue).toBe(0);
  });
});
