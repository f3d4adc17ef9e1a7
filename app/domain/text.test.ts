import { describe, expect, it } from "vitest";
import { toParagraphs, typedText } from "./text";

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

describe("typedText", () => {
  it("drops control characters, NUL among them, and keeps tabs and line breaks", () => {
    expect(typedText("Karen\u0000 villa\u0007\u001b[31m")).toBe("Karen villa[31m");
    expect(typedText("Line one\r\nLine\ttwo")).toBe("Line one\r\nLine\ttwo");
    expect(typedText("del\u007f and c1\u0085")).toBe("del and c1");
  });

  it("makes tabs and line breaks spaces in single-line text", () => {
    expect(typedText("Kilimani\n\tflat", { singleLine: true })).toBe("Kilimani  flat");
  });

  it("replaces a lone half of a surrogate pair, and keeps whole pairs", () => {
    expect(typedText("a\ud800b\udc00c")).toBe("a\ufffdb\ufffdc");
    expect(typedText("Nyumba 🏠")).toBe("Nyumba 🏠");
  });

  it("keeps what people type in Kiswahili, French or Arabic as it is", () => {
    expect(typedText("Ñyumba ya kifahari — café, مرحبا")).toBe("Ñyumba ya kifahari — café, مرحبا");
  });
});
