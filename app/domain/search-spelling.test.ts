import { describe, expect, it } from "vitest";
import { closestWord, correctableWords, correctedSearch, editDistance } from "./search-spelling";

const KNOWN = new Map([
  ["kilimani", 40],
  ["kileleshwa", 25],
  ["kilifi", 6],
  ["lavington", 30],
  ["nairobi", 300],
  ["runda", 8],
  ["ronda", 1],
]);

describe("reading a word typed a letter or two off", () => {
  it("counts added, dropped, changed and swapped letters as one edit each", () => {
    expect(editDistance("kilimani", "kilimani")).toBe(0);
    expect(editDistance("kilimanii", "kilimani")).toBe(1);
    expect(editDistance("kileleswa", "kileleshwa")).toBe(1);
    expect(editDistance("lavingotn", "lavington")).toBe(1);
    expect(editDistance("navington", "lavington")).toBe(1);
    expect(editDistance("kilimani", "kileleshwa")).toBeGreaterThan(2);
  });

  it("finds the place meant, one letter off for short words, two for long ones", () => {
    expect(closestWord("kilimanii", KNOWN)).toBe("kilimani");
    expect(closestWord("kileleswa", KNOWN)).toBe("kileleshwa");
    expect(closestWord("lavingtn", KNOWN)).toBe("lavington");
    expect(closestWord("nairboi", KNOWN)).toBe("nairobi");
    expect(closestWord("kilimnai", KNOWN)).toBe("kilimani");
    expect(closestWord("lvngtn", KNOWN)).toBeNull();
  });

  it("prefers the place with more listings between two as near", () => {
    expect(closestWord("rinda", KNOWN)).toBe("runda");
  });

  it("leaves known and short words as typed", () => {
    expect(closestWord("kilimani", KNOWN)).toBeNull();
    expect(closestWord("kil", KNOWN)).toBeNull();
  });

  it("corrects only single words, never numbers, phrases or the vocabulary's words", () => {
    expect(correctableWords("lounge kilimanii")).toEqual(["lounge", "kilimanii"]);
    expect(correctableWords("pool kilimanii")).toEqual(["kilimanii"]);
    expect(correctableWords("2br dsq 1042 kilimanii")).toEqual(["kilimanii"]);
    expect(correctableWords('"kilimanii gardens"')).toEqual([]);
    expect(correctedSearch("Pool KILIMANII", new Map([["kilimanii", "kilimani"]]))).toBe("pool kilimani");
  });
});
