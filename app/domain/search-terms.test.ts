import { describe, expect, it } from "vitest";
import { MOST_TERMS, readingOf, readSearchTerms } from "./search-terms";
import { equivalentsOf } from "./search-vocabulary";

const required = (search: string) => readSearchTerms(search).required.map((term) => term[0]);

describe("a hunter's search, read", () => {
  it("requires each word, in any order, and a quoted phrase as a phrase", () => {
    expect(required("pool Kilimani")).toEqual(["pool", "kilimani"]);
    expect(required('"garden flat" Lavington')).toEqual(["garden flat", "lavington"]);
    expect(required('Lavington "garden')).toEqual(["lavington", "garden"]);
  });

  it("gives each word the vocabulary's equivalents, phrases of several words included", () => {
    expect(readSearchTerms("DSQ").required).toEqual([equivalentsOf("dsq")]);
    expect(readSearchTerms("servant quarter Runda").required).toEqual([
      equivalentsOf("servant quarter"),
      ["runda"],
    ]);
    expect(equivalentsOf("servant quarter")).toContain("dsq");
    expect(equivalentsOf("studio")).toEqual(expect.arrayContaining(["bedsitter", "single room"]));
    expect(equivalentsOf("kileleshwa")).toEqual(["kileleshwa"]);
  });

  it("reads a number of bedrooms however it is written", () => {
    for (const search of [
      "2br Kilimani",
      "2 BR Kilimani",
      "2 bed Kilimani",
      "2-bedroom Kilimani",
      "vyumba 2 Kilimani",
      "2bedroomed Kilimani",
    ]) {
      expect(readSearchTerms(search), search).toMatchObject({ bedrooms: 2, required: [["kilimani"]] });
    }
    expect(readSearchTerms("Kilimani 2").required).toEqual([["kilimani"], ["2"]]);
  });

  it("leaves out words that say how the hunter feels, and says so", () => {
    expect(readSearchTerms("cheap house near Yaya")).toMatchObject({
      required: [equivalentsOf("house"), ["yaya"]],
      ignored: ["cheap", "near"],
    });
  });

  it("passes no index operator on, and bounds what it looks for", () => {
    const hostile = readSearchTerms('pool NEAR/3 "x" * -kilimani : ^OR \u0000 AND');
    expect(hostile.required.flat().every((term) => /^[\p{L}\p{N} ]+$/u.test(term))).toBe(true);
    expect(required("a".repeat(5_000))).toEqual(["a".repeat(40)]);
    expect(
      readSearchTerms(Array.from({ length: 30 }, (_, index) => `word${index}`).join(" ")).required,
    ).toHaveLength(MOST_TERMS);
    expect(readSearchTerms('""  "  ').required).toEqual([]);
  });

  it("reads accents and other scripts as letters", () => {
    expect(required("Kilimàni Café")).toEqual(["kilimani", "cafe"]);
  });
});

describe("a search's reading, as the office sees it", () => {
  it("tells the vocabulary's words from those searched as typed", () => {
    expect(readingOf("cheap 2br DSQ kitchenette near Yaya")).toEqual({
      known: [{ term: "dsq", alsoFinds: equivalentsOf("dsq").slice(1) }],
      asTyped: ["kitchenette", "yaya"],
      bedrooms: 2,
      ignored: ["cheap", "near"],
    });
  });
});
