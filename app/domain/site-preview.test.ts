import { describe, expect, it } from "vitest";
import { nameFontSize, sitePreviewSvg } from "./site-preview";

describe("the site's link preview picture", () => {
  it("writes the office's name escaped, on its colour", () => {
    const svg = sitePreviewSvg(
      { name: 'Baraka & "Sons" <Homes>', colour: "#7a1f5c" },
      { tagline: "a", prices: "b" },
      { withMark: true },
    );
    expect(svg).toContain("Baraka &amp; &quot;Sons&quot; &lt;Homes&gt;");
    expect(svg).toContain('fill="#7a1f5c"');
    expect(svg).not.toContain("<Homes>");
  });

  it("sets a long name smaller so that it fits, and a short one as large as the demo's", () => {
    expect(nameFontSize("Makazi")).toBe(112);
    const long = "Baraka Homes and Land Agency";
    expect(nameFontSize(long) * 0.62 * long.length).toBeLessThanOrEqual(760);
  });
});
