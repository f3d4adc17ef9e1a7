import { describe, expect, it } from "vitest";
import { aboutParagraphsSchema, applyAboutEdit, parseAboutEdit } from "./about";

describe("About paragraphs", () => {
  it("drops blank paragraphs and trims the rest", () => {
    expect(aboutParagraphsSchema.parse(["  One. ", "", "   ", "Two."])).toEqual(["One.", "Two."]);
  });

  it("needs at least one paragraph", () => {
    const result = aboutParagraphsSchema.safeParse(["", " "]);
    expect(result.error?.issues[0]?.message).toBe("Please write at least one paragraph");
  });

  it("refuses a paragraph over 5,000 characters and says which", () => {
    const result = aboutParagraphsSchema.safeParse(["Short.", "x".repeat(5001)]);
    expect(result.error?.issues[0]).toMatchObject({
      path: [1],
      message: "Please keep each paragraph under 5,000 characters",
    });
  });
});

describe("About editor buttons", () => {
  it("reads button values", () => {
    expect(parseAboutEdit("add")).toEqual({ intent: "add" });
    expect(parseAboutEdit("move-down:3")).toEqual({ intent: "move-down", index: 3 });
    expect(parseAboutEdit("save")).toBeNull();
    expect(parseAboutEdit("remove:-1")).toBeNull();
    expect(parseAboutEdit(null)).toBeNull();
  });

  it("adds, removes and moves paragraphs, ignoring moves past either end", () => {
    const text = ["a", "b", "c"];
    expect(applyAboutEdit(text, { intent: "add" })).toEqual(["a", "b", "c", ""]);
    expect(applyAboutEdit(text, { intent: "remove", index: 1 })).toEqual(["a", "c"]);
    expect(applyAboutEdit(text, { intent: "move-up", index: 2 })).toEqual(["a", "c", "b"]);
    expect(applyAboutEdit(text, { intent: "move-down", index: 0 })).toEqual(["b", "a", "c"]);
    expect(applyAboutEdit(text, { intent: "move-up", index: 0 })).toEqual(text);
    expect(applyAboutEdit(text, { intent: "move-down", index: 2 })).toEqual(text);
    expect(applyAboutEdit(text, { intent: "remove", index: 7 })).toEqual(text);
  });
});
