import { describe, expect, it } from "vitest";
import { toParagraphs } from "./text";

describe("toParagraphs", () => {
  it("splits at blank lines and trims", () => {
    expect(toParagraphs("First line\nstill first\n\n  Second \r\n\r\nThird")).toEqual([
      "First line\nstill first",
      "Second",
      "Third",
    ]);
  });

  it("has no paragraphs for blank text", () => {
    expect(toParagraphs(" \n\n ")).toEqual([]);
  });
});
